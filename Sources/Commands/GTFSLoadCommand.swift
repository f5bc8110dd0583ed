import CommandLineSupport
import Foundation
import GTFSStore

/// `gtfs-load FEED [--db PATH] [--strict] [--quiet]`: a thin layer over `GTFSImporter`: parse the
/// line, show progress on a terminal, print the summary, map failures to exit codes.
public enum GTFSLoadCommand {
    static let tool = "gtfs-load"
    /// Where the database goes without `--db`: in the current directory, like `git init`'s `.git`.
    public static let defaultDatabase = "gtfs.sqlite"

    public static let usage = """
        usage: gtfs-load FEED [--db PATH] [--strict] [--quiet]

        Loads a GTFS feed into a typed SQLite database (one table per GTFS file).

          FEED          a GTFS .zip (read in place) or a directory of .txt files
          --db PATH     the database to write (default: \(defaultDatabase)); replaced only when the
                        load succeeds
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
                          - column names read differently (control characters around them,
                            or a reference name in other case: Stop_Id read as stop_id)
                        Files outside the GTFS reference never fail a load, even with --strict.
          -q, --quiet   print nothing but errors
          -h, --help    show this help
          --version     print the version

        exit codes: 0 loaded, 64 usage, 65 bad feed data, 66 FEED missing or unreadable,
                    67 --strict and the feed has warnings, 74 cannot write the database
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
        let quiet: Bool
        do throws(UsageError) {
            strict = cursor.flag("--strict")
            quiet = cursor.flag("-q", "--quiet")
            database = try cursor.option("--db") ?? defaultDatabase
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
        let options = GTFSImporter.Options(strict: strict, toolVersion: TripShotVersion.string, progress: showProgress)
        do throws(ImportError) {
            let summary = try GTFSImporter.load(feed: feed, into: database, options: options)
            progress?.clear()
            if !quiet { console.out(SummaryText.render(summary, feed: feed, database: database)) }
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
        }
    }

    /// On SIGINT/SIGTERM: remove the half-built temporary database, then exit 130/143. The
    /// database at --db is untouched either way (it is only ever replaced by a rename).
    public static func installInterruptHandlers() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                GTFSImporter.removeTemporaryFiles()
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
