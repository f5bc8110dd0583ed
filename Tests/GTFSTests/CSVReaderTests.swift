import GTFS
import Testing

/// Reads `text` with a deliberately tiny buffer, so records straddle refills.
private func records(_ text: String, bufferSize: Int = 16) throws -> [(line: Int, fields: [String])] {
    var bytes = Array(text.utf8)[...]
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
}
