import FeedImporter
import Foundation
import TestSupport
import Testing

/// tools/feeds/trim-feed.py, run on real feeds: the result must load with --strict (referentially
/// whole) and hold only what was asked for.
@Suite struct TrimFeedToolTests {
    @Test func trimmingBARTToOneRouteAndAWeekKeepsItWhole() throws {
        let directory = try TemporaryDirectory()
        let out = directory.path("bart-01.zip")
        _ = try run(
            "/usr/bin/python3",
            [Fixtures.path("tools/feeds/trim-feed.py"), Fixtures.path("Tests/Fixtures/feeds/bart.zip"), out,
             "--routes", "01", "--from", "20190101", "--to", "20190107"])
        let trimmed = try LoadedFeed(out, strict: true)
        #expect(try trimmed.int("SELECT count(DISTINCT route_id) FROM trips") == 1)
        #expect(try trimmed.text("SELECT DISTINCT route_id FROM trips") == "01")
        #expect(trimmed.summary.rows(in: "trips") == 402)
        #expect(trimmed.summary.rows(in: "stop_times") == 10596)
        // Only used stops (and their parents) remain; every one is used or a parent.
        #expect(try trimmed.int(
            """
            SELECT count(*) FROM stops WHERE stop_id NOT IN (SELECT stop_id FROM stop_times)
            AND stop_id NOT IN (SELECT parent_station FROM stops WHERE parent_station IS NOT NULL)
            """) == 0)
        #expect(try trimmed.int("SELECT count(*) FROM calendar_dates WHERE date NOT BETWEEN 20190101 AND 20190107") == 0)
    }

    @Test func theGOFixtureIsTheTrimOfGODemoWithEveryStop() throws {
        let fixture = try LoadedFeed(Fixtures.path("gtfs/go-fixture.zip"), strict: true)
        #expect(fixture.summary.rows(in: "stops") == 917)
        #expect(try fixture.int("SELECT count(*) FROM routes WHERE route_short_name NOT IN ('MI', '21')") == 0)
        #expect(try fixture.int("SELECT min(date) FROM calendar_dates") == 20250317)
        #expect(try fixture.int("SELECT max(date) FROM calendar_dates") == 20250323)
    }
}
