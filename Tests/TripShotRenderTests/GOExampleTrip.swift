import TripShotParser
import TripShotResolver
import TripShotTrip

/// The GO example trip built by hand from the GO demo feed's real stops and shapes (shapes
/// simplified to a few dozen points): MI 18:25 Union Station -> Erindale GO, a walk of about
/// 99 m to the bus loop, 21 19:20 Erindale GO Bus -> Square One 19:33.
enum GOExampleTrip {
    static func call(_ id: String, _ name: String, _ lat: Double, _ lon: Double, _ seq: Int, _ seconds: Int?) -> StopCall {
        StopCall(
            stopID: id, name: name, coordinate: Coordinate(lat: lat, lon: lon), sequence: seq,
            arrivalSeconds: seconds, departureSeconds: seconds)
    }

    static let union = call("UN", "Union Station", 43.645195, -79.3806, 1, 66300)
    static let erindale = call("ER", "Erindale GO", 43.567235, -79.668506, 5, 68340)
    static let erindaleBus = call("00189", "Erindale GO Bus", 43.567861, -79.667632, 12, 69600)
    static let squareOne = call("00132", "Square One", 43.5945549, -79.6475983, 13, 70380)

    /// The shapes cut where the stops project onto them, as the resolver cuts them.
    static let miShape: [(Double, Double)] = [
        (43.64450, -79.38032), (43.64033, -79.40162), (43.64005, -79.40833), (43.64061, -79.42297),
        (43.64157, -79.42702), (43.64867, -79.44154), (43.66520, -79.45829), (43.66686, -79.46139),
        (43.66728, -79.47463), (43.66504, -79.50839), (43.66382, -79.51080), (43.65810, -79.51721),
        (43.64937, -79.52114), (43.63014, -79.54387), (43.59293, -79.60026), (43.58824, -79.61739),
        (43.57312, -79.63614), (43.57069, -79.64101), (43.56617, -79.65264), (43.56528, -79.65596),
        (43.56520, -79.65942), (43.56702, -79.66859),
    ]
    static let busShape: [(Double, Double)] = [
        (43.56785, -79.66806), (43.56847, -79.66898), (43.57161, -79.66856), (43.57380, -79.66592),
        (43.57860, -79.66154), (43.58045, -79.65825), (43.58433, -79.65364), (43.58905, -79.65220),
        (43.59276, -79.64882), (43.59395, -79.65072), (43.59546, -79.64911), (43.59458, -79.64757),
    ]

    static func ride(
        code: String, routeID: String, type: Int, mode: Mode, color: String?, text: String?, headsign: String,
        stops: [StopCall], shape: [(Double, Double)], shown: (ClockTime, ClockTime), validation: Validation = .init(status: .match)
    ) -> ResolvedRide {
        ResolvedRide(
            mode: mode,
            route: RouteInfo(routeID: routeID, shortName: code, longName: "Milton", routeType: type, color: color, textColor: text),
            shownRouteCode: code, tripID: "trip-\(code)", headsign: headsign, stops: stops,
            shownDeparture: shown.0, shownArrival: shown.1,
            scheduledDeparture: stops.first?.departureSeconds ?? 0, scheduledArrival: stops.last?.arrivalSeconds ?? 0,
            geometry: shape.map { Coordinate(lat: $0.0, lon: $0.1) }, geometrySource: .shapeProjection,
            validation: validation)
    }

    static func trip(miColor: String? = "f57f25", busValidation: Validation = .init(status: .match)) -> ResolvedTrip {
        let mi = ride(
            code: "MI", routeID: "01250425-MI", type: 2, mode: .rail, color: miColor, text: "FFFFFF",
            headsign: "Milton GO",
            stops: [
                union, call("KP", "Kipling GO", 43.636955, -79.536287, 2, 67200),
                call("DI", "Dixie GO", 43.608022, -79.577762, 3, 67680),
                call("CO", "Cooksville GO", 43.582973, -79.623695, 4, 67980), erindale,
            ],
            shape: miShape, shown: (ClockTime(hour: 18, minute: 25), ClockTime(hour: 18, minute: 59)))
        let walk = ResolvedWalk(
            from: erindale, to: erindaleBus, distanceMeters: 99, minutes: 2, source: "geodesic",
            geometry: [erindale.coordinate, erindaleBus.coordinate])
        let bus = ride(
            code: "21", routeID: "01250425-21", type: 3, mode: .bus, color: "f57f25", text: "000000",
            headsign: "Union Station", stops: [erindaleBus, squareOne], shape: busShape,
            shown: (ClockTime(hour: 19, minute: 20), ClockTime(hour: 19, minute: 33)), validation: busValidation)
        return ResolvedTrip(
            serviceDate: ShownDate(year: 2025, month: 3, day: 17), serviceDateSource: .page,
            legs: [.ride(mi), .walk(walk), .ride(bus)], totalMinutes: 68, shownDurationMinutes: 68)
    }
}
