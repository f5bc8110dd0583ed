import Foundation
import GTFS
import SQLiteDB
import TripModel

/// The feed's other routes near a trip, from their shapes, for the map's faint context.
///
/// One scan of `shapes` finds which shapes have points in the trip's surroundings (the trip's
/// bounding box grown by half its size, at least 1 km each way, a little more than the map shows);
/// `trips` maps the shapes to routes; for each route the shape with the most points there is read
/// and cut to that area. The trip's own routes are left out: they are drawn in full colour. A
/// feed without shapes has no context (straight lines between stops would draw a web, not a map).
public enum NearbyRoutes {
    /// Up to `limit` routes of the feed near `trip`, the trip's own routes left out.
    /// - Throws: `ResolveError` with kind `.database` when SQLite fails reading the feed.
    public static func query(_ database: Database, near trip: ResolvedTrip, limit: Int = 40) throws(ResolveError)
        -> [ContextRoute]
    {
        guard let area = Area(trip: trip) else { return [] }
        var own = Set<String>()
        for leg in trip.legs { if case .ride(let ride) = leg { own.insert(ride.route.routeID) } }
        do {
            guard try database.tableExists("shapes"), try database.tableExists("trips") else { return [] }
            // Points of each shape inside the area.
            let inside = try database.prepare(
                """
                SELECT shape_id, count(*) FROM shapes
                WHERE shape_pt_lat BETWEEN ?1 AND ?2 AND shape_pt_lon BETWEEN ?3 AND ?4 GROUP BY shape_id
                """)
            try inside.bind([.real(area.minLat), .real(area.maxLat), .real(area.minLon), .real(area.maxLon)])
            var pointsInside: [String: Int] = [:]
            try inside.forEachRow { pointsInside[$0.text(0)] = $0.int(1) }
            guard !pointsInside.isEmpty else { return [] }

            // The best shape of every other route.
            let schema = try FeedSchema(database: database)
            guard schema.has("trips", "shape_id") else { return [] }
            let pairs = try database.prepare(
                "SELECT DISTINCT shape_id, route_id FROM trips WHERE shape_id IS NOT NULL AND shape_id <> ''")
            var best: [String: (shape: String, points: Int)] = [:]
            try pairs.forEachRow { row in
                let shape = row.text(0), route = row.text(1)
                guard !own.contains(route), let n = pointsInside[shape] else { return }
                if n > best[route]?.points ?? 0 || (n == best[route]?.points && shape < best[route]!.shape) {
                    best[route] = (shape, n)
                }
            }
            let chosen = best.sorted { ($1.value.points, $0.key) < ($0.value.points, $1.key) }.prefix(limit)

            let shortName = schema.column("routes", "route_short_name")
            let color = schema.column("routes", "route_color")
            let routeRow = try database.prepare("SELECT \(shortName), \(color) FROM routes WHERE route_id = ?1")
            let shapePoints = try database.prepare(
                "SELECT shape_pt_lat, shape_pt_lon FROM shapes WHERE shape_id = ?1 ORDER BY shape_pt_sequence")
            var result: [ContextRoute] = []
            for (routeID, pick) in chosen {
                routeRow.reset()
                try routeRow.bind([.text(routeID)])
                var name = "", hex: String?
                try routeRow.forEachRow { name = $0.optionalText(0) ?? ""; hex = $0.optionalText(1) }
                shapePoints.reset()
                try shapePoints.bind([.text(pick.shape)])
                var line: [Coordinate] = []
                try shapePoints.forEachRow { line.append(Coordinate(lat: $0.double(0), lon: $0.double(1))) }
                let pieces = area.cut(line)
                if !pieces.isEmpty {
                    result.append(ContextRoute(routeID: routeID, shortName: name, color: RouteColor(feedText: hex)?.hex, lines: pieces))
                }
            }
            return result
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The trip's surroundings, in degrees.
    struct Area {
        var minLat: Double, maxLat: Double, minLon: Double, maxLon: Double
        /// Points closer than this to the last kept one are dropped: a few thousand per shape are
        /// more than the map can show.
        var step: Double

        init?(trip: ResolvedTrip) {
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
            minLat = box.minLat - growLat; maxLat = box.maxLat + growLat
            minLon = box.minLon - growLon; maxLon = box.maxLon + growLon
            step = max(maxLat - minLat, (maxLon - minLon) * kmLat / kmLon) / 1500
        }

        func contains(_ c: Coordinate) -> Bool {
            c.lat >= minLat && c.lat <= maxLat && c.lon >= minLon && c.lon <= maxLon
        }

        /// The runs of `line` inside the area (with one point beyond each end), thinned.
        func cut(_ line: [Coordinate]) -> [[Coordinate]] {
            var runs: [[Coordinate]] = [], current: [Coordinate] = []
            for (i, c) in line.enumerated() {
                if contains(c) {
                    if current.isEmpty, i > 0 { current.append(line[i - 1]) }
                    if let last = current.last, current.count > 1, abs(last.lat - c.lat) + abs(last.lon - c.lon) < step,
                        i + 1 < line.count, contains(line[i + 1])
                    {
                        continue
                    }
                    current.append(c)
                } else if !current.isEmpty {
                    current.append(c)
                    runs.append(current)
                    current = []
                }
            }
            if current.count >= 2 { runs.append(current) }
            return runs.filter { $0.count >= 2 }
        }
    }
}

extension Resolver {
    /// The feed's other routes near `trip`, for the map (see `NearbyRoutes`).
    public func nearbyRoutes(near trip: ResolvedTrip, limit: Int = 40) throws(ResolveError) -> [ContextRoute] {
        try NearbyRoutes.query(database, near: trip, limit: limit)
    }
}
