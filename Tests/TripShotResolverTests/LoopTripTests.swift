import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A loop trip calls at the same stop twice: the shown times say which call is boarded and which
/// is alighted at, and the alighting call comes after the boarding one.
@Suite struct LoopTripTests {
    /// Loop L: Alder 08:00, Birch 08:10, Cedar 08:20, Alder 08:30, Birch 08:40, Dock 08:50.
    static let feed = SmallFeed(
        stops: [
            .init(id: "A", name: "Alder", lat: 52.00, lon: 4.00),
            .init(id: "B", name: "Birch", lat: 52.01, lon: 4.00),
            .init(id: "C", name: "Cedar", lat: 52.01, lon: 4.01),
            .init(id: "D", name: "Dock", lat: 52.02, lon: 4.02),
        ],
        routes: [("RL", "L")],
        trips: [
            .init(
                id: "LOOP", route: "RL",
                calls: [("A", "08:00"), ("B", "08:10"), ("C", "08:20"), ("A", "08:30"), ("B", "08:40"), ("D", "08:50")])
        ])

    let resolver: Resolver

    init() throws { resolver = try Self.feed.resolver() }

    func resolve(from: String, _ departure: String, to: String, _ arrival: String) throws -> ResolvedRide {
        let trip = try resolver.resolve(
            HandItinerary.trip([.ride(HandItinerary.ride("L", from: from, departure, to: to, arrival))]))
        guard case .ride(let ride) = trip.legs.first else { throw ResolveError(.noRides) }
        #expect(ride.validation.status == .match, "\(ride.validation.findings)")
        return ride
    }

    @Test func theSecondCallIsBoardedWhenTheShownTimeIsItsTime() throws {
        let ride = try resolve(from: "Alder", "08:30", to: "Birch", "08:40")
        #expect(ride.from.sequence == 4)
        #expect(ride.to.sequence == 5)
        #expect(ride.between.isEmpty)
    }

    @Test func theFirstCallsAreTakenAtTheFirstTimes() throws {
        let ride = try resolve(from: "Alder", "08:00", to: "Birch", "08:10")
        #expect(ride.from.sequence == 1)
        #expect(ride.to.sequence == 2)
    }

    @Test func theSecondCallIsAlightedAtWhenTheShownArrivalIsItsTime() throws {
        let ride = try resolve(from: "Alder", "08:00", to: "Birch", "08:40")
        #expect(ride.from.sequence == 1)
        #expect(ride.to.sequence == 5)
        #expect(ride.between.map(\.stopID) == ["B", "C", "A"])
    }

    @Test func aRideRoundTheLoopEndsAtTheStopItStartedFrom() throws {
        let ride = try resolve(from: "Birch", "08:10", to: "Birch", "08:40")
        #expect(ride.from.sequence == 2)
        #expect(ride.to.sequence == 5)
        #expect(ride.between.map(\.stopID) == ["C", "A"])
    }
}
