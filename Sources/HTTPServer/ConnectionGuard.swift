import CMicroHTTPD
import Foundation
import Synchronization

/// The server's own watch over its connections, for what libmicrohttpd's idle timeout cannot
/// do: that timeout restarts with every byte, so a client trickling one byte every few seconds
/// holds a connection for ever. Here each connection has a deadline for the phase it is in
/// (headers, body, sending the answer), counted from the phase's start whatever arrives
/// meanwhile, and a connection past its deadline is cut; a client address holds at most
/// `perClient` connections and the server `total`, and a connection past either is answered 503
/// at once.
///
/// Each connection's socket is duplicated when it opens (`dup`) and that copy closed when
/// libmicrohttpd says the connection closed, so a cut (`shutdown` on the copy) can never reach a
/// descriptor the process has since reused for something else.
final class ConnectionGuard: Sendable {
    struct Limits: Sendable {
        var total: Int
        var perClient: Int
        var headerSeconds: Double
        var bodySeconds: Double
        var sendSeconds: Double
    }

    enum Phase: Sendable {
        /// Waiting for a request's line and headers (a new connection, or a kept-alive one
        /// between requests).
        case headers
        case body
        /// The handler has the request; its own time limit applies, not the guard's.
        case handling
        case sending
        /// Over a limit, answered 503: given a moment to read that answer, then cut.
        case refused
    }

    /// How long a refused connection is kept for its client to read the 503.
    static let refusedSeconds = 1.0
    /// How often deadlines are looked at.
    static let watchInterval = 0.1

    private struct Record {
        var socket: Int32
        var client: UInt32
        var phase: Phase
        var deadline: ContinuousClock.Instant
        /// Answers sent on this connection (a kept-alive one waits for its next request silently).
        var answered = 0
        var cut = false
        /// Answered before its body was read: closed through `LingeringClose`.
        var linger = false
        /// Whether its first bytes were looked at (`notHTTP`).
        var checkedStart = false
        /// Bytes received on the socket when its last request reached the handler: more since,
        /// while waiting for headers, is a request arrived and not yet read.
        var receivedWhenHandled: UInt64 = 0
    }

    /// To a connection that starts a TLS handshake (someone used https://), cut at once instead
    /// of waiting for headers that never come.
    static let notHTTP = HTTPResponse(
        status: 400, contentType: "text/plain; charset=utf-8",
        text: "this server speaks plain HTTP: use http://, not https:// (or put it behind a proxy that speaks TLS)\n")

    private struct State {
        var records: [Int: Record] = [:]
        var perClient: [UInt32: Int] = [:]
        var admitted = 0
        var watching = false
    }

    let limits: Limits
    private let state = Mutex(State())
    private let overloaded: HTTPResponse
    private let timedOut: HTTPResponse
    private let log: @Sendable (AccessLogEntry) -> Void

    init(
        limits: Limits, overloaded: HTTPResponse, timedOut: HTTPResponse, log: @escaping @Sendable (AccessLogEntry) -> Void
    ) {
        self.limits = limits
        self.overloaded = overloaded
        self.timedOut = timedOut
        self.log = log
    }

    /// Connections admitted (not refused) and open now.
    var admitted: Int { state.withLock { $0.admitted } }

    /// A connection opened: admitted, or answered 503 and marked refused.
    func opened(_ connection: OpaquePointer) {
        let socket = dup(tripshot_mhd_connection_socket(connection))
        guard socket >= 0 else { return }
        let client = tripshot_mhd_client_ipv4(connection)
        let now = ContinuousClock.now
        let refused = state.withLock { state -> Bool in
            let fromClient = state.perClient[client, default: 0]
            let refused = state.admitted >= limits.total || fromClient >= limits.perClient
            if !refused {
                state.admitted += 1
                state.perClient[client] = fromClient + 1
            }
            state.records[Self.key(connection)] = Record(
                socket: socket, client: client, phase: refused ? .refused : .headers,
                deadline: now + .seconds(refused ? Self.refusedSeconds : limits.headerSeconds), linger: refused)
            return refused
        }
        guard refused else {
            // Before libmicrohttpd's thread for the connection exists: its first bytes are unread.
            lookAtStart(connection, socket: socket)
            return
        }
        // Answered before a byte is read, then half-closed: the client reads the 503 and the end
        // of the stream, while libmicrohttpd reads (and drops) what it sent, so that closing
        // leaves nothing unread that would turn into a reset losing the answer.
        _ = HTTPServer.write(overloaded, to: socket)
        shutdown(socket, Int32(SHUT_WR))
        log(AccessLogEntry(method: "-", path: "-", status: overloaded.status, bytes: overloaded.body.count, received: 0, seconds: 0))
    }

    func closed(_ connection: OpaquePointer) {
        let record = state.withLock { state -> Record? in
            guard let record = state.records.removeValue(forKey: Self.key(connection)) else { return nil }
            if record.phase != .refused {
                state.admitted -= 1
                let left = state.perClient[record.client, default: 1] - 1
                state.perClient[record.client] = left > 0 ? left : nil
            }
            return record
        }
        guard let record else { return }
        if record.linger && !record.cut { LingeringClose.shared.add(record.socket) } else { close(record.socket) }
    }

    /// The connection is answered before its body is read: its socket lingers once closed.
    func lingerOnClose(_ connection: OpaquePointer) {
        state.withLock { $0.records[Self.key(connection)]?.linger = true }
    }

    func isRefused(_ connection: OpaquePointer) -> Bool {
        state.withLock { $0.records[Self.key(connection)]?.phase == .refused }
    }

    /// Whether the connection was cut past its deadline (its request then ends unanswered by
    /// the handler: the 408 went out directly).
    func wasCut(_ connection: OpaquePointer) -> Bool {
        state.withLock { $0.records[Self.key(connection)]?.cut ?? false }
    }

    /// The connection moved on to `phase`; its deadline is counted from now.
    func enter(_ phase: Phase, _ connection: OpaquePointer) {
        let now = ContinuousClock.now
        state.withLock { state in
            let key = Self.key(connection)
            guard var record = state.records[key], record.phase != .refused else { return }
            if phase == .headers { record.answered += 1 }
            if phase == .handling { record.receivedWhenHandled = tripshot_socket_bytes_received(record.socket) }
            record.phase = phase
            record.deadline =
                switch phase {
                case .headers: now + .seconds(limits.headerSeconds)
                case .body: now + .seconds(limits.bodySeconds)
                case .sending: now + .seconds(limits.sendSeconds)
                case .handling: now + .seconds(365 * 86400)
                case .refused: now + .seconds(Self.refusedSeconds)
                }
            state.records[key] = record
        }
    }

    /// Connections waiting for headers whose socket has received bytes since their last request
    /// was handled: a request the client sent that libmicrohttpd's thread has not read yet (it
    /// is not in `HTTPServer.requestsInFlight` until its headers are read). On loopback a write
    /// has reached the socket when it returns, so a request sent before a stop is counted here.
    var requestsArrived: Int {
        state.withLock { state in
            state.records.values.filter { record in
                !record.cut && record.phase == .headers
                    && tripshot_socket_bytes_received(record.socket) > record.receivedWhenHandled
            }.count
        }
    }

    /// Connections whose request is with the handler or whose answer is being sent.
    var answering: Int {
        state.withLock { state in
            state.records.values.filter { !$0.cut && ($0.phase == .handling || $0.phase == .sending) }.count
        }
    }

    /// Starts the thread that cuts connections past their deadline; it ends with `stopWatching`.
    func startWatching() {
        state.withLock { $0.watching = true }
        let thread = Thread { [self] in
            while state.withLock({ $0.watching }) {
                cutOverdue()
                Thread.sleep(forTimeInterval: Self.watchInterval)
            }
        }
        thread.name = "tripshot-connection-guard"
        thread.start()
    }

    func stopWatching() { state.withLock { $0.watching = false } }

    /// Whether the connection's first bytes are a TLS record header (handshake 0x16, version 3.x):
    /// libmicrohttpd would wait for a line end that never comes. Those two bytes cannot occur in
    /// an HTTP request's text, so wherever in the stream the peek lands, it finds them only in
    /// TLS. Nil while fewer than 3 bytes are there.
    private static func startsWithTLS(_ socket: Int32) -> Bool? {
        var head: (UInt8, UInt8, UInt8) = (0, 0, 0)
        let peeked = withUnsafeMutableBytes(of: &head) { recv(socket, $0.baseAddress, 3, Int32(MSG_PEEK | MSG_DONTWAIT)) }
        guard peeked == 3 else { return nil }
        return head.0 == 0x16 && head.1 == 0x03 && head.2 <= 0x04
    }

    /// Looks at the first bytes of a connection, if they are there: a TLS hello is answered 400
    /// and cut.
    private func lookAtStart(_ connection: OpaquePointer, socket: Int32) {
        guard let tls = Self.startsWithTLS(socket) else { return }
        let cut = state.withLock { state -> Bool in
            let key = Self.key(connection)
            guard let record = state.records[key], !record.cut, !record.checkedStart else { return false }
            state.records[key]?.checkedStart = true
            guard tls else { return false }
            state.records[key]?.cut = true
            return true
        }
        if cut { log(Self.answerNotHTTP(socket)) }
    }

    /// Answers a TLS hello 400 and cuts the connection; what the access log says of it.
    private static func answerNotHTTP(_ socket: Int32) -> AccessLogEntry {
        _ = HTTPServer.write(notHTTP, to: socket)
        shutdown(socket, Int32(SHUT_RDWR))
        return AccessLogEntry(method: "-", path: "-", status: 400, bytes: notHTTP.body.count, received: 0, seconds: 0)
    }

    private func cutOverdue() {
        let now = ContinuousClock.now
        var logged: [AccessLogEntry] = []
        state.withLock { state in
            // A connection taken without its first bytes (the deferral ran out) is looked at here
            // until they come; libmicrohttpd may read them first then, and the deadline cuts it.
            for (key, record) in state.records where !record.cut && !record.checkedStart && record.phase == .headers && record.answered == 0 {
                guard let tls = Self.startsWithTLS(record.socket) else { continue }
                state.records[key]?.checkedStart = true
                guard tls else { continue }
                state.records[key]?.cut = true
                logged.append(Self.answerNotHTTP(record.socket))
            }
            for (key, record) in state.records where !record.cut && record.deadline <= now {
                // Nothing has been written on a connection still sending its request: it is told
                // why before it is cut. One idle between two requests is closed silently.
                let midRequest = record.phase == .body || (record.phase == .headers && record.answered == 0)
                if midRequest, HTTPServer.write(timedOut, to: record.socket), record.phase == .headers {
                    // A body's request is logged when it completes; headers never read have no request.
                    logged.append(
                        AccessLogEntry(method: "-", path: "-", status: timedOut.status, bytes: timedOut.body.count, received: 0, seconds: 0))
                }
                shutdown(record.socket, Int32(SHUT_RDWR))
                state.records[key]?.cut = true
            }
        }
        logged.forEach(log)
    }

    private static func key(_ connection: OpaquePointer) -> Int { Int(bitPattern: UnsafeRawPointer(connection)) }
}
