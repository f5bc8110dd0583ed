import TripShotGTFS

/// What a load did: rows per table, what was kept beyond the reference, problems, time.
public struct ImportSummary: Sendable {
    public struct Table: Sendable, Equatable {
        /// `stop_times`
        public var name: String
        /// `stop_times.txt`
        public var file: String
        public var rows: Int
        /// Columns beyond the reference, kept as TEXT under their own names.
        public var extraColumns: [String]
        /// False for a file outside the GTFS reference (loaded as an all-TEXT table).
        public var isReference: Bool
    }

    /// Rows with a problem that loses nothing (loaded, counted, located; fatal under `--strict`):
    /// how many of one kind and rule, and the first few.
    public struct CountedWarning: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable {
            case unknownReference = "unknown reference"
            case duplicateKey = "duplicate key"
            case outOfRange = "value out of range"
            case timeWithoutSeconds = "time without seconds"
            /// A time whose minutes or seconds are 60 or more (`19:70:00`): stored empty, so the
            /// call stays in its trip untimed (as a stop that is not a timepoint).
            case timePastSixty = "time with minutes or seconds past 59 left untimed"
            case trailingEmptyFields = "row with empty fields beyond the header"
            case tooFewFields = "row with fewer fields than the header"
            case repairedText = "text value repaired"
            case columnName = "column name read differently"
            /// A file only maps draw from (shapes.txt) that could not be read: not loaded, the
            /// schedule loaded without it (its trips' shape_id then name no shape).
            case skippedFile = "drawing file skipped"

            /// `3 duplicate keys`, `1 row with fewer fields than the header`.
            public func counted(_ count: Int) -> String {
                guard count != 1 else { return "1 \(rawValue)" }
                let plural: String =
                    switch self {
                    case .unknownReference: "unknown references"
                    case .duplicateKey: "duplicate keys"
                    case .outOfRange: "values out of range"
                    case .timeWithoutSeconds: "times without seconds"
                    case .timePastSixty: "times with minutes or seconds past 59 left untimed"
                    case .trailingEmptyFields: "rows with empty fields beyond the header"
                    case .tooFewFields: "rows with fewer fields than the header"
                    case .repairedText: "text values repaired"
                    case .columnName: "column names read differently"
                    case .skippedFile: "drawing files skipped"
                    }
                return "\(count) \(plural)"
            }
        }

        public var kind: Kind
        /// What was checked: `stop_times.stop_id -> stops.txt`, `stops.stop_id`, `stops.stop_lat`;
        /// the file (`shapes.txt`) for rows with more or fewer fields.
        public var rule: String
        public var count: Int
        /// The first few, each located and worded like an error.
        public var examples: [FeedError]

        /// False for rows of a file outside the GTFS reference: counted all the same, but such a
        /// file never fails a load, even under `--strict`.
        public var inReferenceFile: Bool {
            examples.first.map { GTFSReference.file(named: $0.location.file) != nil } ?? true
        }
    }
    public typealias ReferenceProblem = CountedWarning

    /// Loaded files in load order.
    public var tables: [Table] = []
    /// Reference files the feed does not have (their tables exist, empty).
    public var absentFiles: [String] = []
    /// Zip entries or directory files that are not `.txt` (not loaded).
    public var ignoredEntries: [String] = []
    /// Problems that lose nothing, counted per kind and rule; `--strict` makes any of them fatal.
    public var countedWarnings: [CountedWarning] = []
    /// Notes about what is outside the GTFS reference (a file outside it skipped for a CSV error,
    /// an empty one): never fatal, even under `--strict`, since they cannot harm the feed's data.
    public var notes: [String] = []
    /// The unknown references among `countedWarnings`.
    public var referenceProblems: [CountedWarning] { countedWarnings.filter { $0.kind == .unknownReference } }
    public var feedVersion: String?
    /// stop_times rows read with no arrival, departure or pickup window (counted while parsing).
    public var untimedCalls = 0
    /// Whether the pass giving untimed calls their times ran: only when `untimedCalls` is not 0.
    public var untimedPassRan = false
    /// Calls that pass gave a time (between two timepoints; the others stay untimed).
    public var interpolatedCalls = 0
    public var sourceSHA256 = ""
    public var databasePath = ""
    public var seconds: Double = 0

    public var totalRows: Int { tables.reduce(0) { $0 + $1.rows } }
    public func rows(in table: String) -> Int? { tables.first { $0.name == table }?.rows }
}
