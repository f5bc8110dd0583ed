import FeedImporter
import Foundation
import Testing

/// A repeated key whose rows are not next to each other (another trip's or shape's rows between):
/// counted and located with the line of both rows, fatal under `--strict`, like a repeat within
/// one run of rows.
@Suite struct ApartDuplicatesTests {
    static let trips = "route_id,service_id,trip_id\nR1,WK,T1\nR1,WK,T2\n"
    static let header = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"

    static func duplicates(_ summary: ImportSummary) -> ImportSummary.CountedWarning? {
        summary.countedWarnings.first { $0.kind == .duplicateKey }
    }

    @Test func aRepeatAfterAnotherTripsRowsNamesBothLines() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": Self.header
                + "T1,08:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT2,09:00:00,09:00:00,S1,1\nT1,08:00:00,08:00:00,S1,1\n",
        ])
        let found = try #require(Self.duplicates(try feed.load()))
        #expect(found.rule == "stop_times.trip_id+stop_sequence")
        #expect(found.count == 1)
        let message = "stop_times.txt:5: trip_id, stop_sequence \"T1, 1\" repeats the row at stop_times.txt:2 (both rows kept)"
        #expect(found.examples.map(\.description) == [message])
        let strict = try #require(feed.failure(strict: true))
        #expect(strict.category == .strictWarning)
        #expect(strict.message.contains(message), "\(strict.message)")
        #expect(try feed.database().int("SELECT COUNT(*) FROM stop_times") == 4)  // both rows kept
    }

    /// The other side: a trip's rows split in two runs, no sequence repeated, is no duplicate.
    @Test func aTripSplitWithoutARepeatIsNoDuplicate() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": Self.header
                + "T1,08:00:00,08:00:00,S1,1\nT2,09:00:00,09:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT2,09:05:00,09:05:00,S2,2\n",
        ])
        #expect(try feed.load(strict: true).countedWarnings.isEmpty)
    }

    /// A repeat next to its copy and one apart are both counted, once each, under one rule.
    @Test func repeatsTogetherAndApartAreCountedOnceEach() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": Self.header
                + "T1,08:00:00,08:00:00,S1,1\nT1,08:00:00,08:00:00,S1,1\nT2,09:00:00,09:00:00,S1,1\nT1,08:00:00,08:00:00,S1,1\n",
        ])
        let found = try #require(Self.duplicates(try feed.load()))
        #expect(found.count == 2)
        #expect(
            found.examples.map(\.description) == [
                "stop_times.txt:3: trip_id, stop_sequence \"T1, 1\" repeats an earlier row's (both rows kept)",
                "stop_times.txt:5: trip_id, stop_sequence \"T1, 1\" repeats the row at stop_times.txt:3 (both rows kept)",
            ])
    }

    /// Lines are the file's, not row numbers: a quoted line break and a blank line come between.
    @Test func linesCountBlankLinesAndQuotedLineBreaks() throws {
        let feed = try MadeFeed(text: [
            "trips.txt": Self.trips,
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign\n"
                + "T1,08:00:00,08:00:00,S1,1,\"Union\nStation\"\n\nT2,09:00:00,09:00:00,S1,1,\nT1,08:00:00,08:00:00,S1,1,\n",
        ])
        let found = try #require(Self.duplicates(try feed.load()))
        #expect(
            found.examples.map(\.description) == [
                "stop_times.txt:6: trip_id, stop_sequence \"T1, 1\" repeats the row at stop_times.txt:2 (both rows kept)"
            ])
    }

    @Test func shapesToo() throws {
        let feed = try MadeFeed(text: [
            "shapes.txt": "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH1,1,1,1\nSH1,1,2,2\nSH2,1,1,1\nSH1,1,2,2\n"
        ])
        let found = try #require(Self.duplicates(try feed.load()))
        #expect(found.rule == "shapes.shape_id+shape_pt_sequence")
        #expect(found.count == 1)
        #expect(
            found.examples.map(\.description) == [
                "shapes.txt:5: shape_id, shape_pt_sequence \"SH1, 2\" repeats the row at shapes.txt:3 (both rows kept)"
            ])
    }
}
