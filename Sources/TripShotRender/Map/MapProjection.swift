import Foundation
import TripShotTrip

/// Turns WGS 84 coordinates into the map's pixel frame.
///
/// Web Mercator, the projection of raster map tiles, so the routes lie on the streets of a tile
/// basemap: the frame is world pixels (`WebMercator`) scaled by `scale` and shifted so the fitted
/// area is centred. Mercator's scale grows with latitude (1 / cos), so metres-per-pixel depends on
/// where it is measured: `pixelsPerMeter(atLatitude:)`, and `pixelsPerMeter` at the fitted area's
/// middle latitude, which the camera's zooms and the 25 m walk dots use. Across a city the
/// difference is a fraction of a percent.
struct MapProjection: Hashable, Sendable {
    /// The frame's size in pixels.
    let width: Double
    let height: Double
    /// Frame pixels per world pixel (Web Mercator at zoom 0).
    let scale: Double
    /// The world point (zoom 0) at the frame's centre.
    let center: MapPoint
    /// Pixels per metre on the ground at the fitted area's middle latitude.
    let pixelsPerMeter: Double

    /// Fits `coordinates` into a `width` x `height` frame, leaving at least `margin` pixels on every
    /// side and centring the content. A single point (or points closer than `minimumSpanMeters`)
    /// gets a view `minimumSpanMeters` wide, so it never divides by zero.
    init(
        fitting coordinates: [Coordinate], width: Double, height: Double, margin: Double,
        minimumSpanMeters: Double = 300
    ) {
        let world = coordinates.map(WebMercator.worldPoint)
        let bounds = MapRect.bounding(world) ?? MapRect(x: WebMercator.tileSize / 2, y: WebMercator.tileSize / 2, width: 0, height: 0)
        let lats = coordinates.map(\.lat)
        let middleLat = ((lats.min() ?? 0) + (lats.max() ?? 0)) / 2
        let minimumSpan = minimumSpanMeters / WebMercator.metersPerWorldPixel(atLatitude: middleLat)
        let usableW = max(width - 2 * margin, 1), usableH = max(height - 2 * margin, 1)
        self.width = width
        self.height = height
        scale = min(usableW / max(bounds.width, minimumSpan), usableH / max(bounds.height, minimumSpan))
        center = bounds.center
        pixelsPerMeter = scale / WebMercator.metersPerWorldPixel(atLatitude: middleLat)
    }

    /// Pixels per metre on the ground at latitude `lat` (both directions: Mercator is conformal).
    func pixelsPerMeter(atLatitude lat: Double) -> Double {
        scale / WebMercator.metersPerWorldPixel(atLatitude: lat)
    }

    /// The coordinate's place in the frame.
    func project(_ c: Coordinate) -> MapPoint {
        frame(world: WebMercator.worldPoint(c))
    }

    /// The inverse of `project`.
    func coordinate(at p: MapPoint) -> Coordinate {
        WebMercator.coordinate(atWorld: world(frame: p))
    }

    /// A world point (zoom 0) in frame pixels, and back.
    func frame(world w: MapPoint) -> MapPoint {
        MapPoint(x: width / 2 + (w.x - center.x) * scale, y: height / 2 + (w.y - center.y) * scale)
    }

    func world(frame p: MapPoint) -> MapPoint {
        MapPoint(x: center.x + (p.x - width / 2) / scale, y: center.y + (p.y - height / 2) / scale)
    }
}
