/// How old a realtime feed is, against the clock of the machine reading it.
public enum FeedFreshness: Hashable, Sendable {
    /// At most `staleAfterSeconds` old.
    case live(ageSeconds: Int)
    /// Older: its predictions are shown, but never as live.
    case stale(ageSeconds: Int)
    /// No timestamp in the header: its age is unknown, so it is not shown as live either.
    case undated

    /// GTFS-Realtime's best practices: trip updates and vehicle positions should not be older than
    /// 90 seconds.
    public static let staleAfterSeconds = 90
    /// A header up to this far ahead of our clock is clock skew; further ahead, the feed is refused.
    public static let futureToleranceSeconds = 60

    public init(timestamp: Int64?, now: Int64) {
        guard let timestamp else {
            self = .undated
            return
        }
        let age = Int(now - timestamp)
        self = age > Self.staleAfterSeconds ? .stale(ageSeconds: age) : .live(ageSeconds: max(0, age))
    }

    public var isLive: Bool { if case .live = self { true } else { false } }

    /// True when the header's time is further ahead of `now` than clock skew explains.
    public static func isInFuture(timestamp: Int64?, now: Int64) -> Bool {
        guard let timestamp else { return false }
        return timestamp - now > Int64(futureToleranceSeconds)
    }
}
