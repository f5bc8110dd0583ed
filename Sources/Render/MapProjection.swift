import Foundation
import Resolver

/// Turns WGS 84 coordinates into the map's pixel frame.
///
/// A local equirectangular projection: longitude is scaled by the cosine of the fitted area's
/// middle latitude, so a metre is the same length east-west and north-south near the trip. Over
/// the tens of kilometres a trip spans this differs from Web Mercator by far less than a pixel,
/// and it keeps metres-per-pixel a single number, which the camera and the 25 m walk dots use.
public struct MapProjection: Hashable, Sendable {
    /// The frame's size in pixels.
    public let width: Double
    public let height: Double
    /// Pixels per metre on the ground.
    public let pixelsPerMeter: Double
    let originLat: Double
    let originLon: Double
    let cosLat: Double
    let offsetX: Double
    let offsetY: Double

    static let metersPerDegree = Geodesy.earthRadius * Double.pi / 180

    /// Fits `coordinates` into a `width` x `height` frame, leaving at least `margin` pixels on every
    /// side and centring the content. A single point (or points closer than `minimumSpanMeters`)
    /// gets a view `minimumSpanMeters` wide, so it never divides by zero.
    public init(
        fitting coordinates: [Coordinate], width: Double, height: Double, margin: Double,
        minimumSpanMeters: Double = 300
    ) {
        let lats = coordinates.map(\.lat), lons = coordinates.map(\.lon)
        let minLat = lats.min() ?? 0, maxLat = lats.max() ?? 0
        let minLon = lons.min() ?? 0, maxLon = lons.max() ?? 0
        self.width = width
        self.height = height
        originLat = (minLat + maxLat) / 2
        originLon = (minLon + maxLon) / 2
        cosLat = cos(originLat * Double.pi / 180)
        let spanX = max((maxLon - minLon) * cosLat * Self.metersPerDegree, minimumSpanMeters)
        let spanY = max((maxLat - minLat) * Self.metersPerDegree, minimumSpanMeters)
        let usableW = max(width - 2 * margin, 1), usableH = max(height - 2 * margin, 1)
        pixelsPerMeter = min(usableW / spanX, usableH / spanY)
        offsetX = width / 2
        offsetY = height / 2
    }

    /// The coordinate's place in the frame.
    public func project(_ c: Coordinate) -> MapPoint {
        let mx = (c.lon - originLon) * cosLat * Self.metersPerDegree
        let my = (c.lat - originLat) * Self.metersPerDegree
        return MapPoint(x: offsetX + mx * pixelsPerMeter, y: offsetY - my * pixelsPerMeter)
    }

    /// The inverse of `project`.
    public func coordinate(at p: MapPoint) -> Coordinate {
        let mx = (p.x - offsetX) / pixelsPerMeter
        let my = (offsetY - p.y) / pixelsPerMeter
        return Coordinate(lat: originLat + my / Self.metersPerDegree, lon: originLon + mx / (cosLat * Self.metersPerDegree))
    }
}
