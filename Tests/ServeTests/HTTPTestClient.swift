import Foundation

/// A plain HTTP/1.1 client over a POSIX socket to 127.0.0.1, for tests that need to control the
/// bytes on the wire: a body sent in pieces, a chunked body without Content-Length, a request
/// left half-sent. Each request uses its own connection ("Connection: close").
struct HTTPTestClient {
    var port: Int

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The trip ids in a trip JSON answer, in order.
        var tripIDs: [String] {
            let pattern = try! NSRegularExpression(pattern: #""trip_id"\s*:\s*"([^"]*)""#)
            let text = self.text
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        var errorCode: String? {
            let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
            return (json?["error"] as? [String: Any])?["code"] as? String
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// An open connection: write the request in as many pieces as wanted, then read the answer.
    final class Connection {
        let socket: Int32

        /// - Parameter source: the loopback address to connect from (127.0.0.2 and up are other clients).
        init(port: Int, from source: String = "127.0.0.1") throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            if source != "127.0.0.1" {
                var local = sockaddr_in()
                local.sin_family = sa_family_t(AF_INET)
                local.sin_addr.s_addr = inet_addr(source)
                let bound = withUnsafePointer(to: &local) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                guard bound == 0 else { close(socket); throw Failure(description: "cannot bind \(source)") }
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { close(socket); throw Failure(description: "cannot connect to port \(port)") }
            var timeout = timeval(tv_sec: 120, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(socket) }

        /// Sends bytes; false when the server has closed the connection.
        @discardableResult
        func write(_ data: Data) -> Bool {
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let sent = send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                    if sent <= 0 { return false }
                    offset += sent
                }
                return true
            }
        }

        /// Reads one answer on a kept-alive connection, up to and including `needle`.
        func read(until needle: String) -> Bool {
            var received = Data()
            var byte: UInt8 = 0
            while !received.suffix(needle.utf8.count).elementsEqual(needle.utf8) {
                guard recv(socket, &byte, 1, 0) == 1 else { return false }
                received.append(byte)
            }
            return true
        }

        /// Reads to the end of the connection and splits the answer.
        func response() throws -> Response {
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received.append(contentsOf: buffer[0..<count])
            }
            guard let split = received.range(of: Data("\r\n\r\n".utf8)) else {
                throw Failure(description: "no HTTP answer (\(received.count) bytes)")
            }
            let head = String(decoding: received[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            let status = Int(head[0].split(separator: " ")[1]) ?? 0
            var headers: [String: String] = [:]
            for line in head.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return Response(status: status, headers: headers, body: Data(received[split.upperBound...]))
        }
    }

    func connect(from source: String = "127.0.0.1") throws -> Connection { try Connection(port: port, from: source) }

    static func head(_ method: String, _ target: String, _ fields: [(String, String)]) -> Data {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in fields { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    func get(_ target: String) throws -> Response {
        let connection = try connect()
        connection.write(Self.head("GET", target, []))
        return try connection.response()
    }

    func post(_ target: String, body: Data, contentType: String?, method: String = "POST") throws -> Response {
        let connection = try connect()
        var fields = [("Content-Length", String(body.count))]
        if let contentType { fields.append(("Content-Type", contentType)) }
        connection.write(Self.head(method, target, fields) + body)
        return try connection.response()
    }

    /// A body sent chunked, without Content-Length, in pieces of `piece` bytes.
    func postChunked(_ target: String, body: Data, contentType: String, piece: Int = 65536) throws -> Response {
        let connection = try connect()
        connection.write(Self.head("POST", target, [("Content-Type", contentType), ("Transfer-Encoding", "chunked")]))
        var offset = 0
        while offset < body.count {
            let end = min(offset + piece, body.count)
            guard connection.write(Data(String(end - offset, radix: 16).utf8) + Data("\r\n".utf8) + body[offset..<end] + Data("\r\n".utf8))
            else { break }  // the server stopped reading: its answer tells why
            offset = end
        }
        connection.write(Data("0\r\n\r\n".utf8))
        return try connection.response()
    }

    /// A multipart/form-data body with one file field.
    static func form(field: String, file: Data, type: String) -> (body: Data, contentType: String) {
        let boundary = "tripshot-test-boundary-7d1f"
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"shot\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
        body += file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
    }
}
