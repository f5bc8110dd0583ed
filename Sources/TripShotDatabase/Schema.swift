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

/// The names a reader of gtfs-load's database needs; the importer's DDL is in GTFSStore's
/// `Schema+Create.swift`.
public enum Schema {
    /// Bumped whenever a table, column or type changes meaning.
    public static let version = 1

    /// The metadata table's name; its presence tells a tripshot database from another tool's.
    public static let metaTable = "tripshot_meta"

    /// Keys written to `tripshot_meta`.
    public enum MetaKey {
        /// `Schema.version` of the writer.
        public static let schemaVersion = "schema_version"
        /// The feed file loaded.
        public static let sourcePath = "source_path"
        /// The feed file's SHA-256, hex.
        public static let sourceSHA256 = "source_sha256"
        /// feed_info.txt `feed_version`, when the feed has one.
        public static let feedVersion = "feed_version"
        /// When it was loaded, ISO 8601 UTC.
        public static let loadedAt = "loaded_at"
        /// The gtfs-load version that wrote it.
        public static let toolVersion = "tool_version"
        /// Comma-separated `table.column` list of columns kept beyond the reference.
        public static let extraColumns = "extra_columns"
        /// Comma-separated list of tables made from files outside the reference.
        public static let extraTables = "extra_tables"
        /// Comma-separated reference files the feed did not have.
        public static let absentFiles = "absent_files"
    }

    /// `name` as an SQL identifier, quoted so any file or column name is safe.
    public static func quoted(_ name: String) -> String {
        "\"" + String(name.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }
}
