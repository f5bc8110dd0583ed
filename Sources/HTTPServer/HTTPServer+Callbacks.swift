import CMicroHTTPD
import Foundation

/// What the server knows about one request between libmicrohttpd's calls: kept behind the
/// connection's `con_cls` pointer, released when the request completes. Only the connection's
/// own thread touches it.
final class RequestState {
    let method: String
    let path: String
    let started = ContinuousClock.now
    var body: [UInt8] = []
    /// For a `multipart/form-data` body: libmicrohttpd's decoder, and the parts it gave so far.
    var formDecoder: OpaquePointer?
    var form: [String: FormPart] = [:]
    /// Set once a response is queued (early, for a body over the limit).
    var answered = false
    /// The name of a form field sent twice (its parts are not joined: the request is refused).
    var repeatedField: String?
    /// Body bytes received so far (raw, before any form decoding).
    var received = 0
    /// Of the server's budget for bodies in memory: what this request holds.
    var reserved = 0
    var status = 0
    var bytes = 0

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    deinit {
        if let formDecoder { _ = MHD_destroy_post_processor(formDecoder) }
    }
}

/// libmicrohttpd calls this first with the headers, then once per piece of the body, then once
/// more with nothing: that last call answers.
let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, uploadData, uploadSize, stateSlot in
    guard let context, let connection, let uploadSize, let stateSlot else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let slot = stateSlot.pointee else {
        // A connection past the limits was answered 503 when it opened: nothing more for it.
        if server.connections.isRefused(connection) { return .NO }
        server.connections.enter(.body, connection)
        let state = RequestState(
            method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/")
        stateSlot.pointee = Unmanaged.passRetained(state).toOpaque()
        server.inFlight.withLock { $0 += 1 }
        // The declared size decides before a byte of the body is read.
        // (A Content-Length that is not a count libmicrohttpd answers 400 itself.)
        if let length = lookup(connection, .HEADER_KIND, "Content-Length").flatMap(Int.init) {
            if length > server.configuration.maxBodyBytes {
                // Answered at once; what the client still sends is read and dropped after the
                // answer (`LingeringClose`), so a client that sends its whole body
                // before it reads gets the 413 instead of a broken pipe.
                server.connections.lingerOnClose(connection)
                return server.answer(connection, state, server.tooLarge)
            }
            guard server.reserveBody(length) else {
                server.connections.lingerOnClose(connection)
                return server.answer(connection, state, server.uploadsFull)
            }
            state.reserved = length
        }
        if let coding = lookup(connection, .HEADER_KIND, "Transfer-Encoding"), coding.lowercased() != "chunked" {
            return server.answer(
                connection, state,
                HTTPResponse(status: 501, contentType: "text/plain", text: "Transfer-Encoding '\(coding)' is not supported: send the body as it is, or chunked\n"))
        }
        let type = lookup(connection, .HEADER_KIND, "Content-Type") ?? ""
        if type.lowercased().hasPrefix("multipart/form-data") {
            // nil when the boundary is missing: the body is then kept raw, and the handler refuses it.
            state.formDecoder = MHD_create_post_processor(connection, 64 * 1024, formPart, Unmanaged.passUnretained(state).toOpaque())
        }
        return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(slot).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        let size = uploadSize.pointee
        uploadSize.pointee = 0
        if state.answered { return .YES }
        state.received += size
        if state.received > server.configuration.maxBodyBytes {
            // No Content-Length (a chunked upload): the limit is passed while the body arrives.
            // The 413 goes out now and the connection is closed; nothing more is read.
            state.body = []
            state.form = [:]
            server.refuseMidBody(connection, state, server.tooLarge)
            return .NO
        }
        // A chunked body reserves as it grows.
        if state.received > state.reserved {
            guard server.reserveBody(state.received - state.reserved) else {
                state.body = []
                state.form = [:]
                server.refuseMidBody(connection, state, server.uploadsFull)
                return .NO
            }
            state.reserved = state.received
        }
        guard let uploadData else { return .YES }
        if let decoder = state.formDecoder {
            if MHD_post_process(decoder, uploadData, size) == .NO {
                state.formDecoder = nil
                _ = MHD_destroy_post_processor(decoder)
            }
        } else {
            uploadData.withMemoryRebound(to: UInt8.self, capacity: size) {
                state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size))
            }
        }
        return .YES
    }
    if state.answered { return .YES }
    server.connections.enter(.handling, connection)
    var request = HTTPRequest(
        method: state.method, path: state.path, query: values(connection, .GET_ARGUMENT_KIND),
        headers: values(connection, .HEADER_KIND), body: state.body, form: state.form)
    request.repeatedFormField = state.repeatedField
    state.body = []
    state.form = [:]
    return server.answer(connection, state, server.handler(request))
}

/// Called when a request is over (answered, or its connection lost): logs it and frees its state.
let requestCompleted: MHD_RequestCompletedCallback = { context, connection, stateSlot, _ in
    guard let context, let stateSlot, let slot = stateSlot.pointee else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(slot).takeRetainedValue()
    stateSlot.pointee = nil
    if let connection {
        // Cut mid-body: the 408 went out on the socket directly.
        if state.status == 0, server.connections.wasCut(connection) { state.status = 408 }
        server.connections.enter(.headers, connection)
    }
    let elapsed = ContinuousClock.now - state.started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    server.log(
        AccessLogEntry(
            method: state.method, path: state.path, status: state.status, bytes: state.bytes, received: state.received,
            seconds: seconds))
    server.inFlight.withLock { $0 -= 1 }
    server.releaseBody(state.reserved)
    if state.received >= MemoryReturn.trimAfterBytes { MemoryReturn.trim() }
}

/// Called when a connection opens and when it closes: the guard's count and deadlines.
let connectionNotified: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    if code.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
        server.connections.opened(connection)
    } else {
        server.connections.closed(connection)
    }
}

extension HTTPServer {
    func answer(_ connection: OpaquePointer, _ state: RequestState, _ response: HTTPResponse) -> MHD_Result {
        connections.enter(.sending, connection)
        state.answered = true
        state.status = response.status
        state.bytes = response.body.count
        let made = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        _ = MHD_add_response_header(made, "Content-Type", response.contentType)
        for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }
}

/// libmicrohttpd's form decoder hands over each part's data in pieces.
private let formPart: MHD_PostDataIterator = { context, _, key, _, contentType, _, data, offset, size in
    guard let context, let key else { return .YES }
    let state = Unmanaged<RequestState>.fromOpaque(context).takeUnretainedValue()
    let name = String(cString: key)
    // A part's first piece comes at offset 0: a field already holding data starts again, a second part.
    if offset == 0, let earlier = state.form[name], !earlier.data.isEmpty {
        state.repeatedField = name
        state.form[name] = nil
        return .NO
    }
    if state.repeatedField == name { return .NO }
    var part = state.form[name] ?? FormPart(contentType: contentType.map { String(cString: $0) }, data: [])
    if let data, size > 0 {
        data.withMemoryRebound(to: UInt8.self, capacity: size) { part.data.append(contentsOf: UnsafeBufferPointer(start: $0, count: size)) }
    }
    state.form[name] = part
    return .YES
}

private func lookup(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, kind, name).map { String(cString: $0) }
}

/// Every value of one kind (headers, query arguments); header names in lower case.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
    final class Collected { var values: [String: String] = [:] }
    let collected = Collected()
    let lowercase = kind == .HEADER_KIND
    _ = withExtendedLifetime(collected) {
        MHD_get_connection_values(connection, kind, { context, _, key, value in
            guard let context, let key else { return .YES }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            collected.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
            return .YES
        }, Unmanaged.passUnretained(collected).toOpaque())
    }
    guard lowercase else { return collected.values }
    return Dictionary(collected.values.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
}
