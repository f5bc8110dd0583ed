import CommandLineSupport
import Commands
import Foundation
import Synchronization
import TestSupport
import Testing

/// gtfs-load's summary of counted warnings and notes, and what --strict makes of them, on a
/// small feed made here: the valid fixture with a duplicate stop and a broken file outside the
/// reference.
@Suite struct GTFSLoadWarningTests {
    private final class Captured: Sendable {
        let out = Mutex("")
        let err = Mutex("")
        var console: Console {
            Console(out: { text in self.out.withLock { $0 += text } }, err: { text in self.err.withLock { $0 += text } })
        }
    }

    private func feed(in directory: TemporaryDirectory, stops: String) throws -> String {
        let path = directory.path("feed")
        try FileManager.default.copyItem(atPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid"), toPath: path)
        try Data(stops.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("stops.txt"))
        try Data("a,b\n1,\"2\n".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("malformed.txt"))
        return path
    }

    @Test func warningsAreCountedAndLocatedAndStrictMakesThemFatal() throws {
        let directory = try TemporaryDirectory()
        let stops = "stop_id,stop_name,stop_lat,stop_lon\nS1,First,43.6,-79.6\nS2,Second,43.6,-79.6\nS1,Again,43.6,-79.6\nS3,Third,43.6,-79.6\n"
        let path = try feed(in: directory, stops: stops)
        let captured = Captured()
        #expect(GTFSLoadCommand.main([path, "--db", directory.path("a.sqlite")], console: captured.console) == .success)
        let out = captured.out.withLock { $0 }
        #expect(out.contains("warning: 1 duplicate key (stops.stop_id)\n  stops.txt:4: stop_id \"S1\" repeats an earlier row's (both rows kept)\n"), "\(out)")
        #expect(out.contains("note: malformed.txt:2: a quoted field is not closed before the end of the file; malformed.txt is not a GTFS file: skipped, not loaded"), "\(out)")

        let strict = Captured()
        let code = GTFSLoadCommand.main([path, "--db", directory.path("b.sqlite"), "--strict"], console: strict.console)
        #expect(code == .brokenReferences)
        #expect(strict.err.withLock { $0 } == "gtfs-load: error: stops.txt:4: stop_id \"S1\" repeats an earlier row's (both rows kept) (--strict: 1 duplicate key in all)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("b.sqlite")))
    }

    @Test func aCleanFeedWithABrokenFileOutsideTheReferencePassesStrict() throws {
        let directory = try TemporaryDirectory()
        let path = try feed(in: directory, stops: "stop_id,stop_name,stop_lat,stop_lon\nS1,First,43.6,-79.6\nS2,Second,43.6,-79.6\nS3,Third,43.6,-79.6\n")
        let captured = Captured()
        #expect(GTFSLoadCommand.main([path, "--db", directory.path("a.sqlite"), "--strict"], console: captured.console) == .success)
    }

    @Test func helpSaysWhatStrictChecks() {
        for phrase in ["duplicate keys", "parent_station", "latitudes outside -90..90", "NUL byte or invalid UTF-8",
                       "Files outside the GTFS reference never fail a load"] {
            #expect(GTFSLoadCommand.usage.contains(phrase), "\(phrase)")
        }
    }
}
