import Testing
import TestSupport
import TripShotFeedDatabase

@testable import TripShotResolver

/// The decoder's cheap lookup (`namesFitting`, then only those names scored) answers what the
/// full lookup answers, for names, misread names, and runs of a page's words that name nothing.
@Suite struct StopFittingTests {
    /// What the decoder asks: a stop's name, with words around it or cut short, and label words.
    static func runs(of names: [String], stride: Int) -> [String] {
        StopNameIndexTests.readings(of: names, stride: stride).flatMap { reading in
            [reading, "Gleis 4 \(reading)", "\(reading) Platform 3", String(reading.prefix(reading.count / 2))]
        } + ["Gleis 19", "um 10:26", "Abfahrt", "Fahrt 3 Zwischenhalte", "min"]
    }

    static func sameAnswers(_ directory: StopDirectory, _ runs: [String]) throws -> (found: Int, empty: Int) {
        var found = 0, empty = 0
        for run in runs {
            let full = try directory.candidates(for: run, floor: 0.8, slack: 0.05)
            let cheap = try directory.candidates(for: run, floor: 0.8, slack: 0.05, among: directory.namesFitting(run, floor: 0.8))
            #expect(cheap == full, "\(run)")
            if full.isEmpty { empty += 1 } else { found += 1 }
        }
        return (found, empty)
    }

    @Test(arguments: StopNameIndexTests.feeds)
    func theCheapLookupAnswersAsTheFullOne(_ feed: String) throws {
        let database = try GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed)))
        let names = Array(Set(try StopNameIndexTests.stopNames(database))).sorted()
        let directory = try Resolver(database: database).stops
        let runs = Self.runs(of: names, stride: max(1, names.count / 12))
        let counts = try Self.sameAnswers(directory, runs)
        // Both sides asked: runs that name stops, and runs that name none.
        #expect(counts.found > 5 && counts.empty > 4, "\(counts)")
        // And the same with the page's postings kept.
        _ = try directory.keepingPostings { try Self.sameAnswers(directory, runs) }
    }

    /// Where hundreds of names share every trigram, the fitting names' stops are not all the full
    /// read's choice, and the full read decides: the answers are still the same.
    @Test func aCrowdedFeedAnswersAsTheFullLookup() throws {
        let directory = try StopNameIndexTests.crowdedFeed(3000).stops
        let runs = ["Kingsway Avenue 1205", "Kingswav Avenue 1205", "Queen Strcet 2004", "Park Road 18", "Avenue", "Kingsway", "Road 7"]
        let counts = try Self.sameAnswers(directory, runs)
        #expect(counts.found >= 4, "\(counts)")
    }

    /// A run that fits no stop by the floor has no fitting name; a stop's own name has its own.
    @Test func aRunNamingNoStopHasNoFittingName() throws {
        let directory = try StopNameIndexTests.crowdedFeed(300).stops
        #expect(try directory.namesFitting("Gleis 19 um", floor: 0.8) == [:])
        #expect(try directory.namesFitting("Kingsway Avenue 205", floor: 0.8)?.isEmpty == false)
        #expect(try directory.candidates(for: "Kingsway Avenue 205", floor: 0.8, slack: 0.05).first?.stopID == "S205")
    }
}
