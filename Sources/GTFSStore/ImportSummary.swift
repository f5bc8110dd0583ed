import GTFS

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

    /// Rows that name something that does not exist: how many, and the first few.
    public struct ReferenceProblem: Sendable, Equatable {
        /// `stop_times.stop_id -> stops.txt`
        public var rule: String
        public var count: Int
        /// The first few, each located and worded like an error.
        public var examples: [FeedError]
    }

    /// Loaded files in load order.
    public var tables: [Table] = []
    /// Reference files the feed does not have (their tables exist, empty).
    public var absentFiles: [String] = []
    /// Zip entries or directory files that are not `.txt` (not loaded).
    public var ignoredEntries: [String] = []
    public var referenceProblems: [ReferenceProblem] = []
    /// Other non-fatal notes, located: rows with fewer fields than the header, and such.
    public var warnings: [String] = []
    public var feedVersion: String?
    public var sourceSHA256 = ""
    public var databasePath = ""
    public var seconds: Double = 0

    public var totalRows: Int { tables.reduce(0) { $0 + $1.rows } }
    public func rows(in table: String) -> Int? { tables.first { $0.name == table }?.rows }
}
