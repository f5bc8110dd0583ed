import Foundation
import FeedImporter
import HTTPServer
import TripShotRender
import TripShotResolver
import TripShotSQLite
import TripShot
import TripShotServerChain
import TestSupport
import Testing

@testable import TripShotServer

/// The browser-side hardening (Host and Origin, CSP), the lines JSON's way through the worker
/// pool and its limits, and the smaller holes of issue 28, each on a real server.
@Suite(.serialized) struct ServeHardeningTests {
    /// One request with the given Host (and more fields), on its own connection.
    static func request(
        _ client: HTTPTestClient, _ target: String, method: String = "GET", host: String, fields: [(String, String)] = [],
        body: Data = Data()
    ) throws -> HTTPTestClient.Response {
        let connection = try client.connect()
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        for (name, value) in fields + (body.isEmpty ? [] : [("Content-Length", String(body.count))]) { text += "\(name): \(value)\r\n" }
        connection.write(Data((text + "\r\n").utf8) + body)
        return try connection.response()
    }

    @Test func aHostTheServerWasNotStartedForIsRefused() throws {
        try ServeFixtures.withServer(configure: { $0.allowedHosts = ["trips.example.org"] }) { client throws in
            let port = client.port
            #expect(try Self.request(client, "/", host: "rebound.attacker.example:\(port)").status == 421)
            #expect(try Self.request(client, "/api/feeds", host: "rebound.attacker.example").errorCode == "host_not_allowed")
            #expect(try Self.request(client, "/", host: "127.0.0.1:\(port)").status == 200)
            #expect(try Self.request(client, "/", host: "localhost:\(port)").status == 200)
            #expect(try Self.request(client, "/", host: "[::1]:\(port)").status == 200)
            #expect(try Self.request(client, "/", host: "Trips.Example.org").status == 200)
        }
    }

    /// A POST from another page (a no-cors form post) is refused 403 before it is read; one from
    /// the server's own page, or with no Origin (curl, an app), goes on.
    @Test func aPostFromAnotherOriginIsRefused() throws {
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        try ServeFixtures.withServer { client throws in
            let host = "127.0.0.1:\(client.port)"
            let json = [("Content-Type", "application/json")]
            let foreign = try Self.request(
                client, "/api/trips", method: "POST", host: host, fields: json + [("Origin", "https://attacker.example")], body: lines)
            #expect(foreign.status == 403)
            #expect(foreign.errorCode == "origin_not_allowed")
            let sandboxed = try Self.request(client, "/api/trips", method: "POST", host: host, fields: json + [("Origin", "null")], body: lines)
            #expect(sandboxed.status == 403)
            let own = try Self.request(client, "/api/trips", method: "POST", host: host, fields: json + [("Origin", "http://\(host)")], body: lines)
            #expect(own.status == 200)
            #expect(try Self.request(client, "/api/trips", method: "POST", host: host, fields: json, body: lines).status == 200)
        }
    }

    /// The page runs only its own inline scripts: the CSP names each by its SHA-256 (computed
    /// here from the page as served) and allows no other inline script and no other source;
    /// every answer says nosniff and may not be framed.
    @Test func thePageHasACSPThatAllowsOnlyItsOwnScripts() throws {
        try ServeFixtures.withServer { client throws in
            let page = try client.get("/")
            let policy = try #require(page.headers["content-security-policy"])
            let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let scriptSources = try #require(directives.first { $0.hasPrefix("script-src ") }).split(separator: " ").dropFirst()
            #expect(!scriptSources.contains("'unsafe-inline'") && !scriptSources.contains("'self'"))
            #expect(directives.contains("frame-ancestors 'none'"))
            #expect(directives.contains("default-src 'none'"))
            #expect(page.headers["x-content-type-options"] == "nosniff")

            let pattern = try NSRegularExpression(pattern: "<script>(.*?)</script>", options: [.dotMatchesLineSeparators])
            let text = page.text
            let scripts = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
            #expect(scripts.count == 3)
            let hashes = scripts.map { script in
                var digest = SHA256()
                Array(script.utf8).withUnsafeBytes { digest.update($0) }
                return "'sha256-" + Data(digest.finalize()).base64EncodedString() + "'"
            }
            #expect(Set(scriptSources.map(String.init)) == Set(hashes))

            let missing = try client.get("/api/nothing")
            #expect(missing.headers["x-content-type-options"] == "nosniff")
            #expect(missing.headers["content-security-policy"] != nil)
        }
    }

    /// The tile hosts of --tiles are the only other place the page may load images from.
    @Test func theCSPAllowsTheTileHosts() throws {
        let tiles = try TileSourceFixture.make()
        try ServeFixtures.withServer(tiles: tiles) { client throws in
            let policy = try #require(try client.get("/").headers["content-security-policy"])
            #expect(policy.contains("img-src 'self' data: https://a.tiles.example https://b.tiles.example"))
        }
    }

    /// Recognised lines are resolved on the worker pool: with no room in its queue they get 503
    /// busy, as a screenshot does; with room for one, the trip.
    @Test func linesJSONWaitsInTheWorkerQueue() throws {
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        let expected = try ServeFixtures.truthTripIDs(ServeFixtures.example)
        try ServeFixtures.withServer(workers: 1, queue: 0) { client throws in
            let busy = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(busy.status == 503)
            #expect(busy.errorCode == "busy")
            #expect(try client.post("/api/lines", body: lines, contentType: "application/json").status == 503)
        }
        try ServeFixtures.withServer(workers: 1, queue: 1) { client throws in
            let trip = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(trip.status == 200)
            #expect(trip.tripIDs == expected)
        }
    }

    /// The example page has 2 rides: over a limit of 1 it is refused before resolving, at 2 resolved.
    @Test func linesJSONWithMoreRidesThanTheLimitIsRefused() throws {
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        try ServeFixtures.withServer(configure: { $0.maxRides = 1 }) { client throws in
            let refused = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(refused.status == 422)
            #expect(refused.errorCode == "too_many_rides")
        }
        try ServeFixtures.withServer(configure: { $0.maxRides = 2 }) { client throws in
            let resolved = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(resolved.status == 200)
        }
    }

    /// The default limits, from real pages: 200 lines and 200 KB.
    @Test func theLinesLimitsAreSizedFromRealPages() {
        let options = TripServer.Options()
        #expect(options.maxLines == 200)
        #expect(options.maxLinesJSONBytes == 200_000)
        #expect(options.maxRides == 8)
    }

    @Test func twoFilePartsAreRefusedNotJoined() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        try ServeFixtures.withServer { client throws in
            let boundary = "tripshot-test-boundary-7d1f"
            var body = Data()
            for _ in 0..<2 {
                body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shot\"\r\nContent-Type: image/png\r\n\r\n".utf8)
                body += image + Data("\r\n".utf8)
            }
            body += Data("--\(boundary)--\r\n".utf8)
            let answer = try client.post("/api/lines", body: body, contentType: "multipart/form-data; boundary=\(boundary)")
            #expect(answer.status == 400)
            #expect(answer.errorCode == "repeated_field")
        }
    }

    /// Answered at once, each with a whole answer, instead of holding a slot for 30 s.
    @Test func malformedFramingIsAnsweredAtOnce() throws {
        try ServeFixtures.withServer { client throws in
            for (fields, status) in [([("Content-Length", "-1")], 400), ([("Content-Length", "abc")], 400), ([("Transfer-Encoding", "gzip")], 501)] {
                let connection = try client.connect()
                let started = ContinuousClock.now
                connection.write(HTTPTestClient.head("POST", "/api/trips", fields + [("Content-Type", "image/png")]) + Data("abc".utf8))
                let answer = try connection.response()
                #expect(answer.status == status, "\(fields)")
                #expect(ContinuousClock.now - started < .seconds(2))
            }
            let manyArguments = (0..<600).map { "a\($0)=1" }.joined(separator: "&")
            #expect(try client.get("/healthz?" + manyArguments).status == 200)
        }
    }

    /// A 16-bit RGBA header of 4000x3001 pixels (96.03 MB decoded) is refused before decoding;
    /// the same at 8 bits (48 MB) passes the bound (and is then found cut short).
    @Test func decodingIsBoundedInBytes() throws {
        try ServeFixtures.withServer { client throws in
            let deep = TestPNG.headerOnly(width: 4000, height: 3001, bitDepth: 16, colorType: 6)
            let refused = try client.post("/api/lines", body: deep, contentType: "image/png")
            #expect(refused.status == 422)
            #expect(refused.errorCode == "too_many_bytes")
            let shallow = TestPNG.headerOnly(width: 4000, height: 3001, bitDepth: 8, colorType: 6)
            let read = try client.post("/api/lines", body: shallow, contentType: "image/png")
            #expect(read.errorCode == "corrupt_image")
        }
    }
}

enum TileSourceFixture {
    static func make() throws -> TripShotRender.TileSource {
        try TripShotRender.TileSource(template: "https://{s}.tiles.example/{z}/{x}/{y}.png", subdomains: "ab", attribution: "test")
    }
}

/// A database that fails under the server answers 500 without SQLite's words or SQL.
@Suite struct ServeDatabaseFailureTests {
    @Test func a500CarriesNoSQL() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("go.sqlite")
        try FileManager.default.copyItem(atPath: try ServeFixtures.goDatabase(), toPath: path)
        let feed = SharedFeed(resolver: try Resolver(path: path), info: FeedInfo.read(databaseAt: path))
        // Opened, then broken under it: the trip's stop times are gone.
        try TripShotSQLite.Database(path: path).execute("DROP TABLE stop_times")
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        try ServeFixtures.withServer(feeds: [feed]) { client throws in
            let answer = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(answer.status == 500, "\(answer.text.prefix(300))")
            #expect(answer.errorCode == "feed_failed")
            #expect(!answer.text.lowercased().contains("select"))
            #expect(!answer.text.contains("stop_times"))
        }
    }
}
