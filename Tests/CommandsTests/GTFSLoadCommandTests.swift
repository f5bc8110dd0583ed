import CommandLineSupport
import Commands
import Foundation
import Synchronization
import TestSupport
import Testing

/// Captures what a command writes.
private final class Captured: Sendable {
    let out = Mutex("")
    let err = Mutex("")
    var console: Console {
        Console(out: { text in self.out.withLock { $0 += text } }, err: { text in self.err.withLock { $0 += text } })
    }
}

/// The built `gtfs-load` beside the test bundle, run as a user would.
private func runBinary(_ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("gtfs-load").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "gtfs-load not built at \(binary)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

@Suite struct GTFSLoadCommandTests {
    @Test func loadsTheGOFixtureAndPrintsTheSummary() throws {
        let directory = try TemporaryDirectory()
        let captured = Captured()
        let db = directory.path("go.sqlite")
        let code = GTFSLoadCommand.main([Fixtures.path("gtfs/go-fixture.zip"), "--db", db], console: captured.console)
        #expect(code == .success)
        let out = captured.out.withLock { $0 }
        let lines = out.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  stop_times ") && $0.hasSuffix(" 2,467") }, "\(out)")
        #expect(lines.contains { $0.hasPrefix("  stops ") && $0.hasSuffix(" 917") }, "\(out)")
        #expect(out.contains("extra columns kept as TEXT: route_variant"))
        #expect(out.contains("feed_version go-demo-2025-03"))
        // Not a terminal: no progress on stderr.
        #expect(captured.err.withLock { $0 }.isEmpty)
        #expect(FileManager.default.fileExists(atPath: db))
    }

    @Test func quietPrintsNothing() throws {
        let directory = try TemporaryDirectory()
        let captured = Captured()
        let code = GTFSLoadCommand.main(
            ["-q", Fixtures.path("Tests/Fixtures/broken-feeds/valid"), "--db=\(directory.path("v.sqlite"))"],
            console: captured.console)
        #expect(code == .success)
        #expect(captured.out.withLock { $0 }.isEmpty)
        #expect(captured.err.withLock { $0 }.isEmpty)
    }

    @Test(arguments: [
        ([], "missing FEED"), (["a.zip", "b.zip"], "unexpected argument 'b.zip'"), (["--bogus", "a.zip"], "unknown option '--bogus'"),
        (["a.zip", "--db"], "--db needs a value"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let captured = Captured()
        #expect(GTFSLoadCommand.main(arguments, console: captured.console) == .usage)
        let err = captured.err.withLock { $0 }
        #expect(err.contains("gtfs-load: error: \(message)"), "\(err)")
        #expect(err.contains("usage: gtfs-load FEED"))
    }

    @Test(arguments: [
        ("truncated.zip", false, ExitCode.dataError), ("bad-time", false, .dataError), ("missing-stops", false, .dataError),
        ("unknown-stops", true, .brokenReferences), ("unknown-stops", false, .success), ("does-not-exist.zip", false, .noInput),
    ])
    func exitCodes(fixture: String, strict: Bool, expected: ExitCode) throws {
        let directory = try TemporaryDirectory()
        let captured = Captured()
        var arguments = [Fixtures.path("Tests/Fixtures/broken-feeds/\(fixture)"), "--db", directory.path("x.sqlite")]
        if strict { arguments.append("--strict") }
        #expect(GTFSLoadCommand.main(arguments, console: captured.console) == expected)
    }

    @Test func unwritableTargetExits74() throws {
        let captured = Captured()
        let code = GTFSLoadCommand.main(
            [Fixtures.path("Tests/Fixtures/broken-feeds/valid"), "--db", "/nonexistent-dir/x.sqlite"], console: captured.console)
        #expect(code == .ioError)
        #expect(captured.err.withLock { $0 }.contains("directory /nonexistent-dir does not exist"))
    }

    @Test func theBinaryAsAUserRunsIt() throws {
        let directory = try TemporaryDirectory()
        // Default --db: gtfs.sqlite in the current directory.
        let ok = try runBinary([Fixtures.path("gtfs/go-fixture.zip")], in: directory.url.path)
        #expect(ok.status == 0, "\(ok.err)")
        #expect(ok.out.contains("into gtfs.sqlite"))
        let path = directory.path(GTFSLoadCommand.defaultDatabase)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let bad = try runBinary([Fixtures.path("Tests/Fixtures/broken-feeds/bad-time")], in: directory.url.path)
        #expect(bad.status == 65)
        #expect(bad.err == "gtfs-load: error: stop_times.txt:6: arrival_time \"25:7\" is not a time (HH:MM:SS)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let usage = try runBinary(["--nope"], in: directory.url.path)
        #expect(usage.status == 64)
        let help = try runBinary(["--help"], in: directory.url.path)
        #expect(help.status == 0 && help.out.hasPrefix("usage: gtfs-load FEED"))
    }

    @Test func anInterruptedLoadRemovesItsTemporaryFileAndKeepsTheOldDatabase() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("keep.sqlite")
        #expect(try runBinary([Fixtures.path("Tests/Fixtures/broken-feeds/valid"), "--db", db, "-q"], in: directory.url.path).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        // A feed whose stops.txt is a named pipe nobody writes: the load blocks there, mid-way.
        let feed = directory.path("feed")
        try FileManager.default.createDirectory(atPath: feed, withIntermediateDirectories: false)
        for file in ["agency.txt", "routes.txt", "trips.txt", "calendar.txt", "stop_times.txt"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid/\(file)"), toPath: "\(feed)/\(file)")
        }
        #expect(mkfifo("\(feed)/stops.txt", 0o600) == 0)
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gtfs-load")
        let process = Process()
        process.executableURL = binary
        process.arguments = [feed, "--db", db, "-q"]
        try process.run()
        // Wait until the temporary database exists, then interrupt.
        var temporary: [String] = []
        for _ in 0..<200 where temporary.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            temporary = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }
        }
        #expect(temporary.count == 1)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["feed", "keep.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }
}
