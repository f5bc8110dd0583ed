import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
@testable import TripShotPlannerDecoder
import TripShotResolver

/// As OCR read c123_amtrak_compact_pt_003 (its route line lost): "Bakersfield: Los Angeles 04h00 —
/// Bakersfield 06h55" names Bakersfield twice, the headsign's end and the stop alighted at. Both
/// are places on the row; keeping only the first left the ride no stop to alight at after its
/// boarding.
@Suite struct OneNameTwiceTests {
    static func resolver() throws -> Resolver {
        let feed = SmallFeed(
            stops: [
                .init(id: "LAX", name: "Los Angeles", lat: 34.05, lon: -118.23),
                .init(id: "BFD", name: "Bakersfield", lat: 35.37, lon: -119.01),
            ],
            routes: [("TW", "Thruway")],
            trips: [.init(id: "TW-1", route: "TW", service: "ALL", calls: [("LAX", "04:00"), ("BFD", "06:55")])])
        return try Resolver(path: feed.databasePath())
    }

    @Test func aNameTwiceOnARowIsTwoPlaces() throws {
        let page = TestPage([[("Bakersfield: Los Angeles 04h00 — Bakersfield 06h55", 60)]])
        let decoded = try PlannerDecoder(resolver: try Self.resolver()).decode(page.page, today: TestFeeds.beforeEveryFeed)
        #expect(decoded.tripIDs == ["TW-1"])
    }

    /// The other side: runs sharing a word ("Bakersfield Amtrak" and "Bakersfield") are one place
    /// read two ways, one mark; the name twice apart is two.
    @Test func runsSharingAWordAreOnePlace() throws {
        let resolver = try Self.resolver()
        func bakersfields(_ text: String) throws -> Int {
            try StopMarks.marks(PageEvidence(TestPage([[(text, 60)]]).page), resolver: resolver).filter { $0.name == "Bakersfield" }.count
        }
        #expect(try bakersfields("Los Angeles 04h00 — Bakersfield Amtrak 06h55") == 1)
        #expect(try bakersfields("Bakersfield: Los Angeles 04h00 — Bakersfield 06h55") == 2)
    }
}
