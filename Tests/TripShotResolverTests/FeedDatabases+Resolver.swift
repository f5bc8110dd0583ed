import TestSupport
import TripShotResolver
import TripShotTrip

extension FeedDatabases {
    /// A resolver on the feed zip at `feedPath`.
    func resolver(for feedPath: String) throws -> Resolver {
        try Resolver(path: path(for: feedPath))
    }
}
