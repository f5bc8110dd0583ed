import Foundation
import TestSupport
import Testing

/// The access log of the real `tripshot serve`: a path cannot forge a line of its own nor reach
/// the operator's terminal with an escape sequence.
@Suite struct ServeAccessLogTests {
    @Test func controlCharactersInThePathAreEscapedInTheLog() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary)
        process.arguments = ["serve", "--db", try ServeFixtures.goDatabase(), "--port", "0", "--workers", "1"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let printed = ServeShutdownTests.Output(out), logged = ServeShutdownTests.Output(err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(printed.wait(for: "\n"))
        let url = try #require(printed.all.split(separator: " ").last).trimmingCharacters(in: .whitespacesAndNewlines)
        let port = try #require(Int(url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))

        let forged = "/x%0aPOST%20/api/trips%20200%2099999%20B%200.001%20s%1b]0;owned%07%1b[2J"
        let answer = try HTTPTestClient(port: port).get(forged)
        #expect(answer.status == 404)
        #expect(logged.wait(for: " 404 "))
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()

        let log = logged.all
        #expect(log.contains(#"GET /x\x0aPOST\x20/api/trips\x20200\x2099999\x20B\x200.001\x20s\x1b]0;owned\x07\x1b[2J 404 "#), "\(log)")
        #expect(!log.contains("\u{1B}"))
        #expect(!log.split(separator: "\n").contains { $0.hasPrefix("POST /api/trips 200 99999") })
    }
}

/// Serve's start line names the feeds by their agencies: a name with ESC and BEL is printed escaped.
@Suite struct ServeStartLineTests {
    @Test func theFeedsNamesAreEscapedOnTheStartLine() throws {
        let directory = try TemporaryDirectory()
        let feed = directory.path("feed")
        try FileManager.default.copyItem(atPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid"), toPath: feed)
        try "agency_id,agency_name,agency_url,agency_timezone\nA,Demo\u{1B}]0;owned\u{07}\u{1B}[2J Transit,https://example.org,America/Toronto\n"
            .write(toFile: feed + "/agency.txt", atomically: false, encoding: .utf8)
        let database = directory.path("feed.sqlite")
        let loader = Process()
        loader.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary).deletingLastPathComponent().appendingPathComponent("gtfs-load")
        loader.arguments = ["-q", feed, "--db", database]
        try loader.run()
        loader.waitUntilExit()
        try #require(loader.terminationStatus == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary)
        process.arguments = ["serve", "--db", database, "--port", "0", "--workers", "1"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let logged = ServeShutdownTests.Output(err)
        _ = ServeShutdownTests.Output(out)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(logged.wait(for: "Ctrl-C stops"))
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(logged.all.contains(#"serving Demo\x1b]0;owned\x07\x1b[2J Transit"#), "\(logged.all)")
        #expect(!logged.all.contains("\u{1B}"))
    }
}
