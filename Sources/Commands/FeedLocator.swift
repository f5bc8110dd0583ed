import CommandLineSupport
import FeedImporter
import Foundation
import TripShot
import TripShotFeedDatabase
import TripShotSQLite

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
enum FeedLocator {
    static let fixtureName = "go-fixture.zip"

    static func feed(
        dbOption: String?, console: Console, tool: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ExitCode) -> SharedFeed {
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
        return try chainStep(console: console, tool: tool) { _ throws(TripShotError) in try SharedFeed(databasePath: path) }
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
            if FileManager.default.fileExists(atPath: database) {
                guard let problem = cacheProblem(database, sourceSHA256: checksum) else {
                    removeOtherCaches(in: directory, keeping: database)
                    return database
                }
                console.err("\(tool): the cache database \(database) \(problem); rebuilding it\n")
            } else if console.errIsTerminal {
                console.err("loading the bundled GO feed into \(database) (once)...\n")
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // The importer builds beside it and renames over it: a reader never sees half a cache.
            try GTFSImporter.load(feed: fixture, into: database)
            removeOtherCaches(in: directory, keeping: database)
            return database
        } catch {
            console.error("cannot build the cache database of \(fixture) in \(directory): \(error)", tool: tool)
            throw .resolveCacheFailed
        }
    }

    /// Why a cache database cannot be used as it is (nil when it can): not a current tripshot
    /// database, loaded from another fixture, or damaged (`PRAGMA quick_check`).
    static func cacheProblem(_ path: String, sourceSHA256: String) -> String? {
        let db: Database
        do { db = try GTFSDatabase.open(path) } catch {
            if case .schemaVersion(let found) = error.kind { return "has schema version \(found), not \(Schema.version)" }
            return "is not a tripshot database"
        }
        do {
            let recorded = try GTFSDatabase.metadata(db)[Schema.MetaKey.sourceSHA256]
            guard recorded == sourceSHA256 else { return "was loaded from another version of the fixture" }
            let check = try db.scalarText("PRAGMA quick_check") ?? ""
            // quick_check lists every problem, one a line: the first tells enough for one line.
            let first = check.split(separator: "\n").first.map(String.init) ?? check
            return check == "ok" ? nil : "is damaged (quick_check: \(first.prefix(80)))"
        } catch {
            return "is damaged (\(String(describing: error).split(separator: "\n").first ?? ""))"
        }
    }

    /// Removes the cache databases of other fixture versions: a changed fixture gets a new file,
    /// and the old one would otherwise stay forever.
    static func removeOtherCaches(in directory: String, keeping database: String) {
        let keep = URL(fileURLWithPath: database).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name != keep && name.hasPrefix("go-fixture-") && name.hasSuffix(".sqlite") {
            try? FileManager.default.removeItem(atPath: "\(directory)/\(name)")
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
