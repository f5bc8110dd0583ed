import CMicroHTTPD
import Foundation
import Synchronization

/// Sockets answered before their request's body was read (a 413 from Content-Length), kept open
/// a little after libmicrohttpd is done with them: their sending side closed (the client reads the
/// answer, then the end), what the client still sends read and dropped. Closed at once instead,
/// the unread bytes would make the kernel reset the connection, and a client that writes its
/// whole body before reading (Python's http.client) would see a broken pipe, not the 413.
final class LingeringClose: Sendable {
    /// Sockets lingering at once; past this a socket is closed at once.
    static let maxSockets = 64
    static let maxSeconds = 5.0
    /// Bytes read and dropped from one socket before it is closed anyway.
    static let maxBytes = 64 << 20

    private struct Lingering {
        var socket: Int32
        var deadline: ContinuousClock.Instant
        var dropped = 0
    }

    private let sockets = Mutex<[Lingering]>([])
    private let running = Mutex(false)

    static let shared = LingeringClose()

    /// Takes over `socket` (a descriptor of its own, to close).
    func add(_ socket: Int32) {
        shutdown(socket, Int32(SHUT_WR))
        let taken = sockets.withLock { list -> Bool in
            guard list.count < Self.maxSockets else { return false }
            list.append(Lingering(socket: socket, deadline: .now + .seconds(Self.maxSeconds)))
            return true
        }
        guard taken else {
            close(socket)
            return
        }
        let start = running.withLock { running -> Bool in
            defer { running = true }
            return !running
        }
        if start {
            let thread = Thread { [self] in drain() }
            thread.name = "tripshot-lingering-close"
            thread.start()
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let list = sockets.withLock { $0 }
            if list.isEmpty {
                // Ends when nothing lingers; the next `add` starts another.
                let stop = running.withLock { running -> Bool in
                    guard sockets.withLock({ $0.isEmpty }) else { return false }
                    running = false
                    return true
                }
                if stop { return }
                continue
            }
            var polled = list.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polled, nfds_t(polled.count), 100)
            var finished: Set<Int32> = []
            var dropped: [Int32: Int] = [:]
            let now = ContinuousClock.now
            for (index, entry) in polled.enumerated() {
                var done = now >= list[index].deadline
                if entry.revents != 0 {
                    let count = recv(entry.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
                    if count > 0 {
                        dropped[entry.fd] = count
                        if list[index].dropped + count > Self.maxBytes { done = true }
                    } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                        done = true
                    }
                }
                if done { finished.insert(entry.fd) }
            }
            sockets.withLock { list in
                for index in list.indices { list[index].dropped += dropped[list[index].socket] ?? 0 }
                list.removeAll { finished.contains($0.socket) }
            }
            for socket in finished { close(socket) }
        }
    }
}
