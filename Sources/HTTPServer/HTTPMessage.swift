/// A request as the server's handler sees it: the whole body is in memory (never on disk), and
/// it is gone once the response is sent.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query string.
    public var path: String
    /// Query arguments, decoded.
    public var query: [String: String]
    /// Header fields, names in lower case.
    public var headers: [String: String]
    /// The body as sent; empty for a `multipart/form-data` body, whose parts are in `form`.
    public var body: [UInt8]
    /// The parts of a `multipart/form-data` body by field name (decoded by libmicrohttpd).
    public var form: [String: FormPart]
    /// A form field sent in more than one part (its parts are dropped, never joined).
    public var repeatedFormField: String?

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [],
        form: [String: FormPart] = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.form = form
    }
}

/// One field of a form upload.
public struct FormPart: Sendable {
    public var contentType: String?
    public var data: [UInt8]
}

public struct HTTPResponse: Sendable {
    public var status: Int
    public var contentType: String
    /// Further header fields (Retry-After, Allow, ...).
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, contentType: String, headers: [(String, String)] = [], body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    public init(status: Int, contentType: String, headers: [(String, String)] = [], text: String) {
        self.init(status: status, contentType: contentType, headers: headers, body: Array(text.utf8))
    }
}

/// One line of the access log: what was asked and how it was answered, nothing of the content.
public struct AccessLogEntry: Sendable {
    public var method: String
    public var path: String
    public var status: Int
    /// Bytes of the answer's body sent.
    public var bytes: Int
    /// Bytes of the request's body read (a body refused over the limit stops just past it).
    public var received: Int
    public var seconds: Double
}
