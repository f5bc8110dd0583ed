import Foundation
import TestSupport
import Testing

@testable import Commands

/// A "Show N Stops in Between" line whose count OCR turns to a symbol: the committed GO example's
/// recorded lines with the train's "3" read "?", against the GO feed imported by the real importer.
@Suite struct UnreadStopCountCommandTests {
    @Test func parseLeavesItUnknownAndWithTheFeedTheScheduleGivesIt() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(UnreadTimeCommandTests.example, in: directory, ["3": "?"])

        let alone = ImportCapture()
        #expect(alone.tripshot(["parse", lines, "--json"]) == 0, "\(alone.err)")
        #expect(alone.err.contains("the stop count in 'Show ? Stops in Between'"))
        #expect(!alone.out.contains("\"stopsBetween\""), "unknown, not 0")
        #expect(alone.out.contains("\"unreadStopCount\""))

        let withFeed = ImportCapture()
        #expect(withFeed.tripshot(["parse", lines, "--db", try ImportFeeds.database(ImportFeeds.go)]) == 0)
        #expect(withFeed.out.contains("3 stops between"))
        #expect(
            withFeed.err.contains(
                "the stop count of the ride MI from Union Station to Erindale GO did not read; "
                    + "the schedule's run calls at 3 stops in between"), "\(withFeed.err)")
    }
}
