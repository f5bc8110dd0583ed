/// A failure reading a zip archive, with libzip's own explanation.
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The archive file is missing or cannot be opened (permissions, a directory).
        case cannotOpen
        /// The file is not a zip archive at all, or its central directory is missing or cut short.
        case notAZip
        /// The archive's structure contradicts itself (a damaged or truncated archive).
        case inconsistent
        /// An entry's data is damaged: bad CRC, bad deflate stream, or it ends early.
        case damagedEntry
        /// Any other libzip failure.
        case other
    }

    public var kind: Kind
    /// The archive path, plus the entry name when the failure was inside one.
    public var path: String
    public var entry: String?
    /// libzip's message, e.g. "Not a zip archive" or "CRC error".
    public var message: String
    /// libzip's `ZIP_ER_*` code.
    public var code: Int32

    public init(kind: Kind, path: String, entry: String? = nil, message: String, code: Int32) {
        self.kind = kind
        self.path = path
        self.entry = entry
        self.message = message
        self.code = code
    }

    public var description: String {
        entry.map { "\(path): \($0): \(message)" } ?? "\(path): \(message)"
    }
}
