import Foundation
import ZipArchive

/// Decompresses one zip entry on its own thread, a few chunks ahead of the parser that reads it:
/// inflating and checking the CRC were about a tenth of the parsing thread's work, which bounds
/// how fast rows go in while the inserting thread waits. At most `depth` chunks of `chunkBytes`
/// are held, so memory stays flat whatever the entry's size.
///
/// The entry is read to its end or until the parser lets go of `fill` (its `Handle` is freed):
/// the thread then stops at its next chunk. It drops the entry (libzip's `zip_fclose`) before it
/// hands on the end or an error, and a parser letting go before the end (a pass reading only the
/// rows it needs) waits until the thread has dropped it, so the next entry is opened only once
/// this one is closed and the archive is never used from two threads at once.
final class InflateAhead: @unchecked Sendable {
    static let chunkBytes = 1 << 18
    static let depth = 3

    private let condition = NSCondition()
    /// Filled chunks in order; an empty chunk is the end.
    private var chunks: [Result<[UInt8], ImportError>] = []
    private var stopped = false
    /// Set by the thread once it has dropped the entry and touches the archive no more.
    private var finished = false

    /// What the parser holds: freeing it stops the thread.
    final class Handle {
        fileprivate let ahead: InflateAhead
        private var current: [UInt8] = []
        private var offset = 0
        private var ended = false
        /// The error that ended the entry, thrown again on any later call.
        private var failure: ImportError?

        fileprivate init(_ ahead: InflateAhead) { self.ahead = ahead }
        deinit { ahead.stop() }

        /// `CSVReader.Fill`: copies the next bytes into `buffer`; 0 at the end.
        func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
            while offset == current.count {
                if ended { return 0 }
                if let failure { throw failure }
                let chunk: [UInt8]
                switch ahead.take() {
                case .success(let bytes): chunk = bytes
                case .failure(let error):
                    failure = error
                    throw error
                }
                if chunk.isEmpty {
                    ended = true
                    return 0
                }
                current = chunk
                offset = 0
            }
            let count = min(buffer.count, current.count - offset)
            current.withUnsafeBytes { bytes in
                buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return count
        }
    }

    /// Starts inflating `reader` on a new thread.
    static func start(_ reader: ZipEntryReader) -> Handle {
        let ahead = InflateAhead()
        let box = UncheckedReader(reader: reader)
        let thread = Thread { ahead.run(box) }
        thread.stackSize = 1 << 20
        thread.start()
        return Handle(ahead)
    }

    /// The entry, owned by the thread alone: a class, so that letting go of it here closes it at
    /// once (a struct copied into the thread's closure would keep it open until the thread ends).
    private final class UncheckedReader: @unchecked Sendable {
        var reader: ZipEntryReader?
        init(reader: ZipEntryReader) { self.reader = reader }
    }

    private func run(_ box: UncheckedReader) {
        while true {
            var chunk = [UInt8](repeating: 0, count: InflateAhead.chunkBytes)
            var outcome: Result<[UInt8], ImportError>
            do {
                let count = try chunk.withUnsafeMutableBytes { buffer in try box.reader!.read(into: buffer) }
                chunk.removeLast(chunk.count - count)
                outcome = .success(chunk)
            } catch let error as ZipError {
                outcome = .failure(ImportError(zip: error))
            } catch {
                outcome = .failure(ImportError(.io, "\(error)"))
            }
            let last: Bool
            switch outcome {
            case .success(let bytes): last = bytes.isEmpty
            case .failure: last = true
            }
            if last { box.reader = nil }  // closed here, before the parser can open the next entry
            condition.lock()
            while chunks.count >= InflateAhead.depth && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                box.reader = nil
                finish()
                return
            }
            chunks.append(outcome)
            condition.broadcast()
            condition.unlock()
            if last {
                finish()
                return
            }
        }
    }

    private func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    private func take() -> Result<[UInt8], ImportError> {
        condition.lock()
        defer { condition.unlock() }
        while chunks.isEmpty { condition.wait() }
        let chunk = chunks.removeFirst()
        condition.broadcast()
        return chunk
    }

    /// Stops the thread and waits until it has dropped the entry: at most the one chunk it is
    /// reading.
    private func stop() {
        condition.lock()
        stopped = true
        chunks.removeAll()
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
