import Testing
import TripShotResolver
import TripShotTrip

/// route_type, basic and extended, to the mode a rider sees.
@Suite struct ModeRouteTypeTests {
    @Test func extendedMonorailIsAMonorailNotASubway() {
        #expect(Mode(routeType: 405) == .monorail)
        #expect(Mode(routeType: 12) == .monorail)
    }

    @Test func theRestOfTheUrbanRailwayRangeIsSubway() {
        for code in [1, 400, 401, 402, 403, 404] { #expect(Mode(routeType: code) == .subway, "route_type \(code)") }
    }

    @Test func basicAndExtendedCodesOfEachMode() {
        let cases: [(Int, Mode)] = [
            (0, .tram), (900, .tram), (2, .rail), (109, .rail), (3, .bus), (700, .bus), (200, .bus), (4, .ferry),
            (1200, .ferry), (5, .cableTram), (6, .aerialLift), (1300, .aerialLift), (7, .funicular),
            (1400, .funicular), (11, .trolleybus), (800, .trolleybus), (1100, .other), (1700, .other), (-1, .other),
        ]
        for (code, mode) in cases { #expect(Mode(routeType: code) == mode, "route_type \(code)") }
    }
}

/// The one distance on the ground, shared by walks and the map.
@Suite struct GeodesyTests {
    @Test func oneDegreeOfLatitudeIsAbout111Kilometres() {
        let d = Geodesy.meters(Coordinate(lat: 43, lon: -79), Coordinate(lat: 44, lon: -79))
        #expect(abs(d - 111_195) < 5)
        #expect(Geodesy.meters(Coordinate(lat: 43, lon: -79), Coordinate(lat: 43, lon: -79)) == 0)
    }
}
