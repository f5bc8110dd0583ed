/// An RFC 4180 CSV reader over bytes, streaming: it holds one buffer of the file (grown only for a
/// record longer than it) and hands out each record's fields as byte ranges inside that buffer, so
/// no `String` is made unless the caller asks for one.
///
/// Handles: a UTF-8 BOM, CRLF or LF, a last line without a newline, quoted fields with commas,
/// `""` and newlines inside, blank lines (skipped). Lenient where real feeds are sloppy: a stray
/// quote inside an unquoted field is kept as a character.
public final class CSVReader {
    /// Fills the buffer it is given; returns the byte count, 0 at the end of the file.
    public typealias Fill = (UnsafeMutableRawBufferPointer) throws -> Int

    public let fileName: String
    private let fill: Fill
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private let maximumRecord: Int
    /// Unparsed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var atEOF = false
    private var atFileStart = true
    private var nextLine = 1

    /// 1-based line on which the current record starts (the header is line 1).
    public private(set) var line = 0
    private var fieldStarts: [Int] = []
    private var fieldEnds: [Int] = []

    public init(fileName: String, bufferSize: Int = 1 << 20, maximumRecord: Int = 64 << 20, fill: @escaping Fill) {
        self.fileName = fileName
        self.fill = fill
        self.capacity = max(bufferSize, 16)
        self.maximumRecord = maximumRecord
        self.buffer = .allocate(capacity: capacity)
        fieldStarts.reserveCapacity(32)
        fieldEnds.reserveCapacity(32)
    }

    deinit { buffer.deallocate() }

    /// Fields in the current record.
    public var fieldCount: Int { fieldStarts.count }

    /// The bytes of field `index` of the current record (unquoted, `""` already made `"`). Valid
    /// until the next call to `next()`.
    @inline(__always)
    public func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer + fieldStarts[index], count: fieldEnds[index] - fieldStarts[index])
    }

    public func string(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }

    /// Every field of the current record as strings (for headers and small files).
    public var strings: [String] { (0..<fieldCount).map(string) }

    private var location: SourceLocation { SourceLocation(file: fileName, line: line) }

    /// Moves to the next record; false at the end of the file.
    public func next() throws -> Bool {
        while true {
            guard let recordEnd = try findRecordEnd() else { return false }
            line = nextLine
            nextLine += 1 + newlinesInRecord
            var stop = recordEnd
            if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            if stop == start {  // a blank line
                start = min(recordEnd + 1, end)
                continue
            }
            split(from: start, to: stop)
            start = min(recordEnd + 1, end)
            return true
        }
    }

    private var newlinesInRecord = 0

    /// The index of the newline ending the record at `start` (or `end` for a last line without
    /// one), reading more of the file as needed; nil when no bytes are left.
    private func findRecordEnd() throws -> Int? {
        var scan = start
        var inQuotes = false
        newlinesInRecord = 0
        while true {
            while scan < end {
                let byte = buffer[scan]
                if byte == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                } else if byte == UInt8(ascii: "\n") {
                    if !inQuotes { return scan }
                    newlinesInRecord += 1
                }
                scan += 1
            }
            if atEOF {
                if start == end { return nil }
                if inQuotes { line = nextLine; throw FeedError(.unterminatedQuote, at: location) }
                return end
            }
            // Keep the partial record, move it to the front, and read more behind it.
            let pending = end - start
            if start > 0 {
                if pending > 0 { (buffer).update(from: buffer + start, count: pending) }
                scan -= start
                start = 0
                end = pending
            }
            if end == capacity {
                guard capacity < maximumRecord else {
                    line = nextLine
                    throw FeedError(.rowTooLong(limit: maximumRecord), at: location)
                }
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                bigger.update(from: buffer, count: end)
                buffer.deallocate()
                buffer = bigger
                capacity *= 2
            }
            let count = try fill(UnsafeMutableRawBufferPointer(start: buffer + end, count: capacity - end))
            if count == 0 {
                atEOF = true
            } else {
                if atFileStart {
                    atFileStart = false
                    if end + count >= 3, buffer[end] == 0xEF, buffer[end + 1] == 0xBB, buffer[end + 2] == 0xBF {
                        start += 3
                        scan += 3
                    }
                }
                end += count
            }
        }
    }

    /// Splits `buffer[from..<to]` into fields, unquoting quoted fields in place.
    private func split(from: Int, to stop: Int) {
        fieldStarts.removeAll(keepingCapacity: true)
        fieldEnds.removeAll(keepingCapacity: true)
        let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
        var position = from
        while true {
            if position < stop, buffer[position] == quote {
                // Quoted: copy the content down over itself, turning "" into ".
                var write = position
                var read = position + 1
                while read < stop {
                    let byte = buffer[read]
                    if byte == quote {
                        if read + 1 < stop, buffer[read + 1] == quote {
                            buffer[write] = quote
                            write += 1
                            read += 2
                            continue
                        }
                        read += 1
                        break
                    }
                    buffer[write] = byte
                    write += 1
                    read += 1
                }
                // Anything between the closing quote and the comma is kept as written.
                while read < stop, buffer[read] != comma {
                    buffer[write] = buffer[read]
                    write += 1
                    read += 1
                }
                fieldStarts.append(position)
                fieldEnds.append(write)
                position = read
            } else {
                var scan = position
                while scan < stop, buffer[scan] != comma { scan += 1 }
                fieldStarts.append(position)
                fieldEnds.append(scan)
                position = scan
            }
            if position >= stop { break }
            position += 1  // past the comma
            if position == stop {  // a trailing comma: one more, empty field
                fieldStarts.append(stop)
                fieldEnds.append(stop)
                break
            }
        }
    }
}
