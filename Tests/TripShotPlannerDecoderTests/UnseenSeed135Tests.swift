import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The rides seed 135 lost (unseen) that a rule mends: c135_nyc_compact_de_chat_003, "18 St 05:25 —>
/// Christopher St-Stonewall" over "05:27 ;: 1 (2 Halte)", a tie between the 1 and the 2 (both run
/// local there at night) although the page prints the 1's badge.
@Suite struct UnseenSeed135Tests {
    static let nyc = SmallFeed(
        stops: [
            .init(id: "A", name: "18 St", lat: 40.741, lon: -73.998), .init(id: "B", name: "14 St", lat: 40.737, lon: -74.000),
            .init(id: "C", name: "Christopher St-Stonewall", lat: 40.733, lon: -74.003),
        ],
        routes: [("1", "1"), ("2", "2")],
        trips: [
            .init(id: "T1", route: "1", calls: [("A", "05:25"), ("B", "05:26"), ("C", "05:27")]),
            .init(id: "T2", route: "2", calls: [("A", "05:25"), ("B", "05:26"), ("C", "05:27")]),
        ])

    static func decode(_ below: String) throws -> [String] {
        let page = TestPage([[("Do 26.12.2024", 14)], [("18 St 05:25 —> Christopher St-Stonewall", 14)], [(below, 14)]]).page
        let decoder = PlannerDecoder(resolver: try Resolver(path: Self.nyc.databasePath()))
        switch Result(catching: { () throws(DecodeError) in try decoder.decode(page) }) {
        case .success(let decoded): return decoded.tripIDs
        case .failure(.ambiguous(let one, let other)): return [one.rides[0].tripID, other.rides[0].tripID].sorted()
        case .failure(let error): throw error
        }
    }

    /// The row below holding the ride's alighting time and no stop is the ride's own line: its
    /// badge names the trip. The count's number in "(2 Halte)" names no route 2.
    @Test func theBadgeOnTheRowOfTheAlightingTime() throws {
        #expect(try Self.decode("05:27 · 1 (2 Halte)") == ["T1"])
        #expect(try Self.decode("05:27 · 2 (2 Halte)") == ["T2"])
        // No badge: the two are a tie, and the count names neither.
        #expect(try Self.decode("05:27 · (2 Halte)") == ["T1", "T2"])
        #expect(try Self.decode("05:27 · 2 Halte") == ["T1", "T2"])
    }
}
