import CommandLineSupport
import Commands
import FeedImporter
import Foundation
import Synchronization
import TestSupport
import Testing

/// What gtfs-load leaves and keeps around the database it writes: no stale temporary files, a
/// replaced file's mode, owner and symlink, a hang-up handled, a zip bomb refused, and a feed's
/// control characters escaped in its summary.
@Suite(.serialized) struct GTFSLoadHardeningTests {
    private final class Captured: Sendable {
        let out = Mutex("")
        let err = Mutex("")
        var console: Console {
            Console(out: { text in self.out.withLock { $0 += text } }, err: { text in self.err.withLock { $0 += text } })
        }
    }

    static let goFeed = Fixtures.path("gtfs/go-fixture.zip")

    static func load(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let captured = Captured()
        let code = GTFSLoadCommand.main(arguments, console: captured.console)
        return (code, captured.out.withLock { $0 }, captured.err.withLock { $0 })
    }

    static var gtfsLoad: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gtfs-load").path
    }

    /// A pid no process has: a child that has exited and been waited for.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func touch(_ path: String, hoursAgo: Double) throws {
        try Data("left".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-hoursAgo * 3600)], ofItemAtPath: path)
    }

    /// A dead process's file goes; a live one's stays unless older than a day (23 h kept, 25 h
    /// gone); another database's is not touched.
    @Test func staleTemporaryFilesAreRemovedByPidAndAge() throws {
        let directory = try TemporaryDirectory()
        let live = getppid()
        let dead = try Self.deadPID()
        let deadFile = directory.path(".go.sqlite.tripshot-\(dead)-0a1b2c3d.tmp")
        let liveFresh = directory.path(".go.sqlite.tripshot-\(live)-11111111.tmp")
        let liveOld = directory.path(".go.sqlite.tripshot-\(live)-22222222.tmp")
        let otherDatabase = directory.path(".other.sqlite.tripshot-\(dead)-33333333.tmp")
        try Self.touch(deadFile, hoursAgo: 0)
        try Self.touch(liveFresh, hoursAgo: 23)
        try Self.touch(liveOld, hoursAgo: 25)
        try Self.touch(otherDatabase, hoursAgo: 0)

        let result = Self.load(["-q", Self.goFeed, "--db", directory.path("go.sqlite")])
        #expect(result.code == .success, "\(result.err)")
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: deadFile))
        #expect(fm.fileExists(atPath: liveFresh))
        #expect(!fm.fileExists(atPath: liveOld))
        #expect(fm.fileExists(atPath: otherDatabase))
    }

    /// Reloading keeps the database's mode and owner, and a symlinked --db stays a link to the
    /// file that is replaced.
    @Test func theReplacedDatabaseKeepsItsModeOwnerAndSymlink() throws {
        let directory = try TemporaryDirectory()
        let real = directory.path("real.sqlite"), link = directory.path("link.sqlite")
        #expect(Self.load(["-q", Self.goFeed, "--db", real]).code == .success)
        chmod(real, 0o640)
        let root = getuid() == 0
        if root { chown(real, 1234, 4321) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.sqlite")
        let before = try FileManager.default.attributesOfItem(atPath: real)[.systemFileNumber] as? Int

        #expect(Self.load(["-q", Self.goFeed, "--db", link]).code == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.sqlite")
        let attributes = try FileManager.default.attributesOfItem(atPath: real)
        #expect(attributes[.systemFileNumber] as? Int != before, "the file the link names was replaced")
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        if root {
            #expect((attributes[.ownerAccountID] as? Int) == 1234)
            #expect((attributes[.groupOwnerAccountID] as? Int) == 4321)
        }
    }

    /// A directory feed big enough that a load takes a few seconds: SIGHUP (the terminal closed)
    /// mid-load removes the temporary file and exits 129, leaving no database.
    @Test func aHangUpMidLoadRemovesItsTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let feed = directory.path("feed")
        try FileManager.default.createDirectory(atPath: feed, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try text.write(toFile: feed + "/" + name, atomically: false, encoding: .utf8) }
        try write("agency.txt", "agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Toronto\n")
        try write("stops.txt", "stop_id,stop_name,stop_lat,stop_lon\nS1,One,43.6,-79.4\nS2,Two,43.7,-79.5\n")
        try write("routes.txt", "route_id,agency_id,route_short_name,route_type\nR,A,1,3\n")
        try write("calendar.txt", "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nW,1,1,1,1,1,0,0,20250101,20251231\n")
        var trips = "route_id,service_id,trip_id\n", times = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"
        for n in 0..<150_000 {
            trips += "R,W,T\(n)\n"
            times += "T\(n),08:00:00,08:00:00,S1,1\nT\(n),08:10:00,08:10:00,S2,2\n"
        }
        try write("trips.txt", trips)
        try write("stop_times.txt", times)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.gtfsLoad)
        process.arguments = ["-q", feed, "--db", directory.path("big.sqlite")]
        try process.run()
        let prefix = ".big.sqlite.tripshot-\(process.processIdentifier)-"
        let deadline = Date().addingTimeInterval(60)
        var sawTemporary = false
        while Date() < deadline, process.isRunning, !sawTemporary {
            sawTemporary = ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []).contains { $0.hasPrefix(prefix) }
            if !sawTemporary { Thread.sleep(forTimeInterval: 0.01) }
        }
        try #require(sawTemporary, "the load ended before its temporary file was seen")
        Thread.sleep(forTimeInterval: 0.2)
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 129)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
        #expect(!left.contains("big.sqlite"))
    }

    /// The GO zip expands 4.95 times (547,917 bytes from 110,624): with the floor lowered, a
    /// limit of 4 refuses it, one of 5 loads it.
    @Test func theExpansionLimitHoldsOnBothSides() throws {
        let directory = try TemporaryDirectory()
        var options = GTFSImporter.Options(maxExpansion: 4)
        options.expansionFloorBytes = 100_000
        do throws(ImportError) {
            try GTFSImporter.load(feed: Self.goFeed, into: directory.path("a.sqlite"), options: options)
            Issue.record("a feed expanding 4.95 times loaded under a limit of 4")
        } catch {
            #expect(error.category == .expansionTooLarge)
            #expect(error.message.contains("--max-expansion 5"), "\(error.message)")
        }
        options.maxExpansion = 5
        try GTFSImporter.load(feed: Self.goFeed, into: directory.path("b.sqlite"), options: options)
    }

    /// A real zip bomb (280 MiB of one stop_times row in a zip under 1 MB) is refused before a row
    /// is read, exit 75, and the message says how to load it anyway.
    @Test func aZipBombIsRefused() throws {
        let directory = try TemporaryDirectory()
        let bomb = directory.path("bomb.zip")
        let script = """
            import zipfile, sys
            row = b"T1,08:00:00,08:00:00,S1,1\\n"
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("agency.txt", "agency_id,agency_name,agency_url,agency_timezone\\nA,A,https://a.example,UTC\\n")
                with z.open("stop_times.txt", "w") as f:
                    f.write(b"trip_id,arrival_time,departure_time,stop_id,stop_sequence\\n")
                    block = row * 40000
                    for _ in range(280 * 1024 * 1024 // len(block)):
                        f.write(block)
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, bomb]
        try python.run()
        python.waitUntilExit()
        try #require(python.terminationStatus == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: bomb)[.size] as? Int)
        #expect(size < 2_000_000)

        let started = Date()
        let result = Self.load([bomb, "--db", directory.path("bomb.sqlite")])
        #expect(result.code == .feedExpansionTooLarge)
        #expect(result.code.rawValue == 75)
        #expect(result.err.contains("--max-expansion"), "\(result.err)")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(!FileManager.default.fileExists(atPath: directory.path("bomb.sqlite")))
    }

    /// A feed_version with ESC and BEL is printed escaped in the summary.
    @Test func theSummaryEscapesTheFeedsControlCharacters() throws {
        let directory = try TemporaryDirectory()
        let feed = directory.path("feed")
        try FileManager.default.copyItem(atPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid"), toPath: feed)
        try "feed_publisher_name,feed_publisher_url,feed_lang,feed_version\nP,https://p.example,en,v1\u{1B}]0;owned\u{07}\u{1B}[2J\n"
            .write(toFile: feed + "/feed_info.txt", atomically: false, encoding: .utf8)
        let result = Self.load([feed, "--db", directory.path("v.sqlite")])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains(#"feed_version v1\x1b]0;owned\x07\x1b[2J"#), "\(result.out)")
        #expect(!result.out.contains("\u{1B}"))
    }
}
