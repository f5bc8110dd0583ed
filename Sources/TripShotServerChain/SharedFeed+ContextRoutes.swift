import TripShot
import TripShotRender
import TripShotResolver
import TripShotTrip

extension SharedFeed {
    /// The feed's other routes near the trip as the map draws them, faintly behind it: which
    /// routes and how they are cut is the map's choice (`MapContext`), the shapes are the feed's.
    /// Here, beside the renderers, so that the library an app embeds needs none of them.
    public func contextRoutes(near trip: ResolvedTrip) throws(ResolveError) -> [ContextRoute] {
        guard let wanted = MapContext(trip: trip) else { return [] }
        let shapes = try withResolver { resolver throws(ResolveError) in
            try resolver.routeShapes(crossing: wanted.area, excluding: wanted.ownRouteIDs, limit: wanted.limit)
        }
        return wanted.routes(from: shapes)
    }
}
