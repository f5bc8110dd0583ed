import TestSupport
import Testing
import TripShotPageEvidence
import TripShotPlannerDecoder
import TripShotResolver

/// A step list naming the boarding stop only where it walks to it ("1. Walk to the bus stop
/// Hvannasund (about 2" / "min)." / "2. Board bus 500 toward Klaksvík at 18:53."), as a
/// hand-drawn Faroese page did: the name before the bracketed remark is offered however many words
/// lead to it, and the item's wrapped rest does not stop the next item lending its time.
@Suite struct WalkedToStopTests {
    @Test func theRunBeforeABracketedRemarkIsOfferedWhateverLeadsToIt() {
        let bracketed = PageEvidence(TestPage([[("1. Walk to the bus stop Hvannasund (about 2 min).", 40)]]).page)
        #expect(bracketed.nameSpans.contains { $0.text == "Hvannasund" })
        // Brackets inside a name are still offered whole.
        let named = PageEvidence(TestPage([[("Frankfurt (Main) Hbf", 40)]]).page)
        #expect(named.nameSpans.contains { $0.text == "Frankfurt (Main) Hbf" })
        // Without the bracket, five leading words are more than a run leaves off.
        let plain = PageEvidence(TestPage([[("1. Walk to the bus stop Hvannasund now", 40)]]).page)
        #expect(!plain.nameSpans.contains { $0.text == "Hvannasund" })
    }

    static func resolver() throws -> Resolver {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.004, lon: 7)],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", headsign: "Ridge", calls: [("P", "09:00"), ("R", "09:08")])])
        return try Resolver(path: feed.databasePath())
    }

    /// The wrapped rest at `restX`: indented under its item's text (75), or at the list's margin
    /// (40), where it is an item of its own and the walk's stop takes no time from beyond it.
    static func page(restX: Int, item: String = "1. ") -> TestPage {
        TestPage([
            [("Monday, June 2, 2025", 40)], [("\(item)Walk to the stop Portal (about 2", 40)], [("min).", restX)],
            [("2. Board bus A toward Ridge at 9:00 AM.", 40)], [("3. Get off at Ridge at 9:08 AM.", 40)],
        ])
    }

    @Test func anIndentedWrappedRestLetsTheNextItemLendItsTime() throws {
        let decoded = try PlannerDecoder(resolver: try Self.resolver()).decode(Self.page(restX: 75).page)
        #expect(decoded.tripIDs == ["T"])
    }

    /// The other sides: a line at the list's margin is an item of its own, and an indented line
    /// under a row that is no numbered item (a table's title over its grid of times) continues
    /// nothing, so neither passes a time on.
    @Test func aLineAtTheMarginOrUnderNoNumberedItemPassesNoTimeOn() throws {
        #expect(throws: DecodeError.self) {
            try PlannerDecoder(resolver: try Self.resolver()).decode(Self.page(restX: 40).page)
        }
        #expect(throws: DecodeError.self) {
            try PlannerDecoder(resolver: try Self.resolver()).decode(Self.page(restX: 75, item: "").page)
        }
    }

    /// A status bar's clock over a title naming the destination ("Directions to Ridge"): the
    /// page's first row lends no time, so the clock is the page's, explained by no ride and
    /// failing nothing. The other side: the same clock on a row below the page's first still
    /// lends, and stands unexplained beside the title.
    @Test func thePagesFirstRowLendsNoTime() throws {
        let steps: [[(String, Int)]] = [
            [("Directions to Ridge", 40)], [("Monday, June 2, 2025", 40)], [("1. Walk to the stop Portal", 40)],
            [("2. Board bus A toward Ridge at 9:00 AM.", 40)], [("3. Get off at Ridge at 9:08 AM.", 40)],
        ]
        let resolver = try Self.resolver()
        let top = try PlannerDecoder(resolver: resolver).decode(TestPage([[("8:31", 40), ("Tele 71%", 700)]] + steps).page)
        #expect(top.tripIDs == ["T"])
        #expect(top.unexplained.map(\.description) == ["08:31 (no stop named beside it)"])
        let lower = try PlannerDecoder(resolver: resolver).decode(TestPage([[("Trips", 40)], [("8:31", 40)]] + steps).page)
        #expect(lower.tripIDs == ["T"])
        #expect(lower.unexplained.map(\.description) == ["08:31 beside 'Ridge'"])
    }
}
