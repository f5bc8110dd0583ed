import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// Unusable realtime sources: each a clear message, its own exit code, and the static card still
/// printed.
@Suite(.serialized) struct ImportRealtimeErrorTests {
    func run(_ bytes: Data? = nil, path given: String? = nil, also: [String] = []) throws -> (Int32, String, String) {
        let directory = try TemporaryDirectory()
        let path = given ?? directory.path("feed.pb")
        if let bytes { try bytes.write(to: URL(fileURLWithPath: path)) }
        let capture = ImportCapture()
        let status = capture.tripshot(
            ["import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go), "--realtime", path] + also)
        return (status, capture.out, capture.err)
    }

    func encoded(_ text: String, as message: String = "transit_realtime.FeedMessage") throws -> Data {
        let directory = try TemporaryDirectory()
        let path = directory.path("x.pb")
        try RealtimeFixtures.encode(text, as: message, to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    var goodFeed: String {
        RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "t1" trip_update { trip { trip_id: "\(ImportRealtimeTests.train)" start_date: "20250317" }
              stop_time_update { stop_sequence: 1 departure { delay: 60 } stop_id: "UN" } } }
            """)
    }

    func expectStaticCard(_ out: String) {
        #expect(out.contains("Union Station → Square One"))
        #expect(out.contains("Every time matches the schedule."))
        #expect(!out.contains("Realtime:"))
    }

    @Test func aMissingFileIs120() throws {
        let (status, out, err) = try run(path: "/nonexistent/feed.pb")
        #expect(status == ExitCode.realtimeUnreadable.rawValue)
        #expect(err.contains("/nonexistent/feed.pb: no such file"))
        #expect(err.contains("live data unavailable"))
        expectStaticCard(out)
    }

    @Test func aTruncatedFeedIs121() throws {
        let whole = try encoded(goodFeed)
        let (status, out, err) = try run(whole.prefix(whole.count - 7))
        #expect(status == ExitCode.realtimeNotAFeed.rawValue)
        #expect(err.contains("not a GTFS-Realtime FeedMessage"))
        expectStaticCard(out)
    }

    @Test func anHTMLPageIs121() throws {
        let (status, _, err) = try run(Data("<html><body>502 Bad Gateway</body></html>".utf8))
        #expect(status == ExitCode.realtimeNotAFeed.rawValue)
        #expect(err.contains("it is HTML or XML text"))
        let (empty, _, emptyErr) = try run(Data())
        #expect(empty == ExitCode.realtimeNotAFeed.rawValue)
        #expect(emptyErr.contains("empty (0 bytes)"))
    }

    @Test func anotherMessageTypeIs122() throws {
        // A bare TripUpdate, not wrapped in a FeedMessage: its trip reads as a header whose
        // version is the trip id.
        let bytes = try encoded(#"trip { trip_id: "20250317-MI-2745" }"#, as: "transit_realtime.TripUpdate")
        let (status, out, err) = try run(bytes)
        #expect(status == ExitCode.realtimeWrongMessage.rawValue)
        #expect(err.contains("header's version is '20250317-MI-2745'"))
        expectStaticCard(out)
    }

    @Test func anotherAgencysFeedIs123() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "1" trip_update { trip { trip_id: "A20250317WKD_000800_A..S" route_id: "A" }
              stop_time_update { stop_id: "A02S" arrival { time: 1742216400 } } } }
            """)
        let (status, out, err) = try run(try encoded(feed))
        #expect(status == ExitCode.realtimeOtherAgency.rawValue)
        #expect(err.contains("none of its 1 trips, 1 routes and 1 stops is in the feed database"))
        expectStaticCard(out)
    }

    @Test func aFeedFromTheFutureIs124() throws {
        let feed = RealtimeFixtures.feed(timestamp: RealtimeFixtures.now + 3600, "")
        let (status, out, err) = try run(try encoded(feed))
        #expect(status == ExitCode.realtimeFromFuture.rawValue)
        #expect(err.contains("ahead of this machine's clock"))
        expectStaticCard(out)
    }

    @Test func oneBadSourceDoesNotHideAGoodOne() throws {
        let directory = try TemporaryDirectory()
        let good = directory.path("good.pb")
        try encoded(goodFeed).write(to: URL(fileURLWithPath: good))
        let (status, out, _) = try run(Data("<html>".utf8), also: ["--realtime", good])
        #expect(status == ExitCode.realtimeNotAFeed.rawValue)
        #expect(out.contains("live · Union Station 18:25 → 18:26 (+1 min)"))
    }

    @Test func severalFailingSourcesEachSayTheirOwnCode() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("missing.pb")
        // Two reasons: each line with its own code, and 126 for the whole.
        let (status, out, err) = try run(Data("<html>".utf8), also: ["--realtime", missing])
        #expect(status == ExitCode.realtimeSeveralFailures.rawValue)
        #expect(err.contains("(exit 121)") && err.contains("missing.pb: no such file, or it cannot be read (exit 120)"))
        expectStaticCard(out)
        // One reason twice: its own code.
        let other = directory.path("other.pb")
        let (same, _, twice) = try run(path: missing, also: ["--realtime", other])
        #expect(same == ExitCode.realtimeUnreadable.rawValue)
        #expect(twice.contains("missing.pb: no such file, or it cannot be read (exit 120)") && twice.contains("other.pb: no such file, or it cannot be read (exit 120)"))
    }

    @Test func withoutRealtimeTheCardIsUnchanged() throws {
        let capture = ImportCapture()
        let status = capture.tripshot(["import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go)])
        #expect(status == 0)
        expectStaticCard(capture.out)
        #expect(!capture.out.contains("live"))
    }
}
