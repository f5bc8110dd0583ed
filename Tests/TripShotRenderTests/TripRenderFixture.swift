import TripShotParser
import TripShotResolver
import TripShotTrip

/// A small resolved trip built by hand for the renderer tests: a train whose departure is shown
/// 7 minutes late (mismatch), a walk, and a bus that matches; coordinates in the Toronto area so
/// that latitude and longitude cannot be confused.
enum TripRenderFixture {
    static func call(_ id: String, _ name: String, lat: Double, lon: Double, sequence: Int, at seconds: Int?) -> StopCall {
        StopCall(
            stopID: id, name: name, coordinate: Coordinate(lat: lat, lon: lon), sequence: sequence,
            arrivalSeconds: seconds, departureSeconds: seconds)
    }

    static var trip: ResolvedTrip {
        let trainStops = [
            call("UN", "Union Station", lat: 43.645, lon: -79.380, sequence: 1, at: 66300),
            call("KP", "Kipling GO", lat: 43.637, lon: -79.536, sequence: 2, at: 67320),
            call("ER", "Erindale GO", lat: 43.567, lon: -79.668, sequence: 3, at: 68340),
        ]
        var train = ResolvedRide(
            mode: .rail,
            route: RouteInfo(
                routeID: "R-MI", shortName: "MI", longName: "Milton", routeType: 2, color: "F57F25", textColor: "FFFFFF"),
            shownRouteCode: "MI", tripID: "T-2745", headsign: "Milton GO", stops: trainStops,
            shownDeparture: ClockTime(hour: 18, minute: 32), shownArrival: ClockTime(hour: 18, minute: 59),
            scheduledDeparture: 66300, scheduledArrival: 68340, geometry: trainStops.map(\.coordinate),
            geometrySource: .shapeProjection,
            validation: Validation(
                status: .mismatch,
                findings: [
                    .departure(
                        Validation.TimeCheck(
                            shown: ClockTime(hour: 18, minute: 32), scheduledSeconds: 18 * 3600 + 25 * 60, minutesOff: -7))
                ]))
        train.serviceDate = ShownDate(year: 2025, month: 3, day: 17)
        let busStops = [
            call("00189", "Erindale GO Bus", lat: 43.5679, lon: -79.6676, sequence: 7, at: 69600),
            call("00132", "Square One", lat: 43.5946, lon: -79.6476, sequence: 8, at: 70380),
        ]
        var bus = ResolvedRide(
            mode: .bus,
            route: RouteInfo(routeID: "R-21", shortName: "21", longName: "Milton", routeType: 3, color: nil, textColor: nil),
            shownRouteCode: "21", tripID: "T-21790", headsign: "Union Station", stops: busStops,
            shownDeparture: ClockTime(hour: 19, minute: 20), shownArrival: ClockTime(hour: 19, minute: 33),
            scheduledDeparture: 69600, scheduledArrival: 70380, geometry: busStops.map(\.coordinate),
            geometrySource: .stopsStraight, validation: Validation(status: .match))
        bus.serviceDate = ShownDate(year: 2025, month: 3, day: 17)
        let walk = ResolvedWalk(
            from: trainStops[2], to: busStops[0], distanceMeters: 99, minutes: 2, source: "geodesic",
            geometry: [trainStops[2].coordinate, busStops[0].coordinate])
        return ResolvedTrip(
            serviceDate: ShownDate(year: 2025, month: 3, day: 17), serviceDateSource: .page,
            legs: [.ride(train), .walk(walk), .ride(bus)], totalMinutes: 61, shownDurationMinutes: 61)
    }
}
