import TestSupport
import Testing
import TripShotPlannerDecoder
import TripShotResolver

/// A planner's page alighting at a stop the feed leaves untimed (gtfs-load's estimate between
/// timepoints): decoded within the slack, however the page rounds; beyond it, no trip explains it.
@Suite struct UntimedStopDecodingTests {
    /// Portal 09:00 to Ridge 09:08; Quayside untimed, three quarters of the way: about 09:06.
    static func resolver() throws -> Resolver {
        let feed = SmallFeed(
            stops: [
                .init(id: "P", name: "Portal", lat: 45.000, lon: 7),
                .init(id: "Q1", name: "Quarry", lat: 45.001, lon: 7),
                .init(id: "Q2", name: "Quayside", lat: 45.003, lon: 7),
                .init(id: "R", name: "Ridge", lat: 45.004, lon: 7),
            ],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", headsign: "Ridge", calls: [("P", "09:00"), ("Q1", ""), ("Q2", ""), ("R", "09:08")])])
        return try Resolver(path: feed.databasePath())
    }

    func page(arriving time: String) -> TestPage {
        TestPage([
            [("Monday, June 2, 2025", 40)], [("9:00 AM", 40), ("Portal", 260)], [("A towards Ridge", 260)],
            [(time, 40), ("Quayside", 260)],
        ])
    }

    @Test(arguments: ["9:04 AM", "9:09 AM"])
    func withinTheSlackTheTripExplainsThePage(_ time: String) throws {
        let decoded = try PlannerDecoder(resolver: try Self.resolver()).decode(page(arriving: time).page)
        #expect(decoded.tripIDs == ["T"])
    }

    @Test(arguments: ["9:02 AM", "9:10 AM"])
    func beyondItNoTripDoes(_ time: String) throws {
        #expect {
            try PlannerDecoder(resolver: try Self.resolver()).decode(page(arriving: time).page)
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }
}
