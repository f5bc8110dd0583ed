import TripShotParser
import TripShotSQLite

/// Why an itinerary could not be resolved at all (a leg that merely fails to match is not an
/// error: it resolves with a `no_such_trip` verdict).
public struct ResolveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file is not an SQLite database tripshot wrote (no `tripshot_meta`, or GTFS tables
        /// missing); `outdated` when an older gtfs-load wrote it (the advice is to load it again).
        case notATripshotDatabase(path: String, reason: String, outdated: Bool = false)
        /// The itinerary has no ride to resolve.
        case noRides
        /// A name on the page fits no stop of the feed, in none of the readings the page allows
        /// (`name` is the preferred reading, `otherReadings` the rest; `closest` is for `name`).
        case unknownStop(name: String, otherReadings: [String], closest: [String])
        /// SQLite failed while reading the feed.
        case database(String)
        /// One time of a ride did not read on the page, and no run of its route from `from` to
        /// `to` on `date` fits the time that did (`departure` tells which one is missing).
        case unreadTime(departure: Bool, code: String, from: String, to: String, otherTime: ClockTime, date: ShownDate)
    }

    /// What went wrong, with the names and paths involved.
    public var kind: Kind

    /// An error of `kind`.
    public init(_ kind: Kind) { self.kind = kind }

    /// One sentence for the user, naming the stop, path or reason.
    public var description: String {
        switch kind {
        case .notATripshotDatabase(let path, let reason, let outdated):
            outdated
                ? "an older tripshot feed database: \(reason); build it again with 'gtfs-load FEED --db \(path)'"
                : "not a tripshot feed database: \(reason); create one with 'gtfs-load FEED --db \(path)'"
        case .noRides:
            "the screenshot shows no ride to resolve"
        case .unknownStop(let name, let otherReadings, let closest):
            "no stop of the feed is named like "
                + ([name] + otherReadings).map { "'\($0)'" }.joined(separator: " or ")
                + (closest.isEmpty ? "" : "; closest: \(closest.map { "'\($0)'" }.joined(separator: ", "))")
        case .database(let message):
            "reading the feed database failed: \(message)"
        case .unreadTime(let departure, let code, let from, let to, let otherTime, let date):
            "the \(departure ? "departure" : "arrival") time of the ride \(code) from \(from) to \(to) did not read, "
                + "and no run of it \(departure ? "reaches \(to)" : "leaves \(from)") at \(otherTime) on \(date)"
        }
    }

    static func wrap(_ error: any Error) -> ResolveError {
        if let error = error as? ResolveError { return error }
        if let error = error as? SQLiteError { return ResolveError(.database(error.description)) }
        return ResolveError(.database("\(error)"))
    }
}
