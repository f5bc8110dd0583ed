import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP/1.1 server on libmicrohttpd: the only Swift code that touches the C library. It parses
/// nothing itself; it collects each request's body in memory up to a limit and hands the request
/// to `handler` on the connection's own thread (one thread per connection, so a handler may wait
/// for slow work), then sends what the handler returns.
///
/// Bodies over `maxBodyBytes` are refused with `tooLarge`: from Content-Length before any of the
/// body is read; without one (chunked uploads), as soon as the limit is passed, closing the
/// connection so that no more of the body is read. All bodies in memory together stay within
/// `maxBufferedBodyBytes`. What one client may hold (connections, and time for each phase of a
/// request) is the `ConnectionGuard`'s.
public final class HTTPServer: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        /// 0 picks a free port (see `port` once started).
        public var port: Int
        public var maxBodyBytes: Int
        /// Connections admitted at once; one past it is answered 503 and closed.
        public var connectionLimit: Int
        /// Connections admitted at once from one client address; one past it gets 503.
        public var perClientLimit: Int
        /// A connection sending nothing this long is closed (libmicrohttpd's own timeout).
        public var idleTimeoutSeconds: Int
        /// A request's line and headers must arrive within this many seconds of the connection
        /// opening (or of the previous answer on a kept-alive one), whatever trickles meanwhile.
        public var headerSeconds: Double
        /// Its body within this many seconds of its headers.
        public var bodySeconds: Double
        /// Its answer must be taken by the client within this many seconds.
        public var sendSeconds: Double
        /// Bodies held in memory at once, all requests together (declared lengths count from the
        /// headers); a body that does not fit is answered 503 (`uploadsFull`).
        public var maxBufferedBodyBytes: Int

        public init(
            host: String, port: Int, maxBodyBytes: Int, connectionLimit: Int = 512, perClientLimit: Int = 16,
            idleTimeoutSeconds: Int = 30, headerSeconds: Double = 10, bodySeconds: Double = 60, sendSeconds: Double = 30,
            maxBufferedBodyBytes: Int = 240_000_000
        ) {
            self.host = host
            self.port = port
            self.maxBodyBytes = maxBodyBytes
            self.connectionLimit = connectionLimit
            self.perClientLimit = perClientLimit
            self.idleTimeoutSeconds = idleTimeoutSeconds
            self.headerSeconds = headerSeconds
            self.bodySeconds = bodySeconds
            self.sendSeconds = sendSeconds
            self.maxBufferedBodyBytes = maxBufferedBodyBytes
        }
    }

    public enum StartError: Error, CustomStringConvertible {
        case badHost(String)
        case cannotListen(host: String, port: Int)

        public var description: String {
            switch self {
            case .badHost(let host): "'\(host)' is not an IPv4 address (e.g. 127.0.0.1, or 0.0.0.0 for every interface)"
            case .cannotListen(let host, let port): "cannot listen on \(host):\(port) (in use, or not allowed)"
            }
        }
    }

    let configuration: Configuration
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    let tooLarge: HTTPResponse
    let log: @Sendable (AccessLogEntry) -> Void
    let connections: ConnectionGuard
    let uploadsFull: HTTPResponse
    /// Body bytes reserved by the requests being received or handled now.
    let bufferedBodies = Mutex(0)
    private let daemon = Mutex<DaemonHandle?>(nil)
    let inFlight = Mutex(0)
    private let boundPort = Mutex(0)
    /// Whether `stopAccepting` closed the listening socket.
    private let listeningClosed = Mutex(false)

    /// - Parameters:
    ///   - tooLarge: the answer to a body over `maxBodyBytes`.
    ///   - overloaded: to a connection past the connection limits (503).
    ///   - timedOut: to a request whose headers or body passed their deadline (408).
    ///   - uploadsFull: to a body past `maxBufferedBodyBytes` with the others in memory (503).
    public init(
        _ configuration: Configuration, tooLarge: HTTPResponse,
        overloaded: HTTPResponse = HTTPResponse(status: 503, contentType: "text/plain", text: "too many connections\n"),
        timedOut: HTTPResponse = HTTPResponse(status: 408, contentType: "text/plain", text: "the request came too slowly\n"),
        uploadsFull: HTTPResponse = HTTPResponse(status: 503, contentType: "text/plain", text: "too many uploads at once\n"),
        log: @escaping @Sendable (AccessLogEntry) -> Void, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.configuration = configuration
        self.handler = handler
        self.tooLarge = tooLarge
        self.log = log
        self.uploadsFull = uploadsFull
        MemoryReturn.configure()
        connections = ConnectionGuard(
            limits: ConnectionGuard.Limits(
                total: configuration.connectionLimit, perClient: configuration.perClientLimit,
                headerSeconds: configuration.headerSeconds, bodySeconds: configuration.bodySeconds,
                sendSeconds: configuration.sendSeconds),
            overloaded: overloaded, timedOut: timedOut, log: log)
    }

    /// Connections refused (answered 503) are let in past the limit for a moment: room for them
    /// in libmicrohttpd's own cap, past which it stops accepting.
    static let refusedRoom = 64
    /// Memory for one connection's request line and headers (libmicrohttpd's default is 32 KiB).
    static let headerMemoryBytes = 64 * 1024

    /// The port the server listens on.
    public var port: Int { boundPort.withLock { $0 } }

    /// Reserves `bytes` more of the bodies' budget; false (nothing reserved) when they do not fit.
    func reserveBody(_ bytes: Int) -> Bool {
        bufferedBodies.withLock { held in
            guard held + bytes <= configuration.maxBufferedBodyBytes else { return false }
            held += bytes
            return true
        }
    }

    func releaseBody(_ bytes: Int) { bufferedBodies.withLock { $0 -= bytes } }

    /// Requests being received, handled or sent right now.
    public var requestsInFlight: Int { inFlight.withLock { $0 } }

    /// Starts listening; requests are served on libmicrohttpd's threads until `stop`.
    public func start() throws(StartError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(configuration.port).bigEndian)
        guard inet_pton(AF_INET, configuration.host, &address.sin_addr) == 1 else {
            throw .badHost(configuration.host)
        }
        // poll, not select: hundreds of connections (and their guard's copies) pass select's 1024 descriptors.
        let flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
            | UInt32(MHD_USE_ITC.rawValue) | UInt32(MHD_USE_POLL.rawValue)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let started = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                tripshot_mhd_start(
                    flags, socketAddress, accessHandler, context, requestCompleted, context, connectionNotified, context,
                    UInt32(configuration.connectionLimit + Self.refusedRoom), UInt32(configuration.idleTimeoutSeconds),
                    Self.headerMemoryBytes)
            }
        }
        guard let started else { throw .cannotListen(host: configuration.host, port: configuration.port) }
        daemon.withLock { $0 = DaemonHandle(pointer: started) }
        // A connection is taken once its first bytes have come (or after the header deadline
        // without them): then the guard's look at them (a TLS hello) comes before libmicrohttpd's
        // own read, every time, since the connection's thread starts after `opened`.
        var deferSeconds = Int32(max(1, configuration.headerSeconds.rounded(.up)))
        setsockopt(
            tripshot_mhd_listen_socket(started), Int32(IPPROTO_TCP), TCP_DEFER_ACCEPT, &deferSeconds,
            socklen_t(MemoryLayout<Int32>.size))
        connections.startWatching()
        boundPort.withLock { $0 = Int(tripshot_mhd_bound_port(started)) }
    }

    /// How long no request must have been in flight before `stop` closes the connections.
    static let stopSettlingTime = Duration.milliseconds(250)
    /// How long, after the grace, the answers handlers are still writing may take to go out.
    static let stopAnswerTime = Duration.seconds(2)

    /// Closes the listening socket: from its return, a new connection is refused (the kernel's
    /// queue of connections not yet taken goes with it), while the open ones go on. Idempotent.
    public func stopAccepting() {
        guard let running = daemon.withLock({ $0 })?.pointer else { return }
        listeningClosed.withLock { closed in
            guard !closed else { return }
            let listening = MHD_quiesce_daemon(running)
            if listening >= 0 { close(listening) }
            closed = true
        }
    }

    /// Stops accepting connections at once (`stopAccepting`), then waits up to `grace` for the
    /// requests in flight to be answered, then closes every connection. `beforeClosing` runs
    /// after the wait, so the caller can make handlers still waiting answer at once; what they
    /// answer is sent (up to `stopAnswerTime`) before the connections close.
    public func stop(grace: Duration, beforeClosing: () -> Void = {}) {
        guard let running = daemon.withLock({ $0 })?.pointer else { return }
        stopAccepting()
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        // A request whose bytes reached an open connection before the stop is in flight from
        // then, not only once that connection's thread has read its headers, which on a busy
        // machine can come much later (seen: a request sent before SIGTERM got its connection
        // closed unanswered under load): the guard counts the bytes the socket received
        // (`requestsArrived`). The settling time stays for what the kernel has not counted yet.
        var quietSince: ContinuousClock.Instant?
        while clock.now < deadline {
            if requestsInFlight > 0 || connections.requestsArrived > 0 {
                quietSince = nil
            } else if let since = quietSince {
                if clock.now - since >= Self.stopSettlingTime { break }
            } else {
                quietSince = clock.now
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        beforeClosing()
        // libmicrohttpd's stop shuts every connection's socket at once, dropping an answer queued
        // and not yet sent: the ones `beforeClosing` made (a 503 at the grace's end) are let out.
        let answersDeadline = clock.now + Self.stopAnswerTime
        while connections.answering > 0, clock.now < answersDeadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        connections.stopWatching()
        MHD_stop_daemon(running)
        daemon.withLock { $0 = nil }
    }

    deinit {
        if let running = daemon.withLock({ $0 })?.pointer { MHD_stop_daemon(running) }
    }
}

/// libmicrohttpd's daemon handle; the library synchronises its own use of it.
struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
