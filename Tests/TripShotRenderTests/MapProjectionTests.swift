import Testing
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

@Suite struct MapProjectionTests {
    let trip = GOExampleTrip.trip()

    @Test func fitsEveryPointInsideTheMargin() {
        let coords = [GOExampleTrip.union.coordinate, GOExampleTrip.erindale.coordinate, GOExampleTrip.squareOne.coordinate]
        let p = MapProjection(fitting: coords, width: 1000, height: 640, margin: 70)
        let points = coords.map(p.project)
        for q in points {
            #expect(q.x >= 70 - 1e-9 && q.x <= 930 + 1e-9)
            #expect(q.y >= 70 - 1e-9 && q.y <= 570 + 1e-9)
        }
        // The trip spans more east-west than north-south, so the width is what limits the fit.
        let xs = points.map(\.x)
        #expect(abs(xs.min()! - 70) < 1e-6)
        #expect(abs(xs.max()! - 930) < 1e-6)
    }

    @Test func northIsUpAndEastIsRight() {
        let p = MapProjection(fitting: [GOExampleTrip.union.coordinate, GOExampleTrip.squareOne.coordinate], width: 1000, height: 640, margin: 50)
        let union = p.project(GOExampleTrip.union.coordinate)  // north-east of Square One
        let square = p.project(GOExampleTrip.squareOne.coordinate)
        #expect(union.x > square.x)
        #expect(union.y < square.y)
    }

    @Test func pixelDistancesMatchGroundDistances() {
        let p = MapProjection(fitting: [GOExampleTrip.union.coordinate, GOExampleTrip.erindale.coordinate], width: 1000, height: 640, margin: 50)
        let a = GOExampleTrip.erindale.coordinate, b = GOExampleTrip.erindaleBus.coordinate
        let ground = Geodesy.meters(a, b)
        let pixels = p.project(a).distance(to: p.project(b))
        #expect(ground > 90 && ground < 100)
        #expect(abs(pixels / p.pixelsPerMeter - ground) / ground < 0.005)
        // Union to Erindale, ~25 km apart, still within half a percent of the great circle.
        let far = p.project(GOExampleTrip.union.coordinate).distance(to: p.project(a)) / p.pixelsPerMeter
        #expect(abs(far - Geodesy.meters(GOExampleTrip.union.coordinate, a)) / far < 0.005)
    }

    @Test func roundTripsThroughTheInverse() {
        let p = MapProjection(fitting: [GOExampleTrip.union.coordinate, GOExampleTrip.squareOne.coordinate], width: 800, height: 600, margin: 40)
        let c = GOExampleTrip.erindale.coordinate
        let back = p.coordinate(at: p.project(c))
        #expect(abs(back.lat - c.lat) < 1e-9 && abs(back.lon - c.lon) < 1e-9)
    }

    @Test func aSinglePointGetsAFiniteCentredView() {
        let p = MapProjection(fitting: [GOExampleTrip.union.coordinate], width: 1000, height: 640, margin: 70)
        let q = p.project(GOExampleTrip.union.coordinate)
        #expect(q == MapPoint(x: 500, y: 320))
        #expect(p.pixelsPerMeter.isFinite && p.pixelsPerMeter > 0)
    }

    @Test func theSceneFitsTheWholeTrip() {
        let scene = MapScene(trip: trip)
        let all = scene.rides.flatMap(\.points) + scene.walks.flatMap(\.points) + scene.stops.map(\.point)
        for q in all { #expect(scene.overview.insetBy(MapScene.margin - 0.001).contains(q)) }
    }
}
