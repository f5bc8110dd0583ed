// The database schema gtfs-load writes (schema_version 1).
//
// - One table per GTFS file, named like the file without `.txt` (`stop_times.txt` -> `stop_times`),
//   with the GTFS field names as column names, so the `sqlite3` shell can query it directly. All
//   17 reference tables always exist (empty when the feed lacks the file) and have every reference
//   column (NULL where the feed lacks it; such columns are added after the rows, so column order
//   varies by feed: query by name).
// - Types: ids and free text TEXT (kept exactly: `00189` stays `00189`); times INTEGER seconds
//   since "noon minus 12 h" of the service day, H*3600+M*60+S with no upper cap (`25:10:00` ->
//   90600); dates INTEGER `YYYYMMDD`; coordinates, distances and prices REAL; enums and counts
//   INTEGER. An empty field is NULL.
// - Columns a feed adds beyond the reference (GO's `trips.route_variant`) are kept as extra TEXT
//   columns under their own names; files outside the reference (GO's `stop_amentities.txt`)
//   become all-TEXT tables named after the file. Both are listed in `tripshot_meta`.
// - `tripshot_meta(key, value)` marks a database as tripshot's and records where it came from.
// - Indexes are built after the rows are in (see `indexStatements`), plus an FTS5 trigram table
//   `stops_fts` over stop names for fuzzy name search.
import GTFS

public enum Schema {
    /// Bumped whenever a table, column or type changes meaning.
    public static let version = 1

    /// The metadata table's name; its presence tells a tripshot database from another tool's.
    public static let metaTable = "tripshot_meta"

    /// Keys written to `tripshot_meta`.
    public enum MetaKey {
        public static let schemaVersion = "schema_version"
        public static let sourcePath = "source_path"
        public static let sourceSHA256 = "source_sha256"
        public static let feedVersion = "feed_version"
        public static let loadedAt = "loaded_at"
        public static let toolVersion = "tool_version"
        /// Comma-separated `table.column` list of columns kept beyond the reference.
        public static let extraColumns = "extra_columns"
        /// Comma-separated list of tables made from files outside the reference.
        public static let extraTables = "extra_tables"
        /// Comma-separated reference files the feed did not have.
        public static let absentFiles = "absent_files"
    }

    /// SQLite's type for a field kind.
    public static func sqlType(_ kind: FieldKind) -> String {
        switch kind {
        case .text: "TEXT"
        case .integer, .time, .date: "INTEGER"
        case .real: "REAL"
        }
    }

    /// `name` as an SQL identifier, quoted so any file or column name is safe.
    public static func quoted(_ name: String) -> String {
        "\"" + String(name.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }

    /// The CREATE TABLE for a reference file, with `extraColumns` (TEXT) after its own columns.
    public static func createTable(_ file: FileSpec, extraColumns: [String] = []) -> String {
        createTable(file.tableName, fields: file.fields, extraColumns: extraColumns)
    }

    /// The CREATE TABLE for some of a reference file's fields (the importer adds the others after
    /// the rows are in).
    static func createTable(_ table: String, fields: [FieldSpec], extraColumns: [String]) -> String {
        var columns = fields.map { "\(quoted($0.name)) \(sqlType($0.kind))" }
        columns += extraColumns.map { "\(quoted($0)) TEXT" }
        return "CREATE TABLE \(quoted(table)) (\(columns.joined(separator: ", ")))"
    }

    /// The CREATE TABLE for a file outside the reference: every column TEXT.
    public static func createTextTable(_ table: String, columns: [String]) -> String {
        "CREATE TABLE \(quoted(table)) (\(columns.map { "\(quoted($0)) TEXT" }.joined(separator: ", ")))"
    }

    public static let createMetaTable =
        "CREATE TABLE \(metaTable) (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID"

    /// Indexes for what the resolver asks, created after all rows are inserted (much faster than
    /// maintaining them row by row).
    public static let indexStatements: [String] = [
        "CREATE INDEX stop_times_trip ON stop_times(trip_id, stop_sequence)",
        "CREATE INDEX stop_times_stop ON stop_times(stop_id, departure_time)",
        "CREATE INDEX trips_id ON trips(trip_id)",
        "CREATE INDEX trips_route ON trips(route_id)",
        "CREATE INDEX trips_service ON trips(service_id)",
        "CREATE INDEX routes_id ON routes(route_id)",
        "CREATE INDEX stops_id ON stops(stop_id)",
        "CREATE INDEX stops_parent ON stops(parent_station)",
        "CREATE INDEX stops_name ON stops(stop_name COLLATE NOCASE)",
        "CREATE INDEX shapes_id ON shapes(shape_id, shape_pt_sequence)",
        "CREATE INDEX calendar_service ON calendar(service_id)",
        "CREATE INDEX calendar_dates_service ON calendar_dates(service_id, date)",
        "CREATE INDEX frequencies_trip ON frequencies(trip_id, start_time)",
        "CREATE INDEX transfers_from ON transfers(from_stop_id)",
    ]

    /// Trigram full-text index over stop names: `SELECT stop_id FROM stops_fts JOIN stops ON
    /// stops.rowid = stops_fts.rowid WHERE stops_fts MATCH 'rindal'` finds "Erindale GO".
    public static let stopNameSearchStatements: [String] = [
        "CREATE VIRTUAL TABLE stops_fts USING fts5(stop_name, content='stops', content_rowid='rowid', tokenize='trigram')",
        "INSERT INTO stops_fts(stops_fts) VALUES('rebuild')",
    ]
}
