/// Where in a feed something is: a file and, when known, its 1-based line (the header is line 1).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    /// `stop_times.txt:1042`, or just `stop_times.txt`.
    public var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// Feed content that cannot be loaded, located in the feed and printed like a compiler message:
/// `stop_times.txt:1042: arrival_time "25:7" is not a time (HH:MM:SS)`.
public struct FeedError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case missingFile
        /// Neither calendar.txt nor calendar_dates.txt has a row.
        case noService
        /// The file has no header line at all.
        case emptyFile
        /// A required file has a header but no rows.
        case headerOnly
        case missingColumn(String)
        case duplicateColumn(String)
        case invalidValue(column: String, value: String, expected: String)
        case emptyRequiredValue(column: String)
        case tooManyFields(expected: Int, actual: Int)
        case unterminatedQuote
        case rowTooLong(limit: Int)
        /// A reference to a row that does not exist, fatal under `--strict`.
        case unknownReference(column: String, value: String, target: String)
    }

    public var location: SourceLocation
    public var kind: Kind

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .missingFile: "missing required file \(location.file)"
        case .noService: "no service: calendar.txt and calendar_dates.txt are both missing or empty"
        case .emptyFile: "empty file: no header line"
        case .headerOnly: "has a header but no rows (a feed needs at least one)"
        case .missingColumn(let column): "missing required column \(column)"
        case .duplicateColumn(let column): "column \(column) appears twice in the header"
        case .invalidValue(let column, let value, let expected): "\(column) \"\(value)\" is not \(expected)"
        case .emptyRequiredValue(let column): "\(column) is empty (required)"
        case .tooManyFields(let expected, let actual): "row has \(actual) fields but the header has \(expected)"
        case .unterminatedQuote: "a quoted field is not closed before the end of the file"
        case .rowTooLong(let limit): "row longer than \(limit) bytes (an unclosed quote?)"
        case .unknownReference(let column, let value, let target):
            "\(column) \"\(value)\" is not in \(target)"
        }
    }

    public var description: String {
        switch kind {
        case .missingFile, .noService: message
        default: "\(location): \(message)"
        }
    }
}
