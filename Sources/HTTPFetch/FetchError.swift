/// Why a GET did not bring a body (or a 304).
public struct FetchError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The body passed the size limit; the transfer was cut there.
        case tooLarge
        /// No answer in time, or the transfer stalled (too few bytes for too long).
        case timedOut
        /// The server answered with an HTTP error status (4xx, 5xx).
        case httpStatus(Int)
        /// Connecting, resolving, TLS, a malformed URL, a write to disk: everything else.
        case failed
    }

    public var kind: Kind
    public var url: String
    public var message: String

    public init(_ kind: Kind, url: String, _ message: String) {
        self.kind = kind
        self.url = url
        self.message = message
    }

    public var description: String { "\(url): \(message)" }
}
