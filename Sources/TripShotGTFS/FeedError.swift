/// Where in a feed something is: a file and, when known, its 1-based line (the header is line 1).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    /// `stop_times.txt:1042`, or just `stop_times.txt`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

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
        /// Two header names equal but for case: SQLite's column names ignore case, so they would
        /// be one column.
        case caseOnlyDuplicateColumn(String, String)
        /// A header name that is a reference column's but for case: read as that column.
        case caseOnlyColumnName(found: String, reference: String)
        /// A header name with control characters or bytes that are not UTF-8, read cleaned.
        case uncleanColumnName(found: String, cleaned: String)
        case invalidValue(column: String, value: String, expected: String)
        case emptyRequiredValue(column: String)
        /// None of several columns of which one is required has a value (stop_times: stop_id,
        /// location_group_id, location_id).
        case emptyAlternatives(columns: [String])
        case tooManyFields(expected: Int, actual: Int)
        /// Fewer fields than the header: the missing ones read as empty.
        case tooFewFields(expected: Int, actual: Int)
        /// Fields beyond the header that are all empty: dropped.
        case trailingEmptyFields(count: Int)
        /// A text value with a NUL byte or bytes that are not UTF-8, stored repaired.
        case repairedText(column: String)
        /// A time written `HH:MM`, without the seconds the reference asks for: stored as `HH:MM:00`.
        case timeWithoutSeconds(column: String, value: String)
        /// A time whose minutes or seconds are 60 or more (`19:70:00`): stored empty (untimed).
        case timePastSixty(column: String, value: String)
        /// A number outside the values that make sense for its column, stored as written.
        case outOfRange(column: String, value: String, range: ClosedRange<Double>)
        /// A row whose key repeats an earlier row's; both rows are stored.
        case duplicateKey(columns: [String], value: String)
        /// A row whose key repeats that of an earlier row not next to it (other groups' rows between).
        case duplicateKeyApart(columns: [String], value: String, earlier: SourceLocation)
        /// The file is UTF-16 (its byte order and whether it has a byte-order mark): GTFS is UTF-8.
        case utf16(String)
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
        case .caseOnlyDuplicateColumn(let first, let second):
            "columns \(first) and \(second) differ only by case (SQLite column names ignore case)"
        case .caseOnlyColumnName(let found, let reference):
            "column \(found) read as \(reference) (GTFS names are lower case)"
        case .uncleanColumnName(let found, let cleaned):
            "column name \(quotedForMessage(found)) has control characters or invalid UTF-8; read as \(cleaned)"
        case .invalidValue(let column, let value, let expected): "\(column) \"\(value)\" is not \(expected)"
        case .emptyRequiredValue(let column): "\(column) is empty (required)"
        case .emptyAlternatives(let columns):
            "\(columns.joined(separator: ", ")) are all empty (one is required)"
        case .tooManyFields(let expected, let actual): "row has \(actual) fields but the header has \(expected)"
        case .tooFewFields(let expected, let actual):
            "row has \(actual) fields but the header has \(expected); the missing ones read as empty"
        case .trailingEmptyFields(let count):
            "row ends with \(count) empty field\(count == 1 ? "" : "s") beyond the header; dropped"
        case .repairedText(let column):
            "\(column) has a NUL byte or bytes that are not UTF-8; stored repaired (NUL removed, U+FFFD)"
        case .timeWithoutSeconds(let column, let value):
            "\(column) \(quotedForMessage(value)) has no seconds (HH:MM:SS); stored as \(value):00"
        case .timePastSixty(let column, let value):
            "\(column) \(quotedForMessage(value)) has minutes or seconds past 59, so no time can be read from it; stored empty (untimed)"
        case .outOfRange(let column, let value, let range):
            "\(column) \(value) is outside \(Self.number(range.lowerBound))...\(Self.number(range.upperBound)); stored as written"
        case .duplicateKey(let columns, let value):
            "\(columns.joined(separator: ", ")) \(quotedForMessage(value)) repeats an earlier row's (both rows kept)"
        case .duplicateKeyApart(let columns, let value, let earlier):
            "\(columns.joined(separator: ", ")) \(quotedForMessage(value)) repeats the row at \(earlier) (both rows kept)"
        case .utf16(let encoding):
            "the file is UTF-16 (\(encoding)), not UTF-8 as GTFS requires: convert it, e.g. iconv -f UTF-16 -t UTF-8"
        case .unterminatedQuote: "a quoted field is not closed before the end of the file"
        case .rowTooLong(let limit): "row longer than \(limit) bytes (an unclosed quote?)"
        case .unknownReference(let column, let value, let target):
            "\(column) \"\(value)\" is not in \(target)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    public var description: String {
        switch kind {
        case .missingFile, .noService: message
        default: "\(location): \(message)"
        }
    }
}

/// A value for a message: quoted, control characters escaped so a message stays one line.
func quotedForMessage(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
