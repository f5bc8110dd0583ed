import CommandLineSupport
import FeedImporter
import Foundation
import HTTPFetch

/// `gtfs-load FEED [--db PATH] [--strict] [--quiet]`: a thin layer over `GTFSImporter`: parse the
/// line, show progress on a terminal, print the summary, map failures to exit codes.
public enum GTFSLoadCommand {
    static let tool = "gtfs-load"
    /// Where the database goes without `--db`: in the current directory, like `git init`'s `.git`.
    public static let defaultDatabase = "gtfs.sqlite"

    public static let usage = """
        usage: gtfs-load FEED [--db PATH] [--strict] [--max-expansion N] [--quiet] [--max-bytes N] [--timeout S]

        Loads a GTFS feed into a typed SQLite database (one table per GTFS file).

          FEED          a GTFS .zip (read in place), a directory of .txt files, or an http(s)
                        URL of a zip: downloaded (redirects followed), and asked again with its
                        ETag / Last-Modified, so an unchanged feed is not loaded twice
          --max-bytes N the largest download accepted (default 1 GiB); a larger one is cut
          --timeout S   give up a download when no byte arrives for S seconds (default 30)
          --db PATH     the database to write (default: \(defaultDatabase)); replaced only when the
                        load succeeds, keeping its mode, owner and group (and, for a symlink,
                        the link: the file it points to is replaced)
          --strict      fail (exit 67) on any warning about the feed's GTFS files, which
                        otherwise load counted, with their first locations:
                          - references to rows that do not exist: a stop_time's trip or stop,
                            a trip's route, service or shape, a frequency's trip, a route's
                            or fare's agency, a stop's parent_station or level, a transfer's or
                            pathway's stops, a transfer's routes and trips, a fare rule's fare,
                            route and zones, an attribution's agency, route and trip
                          - duplicate keys (agency_id, stop_id, route_id, trip_id, calendar's
                            service_id, calendar_dates' service_id+date, fare_id, level_id,
                            pathway_id; stop_sequence within a trip's and shape_pt_sequence
                            within a shape's consecutive rows)
                          - latitudes outside -90..90 and longitudes outside -180..180
                          - rows with empty fields beyond the header (dropped) or with fewer
                            fields (the missing ones read as empty)
                          - text with a NUL byte or invalid UTF-8 (stored repaired)
                          - stop times with minutes or seconds past 59 ("19:70:00": stored
                            empty, the call untimed, since no time can be read from them)
                          - column names read differently (control characters around them,
                            or a reference name in other case: Stop_Id read as stop_id)
                        Files outside the GTFS reference never fail a load, even with --strict.
          --max-expansion N
                        refuse a zip expanding past \(ExpansionLimit.floorBytes >> 20) MiB to more than N times its
                        size (default \(ExpansionLimit.defaultRatio); real feeds: under 10), as a zip bomb does
          -q, --quiet   print nothing but errors
          -h, --help    show this help
          --version     print the version

        exit codes: 0 loaded, 64 usage, 65 bad feed data, 66 FEED missing or unreadable,
                    67 --strict and the feed has warnings, 74 cannot write the database,
                    75 the zip expands past --max-expansion,
                    77 the download failed, 78 it passed --max-bytes, 79 it timed out or stalled
        """

    public static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        var cursor = ArgumentCursor(arguments)
        if cursor.flag("-h", "--help") {
            console.print(usage)
            return .success
        }
        if cursor.flag("--version") {
            console.print("gtfs-load \(TripShotVersion.string)")
            return .success
        }
        let feed: String
        let database: String
        let strict: Bool
        var maxExpansion = ExpansionLimit.defaultRatio
        let quiet: Bool
        var maxBytes = GTFSLoadURL.defaultMaxBytes
        var stallSeconds = GTFSLoadURL.defaultStallSeconds
        do throws(UsageError) {
            strict = cursor.flag("--strict")
            quiet = cursor.flag("-q", "--quiet")
            database = try cursor.option("--db") ?? defaultDatabase
            if let text = try cursor.option("--max-bytes") {
                guard let value = Int64(text), value > 0 else { throw UsageError("--max-bytes wants a positive number of bytes, not '\(text)'") }
                maxBytes = value
            }
            if let text = try cursor.option("--timeout") {
                guard let value = Int(text), value > 0 else { throw UsageError("--timeout wants a positive number of seconds, not '\(text)'") }
                stallSeconds = value
            }
            if let text = try cursor.option("--max-expansion") {
                guard let ratio = Int(text), ratio >= 1 else {
                    throw UsageError("--max-expansion wants a whole number of times, 1 or more, not '\(text)'")
                }
                maxExpansion = ratio
            }
            feed = try cursor.positional("FEED (a GTFS .zip or directory)")
            try cursor.finish()
            if database.isEmpty { throw UsageError("--db needs a path") }
        } catch {
            console.error(error.message, tool: tool)
            console.err(usage + "\n")
            return .usage
        }

        let progress = quiet || !console.errIsTerminal ? nil : ProgressLine(console: console)
        var showProgress: (@Sendable (GTFSImporter.Progress) -> Void)?
        if let progress { showProgress = { progress.show($0) } }
        let options = GTFSImporter.Options(
            strict: strict, toolVersion: TripShotVersion.string, maxExpansion: maxExpansion, progress: showProgress)
        var source = feed
        var downloaded: (etag: String?, lastModified: String?)?
        if HTTPFetch.isURL(feed) {
            do throws(ExitCode) {
                switch try GTFSLoadURL.fetch(
                    feed, database: database, limits: (maxBytes, stallSeconds), console: console, quiet: quiet, tool: tool) {
                case .unchanged(let message):
                    if !quiet { console.print(message) }
                    return .success
                case .download(let path, let etag, let lastModified):
                    source = path
                    downloaded = (etag, lastModified)
                }
            } catch {
                return error
            }
        }
        defer { if downloaded != nil { GTFSLoadURL.removeDownload() } }
        do throws(ImportError) {
            let summary = try GTFSImporter.load(feed: source, into: database, options: options)
            progress?.clear()
            if let downloaded {
                do {
                    try GTFSLoadURL.record(database: database, url: feed, etag: downloaded.etag, lastModified: downloaded.lastModified)
                } catch {
                    console.warning("loaded, but the URL and its validators were not recorded (\(error)): the next run downloads again", tool: tool)
                }
            }
            // Table names, warnings and feed_version come from the feed: its control characters escaped.
            if !quiet {
                console.out(TerminalText.escaped(SummaryText.render(summary, feed: feed, database: database), keepingLineBreaks: true))
            }
            return .success
        } catch {
            progress?.clear()
            console.error(error.message, tool: tool)
            return exitCode(for: error.category)
        }
    }

    /// One exit code per failure category (documented in docs/formats/exit-codes.md).
    public static func exitCode(for category: ImportError.Category) -> ExitCode {
        switch category {
        case .inputMissing, .inputUnreadable: .noInput
        case .badData: .dataError
        case .brokenReferences, .strictWarning: .brokenReferences
        case .io: .ioError
        case .expansionTooLarge: .feedExpansionTooLarge
        }
    }

    /// On SIGINT/SIGTERM/SIGHUP (a closed terminal): remove the half-built temporary database,
    /// then exit 130/143/129. The database at --db is untouched either way (it is only ever
    /// replaced by a rename).
    public static func installInterruptHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                GTFSImporter.removeTemporaryFiles()
                GTFSLoadURL.removeDownload()
                exit(128 + signalNumber)
            }
            source.resume()
            InterruptSources.keep(source)
        }
    }
}

/// Keeps the signal sources alive for the life of the process.
private enum InterruptSources {
    nonisolated(unsafe) static var sources: [any DispatchSourceSignal] = []
    static func keep(_ source: any DispatchSourceSignal) { sources.append(source) }
}
