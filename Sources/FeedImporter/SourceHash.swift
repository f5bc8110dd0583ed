import Foundation

/// The SHA-256 of a feed's source (`FeedSource.sha256()`), computed on its own thread from the
/// start of a load: it reads the zip file apart from libzip, so it needs nothing the parser does,
/// and once every row is in it is already done instead of hashing the whole zip on the loading
/// path. The result (or the read error) is waited for where it is used.
final class SourceHash: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<String, ImportError>?

    /// Starts hashing `source` (whose `path` and `files` do not change after it is opened).
    init(_ source: FeedSource) {
        let box = UncheckedSource(source: source)
        let thread = Thread { [self] in
            let outcome: Result<String, ImportError>
            do throws(ImportError) { outcome = .success(try box.source.sha256()) } catch { outcome = .failure(error) }
            condition.lock()
            result = outcome
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// Waits for the hex digest; throws the error that stopped the hashing.
    func value() throws(ImportError) -> String {
        condition.lock()
        while result == nil { condition.wait() }
        let outcome = result!
        condition.unlock()
        return try outcome.get()
    }

    private struct UncheckedSource: @unchecked Sendable { let source: FeedSource }
}
