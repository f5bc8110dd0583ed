import Foundation
import Testing
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

@Suite struct MapWalkDotsTests {
    /// A point `meters` north of `c`.
    func north(of c: Coordinate, _ meters: Double) -> Coordinate {
        Coordinate(lat: c.lat + meters / (Geodesy.earthRadius * .pi / 180), lon: c.lon)
    }

    @Test func oneDotEvery25MetresAlongAStraightWalk() {
        let start = GOExampleTrip.erindale.coordinate
        let dots = MapWalkDots.dots(along: [start, north(of: start, 200)])
        #expect(dots.count == 9)  // 0, 25, ..., 200
        for (a, b) in zip(dots, dots.dropFirst()) {
            #expect(abs(Geodesy.meters(a, b) - 25) < 0.01)
        }
    }

    @Test func spacingCarriesAcrossBends() {
        // 30 m north, then 40 m east: dots at 0, 25 (first leg) and 50 (20 m into the second leg).
        let a = GOExampleTrip.erindale.coordinate
        let b = north(of: a, 30)
        let metersPerDegreeLon = Geodesy.earthRadius * .pi / 180 * cos(b.lat * .pi / 180)
        let c = Coordinate(lat: b.lat, lon: b.lon + 40 / metersPerDegreeLon)
        let dots = MapWalkDots.dots(along: [a, b, c])
        #expect(dots.count == 4)  // 0, 25, 50 and the end (70: 20 m past the last dot, more than half a spacing)
        #expect(abs(Geodesy.meters(b, dots[2]) - 20) < 0.05)
        #expect(dots.last == c)
    }

    @Test func theWalkOfTheGOExampleHasFiveDots() {
        // Erindale GO to Erindale GO Bus, 99 m: dots at 0, 25, 50, 75 and the end (24 m on).
        let dots = MapWalkDots.dots(along: [GOExampleTrip.erindale.coordinate, GOExampleTrip.erindaleBus.coordinate])
        #expect(dots.count == 5)
        let scene = MapScene(trip: GOExampleTrip.trip())
        #expect(scene.walks.count == 1)
        #expect(scene.walks[0].dots.count == 5)
    }

    @Test func aRemainderUnderHalfASpacingAddsNoEndDot() {
        let start = GOExampleTrip.erindale.coordinate
        #expect(MapWalkDots.dots(along: [start, north(of: start, 60)]).count == 3)  // 0, 25, 50; 10 m left
        #expect(MapWalkDots.dots(along: [start, north(of: start, 65)]).count == 4)  // 15 m left: end dot
    }

    @Test func emptyAndSinglePointWalks() {
        #expect(MapWalkDots.dots(along: []).isEmpty)
        #expect(MapWalkDots.dots(along: [GOExampleTrip.union.coordinate]).count == 1)
    }
}
