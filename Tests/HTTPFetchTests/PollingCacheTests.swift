import Foundation
import HTTPFetch
import HTTPServer
import Synchronization
import Testing

/// The cache `serve --realtime` needs: at most one request per interval whatever the number of
/// callers, 304s keeping the body, a dead source reported with the body still held.
@Suite struct PollingCacheTests {
    @Test func oneRequestPerIntervalAndThe304KeepsTheBody() throws {
        let hits = Mutex(0), conditional = Mutex(0), up = Mutex(true)
        let server = HTTPServer(
            HTTPServer.Configuration(host: "127.0.0.1", port: 0, maxBodyBytes: 1024),
            tooLarge: HTTPResponse(status: 413, contentType: "text/plain", text: "too large"), log: { _ in }
        ) { request in
            hits.withLock { $0 += 1 }
            guard up.withLock({ $0 }) else { return HTTPResponse(status: 503, contentType: "text/plain", text: "down") }
            if request.headers["if-none-match"] == "\"a\"" {
                conditional.withLock { $0 += 1 }
                return HTTPResponse(status: 304, contentType: "application/x-protobuf", headers: [("ETag", "\"a\"")], body: [])
            }
            return HTTPResponse(status: 200, contentType: "application/x-protobuf", headers: [("ETag", "\"a\"")], body: [1, 2, 3])
        }
        try server.start()
        defer { server.stop(grace: .seconds(1)) }
        let cache = PollingCache(url: "http://127.0.0.1:\(server.port)/rt", interval: 30)
        let start = Date(timeIntervalSince1970: 1_000_000)
        #expect(cache.get(now: start).body == [1, 2, 3])
        // Many callers inside the interval: no request.
        DispatchQueue.concurrentPerform(iterations: 20) { _ in _ = cache.get(now: start.addingTimeInterval(29)) }
        #expect(hits.withLock { $0 } == 1)
        // At 30 s: asked again, conditionally; the 304 keeps the body.
        let again = cache.get(now: start.addingTimeInterval(30))
        #expect(hits.withLock { $0 } == 2 && conditional.withLock { $0 } == 1)
        #expect(again.body == [1, 2, 3] && again.failure == nil)
        #expect(again.fetchedAt == start.addingTimeInterval(30))
        // The source dies: the body stays, with its age and the failure.
        up.withLock { $0 = false }
        let dead = cache.get(now: start.addingTimeInterval(60))
        #expect(dead.body == [1, 2, 3])
        #expect(dead.fetchedAt == start.addingTimeInterval(30))
        #expect(dead.failure?.kind == .httpStatus(503))
    }
}
