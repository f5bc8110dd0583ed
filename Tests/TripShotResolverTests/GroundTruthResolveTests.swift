import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Every committed screenshot's ground truth, resolved against its real feed (imported by the real
/// importer): the trip must be one of the acceptable ones, with the right stops, the right stops in
/// between, the scheduled times, and a "match" verdict.
@Suite struct GroundTruthResolveTests {
    static let truths: [ScreenTruth] = (try? ScreenTruth.all()) ?? []

    @Test func everyScreenshotHasGroundTruth() {
        #expect(Self.truths.count >= 20)
    }

    @Test(arguments: truths)
    func resolvesToAnAcceptableTrip(_ truth: ScreenTruth) throws {
        let resolver = try FeedDatabases.shared.resolver(for: truth.feedPath)
        let trip = try resolver.resolve(truth.itinerary)
        let rides = trip.legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
        try #require(rides.count == truth.rides.count)
        #expect(trip.serviceDate.description == truth.serviceDate)
        #expect(trip.serviceDateSource == .page)
        for (ride, expected) in zip(rides, truth.rides) {
            #expect(expected.acceptableTripIDs.contains(ride.tripID), "\(truth.name): trip \(ride.tripID)")
            #expect(ride.route.routeID == expected.routeID)
            #expect(ride.from.stopID == expected.fromStopID)
            #expect(ride.to.stopID == expected.toStopID)
            #expect(ride.between.map(\.stopID) == expected.betweenStopIDs)
            #expect(ride.scheduledDeparture == expected.departureSeconds)
            #expect(ride.scheduledArrival == expected.arrivalSeconds)
            #expect(ride.validation.status == .match, "\(ride.validation.findings)")
            #expect(ride.geometry.count >= 2)
        }
        let walks = trip.legs.compactMap { if case .walk(let walk) = $0 { walk } else { nil } }
        // Every transfer the page shows is a walk, even one within a station (0 m, "same stop").
        #expect(walks.count == truth.walks.count)
        for (walk, expected) in zip(walks, truth.walks) {
            #expect(walk.from.stopID == expected.fromStopID)
            #expect(walk.to.stopID == expected.toStopID)
            #expect((walk.distanceMeters == 0) == (expected.fromStopID == expected.toStopID))
        }
        #expect(trip.allMatch)
    }
}
