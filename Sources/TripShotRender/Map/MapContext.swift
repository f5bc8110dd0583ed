import Foundation
import TripShotTrip

/// Which of the feed's other routes the map draws faintly behind a trip, so the trip sits in its
/// network without map tiles, and how: the routes crossing the trip's surroundings (its bounding
/// box grown by half its size, at least 1 km each way: a little more than the map shows), the
/// trip's own left out (they are drawn in full colour), at most `limit` of them, each cut to the
/// surroundings and thinned to what the map can show.
///
/// The feed is read elsewhere (`Resolver.routeShapes(crossing:excluding:limit:)`):
///
///     if let wanted = MapContext(trip: trip) {
///         let shapes = try resolver.routeShapes(crossing: wanted.area, excluding: wanted.ownRouteIDs, limit: wanted.limit)
///         let html = TripMapHTML.render(trip, context: wanted.routes(from: shapes))
///     }
public struct MapContext: Hashable, Sendable {
    /// The trip's surroundings: the routes to draw are those crossing it.
    public var area: CoordinateBox
    /// The trip's own routes, which are not context.
    public var ownRouteIDs: Set<String>
    /// The most routes the map draws.
    public var limit: Int
    /// Points closer than this (in degrees) to the last kept one are dropped: a few thousand per
    /// shape are more than the map can show.
    var step: Double

    /// What the map of `trip` wants; nil for a trip with no coordinates at all.
    public init?(trip: ResolvedTrip, limit: Int = 40) {
        var coordinates: [Coordinate] = []
        for leg in trip.legs {
            switch leg {
            case .ride(let ride): coordinates += ride.geometry + ride.stops.map(\.coordinate)
            case .walk(let walk): coordinates += walk.geometry + [walk.from.coordinate, walk.to.coordinate]
            }
        }
        guard let first = coordinates.first else { return nil }
        var box = (minLat: first.lat, maxLat: first.lat, minLon: first.lon, maxLon: first.lon)
        for c in coordinates {
            box.minLat = min(box.minLat, c.lat); box.maxLat = max(box.maxLat, c.lat)
            box.minLon = min(box.minLon, c.lon); box.maxLon = max(box.maxLon, c.lon)
        }
        let kmLat = 1.0 / 111.2, kmLon = kmLat / max(cos(first.lat * .pi / 180), 0.05)
        let growLat = max((box.maxLat - box.minLat) / 2, kmLat)
        let growLon = max((box.maxLon - box.minLon) / 2, kmLon)
        area = CoordinateBox(
            minLat: box.minLat - growLat, maxLat: box.maxLat + growLat, minLon: box.minLon - growLon,
            maxLon: box.maxLon + growLon)
        step = max(area.maxLat - area.minLat, (area.maxLon - area.minLon) * kmLat / kmLon) / 1500
        ownRouteIDs = Set(trip.rides.map(\.route.routeID))
        self.limit = limit
    }

    /// The routes as the map draws them, in the order given: each shape cut to `area` and
    /// thinned, the trip's own routes and routes with nothing inside left out, at most `limit`.
    public func routes(from shapes: [RouteShape]) -> [ContextRoute] {
        shapes.filter { !ownRouteIDs.contains($0.routeID) }.prefix(limit).compactMap { shape in
            let pieces = cut(shape.points)
            return pieces.isEmpty
                ? nil : ContextRoute(routeID: shape.routeID, shortName: shape.shortName, color: shape.color, lines: pieces)
        }
    }

    /// The runs of `line` inside the area (with one point beyond each end), thinned.
    func cut(_ line: [Coordinate]) -> [[Coordinate]] {
        Polyline.runs(of: line, inside: area.contains) { run, i in
            // A point close to the last one kept is dropped, unless it ends the run.
            guard let last = run.last, run.count > 1, i + 1 < line.count, area.contains(line[i + 1]) else { return true }
            return abs(last.lat - line[i].lat) + abs(last.lon - line[i].lon) >= step
        }
    }
}
