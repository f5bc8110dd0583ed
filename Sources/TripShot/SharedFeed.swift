import Foundation
import TripShotFeedDatabase
import TripShotParser
import TripShotResolver
import TripShotTrip

/// One feed, opened once and safe to share between threads: every thread of a server, every
/// screenshot an app reads, go through the same instance.
///
/// How: a `Resolver` is not thread-safe (it keeps caches it changes on every resolve, and its
/// SQLite connection is opened without SQLite's own mutex), so this holds it behind a lock and
/// lets one caller at a time use it. Resolving costs about a millisecond where reading the
/// screenshot costs hundreds, so the lock is cheap: concurrent callers queue only for that
/// millisecond, one connection and one set of stop and route directories serve them all, and the
/// resolver's internals stay single-threaded and simple. (An `NSLock`, not `Mutex`: the library
/// runs on iOS 13.)
public final class SharedFeed: @unchecked Sendable, Hashable {
    /// Who runs the feed and which version of it, for the page and `GET /api/feeds`.
    public let info: FeedInfo
    private let lock = NSLock()
    /// Only touched under `lock`.
    private let resolver: Resolver

    public init(resolver: sending Resolver, info: FeedInfo) {
        self.resolver = resolver
        self.info = info
    }

    /// Opens the feed database at `databasePath` (read-only), with its agencies and version.
    ///
    /// - Throws: ``TripShotError/feed(_:)`` when the file is missing, not SQLite, or not a
    ///   database `gtfs-load` wrote with this version's schema.
    public convenience init(databasePath: String) throws(TripShotError) {
        let resolver: Resolver
        do {
            resolver = try Resolver(path: databasePath)
        } catch {
            throw .feed(error)
        }
        self.init(resolver: resolver, info: FeedInfo.read(databaseAt: databasePath))
    }

    /// Runs `body` with the resolver, one caller at a time: for the resolver's questions the chain
    /// does not ask itself (the map's nearby routes).
    public func withResolver<T, E: Error>(_ body: (Resolver) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(resolver)
    }

    /// Resolves `itinerary` (spelling its names first, as `Resolver.resolve` does). A day the page
    /// does not show is counted from `today` (`NearestDay`), nil: this feed's today (`today(at:)`).
    public func resolve(_ itinerary: Itinerary, date: ShownDate?, today: ShownDate? = nil) throws(TripShotError) -> ResolvedTrip {
        let today = today ?? self.today()
        return try asked { resolver throws(ResolveError) in try resolver.resolve(itinerary, date: date, today: today) }
    }

    /// The date at `now` (the system's clock by default) where the feed runs: in its first
    /// agency's `agency_timezone`, in the system's own zone when the feed names none this system
    /// knows. The day an undated page is counted from when the caller gives none.
    public func today(at now: Date = Date()) -> ShownDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = info.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return ShownDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The cheap first pass of choosing among feeds (`Resolver.firstPassFit`); nil when it fails.
    public func firstPassFit(of itinerary: Itinerary, date: ShownDate?) -> FeedFirstPassFit? {
        withResolver { resolver in try? resolver.firstPassFit(of: itinerary, date: date) }
    }

    /// `itinerary` with its doubtful names spelled as this feed spells them (`Resolver.spelled`).
    public func spelled(_ itinerary: Itinerary) throws(TripShotError) -> Itinerary {
        try asked { resolver throws(ResolveError) in try resolver.spelled(itinerary) }
    }

    /// Resolves an itinerary `spelled(_:)` gave, without spelling it again; `today` as for
    /// `resolve(_:date:today:)`.
    public func resolve(spelled itinerary: Itinerary, date: ShownDate?, today: ShownDate? = nil) throws(TripShotError)
        -> ResolvedTrip
    {
        let today = today ?? self.today()
        return try asked { resolver throws(ResolveError) in try resolver.resolve(spelled: itinerary, date: date, today: today) }
    }

    /// `itinerary` with each time and stop count that did not read given by this feed's schedule
    /// (`Resolver.withUnreadFromSchedule`); `resolve` asks the schedule for times itself.
    public func withUnreadFromSchedule(_ itinerary: Itinerary) throws(TripShotError) -> Itinerary {
        try asked { resolver throws(ResolveError) in try resolver.withUnreadFromSchedule(itinerary) }
    }

    /// What `ask` answers with the resolver, its failure a resolve error.
    private func asked<T>(_ ask: (Resolver) throws(ResolveError) -> T) throws(TripShotError) -> T {
        do {
            return try withResolver(ask)
        } catch {
            throw .resolve(error)
        }
    }

    /// The same feed is the same instance: two opened from one file are two feeds.
    public static func == (a: SharedFeed, b: SharedFeed) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A feed's agencies (agency.txt) and version (feed_info's feed_version, as gtfs-load recorded it).
public struct FeedInfo: Hashable, Sendable {
    /// A short name for the feed: the database file's name without its extension.
    public var name: String
    public var agencies: [String]
    public var version: String?
    /// The first agency's `agency_timezone` (an IANA name), the zone the feed's days are in.
    public var timeZone: String?

    public init(name: String, agencies: [String], version: String?, timeZone: String? = nil) {
        self.name = name
        self.agencies = agencies
        self.version = version
        self.timeZone = timeZone
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
        var timeZone: String?
        if let select = try? database.prepare("SELECT agency_timezone FROM agency ORDER BY rowid LIMIT 1"), (try? select.step()) == true {
            timeZone = select.optionalText(0).flatMap { $0.isEmpty ? nil : $0 }
        }
        let version = (try? GTFSDatabase.metadata(database))?["feed_version"].flatMap { $0.isEmpty ? nil : $0 }
        return FeedInfo(name: name, agencies: agencies, version: version, timeZone: timeZone)
    }
}
