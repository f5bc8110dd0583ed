import Testing
import TripShotRender
import TripShotTrip

/// The map's choice of context routes, on shapes made by hand: no feed is read here.
@Suite struct MapContextTests {
    let trip = GOExampleTrip.trip()

    func shape(_ id: String, _ points: [Coordinate]) -> RouteShape {
        RouteShape(routeID: id, shortName: id, color: "123456", points: points)
    }

    @Test func theAreaHoldsTheWholeTripWithRoomAround() throws {
        let wanted = try #require(MapContext(trip: trip))
        for ride in trip.rides {
            for call in ride.stops { #expect(wanted.area.contains(call.coordinate)) }
        }
        // At least 1 km beyond every stop each way (a degree of latitude is about 111 km).
        let lats = trip.rides.flatMap { $0.stops.map(\.coordinate.lat) }
        #expect(wanted.area.maxLat >= lats.max()! + 1 / 111.2 - 1e-12)
        #expect(wanted.area.minLat <= lats.min()! - 1 / 111.2 + 1e-12)
        #expect(wanted.ownRouteIDs == Set(trip.rides.map(\.route.routeID)))
        #expect(wanted.limit == 40)
    }

    @Test func theTripsOwnRoutesAndRoutesOutsideAreLeftOutAndTheRestCut() throws {
        let wanted = try #require(MapContext(trip: trip, limit: 2))
        let a = wanted.area
        let midLat = (a.minLat + a.maxLat) / 2
        // Enters from the west, crosses, leaves to the east: one run, one point beyond each end.
        let crossing = [
            Coordinate(lat: midLat, lon: a.minLon - 0.5), Coordinate(lat: midLat, lon: a.minLon - 0.1),
            Coordinate(lat: midLat, lon: (a.minLon + a.maxLon) / 2), Coordinate(lat: midLat, lon: a.maxLon + 0.1),
            Coordinate(lat: midLat, lon: a.maxLon + 0.5),
        ]
        let outside = [Coordinate(lat: a.maxLat + 1, lon: a.minLon), Coordinate(lat: a.maxLat + 1, lon: a.maxLon)]
        let own = trip.rides[0].route.routeID
        let routes = wanted.routes(from: [shape(own, crossing), shape("FAR", outside), shape("X", crossing), shape("Y", crossing), shape("Z", crossing)])
        // The own route is not context; FAR has nothing inside; the limit (2) counts the routes
        // offered after the own ones are left out, as the feed query does: FAR and X.
        #expect(routes.map(\.routeID) == ["X"])
        #expect(routes[0].lines == [Array(crossing[1...3])])
        #expect(routes[0].color == "123456")
    }

    @Test func aTripWithoutCoordinatesHasNoContext() {
        let empty = ResolvedTrip(
            serviceDate: trip.serviceDate, serviceDateSource: .page, legs: [], totalMinutes: 0, shownDurationMinutes: nil)
        #expect(MapContext(trip: empty) == nil)
    }
}
