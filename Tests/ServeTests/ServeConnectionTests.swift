import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import TripShotServer

/// What one client cannot do to the server's connections: trickle headers or a body for ever,
/// hold every connection, or keep a refused one waiting in silence.
@Suite(.serialized) struct ServeConnectionTests {
    static let trickle = Data("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n".utf8)

    /// Sends `bytes` one by one, `pause` seconds apart; stops early when the server closed.
    static func send(_ bytes: Data, on connection: HTTPTestClient.Connection, pause: Double) {
        for byte in bytes {
            guard connection.write(Data([byte])) else { return }
            Thread.sleep(forTimeInterval: pause)
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Headers trickled a byte every 0.2 s are cut at the 1 s deadline with 408, although every
    /// byte restarts libmicrohttpd's idle timeout; the same headers sent within the deadline
    /// (0.6 s in all) are answered.
    @Test func headersPastTheirDeadlineAreCutWhateverTrickles() throws {
        let log = AccessLog()
        try ServeFixtures.withServer(configure: { $0.headerSeconds = 1.0 }, log: log.add) { client throws in
            let slow = try client.connect()
            let started = ContinuousClock.now
            Self.send(Self.trickle, on: slow, pause: 0.2)  // 60 bytes: 12 s if never cut
            let cut = try slow.response()
            let after = Self.seconds(since: started)
            #expect(cut.status == 408)
            #expect(cut.errorCode == "request_timeout")
            #expect(after >= 0.9 && after < 2.5, "cut after \(after) s")

            // Line by line (libmicrohttpd refuses a line end read as a CR alone, then its LF), 0.6 s in all.
            let quick = try client.connect()
            for line in ["GET /healthz HTTP/1.1\r\n", "Host: 127.0.0.1\r\n", "Connection: close\r\n", "\r\n"] {
                quick.write(Data(line.utf8))
                Thread.sleep(forTimeInterval: 0.15)
            }
            let answered = try quick.response()
            #expect(answered.status == 200, "\(answered.status) \(answered.text.prefix(200))")
        }
        #expect(log.entries.contains { $0.status == 408 })
    }

    /// A body trickled past its 1 s deadline is cut with 408 (logged as its request's answer); one
    /// sent at once is read.
    @Test func aBodyPastItsDeadlineIsCut() throws {
        let log = AccessLog()
        try ServeFixtures.withServer(configure: { $0.bodySeconds = 1.0 }, log: log.add) { client throws in
            let slow = try client.connect()
            slow.write(HTTPTestClient.head("POST", "/api/trips", [("Content-Length", "1000"), ("Content-Type", "image/png")]))
            let started = ContinuousClock.now
            Self.send(Data(count: 40), on: slow, pause: 0.1)
            let cut = try slow.response()
            #expect(cut.status == 408)
            #expect(Self.seconds(since: started) < 2.5)

            let whole = try client.post("/api/trips", body: Data("not an image".utf8), contentType: "image/png")
            #expect(whole.status == 415)
        }
        #expect(log.entries.contains { $0.path == "/api/trips" && $0.status == 408 })
    }

    /// With a cap of 3 per address: 3 connections held open from 127.0.0.2 leave a fourth from
    /// there answered 503 at once, while 127.0.0.1 is served; with 2 held, a third is served.
    @Test func oneAddressHoldsAtMostItsCap() throws {
        try ServeFixtures.withServer(configure: { $0.perClientLimit = 3 }) { client throws in
            var held: [HTTPTestClient.Connection] = []
            for _ in 0..<2 {
                let connection = try client.connect(from: "127.0.0.2")
                connection.write(Data("GET /healthz HTTP/1.1\r\n".utf8))
                held.append(connection)
            }
            Thread.sleep(forTimeInterval: 0.3)  // the server has taken them
            let third = try client.connect(from: "127.0.0.2")
            third.write(HTTPTestClient.head("GET", "/healthz", []))
            #expect(try third.response().status == 200)
            Thread.sleep(forTimeInterval: 0.3)  // the server has counted its close

            let kept = try client.connect(from: "127.0.0.2")
            kept.write(Data("GET /healthz HTTP/1.1\r\n".utf8))
            held.append(kept)
            Thread.sleep(forTimeInterval: 0.3)
            let fourth = try client.connect(from: "127.0.0.2")
            let started = ContinuousClock.now
            fourth.write(HTTPTestClient.head("GET", "/healthz", []))
            let refused = try fourth.response()
            #expect(refused.status == 503, "\(refused.text.prefix(200))")
            #expect(refused.errorCode == "too_many_connections")
            #expect(refused.headers["retry-after"] == "2")
            #expect(Self.seconds(since: started) < 1.5)

            #expect(try client.get("/healthz").status == 200)
            withExtendedLifetime(held) {}
        }
    }

    /// With room for 4 connections in all, 4 held from four addresses leave a fifth (from
    /// 127.0.0.1) answered 503; once one closes, it is served again.
    @Test func theServerHoldsAtMostItsConnectionLimit() throws {
        try ServeFixtures.withServer(configure: { $0.connectionLimit = 4 }) { client throws in
            var held: [HTTPTestClient.Connection] = []
            for n in 2...5 {
                let connection = try client.connect(from: "127.0.0.\(n)")
                connection.write(Data("GET /healthz HTTP/1.1\r\n".utf8))
                held.append(connection)
            }
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try client.get("/healthz").status == 503)
            held.removeFirst()
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try client.get("/healthz").status == 200)
            withExtendedLifetime(held) {}
        }
    }

    /// A TLS ClientHello (someone typed https://) is answered 400 and closed at once, not held
    /// until the header deadline. The listening socket defers a connection until its first bytes
    /// are there, and the guard looks at them when the connection opens, before libmicrohttpd's
    /// thread for it exists: no race with libmicrohttpd's read (which used to win under load).
    /// Sent many times so that a lost race would show.
    @Test func aTLSHelloIsAnsweredAtOnce() throws {
        try ServeFixtures.withServer { client throws in
            for _ in 0..<20 {
                let connection = try client.connect()
                let started = ContinuousClock.now
                connection.write(Data([0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + [UInt8](repeating: 0, count: 64)))
                let answer = try connection.response()
                let seconds = Self.seconds(since: started)
                #expect(answer.status == 400)
                #expect(answer.text.contains("https://"))
                #expect(seconds < 1.5)
            }
        }
    }

    /// A client that writes its whole body before it reads (as Python's http.client does) gets
    /// the 413 for a body declared over the limit, not a broken pipe.
    @Test func aClientSendingItsWholeOversizeBodyReadsThe413() throws {
        try ServeFixtures.withServer(maxUpload: 1_000_000) { client throws in
            let connection = try client.connect()
            let body = Data(count: 8_000_000)
            let sent = connection.write(
                HTTPTestClient.head("POST", "/api/trips", [("Content-Length", String(body.count)), ("Content-Type", "image/png")]) + body)
            #expect(sent)
            let answer = try connection.response()
            #expect(answer.status == 413)
            #expect(answer.errorCode == "too_large")
        }
    }

    /// With 1 MB for bodies in memory and one upload of 600 KB under way, one declaring 500 KB
    /// is answered 503 at once and one declaring 400 KB is read.
    @Test func bodiesInMemoryHaveAServerWideBudget() throws {
        try ServeFixtures.withServer(configure: { $0.maxBufferedBodyBytes = 1_000_000 }) { client throws in
            let first = try client.connect(from: "127.0.0.2")
            first.write(HTTPTestClient.head("POST", "/api/trips", [("Content-Length", "600000"), ("Content-Type", "image/png")]) + Data(count: 1000))
            Thread.sleep(forTimeInterval: 0.3)
            let over = try client.post("/api/trips", body: Data(count: 500_000), contentType: "image/png")
            #expect(over.status == 503)
            #expect(over.errorCode == "busy")
            let within = try client.post("/api/trips", body: Data(count: 400_000), contentType: "image/png")
            #expect(within.status == 415, "\(within.text.prefix(200))")
            withExtendedLifetime(first) {}
        }
    }
}
