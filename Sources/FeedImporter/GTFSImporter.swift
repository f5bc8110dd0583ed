import Foundation
import TripShotFeedDatabase
import TripShotGTFS
import TripShotSQLite

/// Loads a GTFS feed (a `.zip` read in place, or a directory of `.txt` files) into a new typed
/// SQLite database at a path. The database is built in a temporary file beside the target and
/// renamed into place only when everything succeeded, so a failed or interrupted load leaves an
/// existing database untouched.
///
/// Two threads: one decompresses, parses and checks rows; the other inserts them. A third hashes
/// the source meanwhile (`SourceHash`).
public enum GTFSImporter {
    public struct Options: Sendable {
        /// Make every counted warning about the feed's GTFS data fatal: unknown references,
        /// duplicate keys, values out of range, rows with empty fields beyond the header or with
        /// fewer fields, repaired text, column names read differently. Notes about files outside
        /// the reference stay notes.
        public var strict = false
        /// Called on the loading thread: per file while rows go in (about 5 times a second, and
        /// once when the file is done), and once when the indexes start.
        public var progress: (@Sendable (Progress) -> Void)?
        /// Recorded in `tripshot_meta.tool_version`.
        public var toolVersion = ""
        /// A zip expanding past `ExpansionLimit.floorBytes` to more than this many times its own
        /// size is refused (`--max-expansion`).
        public var maxExpansion = ExpansionLimit.defaultRatio
        /// Expanded bytes below which no ratio is too much (lowered by tests).
        public var expansionFloorBytes = ExpansionLimit.floorBytes

        public init(
            strict: Bool = false, toolVersion: String = "", maxExpansion: Int = ExpansionLimit.defaultRatio,
            progress: (@Sendable (Progress) -> Void)? = nil
        ) {
            self.strict = strict
            self.toolVersion = toolVersion
            self.maxExpansion = maxExpansion
            self.progress = progress
        }
    }

    public struct Progress: Sendable {
        /// `stop_times.txt`, or nil while building indexes.
        public var file: String?
        public var rows: Int
        public var rowsPerSecond: Double
        /// True on the last report for a file.
        public var done: Bool
    }

    /// Loads `feed` into `database` (replacing it on success). Throws `ImportError`.
    @discardableResult
    public static func load(feed: String, into database: String, options: Options = Options()) throws(ImportError)
        -> ImportSummary
    {
        let started = Date()
        let source = try FeedSource(path: feed)
        try ExpansionLimit.check(source, ratio: options.maxExpansion, floor: options.expansionFloorBytes)
        // A symlinked --db stays a link: the file it points to is what is replaced.
        let target = URL(fileURLWithPath: ReplacedFile.destination(of: database))
        let directory = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ImportError(.io, "cannot write \(database): directory \(directory.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ImportError(.io, "cannot write \(database): it is a directory")
        }
        if target.resolvingSymlinksInPath().standardizedFileURL
            == URL(fileURLWithPath: feed).resolvingSymlinksInPath().standardizedFileURL
        {
            throw ImportError(.io, "cannot write \(database): it is the feed itself")
        }
        TemporaryFiles.removeStale(beside: target)
        let temporary = TemporaryFiles.path(beside: target)
        TemporaryFiles.shared.register(temporary)
        defer {
            try? FileManager.default.removeItem(atPath: temporary)
            TemporaryFiles.shared.unregister(temporary)
        }

        var summary: ImportSummary
        do {
            let db: Database
            do { db = try Database(path: temporary) } catch { throw ImportError(writing: error, database: database) }
            summary = try fill(db, from: source, options: options, databaseName: database)
            summary.databasePath = target.path
            try writeMetadata(db, summary: summary, source: source, options: options)
        } catch let error as ImportError {
            throw error
        } catch let error as SQLiteError {
            throw ImportError(writing: error, database: database)
        } catch {
            throw ImportError(.io, "cannot write \(database): \(error)")
        }
        // The connection is closed (released above); make the file durable, then swap it in.
        LoadTrace.mark("metadata written")
        if let handle = FileHandle(forUpdatingAtPath: temporary) {
            try? handle.synchronize()
            try? handle.close()
        }
        LoadTrace.mark("synced")
        ReplacedFile.keepIdentity(of: target.path, on: temporary)
        guard rename(temporary, target.path) == 0 else {
            throw ImportError(.io, "cannot replace \(database): \(String(cString: strerror(errno)))")
        }
        summary.seconds = Date().timeIntervalSince(started)
        return summary
    }

    /// SQLite's sorter threads (`PRAGMA threads`) for the index builds: none on one core, where a
    /// worker only takes turns with the statement's thread; two from two cores up. With one
    /// worker the statement's thread writes a sorted run itself whenever the worker is still busy
    /// with the last (measured more CPU than two on this 2-core machine); each worker holds one
    /// run of `cache_size` (4 MB), so memory stays bounded whatever the feed's size.
    static func sorterThreads(cores: Int) -> Int { cores > 1 ? 2 : 0 }

    /// Runs the parser on a second thread and inserts what it sends, then builds the indexes.
    private static func fill(_ db: Database, from source: FeedSource, options: Options, databaseName: String) throws
        -> ImportSummary
    {
        // A temporary file renamed into place only on success: no journal and no syncs while
        // building are safe. A small page cache keeps memory flat (rows are appended, so a bigger
        // cache buys nothing). The index builds are the one phase on a single thread: SQLite's
        // sorter threads sort and merge there while the statement's own thread scans the table.
        // TRIPSHOT_LOAD_PRAGMAS adds pragmas, for tuning with tools/bench/bench-load.
        try db.execute(
            """
            PRAGMA page_size=8192; PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
            PRAGMA locking_mode=EXCLUSIVE; PRAGMA cache_size=-4096; PRAGMA temp_store=FILE;
            PRAGMA threads=\(sorterThreads(cores: ProcessInfo.processInfo.activeProcessorCount));
            """)
        if let extra = ProcessInfo.processInfo.environment["TRIPSHOT_LOAD_PRAGMAS"] { try db.execute(extra) }
        let hash = SourceHash(source)
        let queue = MessageQueue(limit: 4)
        let parser = FeedParser(source: source) { message in try queue.put(.success(message)) }
        let thread = Thread {
            do { try parser.run() } catch is MessageQueue.Cancelled { return } catch { try? queue.put(.failure(error)) }
        }
        thread.stackSize = 1 << 22
        thread.start()
        defer { queue.cancel() }

        var summary = ImportSummary()
        var report: FeedParser.Report?
        try db.execute("BEGIN")
        var inserter: TableInserter?
        while report == nil {
            switch queue.take() {
            case .failure(let error as FeedError):
                throw ImportError(feed: error)
            case .failure(let error):
                throw error
            case .success(.table(let plan)):
                try db.execute(plan.createSQL)
                inserter = try TableInserter(plan: plan, database: db, progress: options.progress)
            case .success(.rows(let batch)):
                if !LoadTrace.parseOnly { try inserter!.insert(batch) }
            case .success(.tableSkipped):
                if let plan = inserter?.plan { try db.execute("DROP TABLE \(Schema.quoted(plan.tableName))") }
                inserter = nil
            case .success(.tableDone(let rows)):
                LoadTrace.mark("\(inserter!.plan.fileName) done")
                let plan = inserter!.plan
                inserter!.finish()
                for statement in plan.addAbsentColumnsSQL { try db.execute(statement) }
                summary.tables.append(
                    .init(
                        name: plan.tableName, file: plan.fileName, rows: rows, extraColumns: plan.extraColumns,
                        isReference: plan.isReference))
                inserter = nil
            case .success(.finished(let finished)):
                report = finished
            }
        }
        LoadTrace.mark("rows in")
        // The parser's id sets were freed on its thread: hand their pages back to the system
        // before the indexes and the stop-name index grow the heap again.
        HeapTrim.releaseFreePages()
        LoadTrace.mark("heap trimmed")
        let loaded = Set(summary.tables.map(\.file))
        for spec in GTFSReference.files where !loaded.contains(spec.fileName) {
            try db.execute(Schema.createTable(spec))
        }
        try db.execute("COMMIT")

        options.progress?(Progress(file: nil, rows: 0, rowsPerSecond: 0, done: false))
        try db.execute("BEGIN")
        for statement in Schema.indexStatements + Schema.stopNameSearchStatements {
            try db.execute(statement)
            LoadTrace.mark(String(statement.prefix(40)))
        }
        // After the trip index: each trip's calls are read in order through it. Only when the
        // parser read an untimed call: otherwise the pass is a full scan of stop_times for nothing.
        let finished = report!
        summary.untimedCalls = finished.untimedCalls
        if finished.untimedCalls > 0 {
            summary.interpolatedCalls = try UntimedStops.fill(in: db)
            summary.untimedPassRan = true
            LoadTrace.mark("untimed stops")
        }
        // What the resolver needs to find stops by name, built once here rather than on every open.
        try StopNameIndex.build(in: db)
        LoadTrace.mark("stop-name index")
        try db.execute("COMMIT")
        LoadTrace.mark("indexes committed")

        summary.countedWarnings = finished.countedWarnings
        try ApartDuplicates.check(
            db, source: source, tables: summary.tables, singleRunFiles: finished.singleRunFiles,
            warnings: &summary.countedWarnings)
        LoadTrace.mark("apart duplicates")
        summary.notes = finished.notes
        if summary.interpolatedCalls > 0 {
            summary.notes.append(
                "stop_times.txt: \(summary.interpolatedCalls) calls without times between timepoints given the time their distance along the trip gives (timepoint 0: approximate)")
        }
        summary.feedVersion = finished.feedVersion
        summary.absentFiles = finished.absentFiles
        summary.ignoredEntries = finished.ignoredEntries
        // Waited for here, after every row and index: a read error still fails the load, as when
        // the parser hashed after its last file, and before `--strict` judges the warnings.
        summary.sourceSHA256 = try hash.value()
        LoadTrace.mark("source hashed")
        let strictWarnings = summary.countedWarnings.filter(\.inReferenceFile)
        if options.strict, let first = strictWarnings.first, let example = first.examples.first {
            throw ImportError(strict: example, warnings: strictWarnings)
        }
        return summary
    }

    private static func writeMetadata(_ db: Database, summary: ImportSummary, source: FeedSource, options: Options)
        throws
    {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let extraColumns = summary.tables.flatMap { table in table.extraColumns.map { "\(table.name).\($0)" } }
        let values: [(String, String?)] = [
            (Schema.MetaKey.schemaVersion, String(Schema.version)),
            (Schema.MetaKey.sourcePath, URL(fileURLWithPath: source.path).standardizedFileURL.path),
            (Schema.MetaKey.sourceSHA256, summary.sourceSHA256),
            (Schema.MetaKey.feedVersion, summary.feedVersion),
            (Schema.MetaKey.loadedAt, formatter.string(from: Date())),
            (Schema.MetaKey.toolVersion, options.toolVersion),
            (Schema.MetaKey.extraColumns, extraColumns.joined(separator: ",")),
            (Schema.MetaKey.extraTables, summary.tables.filter { !$0.isReference }.map(\.name).joined(separator: ",")),
            (Schema.MetaKey.absentFiles, summary.absentFiles.joined(separator: ",")),
        ]
        try db.transaction {
            try db.execute(Schema.createMetaTable)
            let insert = try db.prepare("INSERT INTO \(Schema.metaTable) (key, value) VALUES (?, ?)")
            for (key, value) in values {
                try insert.run(.text(key), value.map { .text($0) } ?? .null)
            }
        }
    }
}
