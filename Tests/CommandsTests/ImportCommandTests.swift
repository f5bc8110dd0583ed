import Foundation
import Testing
import TestSupport

@testable import Commands

/// `tripshot import` and `validate` end to end: real screenshots through real Tesseract, the
/// layout parser, and the resolver on databases written by the real importer.
@Suite struct ImportCommandTests {
    static let example = "go/go_example_mi_21__A_phone3x_light"

    @Test func goExampleCardIsTheWholeTripValidated() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let status = capture.tripshot(["import", ImportFeeds.screen(Self.example + ".png"), "--db", db])
        #expect(status == 0, "\(capture.err)")
        let card = capture.out
        #expect(card.contains("Union Station → Square One"))
        #expect(card.contains("1 h 8 min · 18:25–19:33"))
        #expect(card.contains("18:25  ✓  ● Union Station"))
        #expect(card.contains("18:59  ✓  ● Erindale GO\n"))
        #expect(card.contains("19:20  ✓  ● Erindale GO Bus"))
        #expect(card.contains("19:33  ✓  ● Square One"))
        #expect(card.contains("3 stops between"))
        #expect(card.contains("Every time matches the schedule."))
        #expect(!card.contains("\u{1B}["))  // not a terminal: no colour
    }

    @Test func goExampleJSONAndGeoJSON() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let geojson = directory.path("trip.geojson")
        let status = capture.tripshot([
            "import", ImportFeeds.screen(Self.example + ".png"), "--db", db, "--json", "--geojson", geojson,
        ])
        #expect(status == 0, "\(capture.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        #expect(json["total_minutes"] as? Int == 68)
        let legs = try #require(json["legs"] as? [[String: Any]])
        #expect(legs.map { $0["type"] as? String } == ["ride", "walk", "ride"])
        #expect(legs[0]["trip_id"] as? String == "20250317-MI-2745")
        #expect((legs[0]["stops"] as? [[String: Any]])?.compactMap { $0["stop_id"] as? String } == ["UN", "KP", "DI", "CO", "ER"])
        #expect(legs[2]["trip_id"] as? String == "20250317-21-21790")
        #expect(((legs[2]["from"] as? [String: Any])?["stop_id"] as? String) == "00189")
        let walk = legs[1]
        #expect((80...130).contains(walk["distance_m"] as? Int ?? 0))
        let geo = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: geojson))) as? [String: Any])
        #expect(geo["type"] as? String == "FeatureCollection")
        #expect((geo["features"] as? [Any])?.count ?? 0 > 3)
    }

    @Test func mapOptionsWriteTheHTMLAndSVGMapsAndGoModePrintsSteps() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let lines = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")
        let status = capture.tripshot([
            "import", lines, "--db", db, "--html", directory.path("trip.html"), "--svg", directory.path("trip.svg"), "--go",
        ])
        #expect(status == 0, "\(capture.err)")
        let html = try String(contentsOfFile: directory.path("trip.html"), encoding: .utf8)
        let svg = try String(contentsOfFile: directory.path("trip.svg"), encoding: .utf8)
        #expect(html.contains("<html") && html.contains("Erindale GO Bus"))
        #expect(svg.contains("<svg"))
        #expect(capture.out.contains("Walk 99 m"))
    }

    @Test func unwritableGeoJSONPathIsAnIOError() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let lines = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")
        #expect(capture.tripshot(["import", lines, "--db", db, "--geojson", "/nonexistent/dir/x.geojson"]) == 74)
        #expect(capture.err.contains("cannot write /nonexistent/dir/x.geojson"))
    }

    /// Screenshots of real trips of other agencies, each against its own feed: the trip among the
    /// acceptable ones, the stops, the stops in between, the verdict.
    @Test(arguments: [
        ("real-feeds/p02_bart_transfer", "Tests/Fixtures/feeds/bart.zip"),
        ("real-feeds/p05_caltrain_transfer", "Tests/Fixtures/feeds/caltrain_20160406.zip"),
        ("real-feeds/p08_nyc_after_midnight", "Tests/Fixtures/feeds/nyc_subway_gtfs.zip"),
        ("real-feeds/p10_cairns_transfer", "Tests/Fixtures/feeds/cairns_gtfs.zip"),
        ("real-feeds/p11_cdmx_metro_freq", "Tests/Fixtures/feeds/cdmx.zip"),
        ("real-feeds/p13_amtrak_single", "Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip"),
    ])
    func realFeedScreenshotResolvesToItsGroundTruth(_ screen: String, _ feed: String) throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(feed)
        let status = capture.tripshot(["import", ImportFeeds.screen(screen + ".png"), "--db", db, "--json"])
        try #require(status == 0, "\(capture.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let expected = try #require(try GroundTruth.load(ImportFeeds.screen(screen + ".json")).expected)
        #expect(json["service_date"] as? String == expected.serviceDate)
        let rides = (json["legs"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "ride" }
        let wanted = expected.legs.filter(\.isRide)
        try #require(rides.count == wanted.count)
        for (ride, want) in zip(rides, wanted) {
            let acceptable = want.acceptableTripIDs ?? []
            #expect(acceptable.contains(ride["trip_id"] as? String ?? "-"), "\(screen): \(ride["trip_id"] ?? "nil")")
            #expect((ride["from"] as? [String: Any])?["stop_id"] as? String == want.fromStopID)
            #expect((ride["to"] as? [String: Any])?["stop_id"] as? String == want.toStopID)
            let between = (ride["stops"] as? [[String: Any]] ?? []).compactMap { $0["stop_id"] as? String }.dropFirst().dropLast()
            #expect(Array(between) == want.betweenStopIDs)
            #expect((ride["validation"] as? [String: Any])?["status"] as? String == "match")
        }
    }

    @Test func validateExitsZeroWhenEverythingMatches() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let status = capture.tripshot(["validate", ImportFeeds.screen(Self.example + ".png"), "--db", db])
        #expect(status == 0, "\(capture.err)")
        #expect(capture.out.contains("ride 1 MI: Union Station 18:25 → Erindale GO 18:59: match (trip 20250317-MI-2745)"))
        #expect(capture.out.contains("2 of 2 rides match the schedule on 2025-03-17"))
    }

    @Test func validateOnADayTheTripDoesNotRunExitsOne() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let status = capture.tripshot([
            "validate", ImportFeeds.screen(Self.example + ".png"), "--db", db, "--date", "2025-03-22",
        ])
        #expect(status == 1)
        #expect(capture.out.contains(": no_such_trip"))
        #expect(capture.out.contains("a trip at these times runs on 2025-03-21"))
    }

    @Test func departureShownSevenMinutesLateIsAMismatch() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let shot = try ImportFeeds.editedLines(
            "go_example_mi_21__A_phone3x_light", in: directory, ["18:25": "18:32"])
        let status = capture.tripshot(["validate", shot, "--db", db])
        #expect(status == 1)
        #expect(capture.out.contains("mismatch (trip 20250317-MI-2745)"))
        #expect(capture.out.contains("departs 18:25 per schedule, shown 18:32 (7 min late)"))
    }

    /// The wrong code at the exact times of route 21's run: that run, as a mismatch saying so.
    @Test func wrongRouteCodeIsAMismatch() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let shot = try ImportFeeds.editedLines(
            "go_example_mi_21__A_phone3x_light", in: directory, ["21": "MI"])
        let status = capture.tripshot(["validate", shot, "--db", db])
        #expect(status == 1)
        #expect(capture.out.contains("ride 2 MI:"))
        #expect(capture.out.contains("mismatch (trip 20250317-21-21790)"))
        #expect(capture.out.contains("route code 'MI' is not this run's"))
    }

    @Test func aStopNameThatReadsAsNoStopIsNamedByTheScheduleAndSaysSo() throws {
        // "Square One" read as junk: route 21's runs leaving Erindale GO Bus at 19:20 reach only
        // Square One at 19:33.
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let shot = try ImportFeeds.editedLines(
            "go_example_mi_21__A_phone3x_light", in: directory, ["Square": "Qwxyzzy", "One": "Plonk"])
        #expect(capture.tripshot(["import", shot, "--db", db, "--json"]) == 0, "\(capture.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let legs = try #require(json["legs"] as? [[String: Any]])
        #expect(legs[2]["trip_id"] as? String == "20250317-21-21790")
        let alighting = try #require(legs[2]["to"] as? [String: Any])
        #expect(alighting["name"] as? String == "Square One")
        #expect(alighting["shown_name"] as? String == "Qwxyzzy Plonk")
        #expect(alighting["reading_taken"] as? String == "schedule")
        let validation = try #require(legs[2]["validation"] as? [String: Any])
        #expect(validation["status"] as? String == "match")
        let details = try #require(validation["details"] as? [String])
        #expect(details.contains { $0.contains("'Qwxyzzy Plonk' did not read as any stop; the schedule names it Square One") })

        let card = ImportCapture()
        #expect(card.tripshot(["import", shot, "--db", db]) == 0)
        #expect(card.out.contains("the schedule names it Square One"))
    }

    @Test func aRideWhoseNamesBothReadAsNoStopSaysWhichAndTheClosest() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let shot = try ImportFeeds.editedLines(
            "go_example_mi_21__A_phone3x_light", in: directory,
            // No run reaches any stop at 19:36 either: nothing on the page names the stops.
            ["Square": "Qwxyzzy", "One": "Plonk", "Erindale": "Wxqj", "19:33": "19:36"])
        let status = capture.tripshot(["import", shot, "--db", db])
        #expect(status == 104)
        #expect(capture.err.contains("no stop of the feed is named like 'Qwxyzzy Plonk'; closest: "))
    }

    @Test func aPageWithoutItineraryIsAParseError() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let shot = directory.path("nothing.json")
        try #"{"width": 100, "height": 100, "lines": [{"text": "Hello world", "box": {"x": 1, "y": 1, "width": 50, "height": 10}}]}"#
            .write(toFile: shot, atomically: true, encoding: .utf8)
        let status = capture.tripshot(["validate", shot, "--db", db])
        #expect(status == 90)
    }

    @Test func missingDatabaseIsExitCode100() {
        let capture = ImportCapture()
        let status = capture.tripshot(["import", ImportFeeds.screen(Self.example + ".png"), "--db", "/nonexistent/feed.sqlite"])
        #expect(status == 100)
        #expect(capture.err.contains("no database at /nonexistent/feed.sqlite"))
    }

    @Test func databaseFromAnotherToolIsExitCode101() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        try "SQLite format 3\0 but not really".write(toFile: path, atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        let status = capture.tripshot(["import", ImportFeeds.screen(Self.example + ".png"), "--db", path])
        #expect(status == 101)
        #expect(capture.err.contains("not a tripshot feed database"))
    }

    @Test func badDateIsAUsageError() {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", "x.png", "--date", "17/03/2025"]) == 64)
    }

    @Test func tilesOptionsGoIntoTheHTMLPage() throws {
        let capture = ImportCapture()
        let db = try ImportFeeds.database(ImportFeeds.go)
        let directory = try TemporaryDirectory()
        let lines = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")
        let status = capture.tripshot([
            "import", lines, "--db", db, "--html", directory.path("trip.html"),
            "--tiles", "https://{s}.tile.example/{z}/{x}/{y}{r}.png", "--tiles-subdomains", "abc",
            "--tiles-attribution=© OpenStreetMap contributors",
        ])
        #expect(status == 0, "\(capture.err)")
        let html = try String(contentsOfFile: directory.path("trip.html"), encoding: .utf8)
        #expect(html.contains("\"template\":\"https:\\/\\/{s}.tile.example\\/{z}\\/{x}\\/{y}{r}.png\""))
        #expect(html.contains("\"subdomains\":[\"a\",\"b\",\"c\"]"))
        #expect(html.contains("© OpenStreetMap contributors"))
        #expect(!capture.err.contains("warning"))
        // Without an attribution the page is still written, with a warning.
        let bare = ImportCapture()
        #expect(bare.tripshot(["import", lines, "--db", db, "--html", directory.path("bare.html"), "--tiles", "http://127.0.0.1:1/{z}/{x}/{y}.png"]) == 0)
        #expect(bare.err.contains("warning: no --tiles-attribution"))
    }

    @Test(arguments: [
        (["--html", "x.html", "--tiles", "tile.example/{z}/{x}/{y}.png"], "http:// or https://"),
        (["--html", "x.html", "--tiles", "https://t.example/{z}/{x}.png"], "has no {y}"),
        (["--html", "x.html", "--tiles", "https://{s}.t.example/{z}/{x}/{y}.png"], "no --tiles-subdomains"),
        (["--html", "x.html", "--tiles-attribution", "© OSM"], "need --tiles TEMPLATE"),
        (["--tiles", "https://t.example/{z}/{x}/{y}.png"], "add --html FILE"),
    ])
    func badTilesOptionsAreUsageErrors(_ options: [String], _ message: String) {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", "x.png"] + options) == 64)
        #expect(capture.err.contains(message), "\(capture.err)")
    }

    /// A single-valued option given twice is refused, not the first value dropped: `import` reads
    /// one feed (`serve` takes several `--db`).
    @Test(arguments: [(["--db", "a.sqlite", "--db", "b.sqlite"], "--db is given 2 times"), (["--date", "2025-03-17", "--date", "2025-03-18"], "--date is given 2 times")])
    func aSingleOptionGivenTwiceIsAUsageError(_ options: [String], _ message: String) {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", "x.png"] + options) == 64)
        #expect(capture.err.contains(message), "\(capture.err)")
        let once = ImportCapture()
        #expect(once.tripshot(["import", "x.png"] + options.prefix(2)) != 64 || !once.err.contains("given"))
    }
}
