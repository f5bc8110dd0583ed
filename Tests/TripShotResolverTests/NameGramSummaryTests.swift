import TripShotParser
import TripShotSQLite
import Testing
import TestSupport
import Foundation
import TripShotFeedDatabase

@testable import FeedImporter
@testable import TripShotResolver
@testable import TripShotStopNames

/// The names' trigrams in memory (`NameGramSummary`) rule a name out of a feed only when no stop
/// of it fits, so the cheap first pass of choosing among feeds answers as the index alone did.
@Suite struct NameGramSummaryTests {
    /// The feeds the stored index is checked on.
    static let feeds = StopNameIndexTests.feeds

    /// Every stored name's trigrams, as the index scores them.
    static func everyName(_ resolver: Resolver) throws -> [NameGrams] {
        var ids: [Int] = []
        try resolver.database.prepare("SELECT name_id FROM tripshot_stop_names").forEachRow { ids.append($0.int(0)) }
        return try ids.map { try resolver.stops.storedGrams($0) }
    }

    /// A resolver of its own (the tests switch its directory's summary off and on).
    static func resolver(_ feed: String) throws -> Resolver {
        try Resolver(database: GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed))))
    }

    /// Names some stop of one feed or another fits, and names none fits: the GO page's, each feed's
    /// own names cut and misread, names of other places.
    static func readings(_ resolver: Resolver) throws -> [String] {
        var names: [String] = []
        let select = try resolver.database.prepare("SELECT name FROM tripshot_stop_names ORDER BY name_id")
        try select.forEachRow { names.append($0.text(0)) }
        var readings = [
            "Union Station", "Erindale GO", "Erindale GO Bus", "Square One", "Zanzibar Quay", "Bahnhof", "Station",
            "Times Sq - 42 St", "Pantitlan", "Chicago Union", "Union", "GO", "St", "Erindaie G0",
        ]
        for name in names.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element).prefix(120) {
            let words = name.split(separator: " ")
            readings += [name, String(name.dropLast(3)), String(name.dropFirst(2)), name + " Station"]
            readings.append(words.dropFirst().joined(separator: " "))
            if words.count > 1 { readings.append(words[0] + " Xylo") }
        }
        return readings
    }

    /// Ruled out exactly when no stop name of the feed scores the floor, every name compared: never
    /// a name some stop fits (the first pass would drop the page's own feed), and not merely never.
    @Test(arguments: feeds)
    func aNameIsRuledOutExactlyWhenNoStopNameFitsIt(_ feed: String) throws {
        let resolver = try Self.resolver(feed)
        let stops = resolver.stops
        let summary = try #require(try stops.nameSummary())
        let every = try Self.everyName(resolver)
        #expect(summary.names == every.count)
        var ruledOut = 0, fitting = 0
        for reading in try Self.readings(resolver) {
            let query = stops.grams(reading)
            let best = every.map { query.score($0) }.max() ?? 0
            let mayFit = try summary.someNameMayFit(query, floor: 0.45)
            #expect(mayFit == (best >= 0.45), "\(reading): best score \(best)")
            if mayFit { fitting += 1 } else { ruledOut += 1 }
        }
        // Both answers are asked about.
        #expect(ruledOut > 10 && fitting > 30, "ruled out \(ruledOut), fitting \(fitting)")
    }

    /// Names of words of four letters, so that most trigrams are common and most questions are
    /// settled by the searched postings, not the scanned ones: at every floor, ruled out exactly
    /// when no name scores it (a trigram fewer taken for scanning than the bound needs fails it).
    @Test(arguments: [0.45, 0.55, 0.65])
    func crowdedNamesAreRuledOutExactly(_ floor: Double) throws {
        var seed: UInt64 = 107
        func next(_ below: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(below))
        }
        let letters = Array("abcd")
        func word() -> String { String((0..<(2 + next(6))).map { _ in letters[next(letters.count)] }) }
        func key() -> StopNameKey {
            let full = word() + word()
            // Every third name's core is a part of its full key, as a generic word dropped makes it.
            return StopNameKey(full: full, core: next(3) == 0 ? String(full.dropFirst(2)) : full)
        }
        let database = try Database(path: ":memory:")
        try database.execute(Schema.NameIndex.createStatements.joined(separator: ";\n"))
        let names = (0..<60).map { _ in key() }
        let insert = try database.prepare("INSERT INTO tripshot_stop_names (name, full, core) VALUES (?, ?, ?)")
        for (number, name) in names.enumerated() { try insert.run(.text("name \(number)"), .text(name.full), .text(name.core)) }
        // Stored as gtfs-load stores it, read back as a server reads it.
        try NameSummaryTables.build(in: database)
        let summary = try #require(try NameGramSummary(database: database))
        let every = names.map { NameGrams(key: $0) }
        var ruledOut = 0, fitting = 0
        for _ in 0..<300 {
            let query = NameGrams(key: key())
            let best = every.map { query.score($0) }.max() ?? 0
            #expect(try summary.someNameMayFit(query, floor: floor) == (best >= floor), "\(query.key): best \(best)")
            if best < floor { ruledOut += 1 } else { fitting += 1 }
        }
        #expect(ruledOut > 20 && fitting > 20, "ruled out \(ruledOut), fitting \(fitting)")
    }

    /// The floor is the caller's: a name at 0.5 against every stop is kept by 0.45 and 0.5, ruled out by 0.55.
    @Test func theFloorDecides() throws {
        let resolver = try Self.resolver("gtfs/go-fixture.zip")
        let stops = resolver.stops
        let summary = try #require(try stops.nameSummary())
        let every = try Self.everyName(resolver)
        // A reading whose best score lies strictly between two floors.
        let reading = try #require(
            try Self.readings(resolver).first { reading in
                let best = every.map { stops.grams(reading).score($0) }.max() ?? 0
                return best >= 0.5 && best < 0.55
            })
        #expect(try summary.someNameMayFit(stops.grams(reading), floor: 0.45))
        #expect(try summary.someNameMayFit(stops.grams(reading), floor: 0.5))
        #expect(try !summary.someNameMayFit(stops.grams(reading), floor: 0.55))
        #expect(try summary.someNameMayFit(stops.grams(reading), floor: 0))
    }

    /// The first pass answers as the index alone: `fitsAStop` for each reading, and the page's fit.
    @Test(arguments: feeds)
    func theFirstPassAnswersAsTheIndexAlone(_ feed: String) throws {
        let summarised = try Self.resolver(feed)
        let indexOnly = try Self.resolver(feed)
        indexOnly.stops.usesNameSummary = false
        // Every third reading: the index alone costs a millisecond or more each in a debug build.
        for reading in try Self.readings(summarised).enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            #expect(try summarised.stops.fitsAStop(reading) == indexOnly.stops.fitsAStop(reading), "\(reading)")
        }
        let page = try ScreenTruth.named("go_example_mi_21__A_phone3x_light").itinerary
        #expect(try summarised.firstPassFit(of: page) == indexOnly.firstPassFit(of: page))
    }

    /// A fitting name is told sure with no SQL while the names of its bound or better hold at most
    /// `scoredStops` (200) stops: one name borne by 200 stops is, by 201 is left to the index.
    @Test(arguments: [(200, true), (201, false)])
    func aFitIsSureWhileTheScoredStopsHoldIt(_ count: Int, _ sure: Bool) throws {
        let park = (0..<count).map { SmallFeed.Stop(id: "P\($0)", name: "Alder Park", lat: 50, lon: 8 + Double($0) / 1000) }
        let resolver = try SmallFeed(
            stops: park + [SmallFeed.Stop(id: "B", name: "Birch Hill", lat: 50.01, lon: 8)], routes: [("R", "1")],
            trips: [SmallFeed.Trip(id: "T", route: "R", calls: [("P0", "08:00"), ("B", "08:10")])]
        ).resolver()
        let stops = resolver.stops
        let summary = try #require(try stops.nameSummary())
        let query = stops.grams("Alder Parc")
        let fitting = try summary.fittingNames(query, floor: 0.45, upTo: StopDirectory.fittingNamesTried)
        #expect(fitting.count == 1 && summary.stopCount(fitting[0]) == count)
        #expect(try stops.surelyFits(query, fitting: fitting, in: summary) == sure)
        #expect(try stops.fitsAStop("Alder Parc"))
        #expect(StopDirectory.scoredStops == 200)
    }

    /// A feed of more names than the limit keeps none in memory (the GO fixture has 699 names).
    @Test func aFeedAboveTheLimitIsAskedOfTheIndex() throws {
        #expect(try Self.resolver("gtfs/go-fixture.zip").stops.nameSummary(limit: 699) != nil)
        #expect(try Self.resolver("gtfs/go-fixture.zip").stops.nameSummary(limit: 698) == nil)
        #expect(StopDirectory.summaryNames == 100_000)
    }

    /// gtfs-load stores a summary for a feed of up to the limit's names and none above it: the GO
    /// fixture's 699 names are stored at a limit of 699, not at 698.
    @Test(arguments: [(699, true), (698, false)])
    func theSummaryIsStoredUpToTheLimit(_ limit: Int, _ stored: Bool) throws {
        let directory = try TemporaryDirectory()
        let copy = directory.path("go.sqlite")
        try FileManager.default.copyItem(
            atPath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")), toPath: copy)
        let database = try Database(path: copy)
        try database.execute("DELETE FROM \(Schema.NameIndex.summaryNames); DELETE FROM \(Schema.NameIndex.summaryGrams)")
        try NameSummaryTables.build(in: database, nameLimit: limit)
        let summary = try NameGramSummary(database: database)
        #expect((summary != nil) == stored)
        #expect(summary.map(\.names) == (stored ? 699 : nil))
        #expect(Schema.NameIndex.summaryNameLimit == 100_000)
    }

    /// Opening the stored summary reads no trigram's postings; a question reads those of its own
    /// trigrams only, once: a server pays for the trigrams its pages hold, not for every name.
    @Test func postingsAreReadForTheTrigramsAskedAbout() throws {
        let resolver = try Self.resolver("gtfs/go-fixture.zip")
        let summary = try #require(try resolver.stops.nameSummary())
        #expect(summary.gramsRead == 0)
        let query = resolver.stops.grams("Erindale GO")
        #expect(try summary.someNameMayFit(query, floor: 0.45))
        let read = summary.gramsRead
        #expect(read > 0 && read <= Set(query.full + query.core).count)
        #expect(try summary.someNameMayFit(query, floor: 0.45))
        #expect(summary.gramsRead == read)
        #expect(try summary.index(of: 0) == nil)
    }
}
