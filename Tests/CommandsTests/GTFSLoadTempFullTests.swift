import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// SQLite sorts the indexes in its temporary directory; when that is full, gtfs-load names that
/// directory (not only the database) and how to choose another, and the old database stays.
/// Needs a small real filesystem: a 64 KB tmpfs, which only a process allowed to mount can make
/// (CI's machine is; elsewhere the test is off and says why).
@Suite(.serialized, .enabled(if: TinyFilesystem.canMount, "mounting a tmpfs needs root; this machine cannot"))
struct GTFSLoadTempFullTests {
    @Test func aFullTemporaryDirectoryIsNamedAndTheOldDatabaseStays() throws {
        let directory = try TemporaryDirectory()
        let database = directory.path("amtrak.sqlite")
        try Data("the previous database".utf8).write(to: URL(fileURLWithPath: database))
        let tiny = try TinyFilesystem(kilobytes: 64)
        defer { tiny.unmount() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: GTFSLoadHardeningTests.gtfsLoad)
        process.arguments = ["-q", Fixtures.path("Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip"), "--db", database]
        process.environment = ProcessInfo.processInfo.environment.merging(["SQLITE_TMPDIR": tiny.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == ExitCode.ioError.rawValue, "\(message)")
        #expect(message.contains("(\(tiny.path); set SQLITE_TMPDIR to use another) has no room left"), "\(message)")
        #expect(try String(contentsOfFile: database, encoding: .utf8) == "the previous database")
        // The same load with room to sort succeeds: the message is the directory's, not the feed's.
        let roomy = Process()
        roomy.executableURL = process.executableURL
        roomy.arguments = process.arguments
        try roomy.run()
        roomy.waitUntilExit()
        #expect(roomy.terminationStatus == 0)
    }
}

/// A tmpfs of a given size under a fresh directory, unmounted and removed by `unmount()`.
struct TinyFilesystem {
    let path: String

    init(kilobytes: Int) throws {
        path = NSTemporaryDirectory() + "tripshot-tinyfs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]) else {
            try? FileManager.default.removeItem(atPath: path)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func unmount() {
        _ = Self.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether this process may mount (root, and a kernel that lets it here).
    static let canMount: Bool = {
        guard getuid() == 0, let probe = try? TinyFilesystem(kilobytes: 16) else { return false }
        probe.unmount()
        return true
    }()

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
