import CommandLineSupport
import Commands
import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing
import TripShotSQLite

/// `gtfs-load http://127.0.0.1:PORT/feed.zip` against a real loopback server: a first load, an
/// unchanged feed (304) not loaded again, a changed one loaded, a server that stalls or sends too
/// much cut with the old database untouched.
@Suite(.serialized) struct GTFSLoadURLTests {
    /// Which feed the server serves: its ETag and bytes.
    final class Served: Sendable {
        let current = Mutex<(etag: String, bytes: [UInt8])>(("", []))
        let requests = Mutex<[String: String]>([:])
    }

    static func zip(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(relative)))) }

    static func withServer(_ served: Served, _ body: (Int) throws -> Void) throws {
        let server = HTTPServer(
            HTTPServer.Configuration(host: "127.0.0.1", port: 0, maxBodyBytes: 1024),
            tooLarge: HTTPResponse(status: 413, contentType: "text/plain", text: "too large"), log: { _ in }
        ) { request in
            let (etag, bytes) = served.current.withLock { $0 }
            served.requests.withLock { $0 = request.headers }
            switch request.path {
            case "/feed.zip":
                if request.headers["if-none-match"] == etag {
                    return HTTPResponse(status: 304, contentType: "application/zip", headers: [("ETag", etag)], body: [])
                }
                return HTTPResponse(status: 200, contentType: "application/zip", headers: [("ETag", etag), ("Last-Modified", "Mon, 17 Mar 2025 10:00:00 GMT")], body: bytes)
            case "/stall.zip":
                Thread.sleep(forTimeInterval: 4)
                return HTTPResponse(status: 200, contentType: "application/zip", body: bytes)
            default:
                return HTTPResponse(status: 404, contentType: "text/plain", text: "not here")
            }
        }
        try server.start()
        defer { server.stop(grace: .seconds(1)) }
        try body(server.port)
    }

    final class Output: Sendable {
        let out = Mutex(""), err = Mutex("")
        var console: Console { Console(out: { t in self.out.withLock { $0 += t } }, err: { t in self.err.withLock { $0 += t } }) }
    }

    func load(_ arguments: [String]) -> (ExitCode, String, String) {
        let output = Output()
        let code = GTFSLoadCommand.main(arguments, console: output.console)
        return (code, output.out.withLock { $0 }, output.err.withLock { $0 })
    }

    static func meta(_ path: String, _ key: String) throws -> String? {
        try Database(path: path, readOnly: true).scalarText("SELECT value FROM tripshot_meta WHERE key = ?", .text(key))
    }

    static func inode(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue
    }

    @Test func firstLoadThenUnchangedThenChanged() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("feed.sqlite")
        let served = Served()
        served.current.withLock { $0 = ("\"go-1\"", try! Self.zip("gtfs/go-fixture.zip")) }
        try Self.withServer(served) { port throws in
            let url = "http://127.0.0.1:\(port)/feed.zip"
            let (first, out, err) = load([url, "--db", db])
            #expect(first == .success, "\(err)")
            #expect(out.contains("routes"))
            #expect(try Self.meta(db, "source_url") == url)
            #expect(try Self.meta(db, "http_etag") == "\"go-1\"")
            #expect(try Self.meta(db, "http_last_modified") == "Mon, 17 Mar 2025 10:00:00 GMT")
            let loaded = try Self.inode(db)

            let (again, againOut, _) = load([url, "--db", db])
            #expect(again == .success)
            #expect(served.requests.withLock { $0["if-none-match"] } == "\"go-1\"")
            #expect(againOut.contains("feed unchanged since Mon, 17 Mar 2025 10:00:00 GMT (HTTP 304)"))
            #expect(try Self.inode(db) == loaded)

            served.current.withLock { $0 = ("\"sample-2\"", try! Self.zip("Tests/Fixtures/feeds/sample_gtfs.zip")) }
            let (changed, _, changedErr) = load([url, "--db", db])
            #expect(changed == .success, "\(changedErr)")
            #expect(try Self.inode(db) != loaded)
            #expect(try Self.meta(db, "http_etag") == "\"sample-2\"")
            #expect(try Database(path: db, readOnly: true).scalarInt("SELECT count(*) FROM stops WHERE stop_id = 'UN'") == 0)
        }
    }

    @Test func tooLargeAndStalledDownloadsLeaveTheDatabaseAlone() throws {
        let directory = try TemporaryDirectory()
        let db = directory.path("feed.sqlite")
        let served = Served()
        let bytes = try Self.zip("Tests/Fixtures/feeds/sample_gtfs.zip")
        served.current.withLock { $0 = ("\"s\"", bytes) }
        try Self.withServer(served) { port throws in
            let url = "http://127.0.0.1:\(port)/feed.zip"
            #expect(load([url, "--db", db, "--max-bytes", String(bytes.count)]).0 == .success)
            let loaded = try Self.inode(db)
            served.current.withLock { $0 = ("\"t\"", bytes) }
            let (large, _, largeErr) = load([url, "--db", db, "--max-bytes", String(bytes.count - 1)])
            #expect(large == .downloadTooLarge)
            #expect(largeErr.contains("larger than the limit of \(bytes.count - 1) bytes"))
            #expect(largeErr.contains("\(db) is unchanged"))
            #expect(try Self.inode(db) == loaded)

            let (stalled, _, stalledErr) = load(["http://127.0.0.1:\(port)/stall.zip", "--db", db, "--timeout", "1"])
            #expect(stalled == .downloadTimedOut)
            #expect(stalledErr.contains("timed out"))
            let (missing, _, _) = load(["http://127.0.0.1:\(port)/nothing.zip", "--db", db])
            #expect(missing == .downloadFailed)
            #expect(try Self.inode(db) == loaded)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.contains("download") }
            #expect(leftovers.isEmpty)
        }
    }
}
