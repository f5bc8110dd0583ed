import Foundation
import Testing
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

/// The Web Mercator math the tile layer and the map's projection share, against values computed
/// with the slippy-map formula of the OpenStreetMap wiki (x = (lon + 180) / 360 * 2^z,
/// y = (1 - asinh(tan lat) / pi) / 2 * 2^z), an algebraically different form of ours.
@Suite struct WebMercatorTests {
    @Test func aKnownCoordinateIsInItsKnownTileAtItsKnownPixel() {
        // London, the wiki's own example: zoom 17, tile 65544/43582.
        let london = WebMercator.tile(containing: Coordinate(lat: 51.51202, lon: 0.02435), zoom: 17)
        #expect(london.tile == WebMercator.Tile(z: 17, x: 65544, y: 43582))
        #expect(abs(london.pixel.x - 221.584) < 0.01 && abs(london.pixel.y - 21.154) < 0.01)
        // Toronto's Union Station at zoom 15.
        let union = WebMercator.tile(containing: GOExampleTrip.union.coordinate, zoom: 15)
        #expect(union.tile.description == "15/9158/11959")
    }

    @Test func theWorldsCornersAndCentre() {
        #expect(WebMercator.worldPoint(Coordinate(lat: 0, lon: 0)) == MapPoint(x: 128, y: 128))
        let corner = WebMercator.worldPoint(Coordinate(lat: WebMercator.maxLatitude, lon: -180))
        #expect(abs(corner.x) < 1e-9 && abs(corner.y) < 1e-9)
        // The equator's centre at zoom 1 is the corner of four tiles: it belongs to the south-east one.
        let centre = WebMercator.tile(containing: Coordinate(lat: 0, lon: 0), zoom: 1)
        #expect(centre.tile == WebMercator.Tile(z: 1, x: 1, y: 1) && centre.pixel == MapPoint(x: 0, y: 0))
        // Beyond the square world, latitudes clamp to its edge rows.
        #expect(WebMercator.tile(containing: Coordinate(lat: 89.9, lon: 179.99), zoom: 3).tile == WebMercator.Tile(z: 3, x: 7, y: 0))
    }

    @Test(arguments: [(43.6453, -79.3806), (37.8, -122.27), (-16.92, 145.77), (19.43, -99.13), (-33.9, 18.4), (64.1, -21.9)])
    func roundTrips(lat: Double, lon: Double) {
        let c = Coordinate(lat: lat, lon: lon)
        let back = WebMercator.coordinate(atWorld: WebMercator.worldPoint(c))
        #expect(abs(back.lat - lat) < 1e-9 && abs(back.lon - lon) < 1e-9)
    }

    @Test func metresPerPixelShrinkWithTheCosineOfLatitude() {
        // Zoom 0 at the equator: the equator's length over 256 pixels.
        #expect(abs(WebMercator.metersPerWorldPixel(atLatitude: 0) - 2 * Double.pi * Geodesy.earthRadius / 256) < 1e-6)
        let ratio = WebMercator.metersPerWorldPixel(atLatitude: 60) / WebMercator.metersPerWorldPixel(atLatitude: 0)
        #expect(abs(ratio - 0.5) < 1e-12)
    }

    /// The map's frame is Web Mercator scaled: a stop's frame point, taken back to world pixels,
    /// lies in the same tile at the same pixel as the coordinate itself.
    @Test func theMapsFrameIsWebMercator() {
        let scene = MapScene(trip: GOExampleTrip.trip())
        for stop in scene.stops {
            let coordinate = scene.projection.coordinate(at: stop.point)
            let world = scene.projection.world(frame: stop.point)
            for z in [11, 16] {
                let expected = WebMercator.tile(containing: coordinate, zoom: z)
                let n = pow(2, Double(z))
                #expect(Int((world.x * n / 256).rounded(.down)) == expected.tile.x)
                #expect(Int((world.y * n / 256).rounded(.down)) == expected.tile.y)
            }
        }
        // A metre on the ground is as long east-west as north-south (Mercator is conformal), and the
        // projection's pixels-per-metre is measured at the fitted area's middle latitude.
        let p = scene.projection
        let a = GOExampleTrip.erindale.coordinate
        let east = Coordinate(lat: a.lat, lon: a.lon + 0.001), north = Coordinate(lat: a.lat + 0.001, lon: a.lon)
        let perMetreEast = p.project(a).distance(to: p.project(east)) / Geodesy.meters(a, east)
        let perMetreNorth = p.project(a).distance(to: p.project(north)) / Geodesy.meters(a, north)
        #expect(abs(perMetreEast / perMetreNorth - 1) < 0.005)
        #expect(abs(perMetreEast / p.pixelsPerMeter(atLatitude: a.lat) - 1) < 0.005)
    }
}
