import Foundation
import TripShotGTFS
import TripShotSQLite
import ZipArchive

/// Why a load failed. `category` decides the exit code; `message` is what the user reads, already
/// located (`stop_times.txt:1042: arrival_time "25:7" is not a time (HH:MM:SS)`).
public struct ImportError: Error, Sendable, CustomStringConvertible {
    public enum Category: Sendable, Equatable {
        /// FEED does not exist.
        case inputMissing
        /// FEED exists but cannot be read (permissions, not a regular file).
        case inputUnreadable
        /// The feed's content is wrong: a damaged zip, a bad row, a missing required file or column.
        case badData
        /// `--strict` and the feed has references to rows that do not exist.
        case brokenReferences
        /// `--strict` and the feed has another counted warning (duplicate key, value out of range...).
        case strictWarning
        /// The database could not be written (directory missing, disk full, permissions).
        case io
        /// The zip expands past `Options.maxExpansion` times its size (see `ExpansionLimit`).
        case expansionTooLarge
    }

    public var category: Category
    public var message: String
    /// The located feed problem, when the failure is one.
    public var feedError: FeedError?

    public init(_ category: Category, _ message: String, feedError: FeedError? = nil) {
        self.category = category
        self.message = message
        self.feedError = feedError
    }

    init(feed error: FeedError) {
        self.init(
            error.kind.isReference ? .brokenReferences : .badData, error.description, feedError: error)
    }

    /// The `--strict` failure: the first warning, located, and how many there were of each kind.
    init(strict example: FeedError, warnings: [ImportSummary.CountedWarning]) {
        var totals: [(ImportSummary.CountedWarning.Kind, Int)] = []
        for kind in ImportSummary.CountedWarning.Kind.allCases {
            let count = warnings.filter { $0.kind == kind }.reduce(0) { $0 + $1.count }
            if count > 0 { totals.append((kind, count)) }
        }
        let list = totals.map { $0.0.counted($0.1) }.joined(separator: ", ")
        self.init(
            example.kind.isReference ? .brokenReferences : .strictWarning,
            "\(example.description) (--strict: \(list) in all)", feedError: example)
    }

    init(zip error: ZipError) {
        switch error.kind {
        case .cannotOpen:
            self.init(.inputUnreadable, "\(error.path): cannot be opened (\(error.message))")
        case .notAZip:
            self.init(.badData, "\(error.path): not a zip archive, or a truncated one (\(error.message))")
        case .inconsistent:
            self.init(.badData, "\(error.path): damaged zip archive (\(error.message))")
        case .damagedEntry:
            self.init(.badData, "\(error.path): \(error.entry ?? "an entry") is damaged (\(error.message))")
        case .other:
            self.init(.badData, "\(error.path): \(error.message)")
        }
    }

    init(writing error: SQLiteError, database: String) {
        // SQLITE_FULL (13): the disk of the database, or of SQLite's temporary files (building the
        // indexes sorts there: $SQLITE_TMPDIR, else $TMPDIR, else /var/tmp or /tmp), is full.
        if error.code == 13 {
            let environment = ProcessInfo.processInfo.environment
            let temporary = environment["SQLITE_TMPDIR"] ?? environment["TMPDIR"] ?? "/var/tmp or /tmp"
            self.init(
                .io,
                "cannot write \(database): \(error.message): the disk of the database or of SQLite's temporary files "
                    + "(\(temporary); set SQLITE_TMPDIR to use another) has no room left")
            return
        }
        self.init(.io, "cannot write \(database): \(error.message)")
    }

    public var description: String { message }
}

extension FeedError.Kind {
    var isReference: Bool {
        if case .unknownReference = self { return true }
        return false
    }
}
