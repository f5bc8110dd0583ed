import CommandLineSupport
import FeedImporter
import Foundation
import HTTPFetch
import Synchronization
import TripShotFeedDatabase
import TripShotSQLite

/// `gtfs-load URL`: the feed downloaded with libcurl, then loaded as a file is (the database is
/// replaced by a rename only when the load succeeds). The URL, its ETag and Last-Modified go into
/// `tripshot_meta`, so the next run asks conditionally and an unchanged feed (a 304, or the same
/// SHA-256 from a server without validators) is not loaded again.
enum GTFSLoadURL {
    static let urlKey = "source_url"
    static let etagKey = "http_etag"
    static let lastModifiedKey = "http_last_modified"
    /// The default --max-bytes: the largest feeds (a whole country's) are a few hundred MB.
    static let defaultMaxBytes: Int64 = 1 << 30
    /// The default --timeout: seconds without a byte before a download is given up.
    static let defaultStallSeconds = 30

    /// The download being written, for the interrupt handler to remove.
    private static let downloading = Mutex<String?>(nil)

    /// Removes the download, when there is one (after the load, or on SIGINT/SIGTERM).
    static func removeDownload() {
        if let path = downloading.withLock({ path in defer { path = nil }; return path }) { unlink(path) }
    }

    enum Outcome {
        /// The downloaded zip, to load; and the validators to keep.
        case download(path: String, etag: String?, lastModified: String?)
        /// Not loaded again: the message says since when.
        case unchanged(String)
    }

    /// Downloads `url` beside `database`. The old database is never touched here.
    static func fetch(
        _ url: String, database: String, limits: (maxBytes: Int64, stallSeconds: Int), console: Console, quiet: Bool,
        tool: String
    ) throws(ExitCode) -> Outcome {
        let previous = metadata(database)
        let sameSource = previous[urlKey] == url
        let request = HTTPFetch.Request(
            url: url, etag: sameSource ? previous[etagKey] : nil, lastModified: sameSource ? previous[lastModifiedKey] : nil,
            maxBytes: limits.maxBytes, stallSeconds: limits.stallSeconds, totalTimeoutSeconds: 3600)
        let directory = URL(fileURLWithPath: database).deletingLastPathComponent().path
        let temporary = "\(directory.isEmpty ? "." : directory)/.gtfs-load-download-\(ProcessInfo.processInfo.processIdentifier).zip"
        let showProgress = !quiet && console.errIsTerminal
        var onProgress: (@Sendable (Int64, Int64) -> Void)?
        if showProgress {
            onProgress = { received, total in
                let of = total > 0 ? " of \(SummaryText.grouped(Int(total)))" : ""
                console.err("\r\u{1B}[Kdownloading \(SummaryText.grouped(Int(received)))\(of) bytes")
            }
        }
        let response: HTTPFetch.Response
        // Kept until the load is done: an interrupt while loading removes the download too.
        downloading.withLock { $0 = temporary }
        do throws(FetchError) {
            response = try HTTPFetch.get(request, to: temporary, progress: onProgress)
            if showProgress { console.err("\r\u{1B}[K") }
        } catch {
            if showProgress { console.err("\r\u{1B}[K") }
            try? FileManager.default.removeItem(atPath: temporary)
            console.error("cannot download the feed: \(error.description); \(database) is unchanged", tool: tool)
            switch error.kind {
            case .tooLarge: throw .downloadTooLarge
            case .timedOut: throw .downloadTimedOut
            case .httpStatus, .failed: throw .downloadFailed
            }
        }
        let since = previous[lastModifiedKey] ?? previous[Schema.MetaKey.loadedAt] ?? "the last load"
        if response.notModified {
            try? FileManager.default.removeItem(atPath: temporary)
            return .unchanged("feed unchanged since \(since) (HTTP 304): \(database) kept")
        }
        if sameSource, let checksum = SHA256.hexDigest(ofFile: temporary), checksum == previous[Schema.MetaKey.sourceSHA256] {
            try? FileManager.default.removeItem(atPath: temporary)
            try? record(database: database, url: url, etag: response.etag, lastModified: response.lastModified)
            return .unchanged("feed unchanged since \(since) (same SHA-256): \(database) kept")
        }
        return .download(path: temporary, etag: response.etag, lastModified: response.lastModified)
    }

    /// The meta entries of an existing tripshot database; empty when there is none.
    static func metadata(_ database: String) -> [String: String] {
        guard let db = try? GTFSDatabase.open(database) else { return [:] }
        return (try? GTFSDatabase.metadata(db)) ?? [:]
    }

    /// Writes the URL and validators into the freshly renamed database.
    static func record(database: String, url: String, etag: String?, lastModified: String?) throws {
        let db = try Database(path: database)
        let upsert = try db.prepare("INSERT OR REPLACE INTO \(Schema.metaTable) (key, value) VALUES (?, ?)")
        let delete = try db.prepare("DELETE FROM \(Schema.metaTable) WHERE key = ?")
        for (key, value) in [(urlKey, url), (Schema.MetaKey.sourcePath, url), (etagKey, etag), (lastModifiedKey, lastModified)] {
            // A validator the server no longer sends is dropped, never kept stale.
            let statement = value == nil ? delete : upsert
            statement.reset()
            try statement.bind(key, at: 1)
            if let value { try statement.bind(value, at: 2) }
            _ = try statement.step()
        }
    }
}
