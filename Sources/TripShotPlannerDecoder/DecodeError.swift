import TripShotResolver

/// Why a page did not decode into one trip of the feed. Each says what the page showed, so the
/// rider sees why; each has its own exit code (`tripshot`: 96, 108, 109) and HTTP answer.
public enum DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The page is not one trip: no clock time, no stop name, a departure board of one stop, or a
    /// timetable of several trips. `seen` says what it showed, `reason` why that is not one trip.
    case notOneTrip(seen: String, reason: String)
    /// Times and stop names, but no trip of the feed calls at one named stop at a shown time and
    /// later at another at a later shown time.
    case noTripExplains(seen: String)
    /// Two different trip chains explain the page equally well: both given, nothing guessed.
    case ambiguous(first: DecodedChain, second: DecodedChain)
    /// The feed database failed while the page was decoded.
    case feed(ResolveError)

    public var description: String {
        switch self {
        case .notOneTrip(let seen, let reason):
            "not one trip: the page shows \(seen); \(reason)"
        case .noTripExplains(let seen):
            "no trip of the feed explains this page: it shows \(seen), but no trip calls at one named stop at a shown"
                + " time and later at another at a later shown time"
        case .ambiguous(let first, let second):
            "two trips explain this page equally well, so neither is chosen: \(first); or \(second)"
                + " (\(Self.advice(first.day)))"
        case .feed(let error):
            error.description
        }
    }

    /// What tells two tied chains apart: the day when nothing pins it; when the page shows it or
    /// `--date` gave it, both run on that day, so only what the page shows of the ride does.
    static func advice(_ day: DecodedChain.Day) -> String {
        switch day {
        case .open: "give the page's date with --date, or a screenshot showing the route"
        case .shown(let date):
            "both run on the page's date, \(date), so no date tells them apart: a screenshot showing the route, its"
                + " destination or the trip's number does"
        case .given(let date):
            "both run on \(date), the date given, so no date tells them apart: a screenshot showing the route, its"
                + " destination or the trip's number does"
        }
    }
}
