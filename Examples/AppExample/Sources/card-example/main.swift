// The renderers without a feed: an app that already has a trip (from its server, a cache, or a
// preview) draws its card, GO steps and GeoJSON from the trip model alone. This executable links
// neither SQLite nor libzip; tools/checks/run-example checks that, so the renderers cannot quietly come
// to depend on the resolver again.
import TripShotParser
import TripShotRender
import TripShotTrip

func stop(_ id: String, _ name: String, _ lat: Double, _ lon: Double, _ sequence: Int, _ seconds: Int) -> StopCall {
    StopCall(
        stopID: id, name: name, coordinate: Coordinate(lat: lat, lon: lon), sequence: sequence,
        arrivalSeconds: seconds, departureSeconds: seconds)
}

let board = stop("A", "Harbour", 43.6400, -79.3800, 1, 8 * 3600)
let middle = stop("B", "Market", 43.6450, -79.3900, 2, 8 * 3600 + 240)
let alight = stop("C", "Old Town", 43.6500, -79.4000, 3, 8 * 3600 + 540)
let route = RouteInfo(routeID: "R1", shortName: "1", longName: "Waterfront", routeType: 0, color: "1B75BB", textColor: "FFFFFF")
let ride = ResolvedRide(
    mode: Mode(routeType: route.routeType), route: route, shownRouteCode: "1", tripID: "T-0800", headsign: "Old Town",
    stops: [board, middle, alight], shownDeparture: ClockTime(hour: 8, minute: 0),
    shownArrival: ClockTime(hour: 8, minute: 9), scheduledDeparture: 8 * 3600, scheduledArrival: 8 * 3600 + 540,
    geometry: [board.coordinate, middle.coordinate, alight.coordinate], geometrySource: .stopsStraight,
    validation: Validation(status: .match))
let trip = ResolvedTrip(
    serviceDate: ShownDate(year: 2025, month: 3, day: 17), serviceDateSource: .page, legs: [.ride(ride)],
    totalMinutes: 9, shownDurationMinutes: 9)

print(TripCard.render(trip), terminator: "")
print(GoMode.terminalText(for: trip), terminator: "")
print("GeoJSON: \(GeoJSONExport.render(trip).utf8.count) bytes")
