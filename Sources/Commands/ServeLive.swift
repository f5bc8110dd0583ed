import CommandLineSupport
import Foundation
import HTTPFetch
import Synchronization
import TripShot
import TripShotLive
import TripShotServer
import TripShotTrip

/// `serve --realtime SOURCE...`: the server's live data. A URL is polled through a `PollingCache`
/// (at most once per interval whatever the number of riders, conditionally, with a timeout and a
/// size limit); a file is read when asked (an operator's tool rewrites it). Every source is
/// decoded and checked as `import --realtime` checks it, and each failure keeps its own message
/// and code; a source that fails after it once answered goes on with its last body, said so.
final class ServeLive: TripLiveData {
    struct Limits {
        var intervalSeconds = 30
        var maxBytes: Int64 = RealtimeSource.maxBytes
        var timeoutSeconds = 10
    }

    private final class Source: Sendable {
        let text: String
        let cache: PollingCache?
        /// What the page may show: a URL without its query, where API keys go.
        let shown: String
        /// The last body decoded, by when it was fetched: one decoding per fetch, not per rider.
        let decoded = Mutex<(fetchedAt: Date, result: Result<RealtimeFeed, RealtimeSource.Failure>)?>(nil)

        init(text: String, cache: PollingCache?, shown: String) {
            self.text = text
            self.cache = cache
            self.shown = shown
        }

        func decode(_ body: [UInt8], fetchedAt: Date) -> Result<RealtimeFeed, RealtimeSource.Failure> {
            if let held = decoded.withLock({ $0 }), held.fetchedAt == fetchedAt { return held.result }
            let result = Result { () throws(RealtimeSource.Failure) in try RealtimeSource(source: text).decode(body) }
            decoded.withLock { $0 = (fetchedAt, result) }
            return result
        }
    }

    private let sources: [Source]
    let refreshSeconds: Int
    /// Each served feed's database file, to read its agency and stop times.
    private let paths = Mutex<[ObjectIdentifier: String]>([:])

    init(sources: [String], limits: Limits = Limits()) {
        self.sources = sources.map { text in
            let url = HTTPFetch.isURL(text)
            return Source(
                text: text,
                cache: url
                    ? PollingCache(
                        url: text, interval: TimeInterval(limits.intervalSeconds), maxBytes: limits.maxBytes,
                        timeoutSeconds: limits.timeoutSeconds)
                    : nil,
                shown: url ? Self.withoutQuery(text) : URL(fileURLWithPath: text).lastPathComponent)
        }
        refreshSeconds = limits.intervalSeconds
    }

    var hasRealtime: Bool { !sources.isEmpty }

    /// Records where `feed` was opened from (at start and at every reload).
    func served(_ feed: SharedFeed, at path: String) {
        paths.withLock { $0[ObjectIdentifier(feed)] = path }
    }

    private func facts(_ trip: ResolvedTrip, feed: SharedFeed) throws -> LiveFeedFacts {
        guard let path = paths.withLock({ $0[ObjectIdentifier(feed)] }) else { throw LiveFeedFactsError("the feed's database is not known") }
        return try LiveFeedFacts(path: path, trip: trip)
    }

    func calendar(for trip: ResolvedTrip, feed: SharedFeed) -> String? {
        (try? facts(trip, feed: feed)).map { ImportLive.calendar(trip, facts: $0) }
    }

    func live(for trip: ResolvedTrip, feed: SharedFeed, languages: [String]) -> LiveState {
        let now = Int64(Date().timeIntervalSince1970)
        let facts: LiveFeedFacts
        do {
            facts = try self.facts(trip, feed: feed)
        } catch {
            return LiveState(
                report: nil,
                failures: [
                    LiveSourceFailure(
                        source: "the feed database", code: Self.code(.realtimeUnreadable), exitCode: ExitCode.realtimeUnreadable.rawValue,
                        message: "cannot read the agency and stop times for live data: \(error)")
                ])
        }
        var feeds: [RealtimeFeed] = [], failures: [LiveSourceFailure] = []
        for source in sources {
            let (feed, failure) = read(source, facts: facts, now: now)
            if let feed { feeds.append(feed) }
            if let failure { failures.append(failure) }
        }
        guard let merged = RealtimeFeed.merged(feeds) else { return LiveState(report: nil, failures: failures) }
        let context = LiveContext(
            timeZone: facts.timeZone, rides: facts.rides, agencyIDs: facts.agencyIDs,
            languages: languages + (facts.agencyLanguage.map { [$0] } ?? []))
        return LiveState(report: LiveMatcher.report(for: trip, feed: merged, context: context, now: now), failures: failures)
    }

    /// One source's feed now, and its failure: both when a URL failed but its last body still decodes.
    private func read(_ source: Source, facts: LiveFeedFacts, now: Int64) -> (RealtimeFeed?, LiveSourceFailure?) {
        let realtime = RealtimeSource(source: source.text)
        var fetchFailure: LiveSourceFailure?
        let decoded: Result<RealtimeFeed, RealtimeSource.Failure>
        if let cache = source.cache {
            let answer = cache.get()
            if let fault = answer.failure {
                let held = answer.fetchedAt.map { " (the feed fetched \(Int(Date().timeIntervalSince($0))) s ago is shown)" } ?? ""
                fetchFailure = failure(source, RealtimeSource.Failure(code: .realtimeUnreadable, message: fault.message + held))
            }
            guard let body = answer.body, let fetchedAt = answer.fetchedAt else { return (nil, fetchFailure) }
            decoded = source.decode(body, fetchedAt: fetchedAt)
        } else {
            decoded = Result { () throws(RealtimeSource.Failure) in try realtime.decode(try realtime.read()) }
        }
        do {
            return (try realtime.checked(try decoded.get(), facts: facts, now: now), fetchFailure)
        } catch {
            return (nil, self.failure(source, error))
        }
    }

    private func failure(_ source: Source, _ error: RealtimeSource.Failure) -> LiveSourceFailure {
        // The messages name the source as given; the page names it without its query.
        let message = error.message.replacingOccurrences(of: source.text + ": ", with: "").replacingOccurrences(of: source.text, with: source.shown)
        return LiveSourceFailure(source: source.shown, code: Self.code(error.code), exitCode: error.code.rawValue, message: message)
    }

    /// The JSON's name of a realtime exit code.
    static func code(_ code: ExitCode) -> String {
        switch code {
        case .realtimeUnreadable: "realtime_unreadable"
        case .realtimeNotAFeed: "realtime_not_a_feed"
        case .realtimeWrongMessage: "realtime_wrong_message"
        case .realtimeOtherAgency: "realtime_other_agency"
        case .realtimeFromFuture: "realtime_from_future"
        default: "realtime_failed"
        }
    }

    static func withoutQuery(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }
}
