import Foundation
import HTTPServer
import TripShot
import TripShotServerChain

/// How a request's screenshot is read on the worker pool within the request's time limit.
extension TripService {
    /// Runs `work` on a worker and waits for its answer up to the request's time limit. The work
    /// is handed `shouldStop`, true once nobody waits for it (the time is up, or the server is
    /// stopping): the read then ends within a word or a region and frees its worker.
    func onWorker(
        _ work: @escaping @Sendable (ScreenshotOCR, _ shouldStop: @escaping () -> Bool) -> Result<HTTPResponse, TripShotError>
    ) throws(ErrorResponse) -> HTTPResponse {
        let answer = Answer()
        let deadline = Date().addingTimeInterval(limits.requestSeconds)
        let stopping = self.stopping
        let accepted = pool.submit { [self] reader in
            // A job that waited past its request's time limit is no longer wanted.
            guard Date() < deadline, !answer.isAbandoned else { return }
            let result = work(reader) { answer.isAbandoned || stopping.isSet || Date() >= deadline }
            if case .failure(.screenshot(.stopped, _)) = result { self.stoppedReads.withLock { $0 += 1 } }
            answer.deliver(result)
        }
        guard accepted else {
            throw ErrorResponse(
                status: 503, code: "busy", message: "every worker is busy and the queue is full; try again shortly",
                retryAfterSeconds: limits.retryAfterSeconds)
        }
        switch answer.wait(until: deadline, stopping: stopping) {
        case .some(.success(let response)): return response
        case .some(.failure(.screenshot(.stopped, _))), .none:
            throw ErrorResponse(
                status: 503, code: stopping.isSet ? "shutting_down" : "timeout",
                message: stopping.isSet
                    ? "the server is stopping; try again shortly"
                    : "reading the screenshot took longer than \(Int(limits.requestSeconds)) s",
                retryAfterSeconds: limits.retryAfterSeconds)
        case .some(.failure(let error)): throw ErrorResponse(error)
        }
    }
}

/// One request's answer, handed from the worker to the waiting connection thread.
final class Answer: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<HTTPResponse, TripShotError>?
    private var abandoned = false

    var isAbandoned: Bool { condition.withLock { abandoned } }

    func deliver(_ result: Result<HTTPResponse, TripShotError>) {
        condition.withLock {
            self.result = result
            condition.broadcast()
        }
    }

    /// The answer, or nil when `deadline` passed or the server is stopping first.
    func wait(until deadline: Date, stopping: Stopping) -> Result<HTTPResponse, TripShotError>? {
        condition.lock()
        defer { condition.unlock() }
        while result == nil {
            if stopping.isSet || Date() >= deadline {
                abandoned = true
                return nil
            }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
        return result
    }
}

/// A flag set once, read from any thread.
final class Stopping: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
