import Foundation
import FeedImporter
import TripShotSQLite
import Testing
import TestSupport
import TripShotFeedDatabase

@Suite struct ImporterTests {
    static let feeds = [
        "gtfs/go-fixture.zip", "Tests/Fixtures/feeds/bart.zip", "Tests/Fixtures/feeds/caltrain_20160406.zip",
        "Tests/Fixtures/feeds/nyc_subway_gtfs.zip", "Tests/Fixtures/feeds/cairns_gtfs.zip",
        "Tests/Fixtures/feeds/cdmx.zip", "Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip",
        "Tests/Fixtures/feeds/large-sample-feed.zip", "Tests/Fixtures/feeds/sample_gtfs.zip",
    ]

    @Test(arguments: feeds)
    func everyFileLoadsWithTheRowCountOfItsCSV(feed: String) throws {
        let zip = Fixtures.path(feed)
        let loaded = try LoadedFeed(zip)
        let files = try zipTextFiles(zip)
        #expect(!files.isEmpty)
        for file in files {
            let name = String(file.split(separator: "/").last!.dropLast(4))
            let expected = try csvRowCount(zip: zip, file: file)
            #expect(loaded.summary.rows(in: name) == expected, "\(feed) \(file)")
            #expect(try loaded.int("SELECT count(*) FROM \"\(name)\"") == expected, "\(feed) \(file)")
        }
        #expect(loaded.summary.referenceProblems.isEmpty, "\(loaded.summary.referenceProblems)")
    }

    @Test func goFixtureKeepsTextIDsTypedValuesAndTheExampleTrip() throws {
        let go = try LoadedFeed(Fixtures.path("gtfs/go-fixture.zip"))
        // A BOM-prefixed first column is still found by name.
        #expect(try go.text("SELECT agency_id FROM agency") == "GO")
        #expect(try go.text("SELECT stop_name FROM stops WHERE stop_id = '00189'") == "Erindale GO Bus")
        #expect(try go.text("SELECT typeof(stop_id) FROM stops WHERE stop_id = '00189'") == "text")
        #expect(try go.text("SELECT typeof(stop_lat) FROM stops WHERE stop_id = 'UN'") == "real")
        #expect(try go.text("SELECT typeof(route_type) FROM routes LIMIT 1") == "integer")
        #expect(try go.int("SELECT date FROM calendar_dates ORDER BY date LIMIT 1") == 20250317)
        // The example trip: MI 18:25 from Union, route 21 19:20 from Erindale GO Bus to Square One 19:33.
        let mi = try go.int(
            """
            SELECT count(*) FROM stop_times st JOIN trips t USING (trip_id) JOIN routes r USING (route_id)
            JOIN stops s USING (stop_id) WHERE r.route_short_name = 'MI' AND t.service_id = '20250317'
            AND s.stop_name LIKE 'Union Station%' AND st.departure_time = 18*3600 + 25*60
            """)
        #expect(mi == 1)
        let bus = try go.text(
            """
            SELECT a.trip_id FROM stop_times a JOIN stop_times b ON a.trip_id = b.trip_id
            AND b.stop_sequence > a.stop_sequence JOIN trips t ON t.trip_id = a.trip_id
            WHERE t.service_id = '20250317' AND a.stop_id = '00189' AND a.departure_time = 19*3600 + 20*60
            AND b.arrival_time = 19*3600 + 33*60
            AND b.stop_id IN (SELECT stop_id FROM stops WHERE stop_name LIKE 'Square One%')
            """)
        #expect(bus == "20250317-21-21790")
        // GO's extra trips column is kept under its own name.
        #expect(go.summary.tables.first { $0.name == "trips" }?.extraColumns == ["route_variant"])
        #expect(try go.int("SELECT count(*) FROM trips WHERE route_variant = '21C'") ?? 0 > 0)
    }

    @Test func timesPast24HoursUnpaddedHoursAndEmptyTimes() throws {
        let amtrak = try LoadedFeed(Fixtures.path("Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip"))
        #expect(try amtrak.int("SELECT max(arrival_time) FROM stop_times") == 86 * 3600 + 52 * 60)
        let caltrain = try LoadedFeed(Fixtures.path("Tests/Fixtures/feeds/caltrain_20160406.zip"))
        // "7:33:00" in the CSV.
        #expect(try caltrain.int("SELECT arrival_time FROM stop_times WHERE trip_id = '23a' AND stop_sequence = 1") == 27180)
        let cairns = try LoadedFeed(Fixtures.path("Tests/Fixtures/feeds/cairns_gtfs.zip"))
        // Its 65 empty times lie between timepoints: each gets its distance's time, as approximate.
        #expect(try cairns.int("SELECT count(*) FROM stop_times WHERE arrival_time IS NULL") == 0)
        #expect(try cairns.int("SELECT count(*) FROM stop_times WHERE timepoint = 0") == 65)
        #expect(cairns.summary.notes.contains { $0.hasPrefix("stop_times.txt: 65 calls without times between timepoints") })
        #expect(try cairns.text("SELECT typeof(departure_time) FROM stop_times LIMIT 1") == "integer")
    }

    @Test func unknownFilesBecomeTextTablesAndUnknownColumnsAreKept() throws {
        let trimet = try LoadedFeed(Fixtures.path("Tests/Fixtures/feeds/large-sample-feed.zip"))
        let features = try #require(trimet.summary.tables.first { $0.name == "stop_features" })
        #expect(features.isReference == false)
        #expect(features.rows == 505)
        #expect(trimet.summary.tables.first { $0.name == "stops" }?.extraColumns == ["direction", "position"])
        let meta = try GTFSDatabase.metadata(trimet.database)
        #expect(meta["extra_tables"] == "stop_features")
        #expect(meta["extra_columns"]?.contains("trips.trip_type") == true)
        // Every reference table exists even when the feed lacks the file.
        #expect(try trimet.database.tableExists("frequencies"))
        #expect(try trimet.int("SELECT count(*) FROM frequencies") == 0)
        #expect(trimet.summary.absentFiles.contains("frequencies.txt"))
    }

    @Test func metadataRecordsSourceChecksumVersionAndTime() throws {
        let zip = Fixtures.path("gtfs/go-fixture.zip")
        let go = try LoadedFeed(zip)
        let meta = try GTFSDatabase.metadata(go.database)
        #expect(meta["schema_version"] == String(Schema.version))
        #expect(meta["source_path"] == URL(fileURLWithPath: zip).standardizedFileURL.path)
        let sha = try run("/usr/bin/sha256sum", [zip]).split(separator: " ").first.map(String.init)
        #expect(meta["source_sha256"] == sha)
        #expect(meta["feed_version"] == "go-demo-2025-03")
        let loadedAt = try #require(meta["loaded_at"])
        let date = try #require(ISO8601DateFormatter().date(from: loadedAt))
        #expect(abs(date.timeIntervalSinceNow) < 600)
    }

    @Test func indexesAndStopNameSearchExist() throws {
        let go = try LoadedFeed(Fixtures.path("gtfs/go-fixture.zip"))
        for index in ["stop_times_trip", "stop_times_stop", "trips_route", "trips_service", "shapes_id", "stops_name"] {
            #expect(try go.int("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = '\(index)'") == 1)
        }
        let explain = try go.database.prepare(
            "EXPLAIN QUERY PLAN SELECT * FROM stop_times WHERE stop_id = 'UN' AND departure_time > 60000")
        var details: [String] = []
        while try explain.step() { details.append(explain.text(3)) }
        #expect(details.contains { $0.contains("stop_times_stop") }, "\(details)")
        let hits = try go.database.prepare(
            "SELECT s.stop_id FROM stops_fts JOIN stops s ON s.rowid = stops_fts.rowid WHERE stops_fts MATCH 'rindale' ORDER BY 1")
        var ids: [String] = []
        while try hits.step() { ids.append(hits.text(0)) }
        #expect(ids.contains("00189") && ids.contains("ER"), "\(ids)")
    }

    @Test func aDirectoryFeedLoadsLikeAZip() throws {
        let loaded = try LoadedFeed(Fixtures.path("Tests/Fixtures/broken-feeds/valid"))
        #expect(loaded.summary.rows(in: "stop_times") == 6)
        #expect(try loaded.int("SELECT departure_time FROM stop_times WHERE trip_id = 'T2' AND stop_sequence = 3") == 9 * 3600 + 600)
    }

    @Test func openRefusesDatabasesThatAreNotTripshots() throws {
        let directory = try TemporaryDirectory()
        let other = directory.path("other.sqlite")
        try Database(path: other).execute("CREATE TABLE stops (stop_id TEXT)")
        #expect(throws: GTFSDatabase.OpenError(kind: .notTripshot, path: other)) { try GTFSDatabase.open(other) }
        let missing = directory.path("missing.sqlite")
        #expect(throws: GTFSDatabase.OpenError(kind: .missing, path: missing)) { try GTFSDatabase.open(missing) }
        let junk = directory.path("junk.sqlite")
        try Data("not sqlite at all, just text".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: GTFSDatabase.OpenError(kind: .notSQLite, path: junk)) { try GTFSDatabase.open(junk) }
    }
}
