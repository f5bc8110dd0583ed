import FeedImporter
import Foundation
import TestSupport
import TripShotFeedDatabase
import TripShotSQLite

/// Loads a feed into a fresh database in its own temporary directory (kept alive with it).
struct LoadedFeed {
    let directory: TemporaryDirectory
    let database: Database
    let summary: ImportSummary
    let path: String

    init(_ feed: String, strict: Bool = false) throws {
        directory = try TemporaryDirectory()
        path = directory.path("feed.sqlite")
        summary = try GTFSImporter.load(feed: feed, into: path, options: .init(strict: strict))
        database = try GTFSDatabase.open(path)
    }

    func int(_ sql: String) throws -> Int? { try database.scalarInt(sql) }
    func text(_ sql: String) throws -> String? { try database.scalarText(sql) }
}

/// Runs a program and returns its standard output (for checks independent of our own code).
func run(_ program: String, _ arguments: [String], in directory: String? = nil) throws -> String {
    let process = Process()
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Data rows of one file in a zip, counted with `unzip -p` and line counting (not with our CSV
/// reader): lines minus the header minus blank lines.
func csvRowCount(zip: String, file: String) throws -> Int {
    let text = try run("/usr/bin/unzip", ["-p", zip, file])
    // Split on the byte: in Swift "\r\n" is one Character, so splitting on "\n" would miss it.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .filter { line in line.contains { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 } }
    return max(lines.count - 1, 0)
}

/// The `.txt` files of a zip, by `unzip -Z1`.
func zipTextFiles(_ zip: String) throws -> [String] {
    try run("/usr/bin/unzip", ["-Z1", zip]).split(separator: "\n").map(String.init)
        .filter { $0.hasSuffix(".txt") && !$0.hasPrefix("__MACOSX/") }
}
