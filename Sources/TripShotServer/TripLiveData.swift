import TripShot
import TripShotLive
import TripShotTrip

/// What the server asks beyond the resolved trip: its live state from the realtime sources
/// (`serve --realtime`) and its calendar file. The command line provides it (decoding, fetching
/// and the feed database's agency facts live there, as for `import --realtime`); tests swap it.
public protocol TripLiveData: Sendable {
    /// Whether any realtime source is configured; without one the page only gets the calendar link.
    var hasRealtime: Bool { get }
    /// Seconds between two refreshes of the page's live section (the sources' polling interval).
    var refreshSeconds: Int { get }
    /// The live state of `trip` (resolved on `feed`) now, alerts in the reader's `languages`.
    func live(for trip: ResolvedTrip, feed: SharedFeed, languages: [String]) -> LiveState
    /// The trip as an iCalendar file; nil when the feed database cannot give the agency's zone.
    func calendar(for trip: ResolvedTrip, feed: SharedFeed) -> String?
}

/// A trip's live state: the report (nil when no source was usable) and each source's failure.
public struct LiveState: Sendable {
    public var report: LiveReport?
    public var failures: [LiveSourceFailure]

    public init(report: LiveReport?, failures: [LiveSourceFailure]) {
        self.report = report
        self.failures = failures
    }
}

/// Why one realtime source gave nothing usable (or only an older body), with the code
/// `import --realtime` exits with for the same fault.
public struct LiveSourceFailure: Sendable, Hashable {
    /// The source as the page may show it: a URL without its query (where API keys go).
    public var source: String
    /// "realtime_unreadable", "realtime_not_a_feed", ...
    public var code: String
    public var exitCode: Int32
    public var message: String

    public init(source: String, code: String, exitCode: Int32, message: String) {
        self.source = source
        self.code = code
        self.exitCode = exitCode
        self.message = message
    }
}
