import Foundation
import TestSupport
import Testing

/// SIGHUP while `tripshot serve` starts (its default action ends a process) is ignored, and from
/// the start line on it reopens the feeds: the real binary, signalled as soon as it can take it.
@Suite(.serialized) struct ServeHangupTests {
    /// Whether the process ignores SIGHUP now (the SigIgn mask of /proc/PID/status).
    static func ignoresHangup(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
            let mask = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(SIGHUP - 1)) != 0
    }

    /// No --db and an empty cache: serve first loads the bundled GO feed (seconds), the slowest
    /// start there is. The hangup is sent the moment the process ignores it, which must come
    /// before that load (the cache database is not there yet), not after it.
    @Test func aHangupWhileServeStartsLeavesItServing() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ServeShutdownTests.binary), "run 'swift build' first")
        let cache = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary)
        process.arguments = ["serve", "--port", "0", "--workers", "1"]
        var environment = ProcessInfo.processInfo.environment
        environment["TRIPSHOT_CACHE_DIR"] = cache.url.path
        environment["TRIPSHOT_GO_FIXTURE"] = Fixtures.path("gtfs/go-fixture.zip")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = ServeShutdownTests.Output(out), stderr = ServeShutdownTests.Output(err)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGTERM) } }

        let deadline = Date().addingTimeInterval(30)
        while !Self.ignoresHangup(process.processIdentifier), process.isRunning, Date() < deadline {
            usleep(200)
        }
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        kill(process.processIdentifier, SIGHUP)
        #expect(!cached.contains { $0.hasSuffix(".sqlite") }, "SIGHUP was ignored only after the feed's load: \(cached)")
        #expect(stdout.all.isEmpty, "the hangup came after the start: \(stdout.all)")

        #expect(stdout.wait(for: "/\n"), "no URL printed: \(stdout.all) \(stderr.all)")
        #expect(process.isRunning)
        let url = try #require(stdout.all.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let port = try #require(Int(url.split(separator: ":").last?.filter(\.isNumber) ?? ""))
        let client = HTTPTestClient(port: port)
        #expect(try client.get("/healthz").status == 200)

        // Once serving, a hangup reopens the feeds, and the server goes on.
        kill(process.processIdentifier, SIGHUP)
        #expect(stderr.wait(for: "SIGHUP: reopening the feeds"))
        #expect(try client.get("/healthz").status == 200)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}
