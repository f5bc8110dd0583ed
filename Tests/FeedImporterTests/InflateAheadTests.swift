import Foundation
import Testing
import TestSupport
import ZipArchive
@testable import FeedImporter

/// A pass that reads an entry only as far as it needs (the lines of duplicate rows) lets go of its
/// handle before the end: the inflating thread must have closed the entry by then, or it would still
/// be reading the archive while the next entry is opened from another thread (libzip allows one
/// thread per archive).
@Suite struct InflateAheadTests {
    @Test func lettingGoBeforeTheEndClosesTheEntryFirst() throws {
        let directory = try TemporaryDirectory()
        // Far more than the chunks read ahead (3 x 256 KB): the thread is still at work when let go.
        let text = String(repeating: "stop_id,stop_name,stop_lat,stop_lon\n", count: 80_000)
        try text.write(toFile: directory.path("big.txt"), atomically: true, encoding: .utf8)
        _ = try run("/usr/bin/zip", ["-q", "big.zip", "big.txt"], in: directory.url.path)
        let archive = try ZipArchive(path: directory.path("big.zip"))
        let entry = try #require(archive.entries().first { $0.name == "big.txt" })
        weak var reader: ZipEntryReader?
        var handle: InflateAhead.Handle? = try {
            let opened = try archive.open(entry)
            reader = opened
            return InflateAhead.start(opened)
        }()
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = try buffer.withUnsafeMutableBytes { try handle!.fill($0) }
        #expect(count == 1024 && String(decoding: buffer.prefix(8), as: UTF8.self) == "stop_id,")
        #expect(reader != nil)  // held and read by the thread while the handle is
        handle = nil
        #expect(reader == nil)  // closed before letting go returned
    }
}
