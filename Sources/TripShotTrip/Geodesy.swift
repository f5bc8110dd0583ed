import Foundation

/// Distances on the WGS 84 sphere; good to a few metres at city scale, which is all a walk, a cut
/// shape or a map's camera needs. The one place metres on the ground are computed: the resolver's
/// walks and the renderers' walk dots and zooms use it alike.
package enum Geodesy {
    /// The mean Earth radius in metres.
    package static let earthRadius = 6_371_008.8

    /// Great-circle (haversine) distance in metres.
    package static func meters(_ a: Coordinate, _ b: Coordinate) -> Double {
        let lat1 = a.lat * .pi / 180, lat2 = b.lat * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (b.lon - a.lon) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// Length of a polyline in metres.
    package static func length(_ line: [Coordinate]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + meters($1.0, $1.1) }
    }

    /// The point on segment a-b nearest to p, as the fraction 0...1 along it and the distance in
    /// metres. Uses a local equirectangular projection, exact enough for segments of a shape.
    package static func project(_ p: Coordinate, ontoSegment a: Coordinate, _ b: Coordinate) -> (fraction: Double, meters: Double) {
        let scale = cos(a.lat * .pi / 180)
        let ax = a.lon * scale, ay = a.lat
        let bx = b.lon * scale, by = b.lat
        let px = p.lon * scale, py = p.lat
        let dx = bx - ax, dy = by - ay
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared == 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared
        t = min(1, max(0, t))
        let nearest = interpolate(a, b, t)
        return (t, meters(p, nearest))
    }

    package static func interpolate(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        Coordinate(lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t)
    }
}
