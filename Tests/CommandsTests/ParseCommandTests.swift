import Foundation
import TestSupport
import Testing

@testable import Commands

/// `tripshot parse` as a user runs it: recorded OCR lines in, legs out, and the parser's own exit
/// codes for pages that are not itineraries.
@Suite struct ParseCommandTests {
    let example = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")

    @Test func printsTheLegsDateAndDuration() {
        let capture = ImportCapture()
        let morning = Fixtures.path("Tests/Fixtures/lines/go/go_mi_milton_union_morning__A_phone3x_light.json")
        #expect(capture.tripshot(["parse", morning]) == 0)
        #expect(
            capture.out.split(separator: "\n").map(String.init) == [
                "date: 2025-03-20", "duration: 59 min",
                "ride MI - Union Station: Milton GO 07:29 -> Union Station 08:28, 7 stops between",
            ])
    }

    @Test func aTransferBetweenRidesIsAWalk() {
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", example]) == 0)
        let legs = capture.out.split(separator: "\n").filter { $0.hasPrefix("ride") || $0.hasPrefix("walk") }
        #expect(legs.map { $0.prefix(4) } == ["ride", "walk", "ride"])
        // The icon beside Square One is read "å" at confidence 0: certainly not text, so no other reading.
        #expect(legs.last == "ride 21 - Union Station: Erindale GO Bus 19:20 -> Square One 19:33")
    }

    /// The same page with that icon read confidently: text or icon, the feed decides, and the text
    /// output shows both readings.
    @Test func aDoubtfulGlyphShowsBothReadings() throws {
        var page = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: example))) as! [String: Any]
        var lines = page["lines"] as! [[String: Any]]
        let index = try #require(lines.firstIndex { ($0["text"] as? String) == "Square One \u{e5}" })
        var words = lines[index]["words"] as! [[String: Any]]
        words[words.count - 1]["confidence"] = 80.0
        lines[index]["words"] = words
        page["lines"] = lines
        let directory = try TemporaryDirectory()
        let path = directory.path("doubtful.json")
        try JSONSerialization.data(withJSONObject: page).write(to: URL(fileURLWithPath: path))

        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", path]) == 0)
        let rides = capture.out.split(separator: "\n").filter { $0.hasPrefix("ride") }
        #expect(rides.last == "ride 21 - Union Station: Erindale GO Bus 19:20 -> Square One [or: Square One \u{e5}] 19:33")
    }

    @Test func jsonKeepsEveryValuesBox() throws {
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", example, "--json"]) == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.map { $0["type"] as? String } == ["ride", "walk", "ride"])
        let from = try #require(legs[0]["from"] as? [String: Any])
        #expect(from["value"] as? String == "Union Station")
        #expect(from["box"] is [String: Any])
    }

    @Test func aDepartureWhoseLabelWasNotReadIsAWarningNotAnError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("lines.json")
        func line(_ text: String, _ x: Int, _ y: Int) -> String {
            #"{"text": "\#(text)", "box": {"x": \#(x), "y": \#(y), "width": \#(24 * text.count), "height": 40}}"#
        }
        let lines = [
            line("Union Station", 84, 900), line("18:25", 818, 964), line("MI - Milton GO", 84, 1090),
            line("Erindale GO", 84, 1280), line("Arrive:", 818, 1280), line("18:59", 818, 1344),
        ]
        try #"{"width": 1170, "height": 2000, "lines": [\#(lines.joined(separator: ", "))]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", path]) == 0)
        #expect(capture.out.contains("ride MI - Milton GO: Union Station 18:25 -> Erindale GO 18:59"))
        #expect(capture.err.contains("warning") && capture.err.contains("'Depart:'"))
    }

    @Test func aPageWithoutAnItineraryExits90() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("lines.json")
        try #"{"width": 800, "height": 600, "lines": [{"text": "Buy e-ticket", "box": {"x": 10, "y": 10, "width": 200, "height": 40}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", path]) == 90)
        #expect(capture.err.contains("Depart"))
    }
}

/// Ink the OCR could not read inside the itinerary is a warning on `parse` (the page may be missing a
/// leg); outside it, or line art such as a timeline rail, is not.
@Suite struct ParseSkippedInkTests {
    private func parse(adding skipped: String) throws -> ImportCapture {
        let recorded = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recorded))) as? [String: Any])
        object["skipped"] = try JSONSerialization.jsonObject(with: Data(skipped.utf8))
        let directory = try TemporaryDirectory()
        let path = directory.path("lines.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", path]) == 0)
        return capture
    }

    @Test func skippedInkInsideTheItineraryIsAWarning() throws {
        let capture = try parse(adding: #"[{"box": {"x": 80, "y": 1200, "width": 400, "height": 300}, "reason": "too tall", "mayHoldText": true}]"#)
        #expect(capture.err.contains("warning: ink at (80,1200 400x300) inside the itinerary was not read (too tall)"))
    }

    @Test func skippedInkAboveTheItineraryOrLineArtIsNot() throws {
        let above = try parse(adding: #"[{"box": {"x": 0, "y": 0, "width": 1170, "height": 60}, "reason": "too tall"}]"#)
        #expect(!above.err.contains("warning"))
        let rail = try parse(adding: #"[{"box": {"x": 100, "y": 1200, "width": 20, "height": 800}, "reason": "rail", "mayHoldText": false}]"#)
        #expect(!rail.err.contains("warning"))
    }
}
