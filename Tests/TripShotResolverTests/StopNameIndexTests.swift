import Foundation
import TripShotParser
import TripShotSQLite
import Testing
import TestSupport
import TripShotFeedDatabase

@testable import TripShotResolver
@testable import TripShotStopNames

/// The stop-name index gtfs-load stores (`StopNameIndex`) answers as the directory the resolver
/// used to build from every stop on opening a feed, and a database without it is refused.
@Suite struct StopNameIndexTests {
    static let feeds = [
        "gtfs/go-fixture.zip", "Tests/Fixtures/feeds/cdmx.zip", "Tests/Fixtures/feeds/nyc_subway_gtfs.zip",
        "Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip",
    ]

    /// Every stop name of a loaded feed, trimmed, in the feed's order.
    static func stopNames(_ database: Database) throws -> [String] {
        var names: [String] = []
        try database.prepare("SELECT stop_name FROM stops ORDER BY rowid").forEachRow { names.append($0.text(0).trimmed) }
        return names
    }

    /// The generic words and every name's keys are those learnt from the whole stops table at once.
    @Test(arguments: feeds)
    func storedKeysAreTheFeedsOwn(_ feed: String) throws {
        let database = try GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed)))
        let names = try Self.stopNames(database)
        let distinct = Array(Set(names))
        let generic = GenericWords.learn(fromNames: distinct.map { StopNameKey.words(of: $0) })
        let resolver = try Resolver(database: database)
        #expect(resolver.stops.genericWords == generic)
        let stored = try database.prepare("SELECT name, full, core FROM \(Schema.NameIndex.names)")
        var count = 0
        try stored.forEachRow { row in
            let key = StopNameKey(row.text(0), genericWords: generic)
            #expect(row.text(1) == key.full && row.text(2) == key.core, "\(row.text(0))")
            count += 1
        }
        #expect(count == distinct.count)
        #expect(try database.scalarInt("SELECT count(*) FROM \(Schema.NameIndex.stopNames)") == names.count)
    }

    /// The stored spellings find what the in-memory vocabulary of the same names finds, for each
    /// name as it is, with a glyph lost, and with a glyph changed.
    @Test(arguments: feeds)
    func storedSpellingsAnswerAsTheNamesInMemory(_ feed: String) throws {
        let database = try GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed)))
        let names = try Self.stopNames(database)
        let memory = NameVocabulary(names)
        let stored = NameVocabulary(stored: try StoredSpellings(database: database))
        for name in Set(names).sorted().prefix(150) {
            var readings = [name, name.lowercased(), String(name.dropLast())]
            if let first = name.first { readings.append("I" + name.dropFirst() + (first == "I" ? "l" : "")) }
            for reading in readings {
                #expect(stored.contains(reading) == memory.contains(reading), "\(reading)")
                #expect(stored.sameKey(as: reading) == memory.sameKey(as: reading), "\(reading)")
                #expect(stored.oneGlyphAway(from: reading) == memory.oneGlyphAway(from: reading), "\(reading)")
            }
        }
    }

    @Test func aDatabaseWithoutTheIndexIsRefusedWithWhatToDo() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.path("old.sqlite")
        try FileManager.default.copyItem(
            atPath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")), toPath: copy)
        let database = try Database(path: copy)
        try database.execute("DROP TABLE \(Schema.NameIndex.facts)")
        let error = #expect(throws: ResolveError.self) { try Resolver(database: database) }
        #expect(error?.description.hasPrefix("an older tripshot feed database: it has no table") == true, "\(String(describing: error))")
        #expect(error?.description.contains("build it again with 'gtfs-load FEED --db \(copy)'") == true)

        try database.execute("UPDATE \(Schema.metaTable) SET value = '1' WHERE key = '\(Schema.MetaKey.schemaVersion)'")
        let old = #expect(throws: ResolveError.self) { try Resolver(path: copy) }
        #expect(old?.description.contains("schema version 1") == true, "\(String(describing: old))")
        #expect(old?.description.contains("build it again with") == true, "\(String(describing: old))")
        // One piece of advice: the file exists, so "create one" would be wrong.
        #expect(old?.description.contains("create one") == false, "\(String(describing: old))")
        #expect(old?.description.contains("run gtfs-load again") == false, "\(String(describing: old))")
    }

    /// A feed of `count` stops "Wvx 1" ... : "Wvx" shares with them only trigrams every name holds.
    static func commonGramFeed(_ count: Int) throws -> Resolver {
        let stops = (1...count).map { SmallFeed.Stop(id: "S\($0)", name: "Wvx \($0)", lat: 50, lon: 8) }
        return try SmallFeed(
            stops: stops, routes: [("R", "1")],
            trips: [SmallFeed.Trip(id: "T", route: "R", calls: [("S1", "08:00"), ("S2", "08:10")])]
        ).resolver()
    }

    /// A trigram 5,000 names hold still picks candidates; one that 5,001 hold picks none.
    @Test func aTrigramOfTooManyNamesPicksNoCandidates() throws {
        #expect(try Self.commonGramFeed(5000).stops.closestNames(to: "Wvx").count == 3)
        #expect(try Self.commonGramFeed(5001).stops.closestNames(to: "Wvx").isEmpty)
        // A trigram fewer names hold still finds them in the larger feed.
        #expect(try Self.commonGramFeed(5001).stops.closestNames(to: "Wvx 4999").first == "Wvx 4999")
    }

    /// Names as a page reads them: each `stride`-th distinct stop name as it is, with a letter
    /// changed (one OCR error), and with its last letter lost.
    static func readings(of names: [String], stride: Int) -> [String] {
        Swift.stride(from: 0, to: names.count, by: stride).flatMap { index -> [String] in
            let name = names[index]
            guard name.count > 3 else { return [name] }
            var changed = Array(name)
            changed[changed.count / 2] = changed[changed.count / 2] == "e" ? "c" : "e"
            return [name, String(changed), String(name.dropLast())]
        }
    }

    /// Reading the rarest trigrams' postings first and stopping early scores the same stops, in
    /// the same order, as reading every posting of the page's trigrams.
    @Test(arguments: feeds)
    func stoppingEarlyFindsTheSameStops(_ feed: String) throws {
        let database = try GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed)))
        let names = Array(Set(try Self.stopNames(database))).sorted()
        let early = try Resolver(database: database).stops
        let full = try Resolver(database: database).stops
        full.readsEveryPosting = true
        for reading in Self.readings(of: names, stride: max(1, names.count / 60)) {
            let found = try early.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }
            #expect(found == (try full.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }), "\(reading)")
        }
        #expect(early.postingsRead <= full.postingsRead)
    }

    /// A feed of `count` stops named like one another ("Kingsway Avenue 1", "Avenue Road 2",
    /// "Kingsway Park 3", ...): every trigram of a page's name is held by hundreds of names.
    static func crowdedFeed(_ count: Int) throws -> Resolver {
        let bases = ["Kingsway Avenue", "Avenue Road", "Kingsway Park", "Park Road", "Queen Street"]
        let stops = (1...count).map {
            SmallFeed.Stop(id: "S\($0)", name: "\(bases[$0 % bases.count]) \($0)", lat: 50, lon: 8)
        }
        return try SmallFeed(
            stops: stops, routes: [("R", "1")],
            trips: [SmallFeed.Trip(id: "T", route: "R", calls: [("S1", "08:00"), ("S2", "08:10")])]
        ).resolver()
    }

    /// Where every trigram is common, the lookup reads far fewer postings than all of them, finds
    /// the same stops, and a name with one OCR error still finds its stop first.
    @Test func aCrowdedFeedReadsFewerPostingsForTheSameStops() throws {
        let resolver = try Self.crowdedFeed(3000)
        let early = resolver.stops
        let full = try Resolver(database: resolver.database).stops
        full.readsEveryPosting = true
        for reading in ["Kingsway Avenue 1205", "Kingswav Avenue 1205", "Queen Strcet 2004", "Park Road 18", "Avenue"] {
            let found = try early.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }
            #expect(found == (try full.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }), "\(reading)")
        }
        #expect(try early.candidates(for: "Kingswav Avenue 1205").first?.stopID == "S1205")
        #expect(try early.candidates(for: "Queen Strcet 2004").first?.stopID == "S2004")
        #expect(early.postingsRead * 2 < full.postingsRead, "\(early.postingsRead) of \(full.postingsRead)")
    }

    /// Where more names than the lookup scores tie on every count (all hold the page's trigrams,
    /// all as many of their own), the names the checks for stopping early take are still those
    /// of sorting every name: the same stops, in the same order, as reading every posting.
    @Test func namesTiedOnEveryCountFindTheSameStops() throws {
        let stops = (1000..<2200).map { SmallFeed.Stop(id: "P\($0)", name: "Park Road \($0)", lat: 50, lon: 8) }
            + (1..<300).map { SmallFeed.Stop(id: "K\($0)", name: "Kingsway Park \($0)", lat: 50, lon: 8) }
        let resolver = try SmallFeed(
            stops: stops, routes: [("R", "1")],
            trips: [SmallFeed.Trip(id: "T", route: "R", calls: [("P1000", "08:00"), ("P1001", "08:10")])]
        ).resolver()
        let early = resolver.stops
        let full = try Resolver(database: resolver.database).stops
        full.readsEveryPosting = true
        for reading in ["Park Road", "Park Roed 1500", "Park Road 2", "Kingsway Park 12", "Road Park"] {
            let found = try early.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }
            #expect(found.count == StopDirectory.scoredStops, "\(reading)")
            #expect(found == (try full.scoredStops(for: reading).map { "\($0.stop.id) \($0.score)" }), "\(reading)")
        }
    }

    /// The names the checks for stopping early count exactly are the first of sorting every name
    /// seen by (partial bound, name id), up to the name whose stops reach the number asked for:
    /// compared with that sort over many made-up partial counts, ties on every count included.
    @Test func theBestNamesAreThoseOfSortingEveryName() throws {
        let resolver = try Self.crowdedFeed(1500)
        let stops = resolver.stops
        var nameIDs: [Int] = []
        try resolver.database.prepare("SELECT name_id FROM \(Schema.NameIndex.names) ORDER BY name_id").forEachRow { nameIDs.append($0.int(0)) }
        var stopsOf: [Int: Int] = [:]
        try resolver.database.prepare("SELECT name_id, count(*) FROM \(Schema.NameIndex.stopNames) GROUP BY name_id")
            .forEachRow { stopsOf[$0.int(0)] = $0.int(1) }
        #expect(nameIDs.count == 1500)
        var seed: UInt64 = 27
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<40 {
            // Few distinct counts in some rounds (many ties), many in others.
            let spread = round % 2 == 0 ? 3 : 14
            var shared: [Int: (count: Int, grams: Int)] = [:]
            for nameID in nameIDs.prefix(100 + next(1400)) {
                let count = next(spread)
                shared[nameID] = (count, count + (round % 4 < 2 ? 4 : next(6)))
            }
            let wanted = [1, 50, 400, 5000][round % 4]
            let queryGrams = 12
            let order = shared.sorted {
                let left = StopDirectory.bound(shared: $0.value.count, queryGrams: queryGrams, nameGrams: $0.value.grams)
                let right = StopDirectory.bound(shared: $1.value.count, queryGrams: queryGrams, nameGrams: $1.value.grams)
                return left != right ? left > right : $0.key < $1.key
            }
            var expected: [Int] = []
            var held = 0
            for (nameID, _) in order {
                if held >= wanted { break }
                expected.append(nameID)
                held += stopsOf[nameID] ?? 0
            }
            #expect(try stops.bestNames(shared, queryGrams: queryGrams, stops: wanted) == expected, "round \(round)")
        }
        #expect(try stops.bestNames([:], queryGrams: 12, stops: 400).isEmpty)
    }

    /// Asking whether reading can stop costs a row per name seen and the names of 400 stops: it is
    /// asked only while more postings than that remain unread.
    @Test(arguments: [(0, 400), (100, 500), (2500, 2900)])
    func askingCostsARowPerNameSeenAndFourHundredStops(_ seen: Int, _ cost: Int) {
        #expect(StopDirectory.askingCost(seen: seen) == cost)
    }

    /// The first pass of choosing a feed counts the page's names that read as stops, and says
    /// whether the feed runs on the page's date.
    @Test func theFirstPassCountsNamedStopsAndTheDate() throws {
        let resolver = try SmallFeed(
            stops: [
                SmallFeed.Stop(id: "A", name: "Alder Park", lat: 50, lon: 8),
                SmallFeed.Stop(id: "B", name: "Birch Hill", lat: 50.01, lon: 8),
            ],
            routes: [("R", "1")], trips: [SmallFeed.Trip(id: "T", route: "R", calls: [("A", "08:00"), ("B", "08:10")])]
        ).resolver()
        let ride = HandItinerary.ride("1", from: "Alder Park", "08:00", to: "Birch Hill", "08:10")
        #expect(try resolver.firstPassFit(of: HandItinerary.trip([.ride(ride)])) == FeedFirstPassFit(servesDate: true, namedStops: 2))
        let elsewhere = HandItinerary.ride("1", from: "Zanzibar Quay", "08:00", to: "Birch Hill", "08:10")
        #expect(try resolver.firstPassFit(of: HandItinerary.trip([.ride(elsewhere)])).namedStops == 1)
        let later = Itinerary(date: Located(ShownDate(year: 2027, month: 1, day: 5), box: nil), legs: [.ride(ride)])
        #expect(try !resolver.firstPassFit(of: later).servesDate)
        // The first day of 2026 is the day after the calendar's last: a ride past midnight may be its.
        let nextDay = Itinerary(date: Located(ShownDate(year: 2026, month: 1, day: 1), box: nil), legs: [.ride(ride)])
        #expect(try resolver.firstPassFit(of: nextDay).servesDate)
    }
}
