import TripShotTrip

/// Walks are drawn as separate dots at a fixed ground spacing rather than as a dashed line: the
/// concept found dashes smear when the camera zooms, while dots stay dots at every scale.
package enum MapWalkDots {
    /// The ground distance between two dots.
    package static let spacingMeters = 25.0

    /// Points every `spacing` metres along `path`, starting at its first point; the last point is
    /// added too when the remainder is more than half a spacing, so the walk visibly reaches its stop.
    package static func dots(along path: [Coordinate], spacing: Double = spacingMeters) -> [Coordinate] {
        guard let first = path.first else { return [] }
        var result = [first]
        var untilNext = spacing
        for (a, b) in zip(path, path.dropFirst()) {
            let segment = Geodesy.meters(a, b)
            var walked = 0.0
            while segment - walked >= untilNext {
                walked += untilNext
                let t = walked / segment
                result.append(Coordinate(lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t))
                untilNext = spacing
            }
            untilNext -= segment - walked
        }
        if let last = path.last, path.count > 1, spacing - untilNext > spacing / 2 {
            result.append(last)
        }
        return result
    }
}
