import TripShotTrip

/// Another route of the feed that passes near the trip, drawn faintly behind it so the trip sits in
/// its network without map tiles: its shape cut to the trip's surroundings (see `MapContext`).
public struct ContextRoute: Hashable, Sendable {
    /// routes.txt `route_id`.
    public var routeID: String
    /// routes.txt `route_short_name` (may be empty).
    public var shortName: String
    /// Six hex digits without '#', as in routes.txt; nil when the feed leaves it empty.
    public var color: String?
    /// Pieces of the route's shapes near the trip, each a polyline.
    public var lines: [[Coordinate]]

    /// A context route from its parts.
    public init(routeID: String, shortName: String, color: String?, lines: [[Coordinate]]) {
        self.routeID = routeID
        self.shortName = shortName
        self.color = color
        self.lines = lines
    }
}
