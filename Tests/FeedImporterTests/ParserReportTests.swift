@testable import FeedImporter
import Foundation
import Testing

/// What the parser tells the inserting side about memory and about the later checks, counted on
/// small made feeds: the id sets are freed once every reference is checked (so the index phases
/// do not add to them), and a sequence-keyed file whose groups each came in one run is marked so
/// that `ApartDuplicates` skips its table.
@Suite struct ParserReportTests {
    static let header = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"
    static let trips = "route_id,service_id,trip_id\nR1,WK,T1\nR1,WK,T2\n"

    /// Runs the parser alone (no database) and returns its report and the ids it holds after.
    private func parse(_ feed: MadeFeed) throws -> (report: FeedParser.Report, heldAfter: Int) {
        nonisolated(unsafe) var report: FeedParser.Report?
        let parser = FeedParser(source: try FeedSource(path: feed.path)) { message in
            if case .finished(let finished) = message { report = finished }
        }
        try parser.run()
        return (try #require(report), parser.heldIDs)
    }

    @Test func theIDSetsAreFreedOnceEveryReferenceIsChecked() throws {
        let (report, heldAfter) = try parse(try MadeFeed())
        // MadeFeed.base: 1 agency, 2 stops, 1 route, 1 trip, 1 service.
        #expect(report.idsFreed == 6)
        #expect(heldAfter == 0)
    }

    @Test func groupsInOneRunEachAreMarked() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": Self.header
                + "T1,08:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT2,09:00:00,09:00:00,S1,1\nT2,09:05:00,09:05:00,S2,2\n",
            "shapes.txt": "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH1,1,1,1\nSH1,1,2,2\nSH2,1,1,1\n",
        ])
        #expect(try parse(feed).report.singleRunFiles == ["stop_times.txt", "shapes.txt"])
    }

    /// The other side: a trip (a shape) whose rows start again after another's is not marked,
    /// even with no sequence repeated.
    @Test func aGroupThatComesBackIsNotMarked() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": Self.header
                + "T1,08:00:00,08:00:00,S1,1\nT2,09:00:00,09:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\n",
            "shapes.txt": "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH1,1,1,1\nSH2,1,1,1\nSH1,1,2,2\n",
        ])
        #expect(try parse(feed).report.singleRunFiles.isEmpty)
    }

    /// A repaired (not UTF-8) trip id is stored differently from the bytes hashed: not marked.
    @Test func aRepairedGroupIDIsNotMarked() throws {
        var stopTimes = Array((Self.header + "T1,08:00:00,08:00:00,S1,1\n").utf8)
        stopTimes += Array("T".utf8) + [0xFF] + Array(",09:00:00,09:00:00,S1,1\n".utf8)
        let feed = try MadeFeed(["stop_times.txt": Data(stopTimes)])
        let report = try parse(feed).report
        #expect(report.countedWarnings.contains { $0.kind == .repairedText && $0.rule == "stop_times.trip_id" })
        #expect(!report.singleRunFiles.contains("stop_times.txt"))
    }
}
