import Foundation
import TripShotTrip

/// Web Mercator (EPSG:3857) as slippy-map tile servers use it: the world is a square of 256 x 256
/// "world pixels" at zoom 0, x east from longitude -180, y south from latitude +85.0511; zoom z
/// divides it into 2^z x 2^z tiles of 256 pixels.
enum WebMercator {
    /// The side of a tile in pixels, and of the whole world at zoom 0.
    static let tileSize = 256.0
    /// The latitude where the square world ends: y = 0 and y = 256 at zoom 0.
    static let maxLatitude = 85.051_128_779_806_59

    /// The coordinate's place in world pixels at zoom 0 (latitudes beyond the square are clamped).
    static func worldPoint(_ c: Coordinate) -> MapPoint {
        let lat = min(max(c.lat, -maxLatitude), maxLatitude) * Double.pi / 180
        let x = (c.lon + 180) / 360 * tileSize
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / Double.pi) / 2 * tileSize
        return MapPoint(x: x, y: y)
    }

    /// The inverse of `worldPoint`.
    static func coordinate(atWorld p: MapPoint) -> Coordinate {
        let lon = p.x / tileSize * 360 - 180
        let n = Double.pi * (1 - 2 * p.y / tileSize)
        return Coordinate(lat: atan(sinh(n)) * 180 / Double.pi, lon: lon)
    }

    /// A tile's address.
    struct Tile: Hashable, Sendable, CustomStringConvertible {
        var z: Int
        var x: Int
        var y: Int
        init(z: Int, x: Int, y: Int) {
            self.z = z
            self.x = x
            self.y = y
        }
        var description: String { "\(z)/\(x)/\(y)" }
    }

    /// The tile holding `c` at zoom `z`, and where in it (pixels from its top left corner).
    static func tile(containing c: Coordinate, zoom z: Int) -> (tile: Tile, pixel: MapPoint) {
        let world = worldPoint(c)
        let n = pow(2, Double(z))
        let px = world.x * n, py = world.y * n
        let last = Int(n) - 1
        let tx = min(max(Int((px / tileSize).rounded(.down)), 0), last)
        let ty = min(max(Int((py / tileSize).rounded(.down)), 0), last)
        return (Tile(z: z, x: tx, y: ty), MapPoint(x: px - Double(tx) * tileSize, y: py - Double(ty) * tileSize))
    }

    /// Metres on the ground per world pixel at zoom 0, at latitude `lat`: Mercator stretches both
    /// directions by 1 / cos(lat), so a world pixel is shorter on the ground away from the equator.
    static func metersPerWorldPixel(atLatitude lat: Double) -> Double {
        2 * Double.pi * Geodesy.earthRadius * cos(lat * Double.pi / 180) / tileSize
    }
}
