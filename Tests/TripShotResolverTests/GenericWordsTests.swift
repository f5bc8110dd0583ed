import TripShotParser
import Testing
import TestSupport
import TripShotTrip

@testable import TripShotResolver
@testable import TripShotStopNames

/// Words a feed's stop names share widely are learnt from the feed, not named in the code.
@Suite struct GenericWordsTests {
    static func names(_ list: [String]) -> [[String]] { list.map { StopNameKey.words(of: $0) } }

    @Test func aWordInAtLeastOneNameInSevenIsGeneric() {
        // 20 names: "Centrum" in 3 (15%) is generic, "Park" in 2 (10%) is not.
        let others = ["Ash", "Beech", "Cedar", "Dale", "Elm", "Fir", "Gorse", "Heath", "Ivy", "Juniper", "Kale",
                      "Larch", "Maple", "Nettle", "Oak"]
        let list = ["Centrum Oost", "Centrum West", "Centrum Zuid", "Park Lane", "Park Row"] + others
        let learnt = GenericWords.learn(fromNames: Self.names(list))
        #expect(learnt.contains("centrum"))
        #expect(!learnt.contains("park"))
        #expect(learnt.isSuperset(of: StopNameKey.placeKindWords))
    }

    @Test func numbersAreNeverGeneric() {
        // 30 names, each "Centrum 07" and a distinct word.
        let list = (1...30).map { "Centrum 07 " + String(repeating: "x", count: $0) }
        let learnt = GenericWords.learn(fromNames: Self.names(list))
        #expect(learnt.contains("centrum"))
        #expect(!learnt.contains("o7"))  // "07" with OCR's 0/O folded
    }

    @Test func aSmallFeedLearnsNothing() {
        let learnt = GenericWords.learn(fromNames: Self.names(["Demo North", "Demo South", "Demo East"]))
        #expect(learnt == StopNameKey.placeKindWords)
    }

    /// On real feeds: each agency's habit is learnt, and a common place word stays.
    @Test(arguments: [
        ("gtfs/go-fixture.zip", ["go", "st", "rd"], ["yonge", "union"]),
        ("Tests/Fixtures/feeds/caltrain_20160406.zip", ["caltrain"], ["francisco", "park"]),
        ("Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip", ["amtrak", "station"], ["city", "new"]),
        ("Tests/Fixtures/feeds/nyc_subway_gtfs.zip", ["st", "av"], ["park"]),
        ("Tests/Fixtures/feeds/bart.zip", [], ["st", "oakland"]),
    ])
    func realFeedsLearnTheirOwnWords(_ feed: String, _ generic: [String], _ kept: [String]) throws {
        let learnt = try FeedDatabases.shared.resolver(for: Fixtures.path(feed)).stops.genericWords
        // Words are compared as keys hold them, with OCR look-alikes folded ("caltrain" as "caitrain").
        func folded(_ word: String) -> String { StopNameKey.words(of: word)[0] }
        for word in generic { #expect(learnt.contains(folded(word)), "\(feed): \(word)") }
        for word in kept { #expect(!learnt.contains(folded(word)), "\(feed): \(word)") }
    }

    /// GO's suffix is learnt, so a page that drops it still names the stop exactly in the core key.
    @Test func aNameWithoutTheFeedsSuffixFitsTheStop() throws {
        let resolver = try FeedDatabases.shared.resolver(for: Fixtures.path("gtfs/go-fixture.zip"))
        let found = try resolver.stops.candidates(for: "Cooksville")
        #expect(found.first?.stopID == "CO")
        #expect((found.first?.score ?? 0) >= 0.97)
    }

    /// The ASCII shortcut agrees with `Character.isNumber` on every ASCII character, and non-ASCII
    /// words still go through `isNumber` ("Ⅻ", "٣").
    @Test func digitsAreFoundAsCharacterIsNumberFindsThem() {
        for byte in UInt8(0)..<0x80 {
            let word = "ab" + String(UnicodeScalar(byte)) + "c"
            #expect(GenericWords.hasDigit(word) == word.contains(where: \.isNumber), "\(byte)")
        }
        for word in ["centrum07", "72", "ⅻ", "٣", "é3"] { #expect(GenericWords.hasDigit(word)) }
        for word in ["avenida", "félix", ""] { #expect(!GenericWords.hasDigit(word)) }
    }
}
