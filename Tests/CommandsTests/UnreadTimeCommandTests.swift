import Foundation
import TestSupport
import Testing

@testable import Commands

/// A time the page prints but OCR turns to junk: the committed GO example's recorded lines with the
/// bus's arrival "19:33" read "EZ:EZ", against the GO feed imported by the real importer.
@Suite struct UnreadTimeCommandTests {
    static let example = "go_example_mi_21__A_phone3x_light"

    @Test func parseLeavesItOutSayingSoAndWithTheFeedTheScheduleGivesIt() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["19:33": "EZ:EZ"])

        let alone = ImportCapture()
        #expect(alone.tripshot(["parse", lines]) == 0, "\(alone.err)")
        #expect(alone.out.contains("-> Square One ?"))
        #expect(alone.err.contains("('EZ:EZ'); the schedule is asked for it"))

        let withFeed = ImportCapture()
        #expect(withFeed.tripshot(["parse", lines, "--db", try ImportFeeds.database(ImportFeeds.go)]) == 0)
        #expect(withFeed.out.contains("-> Square One 19:33"))
        #expect(
            withFeed.err.contains(
                "the arrival time of the ride 21 from Erindale GO Bus to Square One did not read; the schedule gives 19:33"))
    }

    @Test func importTakesTheScheduledRunAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["19:33": "EZ:EZ"])
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", lines, "--db", try ImportFeeds.database(ImportFeeds.go)]) == 0, "\(capture.err)")
        #expect(capture.out.contains("the page's arrival time did not read; the schedule gives 19:33"))
    }

    @Test func aRideWithNeitherTimeReadIsExit93() throws {
        let directory = try TemporaryDirectory()
        let lines = try ImportFeeds.editedLines(Self.example, in: directory, ["19:20": "TESZ", "19:33": "EZ:EZ"])
        let capture = ImportCapture()
        #expect(capture.tripshot(["parse", lines]) == 93)
        #expect(capture.err.contains("has no time under it"))
    }
}
