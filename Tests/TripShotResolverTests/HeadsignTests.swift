import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Two runs of one route that leave and arrive together, one going on further (Amtrak's Thruway
/// bus to Los Angeles and the one to San Pedro calling at LA on the way): only the destination the
/// page shows beside the route code tells them apart.
@Suite struct HeadsignTests {
    static let feed = SmallFeed(
        stops: [
            .init(id: "BFD", name: "Bakersfield", lat: 35.37, lon: -119.01),
            .init(id: "GDL", name: "Glendale", lat: 34.12, lon: -118.26),
            .init(id: "LAX", name: "Los Angeles", lat: 34.05, lon: -118.23),
            .init(id: "SPB", name: "San Pedro", lat: 33.74, lon: -118.28),
        ],
        routes: [("R", "Thruway")],
        trips: [
            // The trip id that sorts first is the one going on, so the order of the rows decides nothing.
            .init(
                id: "A1", route: "R", headsign: "San Pedro",
                calls: [("BFD", "21:05"), ("GDL", "23:00"), ("LAX", "23:35"), ("SPB", "23:59")]),
            .init(id: "B2", route: "R", headsign: "Los Angeles", calls: [("BFD", "21:05"), ("LAX", "23:35")]),
        ])

    func resolve(headsign: String?) throws -> ResolvedRide {
        var ride = HandItinerary.ride("Thruway", from: "Bakersfield", "21:05", to: "Los Angeles", "23:35")
        ride.headsign = headsign.map { Located($0, box: nil) }
        let trip = try Self.feed.resolver().resolve(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let resolved) = trip.legs.first else { throw ResolveError(.noRides) }
        return resolved
    }

    @Test func theRunGoingWhereThePageSaysWins() throws {
        #expect(try resolve(headsign: "Los Angeles").tripID == "B2")
        #expect(try resolve(headsign: "San Pedro").tripID == "A1")
    }

    @Test func withoutADestinationTheTieKeepsItsOrder() throws {
        #expect(try resolve(headsign: nil).tripID == "A1")
    }
}
