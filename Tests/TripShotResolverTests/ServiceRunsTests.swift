import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// `Resolver.serviceRuns`, read from one service's own rows, answers as the day's whole set of
/// services does (`services(on:)`): calendar ranges and weekdays, days added and removed.
@Suite struct ServiceRunsTests {
    /// Every day, 2025-01-01 to 2025-12-31; Monday 17 March removed, Monday 5 January 2026 added.
    static let feed = SmallFeed(
        stops: [.init(id: "A", name: "Alpha", lat: 45.0, lon: 7.0), .init(id: "B", name: "Beta", lat: 45.01, lon: 7.0)],
        routes: [("R", "1")],
        trips: [.init(id: "T", route: "R", calls: [("A", "08:00"), ("B", "08:10")])],
        files: ["calendar_dates.txt": "service_id,date,exception_type\nALL,20250317,2\nALL,20260105,1\n"])

    @Test func rangesWeekdaysAndExceptions() throws {
        let resolver = try Self.feed.resolver()
        func runs(_ yyyymmdd: Int) throws -> Bool { try resolver.serviceRuns("ALL", on: ShownDate(yyyymmdd: yyyymmdd)!) }
        #expect(try !runs(20241231))
        #expect(try runs(20250101))
        #expect(try runs(20250316))
        #expect(try !runs(20250317))
        #expect(try runs(20250318))
        #expect(try runs(20251231))
        #expect(try !runs(20260104))
        #expect(try runs(20260105))
        #expect(try !runs(20260106))
        #expect(try !resolver.serviceRuns("NONE", on: ShownDate(yyyymmdd: 20250318)!))
    }

    /// Real feeds' calendars (weekday patterns, exceptions both ways): every service on every day
    /// of the year the decoder's pages are dated in, as `services(on:)` says.
    @Test(arguments: ["gtfs/go-fixture.zip", "Tests/Fixtures/feeds/nyc_subway_gtfs.zip"])
    func agreesWithTheDaysServices(feed: String) throws {
        let resolver = try FeedDatabases.shared.resolver(for: feed)
        let first = try #require(ShownDate(yyyymmdd: try resolver.feedYears().lowerBound * 10000 + 101))
        var services = Set<String>()
        for offset in 0..<366 { services.formUnion(try resolver.services(on: first.adding(days: offset))) }
        #expect(!services.isEmpty)
        for offset in 0..<400 {
            let day = first.adding(days: offset)
            let running = try resolver.services(on: day)
            for service in services { #expect(try resolver.serviceRuns(service, on: day) == running.contains(service)) }
        }
    }
}
