import FeedImporter
import Testing

/// The pass giving untimed calls their times runs only when the parser read one: a feed timed at
/// every call costs no scan of stop_times for it, and a feed with untimed calls still gets them.
@Suite struct UntimedPassTests {
    static let header = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"
    static let stops = "stop_id,stop_name,stop_lat,stop_lon\nS1,First Street,43.60,-79.60\nS2,Second Street,43.61,-79.61\n"
        + "S3,Third Street,43.62,-79.62\n"

    @Test func untimedCallsAreCountedAndFilled() throws {
        // S2 untimed (one field blank, the other spaces) between 08:00 and 08:10; the last call,
        // after the last timepoint, is counted but bounded by nothing.
        let feed = try MadeFeed(text: [
            "stops.txt": Self.stops,
            "stop_times.txt": Self.header + "T1,08:00:00,08:00:00,S1,1\nT1,, ,S2,2\nT1,08:10:00,08:10:00,S3,3\nT1,,,S1,4\n",
        ])
        let summary = try feed.load()
        #expect(summary.untimedCalls == 2)
        #expect(summary.untimedPassRan)
        #expect(summary.interpolatedCalls == 1)
        let db = try feed.database()
        #expect(try db.int("SELECT arrival_time FROM stop_times WHERE stop_sequence = 2") == 8 * 3600 + 5 * 60)
        #expect(try db.int("SELECT timepoint FROM stop_times WHERE stop_sequence = 2") == 0)
        #expect(try db.int("SELECT count(*) FROM stop_times WHERE arrival_time IS NULL") == 1)
    }

    @Test func aFeedTimedAtEveryCallRunsNoPass() throws {
        let feed = try MadeFeed()
        let summary = try feed.load()
        #expect(summary.untimedCalls == 0)
        #expect(!summary.untimedPassRan)
        #expect(summary.interpolatedCalls == 0)
    }

    /// A call with only one of its two times is timed: no pass for it.
    @Test func oneTimeOfTwoIsTimed() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": Self.header + "T1,,08:00:00,S1,1\nT1,08:05:00,,S2,2\n"
        ])
        let summary = try feed.load()
        #expect(summary.untimedCalls == 0 && !summary.untimedPassRan)
    }

    /// A header without the time columns leaves every call untimed: each is counted.
    @Test func aHeaderWithoutTimesCountsEveryCall() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": "trip_id,stop_id,stop_sequence\nT1,S1,1\nT1,S2,2\n"
        ])
        let summary = try feed.load()
        #expect(summary.untimedCalls == 2 && summary.untimedPassRan && summary.interpolatedCalls == 0)
    }
}
