import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// A summary's "45m" is the trip's length in minutes only beside the trip's own start and end
/// ("15:05 - 15:50 - 45m"); elsewhere "m" is metres and explains nothing.
@Suite struct SummaryLengthTests {
    static func decode(_ rows: [[(String, Int)]]) throws -> PlannerDecoder.Decoded {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A")],
            trips: [.init(id: "T1", route: "RA", calls: [("P", "15:05"), ("R", "15:50")])])
        return try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(TestPage(rows).page, date: ShownDate(year: 2025, month: 3, day: 17))
    }

    @Test func minutesBesideTheTripsStartAndEnd() throws {
        let summary = try Self.decode([[("15:05 - 15:50 - 45m", 40)], [("Depart 15:05 Portal", 40)], [("Arrive 15:50 Ridge", 40)]])
        #expect(summary.itinerary.durationMinutes?.value == 45)
        let elsewhere = try Self.decode([[("Depart 15:05 Portal", 40)], [("Arrive 15:50 Ridge 45m", 40)]])
        #expect(elsewhere.itinerary.durationMinutes == nil)
    }
}
