/// One of a feed's routes with one of its shapes, as the feed has them: what a map's faint
/// context of other routes is drawn from (the renderers choose which and cut them to the map).
public struct RouteShape: Hashable, Sendable {
    /// routes.txt `route_id`.
    public var routeID: String
    /// routes.txt `route_short_name` (may be empty).
    public var shortName: String
    /// Six hex digits without '#'; nil when the feed leaves it empty or it is malformed.
    public var color: String?
    /// The shape's points in shape_pt_sequence order.
    public var points: [Coordinate]

    /// A route's shape from its parts.
    public init(routeID: String, shortName: String, color: String?, points: [Coordinate]) {
        self.routeID = routeID
        self.shortName = shortName
        self.color = color
        self.points = points
    }
}

/// An area bounded by two latitudes and two longitudes, in WGS 84 degrees.
public struct CoordinateBox: Hashable, Sendable {
    /// The southern edge.
    public var minLat: Double
    /// The northern edge.
    public var maxLat: Double
    /// The western edge.
    public var minLon: Double
    /// The eastern edge.
    public var maxLon: Double

    /// A box from its edges.
    public init(minLat: Double, maxLat: Double, minLon: Double, maxLon: Double) {
        self.minLat = minLat
        self.maxLat = maxLat
        self.minLon = minLon
        self.maxLon = maxLon
    }

    /// True when `c` lies inside or on an edge.
    public func contains(_ c: Coordinate) -> Bool {
        c.lat >= minLat && c.lat <= maxLat && c.lon >= minLon && c.lon <= maxLon
    }
}
