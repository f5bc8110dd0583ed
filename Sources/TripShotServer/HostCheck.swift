import HTTPServer

/// Which `Host` a request may name and which `Origin` a POST may come from. A page on another site
/// that makes its name point at 127.0.0.1 (DNS rebinding) sends its own name as `Host`; a form
/// posted from another site sends that site as `Origin`: both are refused before they cost
/// anything. An IP address as `Host` cannot be rebound (the browser's origin is that address), nor
/// can `localhost`; any other name the server answers to is given with `--allow-host` (the name a
/// proxy or a phone uses).
public struct HostCheck: Sendable {
    /// Names allowed besides IP addresses and localhost, lower case, without port.
    public var names: Set<String>

    public init(names: [String] = []) {
        self.names = Set(names.map { $0.lowercased() })
    }

    /// The refusal of a request from where the server does not answer, or nil.
    func refusal(of request: HTTPRequest) -> ErrorResponse? {
        // HTTP/1.1 requires Host (libmicrohttpd answers 400 without one); an HTTP/1.0 client may omit it.
        if let host = request.headers["host"], !allows(Self.name(ofAuthority: host)) {
            return ErrorResponse(
                status: 421, code: "host_not_allowed",
                message: "this server does not answer for the host '\(host)' (start it with --allow-host NAME)")
        }
        // Browsers send Origin with every cross-site POST (a fetch, a form): it must be this server.
        if request.method == "POST", let origin = request.headers["origin"] {
            let host = request.headers["host"].map { $0.lowercased() }
            let authority = Self.authority(ofOrigin: origin)
            guard let authority, authority == host || names.contains(Self.name(ofAuthority: authority)) else {
                return ErrorResponse(
                    status: 403, code: "origin_not_allowed", message: "a POST from the page '\(origin)' is not accepted here")
            }
        }
        return nil
    }

    func allows(_ name: String) -> Bool {
        name == "localhost" || Self.isIPAddress(name) || names.contains(name)
    }

    /// "Example.org:8080" -> "example.org"; "[::1]:8080" -> "::1".
    static func name(ofAuthority authority: String) -> String {
        let text = authority.lowercased()
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        return String(text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// "http://127.0.0.1:8080" -> "127.0.0.1:8080"; nil for "null" or anything not http(s).
    static func authority(ofOrigin origin: String) -> String? {
        let text = origin.lowercased()
        for scheme in ["http://", "https://"] where text.hasPrefix(scheme) {
            let rest = text.dropFirst(scheme.count)
            return rest.isEmpty || rest.contains("/") ? nil : String(rest)
        }
        return nil
    }

    static func isIPAddress(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }) {
            return true
        }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
