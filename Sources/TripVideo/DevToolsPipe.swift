import Foundation

/// Headless Chromium spoken to over the DevTools protocol on `--remote-debugging-pipe`: Chromium
/// reads commands on its fd 3 and writes replies and events on its fd 4, each a JSON text ended by
/// NUL. No WebSocket, no port.
///
/// Foundation's `Process` only wires a child's standard input, output and error, so the child is
/// `/bin/sh`, which moves those two pipes onto fds 3 and 4 (`3<&0 4>&1`) and then execs Chromium
/// with its own standard input and output on /dev/null: plain POSIX redirection, no C shim, and the
/// arguments pass through "$@" untouched by the shell.
final class DevToolsPipe {
    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private let log: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var events: [String] = []
    /// The page's session: commands sent with it go to the page instead of the browser.
    private var session: String?

    /// How long one command may take before Chromium is taken for stuck.
    static let timeout: Double = 60

    init(chromium: String, profile: URL, log: URL) throws(VideoError) {
        self.log = log
        // --disable-partial-raster: an invalidated tile is rastered whole, not only its damaged rect
        // over the tile's old pixels. With partial raster a route line's anti-aliased edge depends
        // on which earlier rects were rastered into the tile, which depends on Chromium's own frame
        // timing (it differed under load); whole tiles are a function of the page's state alone.
        var arguments = [
            "--headless", "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--font-render-hinting=none",
            "--disable-partial-raster",
            "--user-data-dir=\(profile.path)",
        ]
        // Chromium refuses to run its sandbox as root (containers, CI).
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append("about:blank")
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>/dev/null"#, chromium] + arguments
        process.standardInput = commands
        process.standardOutput = replies
        do {
            try ExternalTool.launch(process, log: log)
        } catch {
            throw .browser("cannot start \(chromium): \(error.localizedDescription)")
        }
        // Our copies of the child's ends, so a Chromium that exits reads as end of file here.
        try? commands.fileHandleForReading.close()
        try? replies.fileHandleForWriting.close()
    }

    var pid: pid_t { process.processIdentifier }

    /// Opens a page and attaches to it; later commands go to that page.
    func openPage() throws(VideoError) {
        let created = try call("Target.createTarget", ["url": "about:blank"])
        guard let target = created["targetId"] as? String else { throw .browser("chromium made no page") }
        let attached = try call("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw .browser("chromium gave no page session") }
        self.session = session
    }

    /// Sends one command and waits for its reply; events that arrive meanwhile are remembered.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) throws(VideoError) -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        guard let data = try? JSONSerialization.data(withJSONObject: message) else {
            throw .browser("cannot encode \(method)")
        }
        try send(Array(data) + [0])
        while true {
            let reply = try receive()
            guard reply["id"] as? Int == id else {
                if let event = reply["method"] as? String { events.append(event) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw .browser("\(method): \(error["message"] as? String ?? "failed")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits until the page has sent `event` (or had sent it already).
    func wait(for event: String) throws(VideoError) {
        while !events.contains(event) {
            let message = try receive()
            if let method = message["method"] as? String { events.append(method) }
        }
        events.removeAll { $0 == event }
    }

    /// Evaluates `expression` in the page and returns its value (JSON-like).
    func evaluate(_ expression: String) throws(VideoError) -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let detail = (exception["exception"] as? [String: Any])?["description"] as? String
            throw .browser("page script failed: \(detail ?? exception["text"] as? String ?? "exception")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    func close() {
        if process.isRunning {
            _ = try? call("Browser.close")
        }
        try? commands.fileHandleForWriting.close()
        if process.isRunning {
            // Browser.close normally ends it at once; a stuck one is stopped rather than waited on.
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { process.terminate() }
        }
        process.waitUntilExit()
        try? replies.fileHandleForReading.close()
    }

    private func send(_ bytes: [UInt8]) throws(VideoError) {
        guard ExternalTool.writeAll(bytes, to: commands.fileHandleForWriting.fileDescriptor) else {
            throw .browser("chromium stopped reading commands\(logTail)")
        }
    }

    private func receive() throws(VideoError) -> [String: Any] {
        let fd = replies.fileHandleForReading.fileDescriptor
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any] else {
                    throw .browser("chromium sent a message that is not JSON")
                }
                return object
            }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(Self.timeout * 1000))
            if polled < 0, errno == EINTR { continue }
            if polled == 0 { throw .browser("chromium did not answer within \(Int(Self.timeout)) s\(logTail)") }
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { throw .browser("chromium exited\(logTail)") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private var logTail: String { ExternalTool.tail(of: log) }
}
