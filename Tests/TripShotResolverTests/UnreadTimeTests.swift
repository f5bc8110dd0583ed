import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A time the page prints but OCR could not read ("EZ:EZ" for a small bold "12:12") is given by the
/// schedule: the ride's route, its stops and its other time pin the run down.
@Suite struct UnreadTimeTests {
    let resolver: Resolver

    init() throws { resolver = try ReadingsTests.feed.resolver() }

    func resolve(_ ride: Ride) throws -> ResolvedRide {
        let trip = try resolver.resolve(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let resolved) = trip.legs.first else { throw ResolveError(.noRides) }
        return resolved
    }

    @Test func anUnreadDepartureIsTheScheduledRunsThatArrivesAsShown() throws {
        var shown = HandItinerary.ride("1", from: "72 St", "00:00", to: "Centrum 05", "10:20")
        shown.departure = nil
        let ride = try resolve(shown)
        #expect(ride.tripID == "T1")
        #expect(ride.validation.status == .match)
        #expect(ride.shownDeparture == HandItinerary.clock("10:00"))
        #expect(ride.validation.findings.contains(
            .timeBySchedule(departure: true, time: HandItinerary.clock("10:00"), otherTime: HandItinerary.clock("10:20"))))
    }

    @Test func anUnreadArrivalIsTheScheduledRunsThatLeavesAsShown() throws {
        var shown = HandItinerary.ride("1", from: "Centrum 07", "10:10", to: "SW 11th & Jefferson", "00:00")
        shown.arrival = nil
        let ride = try resolve(shown)
        #expect(ride.tripID == "T1")
        #expect(ride.shownArrival == HandItinerary.clock("10:30"))
        #expect(ride.validation.findings.contains(
            .timeBySchedule(departure: false, time: HandItinerary.clock("10:30"), otherTime: HandItinerary.clock("10:10"))))
    }

    @Test func noRunAtTheTimeThatDidReadIsAnError() throws {
        var shown = HandItinerary.ride("1", from: "72 St", "00:00", to: "Centrum 05", "10:25")
        shown.departure = nil
        let error = #expect(throws: ResolveError.self) { try resolve(shown) }
        guard case .unreadTime(departure: true, code: "1", from: "72 St", to: "Centrum 05", _, _)? = error?.kind else {
            Issue.record("expected unreadTime, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("no run of it reaches Centrum 05 at 10:25") == true)
    }
}
