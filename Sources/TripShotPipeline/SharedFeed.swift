import Foundation
import GTFSStore
import Itinerary
import Render
import Resolver
import Synchronization
import TripModel
import TripShotDatabase

/// One feed's resolver, opened once and shared by every thread of a server.
///
/// A `Resolver` is not thread-safe: it keeps a cache it changes on every resolve, and its SQLite
/// connection is opened without SQLite's own mutex. Resolving costs about a millisecond where
/// reading the screenshot costs hundreds, so a lock around each use is cheap: concurrent requests
/// queue for the resolver only for that millisecond, one connection and one set of stop and route
/// directories serve them all, and the resolver's internals stay single-threaded and simple.
public final class SharedFeed: Sendable {
    /// Who runs the feed and which version of it, for the page and `GET /api/feeds`.
    public let info: FeedInfo
    private let resolver: Mutex<Resolver>

    public init(resolver: sending Resolver, info: FeedInfo) {
        self.resolver = Mutex(resolver)
        self.info = info
    }

    /// Resolves `itinerary`; only one thread at a time uses the resolver.
    public func resolve(_ itinerary: Itinerary, date: ShownDate?) throws(PipelineError) -> ResolvedTrip {
        let result: Result<ResolvedTrip, ResolveError> = resolver.withLock { resolver in
            Result { () throws(ResolveError) in try resolver.resolve(itinerary, date: date) }
        }
        do {
            return try result.get()
        } catch {
            throw .resolve(error)
        }
    }

    /// The cheap first pass of choosing among feeds (`Resolver.firstPassFit`); nil when it fails.
    public func firstPassFit(of itinerary: Itinerary, date: ShownDate?) -> FeedFirstPassFit? {
        resolver.withLock { resolver in try? resolver.firstPassFit(of: itinerary, date: date) }
    }

    /// `itinerary` with its doubtful names spelled as this feed spells them (`Resolver.spelled`);
    /// `resolve` does the same itself.
    public func spelled(_ itinerary: Itinerary) throws(PipelineError) -> Itinerary {
        try decided { resolver throws(ResolveError) in try resolver.spelled(itinerary) }
    }

    /// `itinerary` with each time and stop count that did not read given by this feed's schedule
    /// (`Resolver.withUnreadFromSchedule`); `resolve` asks the schedule for times itself.
    public func withUnreadFromSchedule(_ itinerary: Itinerary) throws(PipelineError) -> Itinerary {
        try decided { resolver throws(ResolveError) in try resolver.withUnreadFromSchedule(itinerary) }
    }

    /// What `decide` makes of an itinerary with the resolver, one caller at a time.
    private func decided(_ decide: @Sendable (Resolver) throws(ResolveError) -> Itinerary) throws(PipelineError)
        -> Itinerary
    {
        let result: Result<Itinerary, ResolveError> = resolver.withLock { resolver in
            Result { () throws(ResolveError) in try decide(resolver) }
        }
        do {
            return try result.get()
        } catch {
            throw .resolve(error)
        }
    }

    /// The feed's other routes near the trip as the map draws them, faintly behind it: which
    /// routes and how they are cut is the map's choice (`MapContext`), the shapes are the feed's.
    public func contextRoutes(near trip: ResolvedTrip) throws(ResolveError) -> [ContextRoute] {
        guard let wanted = MapContext(trip: trip) else { return [] }
        let shapes = try resolver.withLock { resolver throws(ResolveError) in
            try resolver.routeShapes(crossing: wanted.area, excluding: wanted.ownRouteIDs, limit: wanted.limit)
        }
        return wanted.routes(from: shapes)
    }
}

/// A feed's agencies (agency.txt) and version (feed_info's feed_version, as gtfs-load recorded it).
public struct FeedInfo: Hashable, Sendable {
    /// A short name for the feed: the database file's name without its extension.
    public var name: String
    public var agencies: [String]
    public var version: String?

    public init(name: String, agencies: [String], version: String?) {
        self.name = name
        self.agencies = agencies
        self.version = version
    }
}

extension FeedInfo {
    /// "GO Transit (go-demo-2025-03)", or the file's name when the feed names no agency.
    public var displayName: String {
        let who = agencies.isEmpty ? name : agencies.joined(separator: ", ")
        return version.map { "\(who) (\($0))" } ?? who
    }

    /// Reads the agencies and the feed version of the tripshot database at `path`; a feed without
    /// them is still served, under its file name.
    public static func read(databaseAt path: String) -> FeedInfo {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let database = try? GTFSDatabase.open(path) else { return FeedInfo(name: name, agencies: [], version: nil) }
        var agencies: [String] = []
        if let select = try? database.prepare("SELECT agency_name FROM agency ORDER BY rowid") {
            while (try? select.step()) == true {
                if let agency = select.optionalText(0), !agency.isEmpty { agencies.append(agency) }
            }
        }
        let version = (try? GTFSDatabase.metadata(database))?["feed_version"].flatMap { $0.isEmpty ? nil : $0 }
        return FeedInfo(name: name, agencies: agencies, version: version)
    }
}
