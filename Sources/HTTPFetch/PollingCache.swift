import Foundation
import Synchronization

/// One URL fetched at most once per `interval` however many callers ask (a server's riders), with
/// conditional requests: a 304 keeps the last body. Callers in between get the last answer; a
/// failed fetch is reported with the age of the body still held, so a page can say that live data
/// is unavailable without losing the static trip. Built for `serve --realtime`.
public final class PollingCache: Sendable {
    public struct Answer: Sendable {
        /// The last body fetched (nil when none ever came).
        public var body: [UInt8]?
        /// When that body was fetched.
        public var fetchedAt: Date?
        /// The last attempt's failure, nil when it brought a body or a 304.
        public var failure: FetchError?
    }

    private struct State {
        var body: [UInt8]?
        var fetchedAt: Date?
        var attemptedAt: Date?
        var etag: String?
        var lastModified: String?
        var failure: FetchError?
    }

    public let url: String
    public let interval: TimeInterval
    private let maxBytes: Int64
    /// The longest one fetch may take in all (connecting takes at most 3 s of it, a stall 5 s).
    public let timeoutSeconds: Int
    private let state = Mutex(State())
    /// Held by the one caller fetching; others take the last answer instead of waiting.
    private let fetching = Mutex(false)

    public init(url: String, interval: TimeInterval = 30, maxBytes: Int64 = 32 << 20, timeoutSeconds: Int = 10) {
        self.url = url
        self.interval = interval
        self.maxBytes = maxBytes
        self.timeoutSeconds = timeoutSeconds
    }

    /// The body, fetched again when the last attempt is older than `interval`.
    public func get(now: Date = Date()) -> Answer {
        let due = state.withLock { state in state.attemptedAt.map { now.timeIntervalSince($0) >= interval } ?? true }
        let mine =
            due
            && fetching.withLock { busy in
                if busy { return false }
                busy = true
                return true
            }
        if mine {
            defer { fetching.withLock { $0 = false } }
            let (etag, lastModified) = state.withLock { state in
                state.attemptedAt = now
                return (state.etag, state.lastModified)
            }
            let request = HTTPFetch.Request(
                url: url, etag: etag, lastModified: lastModified, maxBytes: maxBytes, connectTimeoutSeconds: min(3, timeoutSeconds),
                stallSeconds: min(5, timeoutSeconds), totalTimeoutSeconds: timeoutSeconds)
            let result = Result { () throws(FetchError) in try HTTPFetch.get(request) }
            state.withLock { state in
                switch result {
                case .success(let response):
                    state.failure = nil
                    state.fetchedAt = now
                    if !response.notModified {
                        state.body = response.body
                        state.etag = response.etag
                        state.lastModified = response.lastModified
                    }
                case .failure(let error):
                    state.failure = error
                }
            }
        }
        return state.withLock { Answer(body: $0.body, fetchedAt: $0.fetchedAt, failure: $0.failure) }
    }
}
