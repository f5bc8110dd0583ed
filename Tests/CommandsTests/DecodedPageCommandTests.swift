import Foundation
import Testing
import TestSupport

/// `parse`, `import` and `validate` on other planners' pages (recognised lines, decoded with the GO
/// demo feed): an ambiguity's two chains as JSON fields, and the shown times no ride explains in
/// the text, the JSON and the verdict.
@Suite struct DecodedPageCommandTests {
    /// Each test's own folder, removed when its suite instance goes.
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// Rows of (text, left edge), 70 px apart, as recognised lines.
    func lines(_ rows: [[(String, Int)]]) throws -> String {
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            for (text, x) in row {
                lines.append(#"{"text": "\#(text)", "box": {"x": \#(x), "y": \#(100 + 70 * index), "width": \#(20 * text.count), "height": 40}}"#)
            }
        }
        let path = directory.path("lines.json")
        try #"{"width": 1080, "height": \#(200 + 70 * rows.count), "lines": [\#(lines.joined(separator: ", "))]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Two runs of route 21 leave Union Station Bus Terminal at 05:00 and reach Square One at 05:35.
    @Test(arguments: ["import", "parse"]) func anAmbiguityGivesBothChainsAsFields(_ command: String) throws {
        let path = try lines([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("05:35", 40), ("Square One", 240)],
        ])
        let capture = ImportCapture()
        #expect(capture.tripshot([command, path, "--db", try ImportFeeds.database(ImportFeeds.go), "--json"]) == 108)
        #expect(capture.err.contains("two trips explain this page equally well"))
        let error = try #require(try object(capture.out)["error"] as? [String: Any])
        #expect(error["code"] as? String == "ambiguous_trip")
        let chains = try #require(error["chains"] as? [[String: Any]])
        let rides = chains.compactMap { ($0["rides"] as? [[String: Any]])?.first }
        #expect(Set(rides.compactMap { $0["trip_id"] as? String }) == ["20250317-21-21051", "20250317-21-21381"])
        for ride in rides {
            #expect(ride["route_code"] as? String == "21")
            let from = try #require(ride["from"] as? [String: Any]), to = try #require(ride["to"] as? [String: Any])
            #expect(from["time"] as? String == "05:00" && to["time"] as? String == "05:35")
            #expect(from["name"] as? String == "Union Station Bus Terminal" && to["name"] as? String == "Square One")
            #expect(from["stop_id"] is String && to["stop_id"] is String)
        }
    }

    /// Without --json the ambiguity is only its message, on standard error.
    @Test func anAmbiguityWithoutJSONIsItsMessage() throws {
        let path = try lines([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("05:35", 40), ("Square One", 240)],
        ])
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", path, "--db", try ImportFeeds.database(ImportFeeds.go)]) == 108)
        #expect(capture.out.isEmpty)
    }

    /// The first ride's times (05:21, 05:47) match no trip; the second resolves and matches, but
    /// the trip is not all match, and the lost ride's times are listed.
    static let lostRide: [[(String, Int)]] = [
        [("9:41", 40)],
        [("lunes, 17 de marzo de 2025", 40)],
        [("Salida 05:21", 40), ("Milton GO", 320)],
        [("Llegada 05:47", 40), ("Erindale GO", 320)],
        [("Transbordo", 320)],
        [("Salida 06:00", 40), ("Erindale GO Bus", 320)],
        [("21 dirección Union Station", 320)],
        [("Llegada 06:13", 40), ("Square One", 320)],
    ]

    @Test func validateListsTheUnexplainedTimesAndFails() throws {
        let capture = ImportCapture()
        #expect(capture.tripshot(["validate", try lines(Self.lostRide), "--db", try ImportFeeds.database(ImportFeeds.go)]) == 1)
        #expect(capture.out.contains("ride 1 21: Erindale GO Bus 06:00 → Square One 06:13: match"))
        #expect(capture.out.contains("unexplained: 05:21 beside 'Milton GO': no ride of this trip explains it"))
        #expect(capture.out.contains("unexplained: 05:47 beside 'Erindale GO': no ride of this trip explains it"))
        #expect(capture.out.contains("unexplained: 09:41 (no stop named beside it): fails nothing"))
        #expect(capture.out.contains("not all match: the page shows 2 times"))
        #expect(capture.err.contains("which no ride of this trip explains"))
    }

    @Test func importJSONHasTheUnexplainedTimes() throws {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", try lines(Self.lostRide), "--db", try ImportFeeds.database(ImportFeeds.go), "--json"]) == 0)
        let trip = try object(capture.out)
        #expect(trip["all_match"] as? Bool == false)
        let unexplained = try #require(trip["unexplained"] as? [[String: Any]])
        #expect(unexplained.map { $0["time"] as? String } == ["09:41", "05:21", "05:47"])
        #expect(unexplained.map { $0["fails_match"] as? Bool } == [false, true, true])
        #expect(unexplained[1]["stop"] as? String == "Milton GO")
        #expect(unexplained[0]["stop"] is NSNull)
    }

    /// The day chosen for an undated page is said once: by the decoder when it chose the first day
    /// from `--today` on which both rides of a chain run ("the first day from 2025-03-19 on which
    /// every ride runs"), not again by the import ("the page shows no date and --date was not
    /// given"); a one-ride page's day the resolver assumes, and the import says so, once. The
    /// GO fixture runs from 17 to 23 March 2025: from the 24th on, the latest day before it.
    @Test func aChosenDayIsSaidOnce() throws {
        let chain = try lines([
            [("05:29", 40), ("Milton GO", 320)],
            [("MI dirección Union Station", 320)],
            [("05:55", 40), ("Erindale GO", 320)],
            [("06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("06:13", 40), ("Square One", 320)],
        ])
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", chain, "--db", try ImportFeeds.database(ImportFeeds.go), "--today", "2025-03-19"]) == 0)
        #expect(capture.err.components(separatedBy: "chose 2025-03-19, the first day from 2025-03-19 on which every ride runs").count == 2)
        #expect(!capture.err.contains("--date was not given"))

        let one = try lines([
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let single = ImportCapture()
        #expect(single.tripshot(["import", one, "--db", try ImportFeeds.database(ImportFeeds.go), "--today", "2025-03-19"]) == 0)
        #expect(single.err.components(separatedBy: "--date was not given").count == 2)
        #expect(single.err.contains("assumed 2025-03-19, the first day from 2025-03-19 on which this trip runs"))
        #expect(!single.err.contains("every ride runs"))
        let late = ImportCapture()
        #expect(late.tripshot(["import", one, "--db", try ImportFeeds.database(ImportFeeds.go), "--today", "2025-03-24", "--json"]) == 0)
        #expect(late.err.contains("the latest day before 2025-03-24 on which this trip runs"))
        #expect(late.out.contains("service_date_source") && late.out.contains("\"assumed\""))
    }

    /// `--today` wants a date as `--date` does: anything else is a usage error (exit 64).
    @Test func todayWantsADate() {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", "x.json", "--today", "19/03/2025"]) == 64)
        #expect(capture.err.contains("--today wants a date as YYYY-MM-DD, not '19/03/2025'"))
        #expect(ImportCapture().tripshot(["parse", "x.json", "--today", "2025-3-19"]) == 64)
        #expect(ImportCapture().tripshot(["validate", "x.json", "--today", "tomorrow"]) == 64)
    }
}
