import CommandLineSupport
import Foundation
import HTTPServer
import TestSupport
import Testing

/// `--realtime URL` from a loopback server, and the live section of `--html`.
@Suite struct ImportRealtimeURLTests {
    @Test func aFeedFetchedOverHTTPAndShownInTheHTMLPage() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.pb")
        try RealtimeFixtures.encode(
            RealtimeFixtures.feed(
                timestamp: RealtimeFixtures.now,
                """
                entity { id: "t1" trip_update { trip { trip_id: "\(ImportRealtimeTests.train)" start_date: "20250317" }
                  stop_time_update { stop_sequence: 1 departure { delay: 420 } } } }
                """), to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let server = HTTPServer(
            HTTPServer.Configuration(host: "127.0.0.1", port: 0, maxBodyBytes: 1024),
            tooLarge: HTTPResponse(status: 413, contentType: "text/plain", text: "too large"), log: { _ in }
        ) { request in
            request.path == "/rt/tripupdates"
                ? HTTPResponse(status: 200, contentType: "application/x-protobuf", body: bytes)
                : HTTPResponse(status: 503, contentType: "text/html", text: "<html>down</html>")
        }
        try server.start()
        defer { server.stop(grace: .seconds(1)) }
        let html = directory.path("trip.html")
        let capture = ImportCapture()
        let status = capture.tripshot([
            "import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go),
            "--realtime", "http://127.0.0.1:\(server.port)/rt/tripupdates", "--html", html,
        ])
        #expect(status == 0, "\(capture.err)")
        #expect(capture.out.contains("live · Union Station 18:25 → 18:32 (+7 min)"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<section class=\"live\" aria-label=\"Live data\">"))
        #expect(page.contains("<tr class=\"late\"><td>Union Station</td><td>18:25 → 18:32 (+7 min)</td></tr>"))

        let down = ImportCapture()
        let failed = down.tripshot([
            "import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go),
            "--realtime", "http://127.0.0.1:\(server.port)/rt/down",
        ])
        #expect(failed == ExitCode.realtimeUnreadable.rawValue)
        #expect(down.err.contains("the server answered HTTP 503"))
        #expect(down.out.contains("Union Station → Square One"))
    }
}
