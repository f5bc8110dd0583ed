import TripShotTrip

/// Cuts a trip's shape between its boarding and alighting stops.
///
/// Three ways, best first, and the result says which was used:
/// 1. both the shape points and the stop times carry `shape_dist_traveled`: cut at those distances;
/// 2. otherwise project every stop of the trip, in trip order, onto the shape, each no earlier along
///    it than the previous one, so a loop that passes a stop twice cuts at the right pass;
/// 3. no shape at all: straight lines from stop to stop.
struct ShapeCutter {
    struct ShapePoint: Sendable {
        var coordinate: Coordinate
        var distTraveled: Double?
    }

    /// A stop of the whole trip, in sequence order.
    struct TripStop: Sendable {
        var coordinate: Coordinate
        var distTraveled: Double?
    }

    /// A position on the shape: segment `index` (from point index to index+1) at `fraction`.
    struct Position: Comparable {
        var index: Int
        var fraction: Double
        static func < (a: Position, b: Position) -> Bool {
            a.index != b.index ? a.index < b.index : a.fraction < b.fraction
        }
    }

    /// `board` and `alight` index into `tripStops`.
    static func cut(shape: [ShapePoint], tripStops: [TripStop], board: Int, alight: Int) -> (
        [Coordinate], GeometrySource
    ) {
        let straight = tripStops[board...alight].map(\.coordinate)
        guard shape.count >= 2 else { return (straight, .stopsStraight) }
        if let from = tripStops[board].distTraveled, let to = tripStops[alight].distTraveled,
            shape.allSatisfy({ $0.distTraveled != nil }), to > from,
            let start = position(atDistance: from, in: shape), let end = position(atDistance: to, in: shape)
        {
            return (slice(shape.map(\.coordinate), from: start, to: end), .shapeDistTraveled)
        }
        let line = shape.map(\.coordinate)
        let positions = projectInOrder(tripStops.prefix(alight + 1).map(\.coordinate), onto: line)
        return (slice(line, from: positions[board], to: positions[alight]), .shapeProjection)
    }

    static func position(atDistance distance: Double, in shape: [ShapePoint]) -> Position? {
        for index in 0..<(shape.count - 1) {
            guard let a = shape[index].distTraveled, let b = shape[index + 1].distTraveled else { return nil }
            if distance >= a && distance <= b {
                return Position(index: index, fraction: b > a ? (distance - a) / (b - a) : 0)
            }
        }
        return nil
    }

    /// Each stop's nearest position on the line at or after the previous stop's. The scan stops
    /// once the line has come near the stop and moved away again, so on a loop that passes a
    /// stop twice the pass reached first (in trip order) wins.
    static func projectInOrder(_ stops: [Coordinate], onto line: [Coordinate]) -> [Position] {
        var positions: [Position] = []
        var floor = Position(index: 0, fraction: 0)
        for stop in stops {
            var best: (position: Position, meters: Double)?
            for index in floor.index..<(line.count - 1) {
                let projected = Geodesy.project(stop, ontoSegment: line[index], line[index + 1])
                let candidate = max(floor, Position(index: index, fraction: projected.fraction))
                if let current = best {
                    if projected.meters < current.meters {
                        best = (candidate, projected.meters)
                    } else if current.meters < 50 && projected.meters > current.meters + 200 {
                        break
                    }
                } else {
                    best = (candidate, projected.meters)
                }
            }
            let chosen = best?.position ?? floor
            positions.append(chosen)
            floor = chosen
        }
        return positions
    }

    static func slice(_ line: [Coordinate], from start: Position, to end: Position) -> [Coordinate] {
        guard start < end else {
            let point = Geodesy.interpolate(line[start.index], line[start.index + 1], start.fraction)
            return [point, point]
        }
        var out = [Geodesy.interpolate(line[start.index], line[start.index + 1], start.fraction)]
        if start.index < end.index {
            for index in (start.index + 1)...end.index { out.append(line[index]) }
        }
        out.append(Geodesy.interpolate(line[end.index], line[end.index + 1], end.fraction))
        return out
    }
}
