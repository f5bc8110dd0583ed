import TripShotGTFS
import TripShotSQLite
import TripShotTrip

/// The feed's routes whose shapes cross an area, one shape each: what a map's faint context is
/// drawn from (TripShotRender's `MapContext` says which area, which routes and how many, and cuts them).
///
/// One scan of `shapes` finds which shapes have points in the area; `trips` maps the shapes to
/// routes; for each route the shape with the most points there is read. A feed without shapes
/// has none (straight lines between stops would draw a web, not a map).
public enum RouteShapes {
    /// Up to `limit` routes crossing `area`, those in `excluded` left out, the most points inside
    /// first (ties by route_id); each with its shape that has the most points inside.
    /// - Throws: `ResolveError` with kind `.database` when SQLite fails reading the feed.
    public static func query(_ database: Database, crossing area: CoordinateBox, excluding excluded: Set<String>, limit: Int)
        throws(ResolveError) -> [RouteShape]
    {
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
                guard !excluded.contains(route), let n = pointsInside[shape] else { return }
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
            var result: [RouteShape] = []
            for (routeID, pick) in chosen {
                routeRow.reset()
                try routeRow.bind([.text(routeID)])
                var name = "", hex: String?
                try routeRow.forEachRow { name = $0.optionalText(0) ?? ""; hex = $0.optionalText(1) }
                shapePoints.reset()
                try shapePoints.bind([.text(pick.shape)])
                var line: [Coordinate] = []
                try shapePoints.forEachRow { line.append(Coordinate(lat: $0.double(0), lon: $0.double(1))) }
                result.append(RouteShape(routeID: routeID, shortName: name, color: RouteColor(feedText: hex)?.hex, points: line))
            }
            return result
        } catch {
            throw ResolveError.wrap(error)
        }
    }
}

extension Resolver {
    /// The feed's routes crossing `area`, one shape each (see `RouteShapes.query`).
    public func routeShapes(crossing area: CoordinateBox, excluding excluded: Set<String>, limit: Int)
        throws(ResolveError) -> [RouteShape]
    {
        try RouteShapes.query(database, crossing: area, excluding: excluded, limit: limit)
    }
}
