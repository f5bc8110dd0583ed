import Dispatch
import Foundation

/// The thread that runs `serve`'s reload checks: every `seconds` (0: none), and one forced check
/// on each SIGHUP. Its own thread, not the process's shared dispatch pool: on a loaded server (or
/// in a test run whose other suites keep every pool thread busy reading screenshots) a check queued
/// on that pool waited without bound, since the pool adds threads only for blocked ones, not busy
/// ones; a replaced database then went unserved. Here a check comes within `seconds` of the last
/// one ending, however busy the pool is. (The SIGHUP source still hands its event over through the
/// pool: a signal is taken as an event there, and the check it asks for runs here.)
final class ServeWatch: @unchecked Sendable {
    private let condition = NSCondition()
    /// Only touched under `condition`.
    private var forced = false, stopping = false, ended = false
    private var hangup: (any DispatchSourceProtocol)?

    /// Starts the thread; `check(force)` is called on it, one call at a time.
    init(everySeconds seconds: Double, check: @escaping @Sendable (_ force: Bool) -> Void) {
        let source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
        source.setEventHandler { [self] in
            condition.lock()
            forced = true
            condition.signal()
            condition.unlock()
        }
        source.resume()
        hangup = source
        let thread = Thread { [self] in run(seconds, check) }
        thread.name = "tripshot-serve-watch"
        thread.start()
    }

    private func run(_ seconds: Double, _ check: (_ force: Bool) -> Void) {
        condition.lock()
        var next = seconds > 0 ? Date().addingTimeInterval(seconds) : Date.distantFuture
        while !stopping {
            if forced {
                forced = false
                condition.unlock()
                check(true)
                condition.lock()
            } else if Date() >= next {
                condition.unlock()
                check(false)
                condition.lock()
                next = Date().addingTimeInterval(seconds)
            } else {
                _ = condition.wait(until: next)
            }
        }
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the SIGHUP source and the thread, waiting for a check in hand to finish: none runs
    /// after this returns.
    func cancel() {
        hangup?.cancel()
        condition.lock()
        stopping = true
        condition.broadcast()
        while !ended { condition.wait() }
        condition.unlock()
    }
}
