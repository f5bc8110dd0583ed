import Foundation
import Testing
import TripShotLive
import TripShotParser
import TripShotTrip

/// Matching on a made-up frequency-based trip: runs told apart by start_time, selectors ANDed,
/// the vehicle found by its trip or by the vehicle its update names.
@Suite struct LiveMatcherTests {
    static let day = ShownDate(year: 2025, month: 3, day: 17)
    static let zone = TimeZone(identifier: "America/Toronto")!

    func call(_ id: String, _ sequence: Int, _ seconds: Int) -> StopCall {
        StopCall(
            stopID: id, name: "Stop \(id)", coordinate: Coordinate(lat: 43.6, lon: -79.4), sequence: sequence,
            arrivalSeconds: seconds, departureSeconds: seconds)
    }

    /// A ride on the 08:10 run of a frequency trip whose template starts at 08:00 (A 08:00, B 08:05,
    /// C 08:15): boarding B at 08:15, alighting C at 08:25.
    var trip: ResolvedTrip {
        var ride = ResolvedRide(
            mode: .bus, route: RouteInfo(routeID: "R1", shortName: "7", longName: "", routeType: 3, color: nil, textColor: nil),
            shownRouteCode: "7", tripID: "F1", headsign: "C", stops: [call("B", 2, 29_700), call("C", 3, 30_300)],
            shownDeparture: ClockTime(hour: 8, minute: 15), shownArrival: ClockTime(hour: 8, minute: 25),
            scheduledDeparture: 29_700, scheduledArrival: 30_300, geometry: [], geometrySource: .stopsStraight,
            validation: Validation(status: .match))
        ride.serviceDate = Self.day
        return ResolvedTrip(serviceDate: Self.day, serviceDateSource: .page, legs: [.ride(ride)], totalMinutes: 10, shownDurationMinutes: nil)
    }

    var context: LiveContext {
        LiveContext(
            timeZone: Self.zone,
            rides: [
                RideSchedule(
                    directionID: 1,
                    stopTimes: [
                        ScheduledStopTime(stopID: "A", sequence: 1, arrival: 28_800, departure: 28_800),
                        ScheduledStopTime(stopID: "B", sequence: 2, arrival: 29_100, departure: 29_100),
                        ScheduledStopTime(stopID: "C", sequence: 3, arrival: 29_700, departure: 29_700),
                    ])
            ], agencyIDs: ["AG"], languages: ["en"])
    }

    func report(_ feed: RealtimeFeed) -> LiveReport {
        LiveMatcher.report(for: trip, feed: feed, context: context, now: 1_742_213_000)
    }

    func update(start: String, delay: Int) -> RealtimeTripUpdate {
        RealtimeTripUpdate(
            entityID: start, trip: RealtimeTripDescriptor(tripID: "F1", startTime: start, startDate: "20250317"),
            vehicleID: "V-\(start)", stopTimeUpdates: [RealtimeStopTimeUpdate(stopSequence: 1, departure: RealtimeStopTimeEvent(delay: delay))])
    }

    @Test func theRunIsTheOneWhoseStartTimeIsTheRides() {
        let feed = RealtimeFeed(
            version: "2.0", timestamp: 1_742_213_000,
            tripUpdates: [update(start: "08:00:00", delay: 60), update(start: "08:10:00", delay: 240), update(start: "08:20:00", delay: 0)])
        let ride = report(feed).rides[0]
        #expect(ride.state == .updated(.tripID))
        // The template moved to the 08:10 run: B at 08:15, C at 08:25, both 4 min late.
        #expect(ride.stops.map { $0.scheduledDeparture } == [29_700, 30_300])
        #expect(ride.stops.map { $0.predictedDeparture } == [29_940, 30_540])
    }

    @Test func withoutTheRunsStartTimeNoUpdateIsTaken() {
        let feed = RealtimeFeed(version: "2.0", timestamp: 1, tripUpdates: [update(start: "08:00:00", delay: 60)])
        #expect(report(feed).rides[0].state == .noUpdate)
    }

    @Test func selectorsAreANDedAndNameWhatTheyTouch() {
        func alert(_ id: String, _ selector: RealtimeEntitySelector) -> RealtimeAlert {
            RealtimeAlert(entityID: id, informedEntities: [selector], header: RealtimeText([.init(text: id, language: nil)]))
        }
        let feed = RealtimeFeed(
            version: "2.0", timestamp: 1,
            alerts: [
                alert("route+stop", RealtimeEntitySelector(routeID: "R1", stopID: "C")),
                alert("other route at our stop", RealtimeEntitySelector(routeID: "R2", stopID: "C")),
                alert("other direction", RealtimeEntitySelector(routeID: "R1", directionID: 0)),
                alert("agency", RealtimeEntitySelector(agencyID: "AG")),
                alert("bus mode", RealtimeEntitySelector(routeType: 3)),
                alert("stop not ridden", RealtimeEntitySelector(stopID: "A")),
            ])
        let alerts = report(feed).alerts
        #expect(alerts.map { $0.entityID } == ["route+stop", "agency", "bus mode"])
        #expect(alerts.map { $0.touches } == [["stop Stop C"], ["agency AG"], ["route 7"]])
        #expect(alerts.allSatisfy { $0.activeDuringTrip })
    }

    @Test func theVehicleIsFoundByTheVehicleItsUpdateNames() {
        let feed = RealtimeFeed(
            version: "2.0", timestamp: 1, tripUpdates: [update(start: "08:10:00", delay: 0)],
            vehicles: [
                RealtimeVehicle(entityID: "x", vehicleID: "V-08:00:00", latitude: 1, longitude: 1),
                RealtimeVehicle(entityID: "y", vehicleID: "V-08:10:00", label: "Bus 10", latitude: 43.61, longitude: -79.41, currentStopSequence: 2, status: .stoppedAt),
            ])
        let vehicle = report(feed).rides[0].vehicle
        #expect(vehicle?.label == "Bus 10" && vehicle?.stopName == "Stop B" && vehicle?.status == .stoppedAt)
    }
}
