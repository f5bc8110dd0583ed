import TestSupport
import TripShotResolver

extension SmallFeed {
    /// The feed loaded into a fresh database, and a resolver on it.
    func resolver() throws -> Resolver {
        try Resolver(path: databasePath())
    }
}
