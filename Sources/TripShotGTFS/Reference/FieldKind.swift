/// How a GTFS field's text is read and stored. The importer parses each kind from bytes and the
/// store maps each to one SQLite column type.
public enum FieldKind: String, Hashable, Sendable {
    /// Free text and identifiers: kept exactly as written (`00189` stays `00189`).
    case text
    /// Whole numbers and enumerations (`route_type`, `stop_sequence`, `direction_id`).
    case integer
    /// Decimal numbers: coordinates, distances, prices.
    case real
    /// `H:MM:SS` or `HH:MM:SS` on the service day's clock, stored as seconds; may pass 24:00.
    case time
    /// `YYYYMMDD`, stored as that eight-digit integer.
    case date
}

/// One column of a GTFS file as the reference defines it.
public struct FieldSpec: Hashable, Sendable {
    public var name: String
    public var kind: FieldKind
    /// The column must be in the header, and every row must give it a value.
    public var required: Bool
    /// An integer the reference types "non-negative" (sequences, durations): a negative value is
    /// not a value of the column, and is refused like any other malformed value.
    public var nonNegative: Bool
    /// The values that make sense (latitudes, longitudes): outside it the row still loads, with a
    /// counted warning, since the value is kept as written and nothing is lost.
    public var range: ClosedRange<Double>?

    public init(
        _ name: String, _ kind: FieldKind = .text, required: Bool = false, nonNegative: Bool = false,
        range: ClosedRange<Double>? = nil
    ) {
        self.name = name
        self.kind = kind
        self.required = required
        self.nonNegative = nonNegative
        self.range = range
    }
}

/// One file of the GTFS Schedule reference.
public struct FileSpec: Hashable, Sendable {
    /// The file name inside the feed, e.g. `stop_times.txt`.
    public var fileName: String
    /// Must be present in every feed (calendar/calendar_dates: one of the two, checked apart).
    public var required: Bool
    public var fields: [FieldSpec]

    public init(_ fileName: String, required: Bool = false, _ fields: [FieldSpec]) {
        self.fileName = fileName
        self.required = required
        self.fields = fields
    }

    /// The file name without `.txt`: the table it becomes.
    public var tableName: String { GTFSReference.tableName(forFile: fileName) }

    public func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }
}
