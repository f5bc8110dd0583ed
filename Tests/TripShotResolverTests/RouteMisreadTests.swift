import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A route code OCR got wrong ("Yermonter") does not lose the ride when a run of another route
/// calls at both named stops at exactly both shown times; it is reported as a mismatch.
@Suite struct RouteMisreadTests {
    /// Route "Vermonter" (long name only) and route "2" both serve Mill and Ford, at other times.
    static let feed = SmallFeed(
        stops: [
            .init(id: "M", name: "Mill", lat: 44.00, lon: -72.00),
            .init(id: "F", name: "Ford", lat: 44.05, lon: -72.00),
        ],
        routes: [("RV", ""), ("R2", "2")],
        routeLongNames: ["RV": "Vermonter"],
        trips: [
            .init(id: "V1", route: "RV", calls: [("M", "11:02"), ("F", "11:40")]),
            .init(id: "S1", route: "R2", calls: [("M", "12:00"), ("F", "12:30")]),
        ])

    let resolver: Resolver

    init() throws { resolver = try Self.feed.resolver() }

    func resolve(_ code: String, _ departure: String, _ arrival: String) throws -> ResolvedRide {
        let trip = try resolver.resolve(
            HandItinerary.trip([.ride(HandItinerary.ride(code, from: "Mill", departure, to: "Ford", arrival))]))
        guard case .ride(let ride) = trip.legs.first else { throw ResolveError(.noRides) }
        return ride
    }

    @Test(arguments: ["Yermonter", "2"])
    func aRunOfAnotherRouteAtExactlyTheShownTimesIsTaken(_ code: String) throws {
        let ride = try resolve(code, "11:02", "11:40")
        #expect(ride.tripID == "V1")
        #expect(ride.route.routeID == "RV")
        #expect(ride.validation.status == .mismatch)
        #expect(ride.validation.findings.last == .otherRoute(shownCode: code, route: "Vermonter"))
    }

    @Test func nothingNearCounts() throws {
        let ride = try resolve("Yermonter", "11:03", "11:40")
        #expect(ride.validation.status == .noSuchTrip)
        #expect(ride.tripID == "")
    }

    @Test func theRightCodeStillMatches() throws {
        let ride = try resolve("Vermonter", "11:02", "11:40")
        #expect(ride.tripID == "V1")
        #expect(ride.validation.status == .match)
    }
}
