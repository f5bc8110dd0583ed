import Foundation
import HTTPFetch
import HTTPServer
import Testing

/// libcurl against a real server on 127.0.0.1 (the project's libmicrohttpd server): redirects,
/// conditional requests, the size limit and a stalled answer.
@Suite struct HTTPFetchTests {
    static let body = [UInt8](repeating: 0x41, count: 5000)

    /// A server with /feed (ETag "v1", 304 for If-None-Match "v1"), /moved (302 to /feed), /big
    /// (6000 bytes) and /stall (answers after 6 s).
    static func withServer(_ body: (Int) throws -> Void) throws {
        let server = HTTPServer(
            HTTPServer.Configuration(host: "127.0.0.1", port: 0, maxBodyBytes: 1024),
            tooLarge: HTTPResponse(status: 413, contentType: "text/plain", text: "too large"), log: { _ in }
        ) { request in
            switch request.path {
            case "/feed":
                if request.headers["if-none-match"] == "\"v1\"" {
                    return HTTPResponse(status: 304, contentType: "application/octet-stream", headers: [("ETag", "\"v1\"")], body: [])
                }
                return HTTPResponse(
                    status: 200, contentType: "application/octet-stream",
                    headers: [("ETag", "\"v1\""), ("Last-Modified", "Mon, 17 Mar 2025 10:00:00 GMT")], body: HTTPFetchTests.body)
            case "/moved":
                return HTTPResponse(status: 302, contentType: "text/plain", headers: [("Location", "/feed")], text: "moved")
            case "/big":
                return HTTPResponse(status: 200, contentType: "application/octet-stream", body: [UInt8](repeating: 0, count: 6000))
            case "/stall":
                Thread.sleep(forTimeInterval: 6)
                return HTTPResponse(status: 200, contentType: "text/plain", text: "late")
            default:
                return HTTPResponse(status: 404, contentType: "text/plain", text: "no")
            }
        }
        try server.start()
        defer { server.stop(grace: .seconds(1)) }
        try body(server.port)
    }

    @Test func aRedirectIsFollowedAndTheValidatorsKept() throws {
        try Self.withServer { port throws in
            let response = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/moved", maxBytes: 5000))
            #expect(response.status == 200)
            #expect(response.body == Self.body)
            #expect(response.finalURL.hasSuffix("/feed"))
            #expect(response.etag == "\"v1\"")
            #expect(response.lastModified == "Mon, 17 Mar 2025 10:00:00 GMT")
        }
    }

    @Test func aMatchingETagBringsA304WithoutBody() throws {
        try Self.withServer { port throws in
            let response = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/feed", etag: "\"v1\"", maxBytes: 5000))
            #expect(response.notModified)
            #expect(response.body.isEmpty)
            let changed = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/feed", etag: "\"v0\"", maxBytes: 5000))
            #expect(changed.status == 200 && changed.body.count == 5000)
        }
    }

    @Test func theSizeLimitHoldsOnBothSides() throws {
        try Self.withServer { port throws in
            #expect(try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/big", maxBytes: 6000)).body.count == 6000)
            #expect(throws: FetchError.self) { try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/big", maxBytes: 5999)) }
            do throws(FetchError) {
                _ = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/big", maxBytes: 5999))
            } catch {
                #expect(error.kind == .tooLarge)
            }
        }
    }

    @Test func aStalledServerIsCut() throws {
        try Self.withServer { port throws in
            let start = Date()
            do throws(FetchError) {
                _ = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/stall", maxBytes: 100, stallSeconds: 2))
                Issue.record("a stalled server answered in time")
            } catch {
                #expect(error.kind == .timedOut)
            }
            #expect(Date().timeIntervalSince(start) < 5)
        }
    }

    @Test func anErrorStatusAndARefusedConnectionAreErrors() throws {
        try Self.withServer { port throws in
            do throws(FetchError) {
                _ = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:\(port)/nothing", maxBytes: 100))
                Issue.record("404 was taken as a body")
            } catch {
                #expect(error.kind == .httpStatus(404))
            }
        }
        do throws(FetchError) {
            _ = try HTTPFetch.get(HTTPFetch.Request(url: "http://127.0.0.1:1/feed", maxBytes: 100))
            Issue.record("a closed port answered")
        } catch {
            #expect(error.kind == .failed)
        }
    }
}
