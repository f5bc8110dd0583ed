import CommandLineSupport
import Foundation
import GTFSRealtime
import HTTPFetch
import TripShotLive

/// One `--realtime SOURCE`: a file or an http(s) URL, read, decoded and checked against the feed
/// database. Each failure has its message and its own exit code (120-124).
struct RealtimeSource {
    var source: String

    /// The largest realtime body read: big cities' full feeds are a few MB.
    static let maxBytes: Int64 = 32 << 20

    struct Failure: Error, Sendable {
        var code: ExitCode
        var message: String
    }

    func load(facts: LiveFeedFacts, now: Int64) throws(Failure) -> RealtimeFeed {
        try feed(from: try read(), facts: facts, now: now)
    }

    /// `bytes` of this source decoded and checked: a FeedMessage, not from the future, of this agency.
    func feed(from bytes: [UInt8], facts: LiveFeedFacts, now: Int64) throws(Failure) -> RealtimeFeed {
        try checked(try decode(bytes), facts: facts, now: now)
    }

    /// `bytes` decoded: a FeedMessage, or why not.
    func decode(_ bytes: [UInt8]) throws(Failure) -> RealtimeFeed {
        do {
            return try RealtimeDecoder.decode(bytes)
        } catch {
            throw Failure(code: error.kind == .wrongMessage ? .realtimeWrongMessage : .realtimeNotAFeed, message: "\(source): \(error.message)")
        }
    }

    /// `feed` when it is not from the future and is of this agency.
    func checked(_ feed: RealtimeFeed, facts: LiveFeedFacts, now: Int64) throws(Failure) -> RealtimeFeed {
        if FeedFreshness.isInFuture(timestamp: feed.timestamp, now: now), let stamp = feed.timestamp {
            throw Failure(
                code: .realtimeFromFuture,
                message: "\(source): the feed's timestamp \(Self.utc(stamp)) is \(stamp - now) s ahead of this machine's clock; "
                    + "a producer's or this machine's clock is wrong, so its times cannot be trusted")
        }
        try checkAgency(feed, facts: facts)
        return feed
    }

    func read() throws(Failure) -> [UInt8] {
        if HTTPFetch.isURL(source) {
            do {
                return try HTTPFetch.get(
                    HTTPFetch.Request(url: source, maxBytes: Self.maxBytes, connectTimeoutSeconds: 5, stallSeconds: 10, totalTimeoutSeconds: 20)
                ).body
            } catch {
                throw Failure(code: .realtimeUnreadable, message: error.description)
            }
        }
        guard let data = FileManager.default.contents(atPath: source) else {
            throw Failure(code: .realtimeUnreadable, message: "\(source): no such file, or it cannot be read")
        }
        guard data.count <= Self.maxBytes else {
            throw Failure(code: .realtimeNotAFeed, message: "\(source): \(data.count) bytes, more than a realtime feed's limit of \(Self.maxBytes)")
        }
        return [UInt8](data)
    }

    /// A feed that names trips, routes or stops, none of which the database has, is another
    /// agency's (or made for another version of the static feed).
    func checkAgency(_ feed: RealtimeFeed, facts: LiveFeedFacts) throws(Failure) {
        var trips = Set<String>(), routes = Set<String>(), stops = Set<String>()
        func add(_ trip: RealtimeTripDescriptor?) {
            if let id = trip?.tripID, !id.isEmpty, trip?.relationship != .added, trip?.relationship != .new { trips.insert(id) }
            if let id = trip?.routeID, !id.isEmpty { routes.insert(id) }
        }
        for update in feed.tripUpdates {
            add(update.trip)
            for stop in update.stopTimeUpdates { if let id = stop.stopID, !id.isEmpty { stops.insert(id) } }
        }
        for vehicle in feed.vehicles {
            add(vehicle.trip)
            if let id = vehicle.stopID, !id.isEmpty { stops.insert(id) }
        }
        for alert in feed.alerts {
            for selector in alert.informedEntities {
                add(selector.trip)
                if let id = selector.routeID, !id.isEmpty { routes.insert(id) }
                if let id = selector.stopID, !id.isEmpty { stops.insert(id) }
            }
        }
        guard !(trips.isEmpty && routes.isEmpty && stops.isEmpty) else { return }
        let known: Int
        do {
            known = try facts.known(trips, table: "trips", column: "trip_id") + facts.known(routes, table: "routes", column: "route_id")
                + facts.known(stops, table: "stops", column: "stop_id")
        } catch {
            throw Failure(code: .realtimeUnreadable, message: "\(source): cannot check its ids against the feed database: \(error)")
        }
        if known == 0 {
            let sample = (routes.sorted().prefix(2) + trips.sorted().prefix(2)).joined(separator: ", ")
            throw Failure(
                code: .realtimeOtherAgency,
                message: "\(source): none of its \(trips.count) trips, \(routes.count) routes and \(stops.count) stops is in the feed "
                    + "database (\(sample)...): a realtime feed of another agency, or of another version of the schedule")
        }
    }

    static func utc(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
