import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Stops a feed leaves untimed between its timepoints (GTFS allows it; CARTA times 2 of a route's
/// 99 stops) get the time their distance along the trip gives, as approximate: a planner's time
/// there matches within `Validation.approximateSlack` minutes, and says so.
@Suite struct UntimedStopsTests {
    /// P to R in 8 minutes; Q1 and Q2 untimed at a quarter and three quarters of the way.
    static let feed = SmallFeed(
        stops: [
            .init(id: "P", name: "Portal", lat: 45.000, lon: 7.000),
            .init(id: "Q1", name: "Quarry", lat: 45.001, lon: 7.000),
            .init(id: "Q2", name: "Quayside", lat: 45.003, lon: 7.000),
            .init(id: "R", name: "Ridge", lat: 45.004, lon: 7.000),
        ],
        routes: [("RA", "A")],
        trips: [.init(id: "T", route: "RA", calls: [("P", "09:00"), ("Q1", ""), ("Q2", ""), ("R", "09:08")])])

    func arrival(at time: String) throws -> ResolvedRide {
        let trip = try Self.feed.resolver().resolve(
            HandItinerary.trip([.ride(HandItinerary.ride("A", from: "Portal", "09:00", to: "Quayside", time))]))
        guard case .ride(let ride) = trip.legs.first else { throw ResolveError(.database("no ride")) }
        return ride
    }

    func check(_ ride: ResolvedRide) -> Validation.TimeCheck? {
        ride.validation.findings.lazy.compactMap { $0.timeCheck(departure: false) }.first
    }

    @Test func anUntimedStopTakesTheTimeOfItsDistance() throws {
        let ride = try arrival(at: "09:06")
        #expect(ride.tripID == "T" && ride.validation.status == .match)
        let arrival = try #require(check(ride))
        #expect(arrival.approximate && arrival.scheduledSeconds == 9 * 3600 + 6 * 60 && arrival.minutesOff == 0)
    }

    /// Three minutes from the feed's estimate is its time; four is not.
    @Test(arguments: [("09:09", true), ("09:03", true), ("09:10", false), ("09:02", false)])
    func aPlannersEstimateAgreesWithinTheSlack(_ shown: String, _ agrees: Bool) throws {
        let ride = try arrival(at: shown)
        #expect(ride.tripID == "T")
        #expect((ride.validation.status == .match) == agrees)
        #expect(check(ride)?.agrees == agrees && check(ride)?.approximate == true)
    }

    /// The ride's calls say which times are the feed's estimate: Quayside's, not Portal's.
    @Test func theRidesCallsSayWhichTimesAreEstimated() throws {
        let ride = try arrival(at: "09:06")
        #expect(ride.stops.map(\.stopID) == ["P", "Q1", "Q2"])
        #expect(ride.stops.map(\.estimated) == [false, true, true])
    }

    /// A timepoint keeps its minute: a minute off at Ridge is a mismatch.
    @Test func aTimepointIsExact() throws {
        let trip = try Self.feed.resolver().resolve(
            HandItinerary.trip([.ride(HandItinerary.ride("A", from: "Portal", "09:00", to: "Ridge", "09:09"))]))
        guard case .ride(let ride) = trip.legs.first else { Issue.record("no ride"); return }
        #expect(ride.validation.status == .mismatch)
        #expect(check(ride)?.approximate == false)
    }
}
