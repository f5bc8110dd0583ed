import CommandLineSupport
import Foundation
import GTFSStore
import Resolver

/// Which feed database `tripshot import` and `validate` read.
///
/// With `--db PATH`, that database (written by `gtfs-load`). Without it, the GO demo feed bundled
/// with tripshot (`gtfs/go-fixture.zip` in the repository) is loaded once into a cache database and
/// reused, so `tripshot import` of a GO screenshot works on a fresh machine with no setup:
///
/// - the fixture is found, in order: `$TRIPSHOT_GO_FIXTURE`; `gtfs/go-fixture.zip` in the
///   executable's directory or any directory above it (symlinks resolved, so `.build/debug/tripshot`
///   finds the checkout's copy), or `share/tripshot/go-fixture.zip` beside an installed `bin/`;
///   then the current directory and the directories above it;
/// - the cache is `$TRIPSHOT_CACHE_DIR`, else `$XDG_CACHE_HOME/tripshot`, else `~/.cache/tripshot`,
///   holding `go-fixture-<first 16 hex digits of the fixture's SHA-256>.sqlite`: a changed fixture
///   gets a new cache file and an unchanged one is never loaded twice. The importer writes to a
///   temporary file and renames it, so two first runs at once cannot leave a half-written cache.
enum FeedDatabase {
    static let fixtureName = "go-fixture.zip"

    static func resolver(
        dbOption: String?, console: Console, tool: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ExitCode) -> Resolver {
        let path: String
        if let dbOption {
            guard FileManager.default.fileExists(atPath: dbOption) else {
                console.error(
                    "no database at \(dbOption); load a feed into it first: gtfs-load FEED.zip --db \(dbOption)", tool: tool)
                throw .resolveNoDatabase
            }
            path = dbOption
        } else {
            path = try cachedFixtureDatabase(console: console, tool: tool, environment: environment)
        }
        do {
            return try Resolver(path: path)
        } catch {
            console.error(error.description, tool: tool)
            if case .notATripshotDatabase = error.kind { throw .resolveNotTripshotDatabase }
            throw .resolveDatabaseFailed
        }
    }

    /// The cache database of the bundled GO fixture, loading it on first use.
    static func cachedFixtureDatabase(console: Console, tool: String, environment: [String: String]) throws(ExitCode)
        -> String
    {
        guard let fixture = bundledFixture(environment: environment) else {
            console.error(
                "no --db given and the bundled GO feed (gtfs/\(fixtureName)) was not found next to the executable "
                    + "or in the current directory; pass --db PATH (a database from gtfs-load) or set TRIPSHOT_GO_FIXTURE",
                tool: tool)
            throw .resolveNoBundledFeed
        }
        let directory = cacheDirectory(environment: environment)
        do {
            guard let checksum = SHA256.hexDigest(ofFile: fixture) else {
                throw ImportError(.inputUnreadable, "\(fixture): cannot be read")
            }
            let database = "\(directory)/go-fixture-\(checksum.prefix(16)).sqlite"
            if FileManager.default.fileExists(atPath: database) { return database }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if console.errIsTerminal { console.err("loading the bundled GO feed into \(database) (once)...\n") }
            try GTFSImporter.load(feed: fixture, into: database)
            return database
        } catch {
            console.error("cannot build the cache database of \(fixture) in \(directory): \(error)", tool: tool)
            throw .resolveCacheFailed
        }
    }

    static func cacheDirectory(environment: [String: String]) -> String {
        if let explicit = environment["TRIPSHOT_CACHE_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/tripshot" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.cache/tripshot"
    }

    static func bundledFixture(environment: [String: String]) -> String? {
        let files = FileManager.default
        if let explicit = environment["TRIPSHOT_GO_FIXTURE"], !explicit.isEmpty {
            return files.fileExists(atPath: explicit) ? explicit : nil
        }
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: files.currentDirectoryPath))
        for start in starts {
            var directory = start
            for _ in 0..<8 {
                for candidate in ["gtfs/\(fixtureName)", "share/tripshot/\(fixtureName)"] {
                    let path = directory.appendingPathComponent(candidate).path
                    if files.fileExists(atPath: path) { return path }
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}
