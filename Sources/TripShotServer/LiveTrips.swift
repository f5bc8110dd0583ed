import Foundation
import Synchronization
import TripShot
import TripShotTrip

/// The trips the page is showing, each under an unguessable id, so that the page can refresh its
/// live section and download its calendar without sending the screenshot again. Only the resolved
/// trip is held (never the screenshot or its lines), in memory only, for `lifetime` at most and
/// `capacity` trips at most (the oldest goes first); a restart forgets them all.
final class LiveTrips: Sendable {
    struct Entry: Sendable {
        var trip: ResolvedTrip
        var feed: SharedFeed
        var added: Date
    }

    let capacity: Int
    let lifetime: TimeInterval
    private let entries = Mutex<[String: Entry]>([:])

    init(capacity: Int, lifetime: TimeInterval) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    /// Holds `trip` and returns its id: 128 random bits in hex.
    func add(_ trip: ResolvedTrip, feed: SharedFeed, now: Date = Date()) -> String {
        var generator = SystemRandomNumberGenerator()
        let id = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
        entries.withLock { entries in
            entries = entries.filter { now.timeIntervalSince($0.value.added) < lifetime }
            while entries.count >= capacity, let oldest = entries.min(by: { $0.value.added < $1.value.added }) {
                entries[oldest.key] = nil
            }
            entries[id] = Entry(trip: trip, feed: feed, added: now)
        }
        return id
    }

    /// The trip held under `id`, nil when there is none or it is past its lifetime.
    func entry(_ id: String, now: Date = Date()) -> Entry? {
        entries.withLock { entries in
            guard let entry = entries[id], now.timeIntervalSince(entry.added) < lifetime else { return nil }
            return entry
        }
    }

    var count: Int { entries.withLock { $0.count } }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
