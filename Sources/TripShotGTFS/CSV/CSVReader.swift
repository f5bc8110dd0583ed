/// An RFC 4180 CSV reader over bytes, streaming: it holds one buffer of the file (grown only for a
/// record longer than it) and hands out each record's fields as byte ranges inside that buffer, so
/// no `String` is made unless the caller asks for one.
///
/// Handles: a UTF-8 BOM, CRLF or LF, a last line without a newline, quoted fields with commas,
/// `""` and newlines inside, blank lines (skipped). Lenient where real feeds are sloppy: a stray
/// quote inside an unquoted field is kept as a character. A UTF-16 file is refused at line 1 with
/// its encoding named (read as bytes it would be a header of NUL-ridden names).
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

    /// The most fields a record may have (no GTFS file comes near it).
    public static let maximumFields = 4096
    /// Where each field of the current record starts and ends. Fixed-size `let` storage holding
    /// pointers into the buffer: reading a field is two loads, with no exclusivity check.
    @usableFromInline let fieldStarts: UnsafeMutablePointer<UnsafePointer<UInt8>>
    @usableFromInline let fieldEnds: UnsafeMutablePointer<UnsafePointer<UInt8>>
    /// Fields in the current record.
    public private(set) var fieldCount = 0

    public init(fileName: String, bufferSize: Int = 1 << 20, maximumRecord: Int = 64 << 20, fill: @escaping Fill) {
        self.fileName = fileName
        self.fill = fill
        self.capacity = max(bufferSize, 16)
        self.maximumRecord = maximumRecord
        self.buffer = .allocate(capacity: capacity)
        fieldStarts = .allocate(capacity: CSVReader.maximumFields)
        fieldEnds = .allocate(capacity: CSVReader.maximumFields)
    }

    deinit {
        buffer.deallocate()
        fieldStarts.deallocate()
        fieldEnds.deallocate()
    }

    /// The bytes of field `index` (< `fieldCount`) of the current record (unquoted, `""` already
    /// made `"`). Valid until the next call to `next()`.
    @inlinable @inline(__always)
    public func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: fieldStarts[index], count: fieldEnds[index] - fieldStarts[index])
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
            guard let count = split(buffer + start, buffer + stop) else {
                throw FeedError(.tooManyFields(expected: CSVReader.maximumFields, actual: CSVReader.maximumFields + 1),
                                at: location)
            }
            fieldCount = count
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
            let bytes = buffer, stop = end
            var newlines = 0
            while scan < stop {
                let byte = bytes[scan]
                if byte == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                } else if byte == UInt8(ascii: "\n") {
                    if !inQuotes {
                        newlinesInRecord += newlines
                        return scan
                    }
                    newlines += 1
                }
                scan += 1
            }
            newlinesInRecord += newlines
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
                    if let encoding = UTF16Encoding(firstBytes: buffer + end, count: count) {
                        line = 1
                        throw FeedError(.utf16(encoding.description), at: location)
                    }
                    if end + count >= 3, buffer[end] == 0xEF, buffer[end + 1] == 0xBB, buffer[end + 2] == 0xBF {
                        start += 3
                        scan += 3
                    }
                }
                end += count
            }
        }
    }

    /// Splits `from..<stop` into fields, unquoting quoted fields in place; returns the field
    /// count, or nil when there are more than `maximumFields`.
    private func split(_ from: UnsafeMutablePointer<UInt8>, _ stop: UnsafeMutablePointer<UInt8>) -> Int? {
        let starts = fieldStarts, ends = fieldEnds, limit = CSVReader.maximumFields
        let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
        var count = 0
        var position = from
        while true {
            guard count < limit else { return nil }
            if position < stop, position.pointee == quote {
                // Quoted: copy the content down over itself, turning "" into ".
                var write = position
                var read = position + 1
                while read < stop {
                    let byte = read.pointee
                    if byte == quote {
                        if read + 1 < stop, read[1] == quote {
                            write.pointee = quote
                            write += 1
                            read += 2
                            continue
                        }
                        read += 1
                        break
                    }
                    write.pointee = byte
                    write += 1
                    read += 1
                }
                // Anything between the closing quote and the comma is kept as written.
                while read < stop, read.pointee != comma {
                    write.pointee = read.pointee
                    write += 1
                    read += 1
                }
                starts[count] = UnsafePointer(position)
                ends[count] = UnsafePointer(write)
                position = read
            } else {
                var scan = position
                while scan < stop, scan.pointee != comma { scan += 1 }
                starts[count] = UnsafePointer(position)
                ends[count] = UnsafePointer(scan)
                position = scan
            }
            count += 1
            if position >= stop { return count }
            position += 1  // past the comma
            if position == stop {  // a trailing comma: one more, empty field
                guard count < limit else { return nil }
                starts[count] = UnsafePointer(stop)
                ends[count] = UnsafePointer(stop)
                return count + 1
            }
        }
    }
}
