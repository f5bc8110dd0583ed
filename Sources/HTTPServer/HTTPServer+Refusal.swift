import CMicroHTTPD
import Foundation

extension HTTPServer {
    /// Answers `response` in the middle of a request's body, then lets libmicrohttpd close the
    /// connection (the caller returns MHD_NO).
    ///
    /// libmicrohttpd queues a response only after a request's headers or after its whole body: its
    /// documentation says a response cannot be queued while the handler is given upload data, and
    /// `MHD_queue_response` refuses it then. Reading the rest of a chunked body only to answer at
    /// its end is what the limit is there to prevent, and closing without a word leaves the client
    /// guessing. So the one answer is written here, complete and with `Connection: close`, on the
    /// connection's own thread before libmicrohttpd has written anything on it; the library then
    /// closes the socket. A client still sending sees its send fail, and reads the 413 that
    /// arrived before the close.
    func refuseMidBody(_ connection: OpaquePointer, _ state: RequestState, _ response: HTTPResponse) {
        state.answered = true
        state.status = response.status
        state.bytes = response.body.count
        let socket = tripshot_mhd_connection_socket(connection)
        if socket < 0 || !Self.write(response, to: socket) { state.bytes = 0 }
    }

    /// Writes `response` whole on `socket`, with `Connection: close`, before libmicrohttpd has
    /// written anything there; false when the socket takes it not all.
    static func write(_ response: HTTPResponse, to socket: Int32) -> Bool {
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        head += "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + response.body
        // A few hundred bytes into an empty send buffer go in one call; a socket that takes
        // nothing more (the client is gone) ends the attempt, as the close would anyway.
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }
            offset += sent
        }
        return offset == bytes.count
    }

    /// The reason phrase of a status answered outside libmicrohttpd.
    static func reason(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
