import TripShotParser

/// A clock time the page shows that no ride of the trip explains (the planner decoder's pages):
/// its ride may be lost, or it is no trip data at all (a status-bar clock, an e-mail's sent time).
public struct UnexplainedTime: Hashable, Sendable {
    public var time: ClockTime
    /// The feed's name of the stop the page names beside it (the same geometry that makes a ride's
    /// times), nil when it names none there.
    public var stopName: String?
    /// The summary's start or end ("12:09 – 12:58" above the legs): the whole trip's.
    public var summarises: Bool

    public init(time: ClockTime, stopName: String?, summarises: Bool = false) {
        self.time = time
        self.stopName = stopName
        self.summarises = summarises
    }

    /// A time beside a stop's name looks like a ride's time, and the summary's start or end is the
    /// trip's: left unexplained, a ride the answer does not hold may be drawn, so the trip is not
    /// reported as matching. Any other time (a status-bar clock, an e-mail's sent time) is listed
    /// but fails nothing: nearly every page shows one.
    public var failsMatch: Bool { stopName != nil || summarises }

    /// "07:13 beside 'Fulton St'", "12:09 (the summary's start or end)", "09:41 (no stop named beside it)".
    public var description: String {
        if let stopName { return "\(time) beside '\(stopName)'" }
        return summarises ? "\(time) (the summary's start or end)" : "\(time) (no stop named beside it)"
    }
}
