import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing
import TripShot
import TripShotPageText

@testable import Commands
@testable import TripShotServer

/// `serve --realtime`: the page's trip held by id, its live state from a realtime server on
/// 127.0.0.1 whose feed changes between requests, the calendar, and each source's failure.
@Suite(.serialized) struct ServeLiveTests {
    static let train = "20250317-MI-2745"

    static func feed(delay: Int, vehicle: Bool = false) throws -> [UInt8] {
        var text = """
            entity { id: "t1" trip_update { trip { trip_id: "\(train)" start_date: "20250317" }
              stop_time_update { stop_sequence: 1 departure { delay: \(delay) } } } }
            """
        if vehicle {
            text += """
                entity { id: "v1" vehicle { trip { trip_id: "\(train)" start_date: "20250317" } vehicle { id: "GO-1" label: "MI 2745" }
                  position { latitude: 43.6453 longitude: -79.3806 } current_status: STOPPED_AT stop_id: "UN" } }
                """
        }
        return [UInt8](try RealtimeEncoder.encode(RealtimeEncoder.feed(timestamp: Int64(Date().timeIntervalSince1970), text)))
    }

    /// A realtime server whose answer the test sets; `nil` answers 503.
    final class RealtimeServer: Sendable {
        final class State: Sendable {
            let body = Mutex<[UInt8]?>(nil)
            let hits = Mutex(0)
        }
        let state = State()
        let http: HTTPServer
        func serve(_ bytes: [UInt8]?) { state.body.withLock { $0 = bytes } }
        var hits: Int { state.hits.withLock { $0 } }

        init() throws {
            let state = self.state
            http = HTTPServer(
                HTTPServer.Configuration(host: "127.0.0.1", port: 0, maxBodyBytes: 1024),
                tooLarge: HTTPResponse(status: 413, contentType: "text/plain", text: "too large"), log: { _ in }
            ) { _ in
                state.hits.withLock { $0 += 1 }
                guard let bytes = state.body.withLock({ $0 }) else { return HTTPResponse(status: 503, contentType: "text/html", text: "<html>down</html>") }
                return HTTPResponse(status: 200, contentType: "application/x-protobuf", body: bytes)
            }
            try http.start()
        }

        var url: String { "http://127.0.0.1:\(http.port)/rt/tripupdates?key=SECRET" }
    }

    /// The example trip posted as the page posts it; its id and the HTML.
    static func postTrip(_ client: HTTPTestClient) throws -> (id: String, html: String) {
        let lines = try ServeFixtures.lines(ServeFixtures.example)
        let answer = try client.post("/api/trips?format=html&date=2025-03-17", body: Data(lines.utf8), contentType: "application/json")
        #expect(answer.status == 200, "\(answer.text)")
        return (try #require(answer.headers["x-tripshot-trip"]), answer.text)
    }

    static func live(_ client: HTTPTestClient, _ id: String) throws -> [String: Any] {
        let answer = try client.get("/api/live?trip=\(id)")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["content-type"] == "application/json")
        return try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    }

    static func withLiveServer<T>(sources: [String], interval: Int = 0, _ body: (HTTPTestClient) throws -> T) throws -> T {
        let path = try ServeFixtures.goDatabase()
        let feed = try SharedFeed(databasePath: path)
        var limits = ServeLive.Limits()
        limits.intervalSeconds = interval
        let live = ServeLive(sources: sources, limits: limits)
        live.served(feed, at: path)
        var options = TripServer.Options()
        options.port = 0
        options.workers = 1
        let server = TripServer(feeds: [feed], options: options, live: live, log: { _ in })
        try server.start()
        defer { server.stop(grace: .seconds(5)) }
        return try body(HTTPTestClient(port: server.port))
    }

    @Test func theLiveStateFollowsTheFeedBetweenRequests() throws {
        let realtime = try RealtimeServer()
        defer { realtime.http.stop(grace: .seconds(1)) }
        realtime.serve(try? Self.feed(delay: 420))
        try Self.withLiveServer(sources: [realtime.url]) { client in
            let (id, html) = try Self.postTrip(client)
            #expect(html.contains("<div class=\"live-slot\" data-live=\"\(id)\" data-refresh=\"0\" data-realtime=\"true\">"))
            #expect(html.contains("<a href=\"/api/calendar?trip=\(id)\" download=\"trip.ics\">Add to calendar</a>"))
            #expect(id.count == 32)

            let first = try Self.live(client, id)
            #expect(first["available"] as? Bool == true)
            #expect((first["html"] as? String)?.contains("<tr class=\"late\"><td>Union Station</td><td>18:25 → 18:32 (+7 min)</td></tr>") == true)
            #expect((first["vehicles"] as? [Any])?.isEmpty == true)
            let realtimeMember = try #require(first["realtime"] as? [String: Any])
            #expect(realtimeMember["freshness"] as? String == "live")

            // The feed changes: the next poll has the new delay and the vehicle.
            realtime.serve(try? Self.feed(delay: 600, vehicle: true))
            let second = try Self.live(client, id)
            #expect((second["html"] as? String)?.contains("18:25 → 18:35 (+10 min)") == true)
            let vehicles = try #require(second["vehicles"] as? [[String: Any]])
            #expect(vehicles.count == 1 && vehicles.first?["ride"] as? Int == 0)
            #expect((vehicles.first?["lat"] as? Double).map { abs($0 - 43.6453) < 1e-4 } == true)
            #expect(realtime.hits == 2)

            // The source dies: its last feed is still shown, with the failure and its code.
            realtime.serve(nil)
            let dead = try Self.live(client, id)
            #expect(dead["available"] as? Bool == true)
            let failures = try #require(dead["failures"] as? [[String: Any]])
            #expect(failures.count == 1)
            #expect(failures.first?["code"] as? String == "realtime_unreadable" && failures.first?["exit_code"] as? Int == 120)
            #expect((failures.first?["message"] as? String)?.contains("503") == true)
            // The page never sees the source's query, where its API key is.
            #expect(failures.first?["source"] as? String == "http://127.0.0.1:\(realtime.http.port)/rt/tripupdates")
            #expect(!String(describing: dead).contains("SECRET"))
        }
    }

    @Test func theIntervalHoldsOneFetchForEveryRider() throws {
        let realtime = try RealtimeServer()
        defer { realtime.http.stop(grace: .seconds(1)) }
        realtime.serve(try? Self.feed(delay: 60))
        try Self.withLiveServer(sources: [realtime.url], interval: 30) { client in
            let (id, _) = try Self.postTrip(client)
            let (other, _) = try Self.postTrip(client)
            for trip in [id, other, id, other] { _ = try Self.live(client, trip) }
            #expect(realtime.hits == 1)
        }
    }

    @Test func eachFailingSourceHasItsOwnMessageAndCode() throws {
        let directory = try TemporaryDirectory()
        let garbage = directory.path("garbage.pb")
        try Data("<html>not a feed</html>".utf8).write(to: URL(fileURLWithPath: garbage))
        let missing = directory.path("missing.pb")
        let other = directory.path("other.pb")
        try RealtimeEncoder.encode(
            RealtimeEncoder.feed(
                timestamp: Int64(Date().timeIntervalSince1970),
                #"entity { id: "x" trip_update { trip { trip_id: "NOT-A-GO-TRIP" route_id: "ZZZ" } } }"#)
        ).write(to: URL(fileURLWithPath: other))
        try Self.withLiveServer(sources: [garbage, missing, other]) { client in
            let (id, _) = try Self.postTrip(client)
            let state = try Self.live(client, id)
            #expect(state["available"] as? Bool == false)
            let failures = try #require(state["failures"] as? [[String: Any]])
            #expect(failures.map { $0["code"] as? String } == ["realtime_not_a_feed", "realtime_unreadable", "realtime_other_agency"])
            #expect(failures.map { $0["exit_code"] as? Int } == [121, 120, 123])
            #expect(failures.map { $0["source"] as? String } == ["garbage.pb", "missing.pb", "other.pb"])
            let html = try #require(state["html"] as? String)
            #expect(html.contains("Live data unavailable: the trip shown is the schedule."))
            #expect(html.contains("<p class=\"live-failure\" data-code=\"realtime_other_agency\">other.pb: "))
        }
    }

    @Test func theCalendarDownloadAndAnUnknownTrip() throws {
        try Self.withLiveServer(sources: []) { client in
            let (id, html) = try Self.postTrip(client)
            // Without a realtime source: the calendar link only, no live section to poll.
            #expect(html.contains("data-realtime=\"false\"><p class=\"calendar\">"))
            let calendar = try client.get("/api/calendar?trip=\(id)")
            #expect(calendar.status == 200)
            #expect(calendar.headers["content-type"] == "text/calendar; charset=utf-8")
            #expect(calendar.headers["content-disposition"] == "attachment; filename=\"trip.ics\"")
            #expect(calendar.text.hasPrefix("BEGIN:VCALENDAR"))
            #expect(calendar.text.contains("DTSTART;TZID=America/Toronto:20250317T182500"))
            let unknown = try client.get("/api/live?trip=0123456789abcdef0123456789abcdef")
            #expect(unknown.status == 404 && unknown.errorCode == "unknown_trip")
            #expect(try client.get("/api/calendar").errorCode == "unknown_trip")
        }
    }

    @Test func withoutLiveDataTheRoutesDoNotExist() throws {
        try ServeFixtures.withServer { client in
            #expect(try client.get("/api/live?trip=x").status == 404)
            let lines = try ServeFixtures.lines(ServeFixtures.example)
            let answer = try client.post("/api/trips?format=html", body: Data(lines.utf8), contentType: "application/json")
            #expect(answer.headers["x-tripshot-trip"] == nil && !answer.text.contains("live-slot"))
        }
    }
}

/// The trips held for the page: at most `capacity` (the oldest goes) and for `lifetime` seconds.
@Suite struct LiveTripsTests {
    @Test func capacityAndLifetimeOnBothSides() throws {
        let feed = try ServeFixtures.goFeed()
        let page = try JSONDecoder().decode(PageText.self, from: Data(try ServeFixtures.lines(ServeFixtures.example).utf8))
        let trip = try feed.resolve(try TripChain(feeds: []).itinerary(from: page), date: nil)
        let start = Date(timeIntervalSince1970: 1_000_000)
        let trips = LiveTrips(capacity: 2, lifetime: 3600)
        let first = trips.add(trip, feed: feed, now: start)
        let second = trips.add(trip, feed: feed, now: start.addingTimeInterval(1))
        #expect(first != second)
        #expect(trips.entry(first, now: start.addingTimeInterval(2)) != nil && trips.count == 2)
        // A third: the oldest goes.
        let third = trips.add(trip, feed: feed, now: start.addingTimeInterval(2))
        #expect(trips.entry(first, now: start.addingTimeInterval(2)) == nil)
        #expect(trips.entry(second, now: start.addingTimeInterval(2)) != nil && trips.entry(third, now: start.addingTimeInterval(2)) != nil)
        // Lifetime: held at 3599 s, gone at 3600 s.
        #expect(trips.entry(third, now: start.addingTimeInterval(2 + 3599)) != nil)
        #expect(trips.entry(third, now: start.addingTimeInterval(2 + 3600)) == nil)
    }

    @Test func acceptLanguageGivesTheReadersLanguagesInOrder() {
        #expect(TripService.languages("fr-CA,fr;q=0.9,en;q=0.8,*;q=0.1") == ["fr-CA", "fr", "en"])
        #expect(TripService.languages(nil) == [])
    }
}
