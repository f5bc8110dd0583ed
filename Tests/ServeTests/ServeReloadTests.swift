import CommandLineSupport
import Foundation
import Synchronization
import TestSupport
import Testing
import TripShotServer

@testable import Commands

/// `serve` picking up a replaced database: gtfs-load's rename under a running server, with
/// requests going on throughout; none fails, and `/api/feeds` shows the new version.
@Suite(.serialized) struct ServeReloadTests {
    /// A copy of the GO database at `path`, its feed_version set to `version`.
    static func database(_ path: String, version: String) throws {
        try FileManager.default.copyItem(atPath: try ServeFixtures.goDatabase(), toPath: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, "UPDATE tripshot_meta SET value = '\(version)' WHERE key = 'feed_version'"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    final class Log: Sendable {
        let lines = Mutex<[String]>([])
        var console: Console {
            Console(out: { _ in }, err: { [self] text in lines.withLock { $0.append(text) } })
        }
        var text: String { lines.withLock { $0.joined() } }
    }

    static func withReloadingServer<T>(
        _ path: String, watch: Double, _ body: (HTTPTestClient, ServeReload, Log) throws -> T
    ) throws -> T {
        let log = Log()
        let opened = try ServeSubcommand.openFeeds([path], console: log.console, tool: "tripshot serve")
        let live = ServeLive(sources: [])
        var options = TripServer.Options()
        options.port = 0
        options.workers = 2
        let server = TripServer(feeds: opened.map(\.feed), options: options, live: live, log: { _ in })
        let reload = ServeReload(opened: opened, server: server, live: live, console: log.console, tool: "tripshot serve")
        try server.start()
        let watching = watch > 0 ? reload.start(everySeconds: watch) : nil
        defer {
            watching?.cancel()
            server.stop(grace: .seconds(5))
        }
        return try body(HTTPTestClient(port: server.port), reload, log)
    }

    static func feeds(_ client: HTTPTestClient) throws -> (version: String?, loads: Int?, inode: Int?, reloads: Int?) {
        let json = try JSONSerialization.jsonObject(with: try client.get("/api/feeds").body) as? [String: Any]
        let feed = (json?["feeds"] as? [[String: Any]])?.first
        let file = feed?["file"] as? [String: Any]
        return (feed?["feed_version"] as? String, file?["loads"] as? Int, file?["inode"] as? Int, json?["reloads"] as? Int)
    }

    static func version(_ client: HTTPTestClient) throws -> String? { try feeds(client).version }

    @Test func aDatabaseReplacedUnderLoadIsServedWithoutAFailedRequest() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.sqlite"), next = directory.path("feed.sqlite.new")
        try Self.database(path, version: "v1-test")
        try Self.database(next, version: "v2-test")
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        try Self.withReloadingServer(path, watch: 0.2) { client, reload, log in
            let before = try Self.feeds(client)
            #expect(before.version == "v1-test" && before.loads == 1 && before.reloads == 0)
            let done = Mutex(false), failures = Mutex<[String]>([]), answered = Mutex(0)
            let group = DispatchGroup()
            for worker in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    while !done.withLock({ $0 }) {
                        do {
                            let response =
                                worker == 0
                                ? try client.post("/api/trips?date=2025-03-17", body: lines, contentType: "application/json")
                                : try client.get(worker == 1 ? "/api/feeds" : "/")
                            answered.withLock { $0 += 1 }
                            if response.status != 200 { failures.withLock { $0.append("\(response.status) \(response.text.prefix(200))") } }
                        } catch {
                            failures.withLock { $0.append("\(error)") }
                        }
                    }
                }
            }
            Thread.sleep(forTimeInterval: 1)
            // gtfs-load's replace: a rename into place.
            #expect(rename(next, path) == 0)
            let deadline = Date().addingTimeInterval(20)
            var after = try Self.feeds(client)
            while after.version != "v2-test", Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
                after = try Self.feeds(client)
            }
            Thread.sleep(forTimeInterval: 1)
            done.withLock { $0 = true }
            group.wait()
            #expect(after.version == "v2-test" && after.loads == 2 && after.reloads == 1)
            #expect(after.inode != before.inode)
            #expect(failures.withLock { $0 } == [])
            #expect(answered.withLock { $0 } > 20)
            #expect(log.text.contains("reload: \(path): GO Transit (v2-test), load 2"))
            // The page names the new version too.
            #expect(try client.get("/").text.contains("v2-test"))
            // SIGHUP's reload: every feed opened again, the same file.
            #expect(reload.check(force: true) == 1)
            let forced = try Self.feeds(client)
            #expect(forced.loads == 3 && forced.reloads == 2 && forced.inode == after.inode)
        }
    }

    @Test func aChangedFileIsTakenOnceItHasSettledForOneCheck() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.sqlite"), next = directory.path("feed.sqlite.new")
        try Self.database(path, version: "v1-test")
        try Self.database(next, version: "v2-test")
        try Self.withReloadingServer(path, watch: 0) { client, reload, _ in
            #expect(reload.check(force: false) == 0)
            #expect(rename(next, path) == 0)
            // First seen changed: not yet (it may still be being written).
            #expect(reload.check(force: false) == 0)
            let served = try Self.version(client)
            #expect(served == "v1-test")
            // Unchanged since: taken.
            #expect(reload.check(force: false) == 1)
            let reloaded = try Self.version(client)
            #expect(reloaded == "v2-test")
            #expect(reload.check(force: false) == 0)
        }
    }

    @Test func aReplacementThatDoesNotOpenLeavesTheOldFeedServed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.sqlite"), next = directory.path("feed.sqlite.new")
        try Self.database(path, version: "v1-test")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: next))
        try Self.withReloadingServer(path, watch: 0) { client, reload, log in
            #expect(rename(next, path) == 0)
            _ = reload.check(force: false)
            #expect(reload.check(force: false) == 0)
            let served = try Self.version(client)
            #expect(served == "v1-test")
            #expect(log.text.contains("does not open; still serving the feed opened before"))
            // Not tried again, nor logged again, until the file changes.
            let logged = log.text.count
            #expect(reload.check(force: false) == 0 && log.text.count == logged)
            let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
            #expect(try client.post("/api/trips?date=2025-03-17", body: lines, contentType: "application/json").status == 200)
        }
    }

    /// The watcher keeps its own time: with every thread of the process's shared dispatch pool
    /// busy (a loaded `serve`, or a test run's other suites reading screenshots), a replaced file
    /// is still taken within a few checks. Its checks once ran on that pool, and waited, in a full
    /// `swift test`, past the 20 s the test above allows.
    @Test func aReplacedFileIsTakenWhileTheSharedDispatchPoolIsBusy() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.sqlite"), next = directory.path("feed.sqlite.new")
        try Self.database(path, version: "v1-test")
        try Self.database(next, version: "v2-test")
        try Self.withReloadingServer(path, watch: 0.1) { client, _, _ in
            // More busy blocks than the pool runs at once: it adds threads only for blocked ones.
            let busy = Mutex(true), group = DispatchGroup()
            let stopSpinning = Date().addingTimeInterval(10)
            for _ in 0..<(2 * ProcessInfo.processInfo.activeProcessorCount + 2) {
                DispatchQueue.global().async(group: group) {
                    while busy.withLock({ $0 }) && Date() < stopSpinning {}
                }
            }
            defer {
                busy.withLock { $0 = false }
                group.wait()
            }
            Thread.sleep(forTimeInterval: 0.3)
            #expect(rename(next, path) == 0)
            let deadline = Date().addingTimeInterval(8)
            var version = try Self.version(client)
            while version != "v2-test", Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                version = try Self.version(client)
            }
            #expect(version == "v2-test")
        }
    }
}
