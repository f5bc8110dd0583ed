import Testing
import TripShotGTFS

/// Reads `text` with a deliberately tiny buffer, so records straddle refills.
private func records(_ text: String, bufferSize: Int = 16) throws -> [(line: Int, fields: [String])] {
    try records(bytes: Array(text.utf8), bufferSize: bufferSize)
}

private func records(bytes input: [UInt8], bufferSize: Int = 16) throws -> [(line: Int, fields: [String])] {
    var bytes = input[...]
    let reader = CSVReader(fileName: "t.txt", bufferSize: bufferSize) { buffer in
        let count = min(buffer.count, 5, bytes.count)  // at most 5 bytes per read
        for index in 0..<count { buffer[index] = bytes[bytes.startIndex + index] }
        bytes = bytes.dropFirst(count)
        return count
    }
    var result: [(Int, [String])] = []
    while try reader.next() { result.append((reader.line, reader.strings)) }
    return result
}

@Suite struct CSVReaderTests {
    @Test func bomCRLFAndLastLineWithoutNewline() throws {
        let rows = try records("\u{FEFF}stop_id,stop_name\r\n00189,Erindale GO Bus\r\nUN,Union Station")
        #expect(rows.map(\.fields) == [["stop_id", "stop_name"], ["00189", "Erindale GO Bus"], ["UN", "Union Station"]])
        #expect(rows.map(\.line) == [1, 2, 3])
    }

    @Test func quotedFieldsWithCommasQuotesAndNewlines() throws {
        let rows = try records("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nlast,,\n")
        #expect(rows[1].fields == ["x, y", "say \"hi\"", "two\nlines"])
        #expect(rows[2].fields == ["last", "", ""])
        #expect(rows[2].line == 4)  // the newline inside the quoted field counts
    }

    @Test func blankLinesAreSkippedButCounted() throws {
        let rows = try records("h\n\n1\r\n\r\n2\n\n")
        #expect(rows.map(\.fields) == [["h"], ["1"], ["2"]])
        #expect(rows.map(\.line) == [1, 3, 5])
    }

    @Test func recordLongerThanTheBufferGrowsIt() throws {
        let long = String(repeating: "x", count: 1000)
        let rows = try records("id,name\n1,\(long)\n2,\"\(long)\"\n", bufferSize: 16)
        #expect(rows[1].fields == ["1", long])
        #expect(rows[2].fields == ["2", long])
    }

    @Test func unterminatedQuoteIsLocatedAtItsRecord() throws {
        let error = #expect(throws: FeedError.self) { _ = try records("id,name\n1,ok\n2,\"never closed\n3,x\n") }
        #expect(error?.location == SourceLocation(file: "t.txt", line: 3))
        #expect(error?.kind == .unterminatedQuote)
    }

    @Test func emptyInputHasNoRecords() throws {
        #expect(try records("").isEmpty)
        #expect(try records("\u{FEFF}").isEmpty)
    }

    /// UTF-16 in either byte order, with or without its mark, is named at line 1 (read as bytes
    /// it was a header of NUL-ridden names: "missing required column stop_id").
    static let header = "stop_id,stop_name\n"
    static let littleEndian: [UInt8] = header.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    static let bigEndian: [UInt8] = header.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    static let utf16Cases: [([UInt8], String)] = [
        ([0xFF, 0xFE] + littleEndian, "little-endian, with a byte-order mark"),
        (littleEndian, "little-endian, no byte-order mark"),
        ([0xFE, 0xFF] + bigEndian, "big-endian, with a byte-order mark"),
        (bigEndian, "big-endian, no byte-order mark"),
    ]

    @Test(arguments: utf16Cases)
    func utf16IsNamedAtLineOne(_ bytes: [UInt8], _ encoding: String) throws {
        let error = #expect(throws: FeedError.self) { _ = try records(bytes: bytes) }
        #expect(error?.location == SourceLocation(file: "t.txt", line: 1))
        #expect(error?.kind == .utf16(encoding))
        #expect(error?.description.hasPrefix("t.txt:1: the file is UTF-16 (\(encoding))") == true, "\(error?.description ?? "")")
    }

    /// UTF-8 beginning with a non-ASCII letter (two bytes, neither NUL) is read as before.
    @Test func utf8StartingWithANonASCIILetterIsNotUTF16() throws {
        let rows = try records("\u{FEFF}élan,b\n1,2\n")
        #expect(rows.map(\.fields) == [["élan", "b"], ["1", "2"]])
        #expect(try records("é\n").map(\.fields) == [["é"]])
    }
}
