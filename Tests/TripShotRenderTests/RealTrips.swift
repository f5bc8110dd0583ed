import Foundation
import TestSupport
import TripShotParser
import TripShotRender
import TripShotResolver
import TripShotTrip

/// Resolved trips from real data: a fixture screenshot's ground-truth itinerary (what the page
/// showed, as a perfect reader would parse it) resolved by the real resolver against its feed,
/// imported once per test run by the real importer.
final class RealTrips: @unchecked Sendable {
    static let shared = RealTrips()

    /// Screenshots whose trips the map tests draw: a train + walk + bus trip on the GO fixture,
    /// transfers on BART (lines sharing track), Cairns buses and the NYC subway, Amtrak's long
    /// distances, a frequency-based Mexico City Metro trip and a TriMet transfer.
    static let screens = [
        "go/go_example_mi_21__A_phone3x_light",
        "real-feeds/p02_bart_transfer",
        "real-feeds/p10_cairns_transfer",
        "real-feeds/p07_nyc_transfer",
        "real-feeds/p14_amtrak_transfer",
        "real-feeds/p11_cdmx_metro_freq",
        "real-feeds/p16_trimet_transfer",
    ]

    struct Loaded {
        var trip: ResolvedTrip
        var context: [ContextRoute]
    }

    /// The screen's trip and the feed's other routes near it.
    func load(_ screen: String) throws -> Loaded {
        let truth = try ScreenTruth.load(Fixtures.path("Tests/Fixtures/screens/\(screen).json"))
        let resolver = try Resolver(path: FeedDatabases.shared.path(for: truth.feedPath))
        let trip = try resolver.resolve(truth.itinerary, date: ShownDate(parsing: truth.serviceDate))
        guard let wanted = MapContext(trip: trip) else { return Loaded(trip: trip, context: []) }
        let shapes = try resolver.routeShapes(crossing: wanted.area, excluding: wanted.ownRouteIDs, limit: wanted.limit)
        return Loaded(trip: trip, context: wanted.routes(from: shapes))
    }
}
