import Resolver
import TestSupport
import TripModel

extension FeedDatabases {
    /// A resolver on the feed zip at `feedPath`.
    func resolver(for feedPath: String) throws -> Resolver {
        try Resolver(path: path(for: feedPath))
    }
}
