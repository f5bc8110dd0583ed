import Foundation
import TestSupport
import Testing

/// `tripshot serve`'s connection limits and deadlines given on the command line: the real binary,
/// talked to over real sockets, each limit on both sides with literal values; and a value out of
/// range refused with exit 72 before anything listens.
@Suite(.serialized) struct ServeLimitOptionsTests {
    /// `tripshot serve` as a subprocess on a free port, with `arguments` added; SIGTERM'ed at the end.
    final class Served {
        let process = Process()
        let stdout: ServeShutdownTests.Output
        let stderr: ServeShutdownTests.Output
        let client: HTTPTestClient

        init(_ arguments: [String]) throws {
            try #require(FileManager.default.isExecutableFile(atPath: ServeShutdownTests.binary), "run 'swift build' first")
            process.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary)
            process.arguments = ["serve", "--port", "0", "--workers", "1", "--db", try ServeFixtures.goDatabase()] + arguments
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            stdout = ServeShutdownTests.Output(out)
            stderr = ServeShutdownTests.Output(err)
            try process.run()
            guard stdout.wait(for: "/\n"),
                let url = stdout.all.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines),
                let port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "")
            else {
                process.terminate()
                throw HTTPTestClient.Failure(description: "no URL printed: \(stdout.all) \(stderr.all)")
            }
            client = HTTPTestClient(port: port)
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            process.waitUntilExit()
        }

        /// A connection holding its slot: a request line sent, its headers never finished.
        func hold(from source: String) throws -> HTTPTestClient.Connection {
            let connection = try client.connect(from: source)
            connection.write(Data("GET /healthz HTTP/1.1\r\n".utf8))
            return connection
        }

        /// What a new connection from `source` is answered for a whole request.
        func status(from source: String) throws -> Int {
            let connection = try client.connect(from: source)
            connection.write(HTTPTestClient.head("GET", "/healthz", []))
            return try connection.response().status
        }
    }

    /// Runs the binary with `arguments` to its exit; its status and standard error.
    static func exit(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServeShutdownTests.binary)
        process.arguments = ["serve", "--port", "0"] + arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The settling time for the server to take (or count the close of) a connection.
    static func settle() { Thread.sleep(forTimeInterval: 0.3) }

    /// `--max-connections-per-address 2`: with one held from 127.0.0.2 the second is served; with
    /// two held the third is 503 `too_many_connections`, while 127.0.0.1 is served.
    @Test func theLimitPerAddressHoldsAtTwo() throws {
        let served = try Served(["--max-connections-per-address", "2"])
        var held = [try served.hold(from: "127.0.0.2")]
        Self.settle()
        #expect(try served.status(from: "127.0.0.2") == 200)
        Self.settle()
        held.append(try served.hold(from: "127.0.0.2"))
        Self.settle()
        #expect(try served.status(from: "127.0.0.2") == 503)
        #expect(try served.status(from: "127.0.0.1") == 200)
        withExtendedLifetime(held) {}
    }

    /// `--max-connections 3` (the default per address, 16, lowered with it): with two held (from
    /// two addresses) the third is served; with three held, a fourth from a fourth address is 503.
    @Test func theTotalLimitHoldsAtThree() throws {
        let served = try Served(["--max-connections", "3"])
        var held = [try served.hold(from: "127.0.0.2"), try served.hold(from: "127.0.0.3")]
        Self.settle()
        #expect(try served.status(from: "127.0.0.1") == 200)
        Self.settle()
        held.append(try served.hold(from: "127.0.0.4"))
        Self.settle()
        #expect(try served.status(from: "127.0.0.1") == 503)
        held.removeFirst()
        Self.settle()
        #expect(try served.status(from: "127.0.0.1") == 200)
        withExtendedLifetime(held) {}
    }

    /// `--header-timeout 2 --body-timeout 3`: headers finished at 1 s are served and ones still
    /// unfinished at 2 s are cut with 408; a body finished at 2 s is read, one unfinished at 3 s cut.
    @Test func theHeaderAndBodyDeadlinesAreTheOptions() throws {
        let served = try Served(["--header-timeout", "2", "--body-timeout", "3"])
        let late = try served.hold(from: "127.0.0.1")
        let lateStart = ContinuousClock.now
        let early = try served.hold(from: "127.0.0.2")
        Thread.sleep(forTimeInterval: 1)
        early.write(Data("Host: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
        #expect(try early.response().status == 200)
        let cut = try late.response()
        let cutAfter = ServeConnectionTests.seconds(since: lateStart)
        #expect(cut.status == 408)
        #expect(cutAfter >= 1.9 && cutAfter < 8, "cut after \(cutAfter) s")  // not the default 10 s

        let head = HTTPTestClient.head("POST", "/api/trips", [("Content-Length", "10"), ("Content-Type", "image/png")])
        let slowBody = try served.client.connect(from: "127.0.0.3")
        slowBody.write(head + Data(count: 5))
        let bodyStart = ContinuousClock.now
        let quickBody = try served.client.connect(from: "127.0.0.4")
        quickBody.write(head + Data(count: 5))
        Thread.sleep(forTimeInterval: 2)
        quickBody.write(Data(count: 5))
        #expect(try quickBody.response().status == 415)  // read whole: ten zero bytes are no image
        let bodyCut = try slowBody.response()
        let bodyCutAfter = ServeConnectionTests.seconds(since: bodyStart)
        #expect(bodyCut.status == 408)
        #expect(bodyCutAfter >= 2.9 && bodyCutAfter < 8, "cut after \(bodyCutAfter) s")  // not the default 60 s
    }

    /// `--idle-timeout 2` (headers given 10 s): a kept-alive connection silent for 1 s still takes a
    /// request; one silent for 3 s has been closed.
    @Test func theIdleTimeoutIsTheOption() throws {
        let served = try Served(["--idle-timeout", "2", "--header-timeout", "10"])
        let request = Data("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let brief = try served.client.connect()
        let long = try served.client.connect(from: "127.0.0.2")
        for connection in [brief, long] {
            connection.write(request)
            #expect(connection.read(until: "ok\n"))
        }
        Thread.sleep(forTimeInterval: 1)
        brief.write(request)
        #expect(brief.read(until: "ok\n"))
        Thread.sleep(forTimeInterval: 2)
        long.write(request)
        #expect(!long.read(until: "ok\n"), "a connection idle for 3 s was still open")
    }

    /// Each option's range on both sides: 1 and 10000 connections, 1 and 3600 seconds start the
    /// server; 0, 10001, 3601, a fraction, a word, and more per address than in all are exit 72
    /// with the option named.
    @Test func outOfRangeValuesAreExit72() throws {
        for arguments in [
            ["--max-connections", "0"], ["--max-connections", "10001"], ["--max-connections-per-address", "0"],
            ["--header-timeout", "0"], ["--body-timeout", "3601"], ["--idle-timeout", "1.5"], ["--header-timeout", "ten"],
            ["--max-connections", "8", "--max-connections-per-address", "9"],
        ] {
            let (status, stderr) = try Self.exit(arguments)
            #expect(status == 72, "\(arguments): \(status) \(stderr)")
            #expect(stderr.contains(arguments[arguments.count - 2]), "\(arguments): \(stderr)")
        }
        #expect(try Self.exit(["--idle-timeout"]).status == 64)
        for arguments in [
            ["--max-connections", "1", "--max-connections-per-address", "1"], ["--max-connections", "10000"],
            ["--header-timeout", "3600", "--body-timeout", "1", "--idle-timeout", "3600"],
        ] {
            let served = try Served(arguments)
            #expect(try served.status(from: "127.0.0.1") == 200, "\(arguments)")
        }
    }
}
