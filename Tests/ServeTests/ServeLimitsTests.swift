import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import TripShotServer

/// What the server gives up on, and how soon: a chunked body over the upload limit, a read past
/// its request's time limit.
@Suite(.serialized) struct ServeLimitsTests {
    /// A body with no Content-Length is answered 413 as its limit passes: the client (still
    /// sending) gets the answer, and the server has read no more than the limit and one piece.
    @Test func aChunkedUploadOverTheLimitIsAnsweredAsTheLimitPasses() throws {
        let log = AccessLog()
        let limit = 1_000_000
        try ServeFixtures.withServer(maxUpload: limit, log: log.add) { client in
            // 64 times the limit: far more than the sockets' buffers between client and server hold.
            let response = try client.postChunked("/api/trips", body: Data(count: 64 * limit), contentType: "image/png")
            #expect(response.status == 413)
            #expect(response.errorCode == "too_large")
            #expect(response.headers["connection"] == "close")
        }
        let entry = try #require(log.entries.first { $0.path == "/api/trips" })
        #expect(entry.status == 413)
        #expect(entry.received > limit && entry.received <= limit + 256 * 1024, "read \(entry.received) bytes")
    }

    /// Two servers on one worker: one with a time limit no read can meet, one with room. The first
    /// answers 503 and its read stops (counted by its service); the second's screenshot is then
    /// read on the same worker and gives its trip.
    @Test func aReadPastItsTimeLimitStopsAndFreesItsWorker() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        let expected = try ServeFixtures.truthTripIDs(ServeFixtures.example)
        let pool = WorkerPool(workers: 1, queueCapacity: 4, tessdata: nil)
        defer { pool.stop() }
        var options = TripServer.Options()
        options.port = 0
        options.requestSeconds = 0.5
        let hurried = TripServer(feeds: [try ServeFixtures.goFeed()], options: options, pool: pool, log: { _ in })
        options.requestSeconds = 120
        let patient = TripServer(feeds: [try ServeFixtures.goFeed()], options: options, pool: pool, log: { _ in })
        try hurried.start()
        try patient.start()
        defer {
            hurried.stop(grace: .seconds(5))
            patient.stop(grace: .seconds(5))
        }

        // The worker loads its model before it takes work: a first screenshot waits for that.
        let first = try HTTPTestClient(port: patient.port).post("/api/trips", body: image, contentType: "image/png")
        #expect(first.status == 200)

        let late = try HTTPTestClient(port: hurried.port).post("/api/trips", body: image, contentType: "image/png")
        #expect(late.status == 503)
        #expect(late.errorCode == "timeout")
        let next = try HTTPTestClient(port: patient.port).post("/api/trips", body: image, contentType: "image/png")
        #expect(next.status == 200, "\(next.text.prefix(300))")
        #expect(next.tripIDs == expected)
        // The late read ended by being stopped, not by finishing its page.
        #expect(hurried.service.stoppedReads.withLock { $0 } == 1)
    }
}

/// The access log's entries, collected from the server's threads.
final class AccessLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [AccessLogEntry] = []
    func add(_ entry: AccessLogEntry) { lock.withLock { list.append(entry) } }
    var entries: [AccessLogEntry] { lock.withLock { list } }
}
