import Foundation
import GTFSStore
import Resolver
import TestSupport

/// Feed databases for the tests, each imported once per test run with the real importer into a
/// temporary directory, then shared read-only by every test that needs that feed.
final class FeedDatabases: @unchecked Sendable {
    static let shared = FeedDatabases()

    private let lock = NSLock()
    private var paths: [String: String] = [:]
    private let directory: TemporaryDirectory

    private init() {
        directory = try! TemporaryDirectory()
    }

    /// The database for the feed zip at `feedPath`, importing it on first use.
    func path(for feedPath: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = paths[feedPath] { return known }
        let database = directory.path(URL(fileURLWithPath: feedPath).deletingPathExtension().lastPathComponent + ".sqlite")
        _ = try GTFSImporter.load(feed: feedPath, into: database)
        paths[feedPath] = database
        return database
    }

    /// A resolver on the feed zip at `feedPath`.
    func resolver(for feedPath: String) throws -> Resolver {
        try Resolver(path: path(for: feedPath))
    }
}
