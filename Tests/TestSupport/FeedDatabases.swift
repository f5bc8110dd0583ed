import FeedImporter
import Foundation

/// Feed databases for the tests, each imported once per test run with the real importer into a
/// temporary directory, then shared read-only by every test that needs that feed.
public final class FeedDatabases: @unchecked Sendable {
    public static let shared = FeedDatabases()

    private let lock = NSLock()
    private var paths: [String: String] = [:]
    private let directory: TemporaryDirectory

    private init() {
        directory = try! TemporaryDirectory()
    }

    /// The database for the feed zip at `feedPath`, importing it on first use.
    public func path(for feedPath: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = paths[feedPath] { return known }
        let database = directory.path(URL(fileURLWithPath: feedPath).deletingPathExtension().lastPathComponent + ".sqlite")
        _ = try GTFSImporter.load(feed: feedPath, into: database)
        paths[feedPath] = database
        return database
    }
}
