import Foundation

/// A small bounded queue between the parsing thread and the inserting thread: it keeps both cores
/// busy while holding at most `limit` batches in memory.
final class MessageQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Result<LoadMessage, any Error>] = []
    private let limit: Int
    private var cancelled = false

    struct Cancelled: Error {}

    init(limit: Int) { self.limit = limit }

    /// Waits for room, then adds; throws `Cancelled` once the consumer has given up.
    func put(_ item: Result<LoadMessage, any Error>) throws {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= limit && !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        items.append(item)
        condition.broadcast()
    }

    /// Waits for the next item.
    func take() -> Result<LoadMessage, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        let item = items.removeFirst()  // at most `limit` items: cheap, and frees the slot
        condition.broadcast()
        return item
    }

    /// The consumer stops: wakes and stops the producer.
    func cancel() {
        condition.lock()
        cancelled = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
