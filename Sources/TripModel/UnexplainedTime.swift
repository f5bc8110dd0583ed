import Itinerary

/// A clock time the page shows that no ride of the trip explains (the planner decoder's pages):
/// its ride may be lost, or it is no trip data at all (a status-bar clock, an e-mail's sent time).
public struct UnexplainedTime: Hashable, Sendable {
    public var time: ClockTime
    /// The feed's name of the stop the page names beside it (the same geometry that makes a ride's
    /// times), nil when it names none there.
    public var stopName: String?

    public init(time: ClockTime, stopName: String?) {
        self.time = time
        self.stopName = stopName
    }

    /// A time beside a stop's name looks like a ride's time: left unexplained it may be a ride the
    /// answer does not hold, so the trip is not reported as matching. A time with no stop beside it
    /// (a clock, a sent time) is listed but fails nothing: every page has one.
    public var failsMatch: Bool { stopName != nil }

    /// "07:13 beside 'Fulton St'", "09:41 (no stop named beside it)".
    public var description: String {
        stopName.map { "\(time) beside '\($0)'" } ?? "\(time) (no stop named beside it)"
    }
}
