import Foundation
import TestSupport
import Testing

@testable import Commands

/// `parse --db` and `import` with the feed deciding the spelling of letters the page cannot settle:
/// the committed GO example's recorded lines with "Erindale" read "ErindaIe" (a capital I for the
/// l, one stroke in sans faces), against the GO feed imported by the real importer.
@Suite struct FeedSpellingCommandTests {
    static let example = "go_example_mi_21__A_phone3x_light"

    @Test func parseWithTheFeedTakesItsSpellingAndKeepsThePagesReading() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["Erindale": "ErindaIe"])
        let db = try ImportFeeds.database(ImportFeeds.go)

        let alone = ImportCapture()
        #expect(alone.tripshot(["parse", lines]) == 0)
        #expect(alone.out.contains("-> ErindaIe GO 18:59"))
        #expect(!alone.err.contains("the feed names it"))

        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", lines, "--db", db, "--json"]) == 0, "\(capture.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        let to = try #require(legs[0]["to"] as? [String: Any])
        #expect(to["value"] as? String == "Erindale GO")
        #expect(to["alternatives"] as? [String] == ["ErindaIe GO"])
        #expect(to["spelledByFeed"] as? Bool == true)
        let boarding = try #require(legs[0]["from"] as? [String: Any])
        #expect(boarding["value"] as? String == "Union Station")
        #expect(boarding["spelledByFeed"] == nil)
        #expect(capture.err.contains("warning: read 'ErindaIe GO', the feed names it 'Erindale GO'"))
        #expect(capture.err.contains("warning: read 'ErindaIe GO Bus', the feed names it 'Erindale GO Bus'"))
    }

    @Test func importSaysWhichReadingWasTaken() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["Erindale": "ErindaIe"])
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--json"]) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let legs = try #require(json["legs"] as? [[String: Any]])
        let alighting = try #require(legs[0]["to"] as? [String: Any])
        #expect(alighting["stop_id"] as? String == "ER")
        #expect(alighting["shown_name"] as? String == "Erindale GO")
        #expect(alighting["reading_taken"] as? String == "feed")
        #expect(alighting["other_readings"] as? [String] == ["ErindaIe GO"])
        let boarding = try #require(legs[0]["from"] as? [String: Any])
        #expect(boarding["reading_taken"] as? String == "page")
        #expect(legs[0]["route_code_reading_taken"] as? String == "page")
        #expect(legs[0]["route_code_other_readings"] as? [String] == [])
        #expect(capture.err.contains("warning: read 'ErindaIe GO', the feed names it 'Erindale GO'"))
    }

    @Test func importSaysWhichRouteCodeReadingWasTaken() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["MI": "Ml"])
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--json"]) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        let legs = try #require(json["legs"] as? [[String: Any]])
        #expect(legs[0]["route_code_shown"] as? String == "MI")
        #expect(legs[0]["route_code_reading_taken"] as? String == "feed")
        #expect(legs[0]["route_code_other_readings"] as? [String] == ["Ml"])
        #expect(legs[2]["route_code_reading_taken"] as? String == "page")
        #expect(capture.err.contains("warning: read 'Ml', the feed names it 'MI'"))
    }

    @Test func parseWithAMissingDatabaseFailsBeforeReading() {
        let capture = ImportCapture()
        let lines = Fixtures.path("Tests/Fixtures/lines/go/\(Self.example).json")
        #expect(capture.tripshot(["parse", lines, "--db", "/nonexistent/feed.sqlite"]) == 100)
        #expect(capture.err.contains("no database at /nonexistent/feed.sqlite"))
    }
}
