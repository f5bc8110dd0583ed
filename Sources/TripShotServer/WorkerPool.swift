import Foundation
import HTTPServer
import TripShotServerChain

/// A fixed set of threads reading screenshots, each with its own Tesseract engine (a
/// `ScreenshotOCR`, loaded once and reused for every job), behind a bounded queue: when the
/// queue is full, `submit` refuses at once instead of letting waits grow without end.
public final class WorkerPool: @unchecked Sendable {
    public typealias Job = @Sendable (ScreenshotOCR) -> Void

    private let condition = NSCondition()
    private var queue: [Job] = []
    private var stopping = false
    let capacity: Int

    /// Starts `workers` threads, each loading its engine before it takes work.
    public init(workers: Int, queueCapacity: Int, tessdata: String?) {
        capacity = queueCapacity
        for index in 0..<workers {
            let thread = Thread { [self] in work(ScreenshotOCR(tessdata: tessdata)) }
            thread.name = "tripshot-worker-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Queues `job`; false when the queue is full or the pool is stopping.
    public func submit(_ job: @escaping Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, queue.count < capacity else { return false }
        queue.append(job)
        condition.signal()
        return true
    }

    /// Jobs waiting for a worker.
    public var queued: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count
    }

    /// Lets the workers finish the job in hand, drops the queued ones, and ends the threads.
    public func stop() {
        condition.lock()
        stopping = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func work(_ reader: ScreenshotOCR) {
        // Loading the model up front keeps the first request from paying for it; a failure here
        // (no language data) shows on every request that reaches this worker.
        try? reader.prepare()
        while true {
            condition.lock()
            while queue.isEmpty && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            let job = queue.removeFirst()
            condition.unlock()
            job(reader)
            MemoryReturn.trim()
        }
    }
}
