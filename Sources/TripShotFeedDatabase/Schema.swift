// The database schema gtfs-load writes (schema_version 4).
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
// - Schema 2 adds the resolver's stop-name index (`Schema.NameIndex`), built once from `stops` and
//   `trips` so that opening a feed reads nothing in proportion to its stops.
// - Schema 4 adds the names' trigram summary (`NameIndex.summaryNames`, `summaryGrams`), which a
//   server holding many feeds reads instead of building it from every name on its first page.

/// The names a reader of gtfs-load's database needs; the importer's DDL is in FeedImporter's
/// `Schema+Create.swift`.
public enum Schema {
    /// Bumped whenever a table, column or type changes meaning.
    /// 2: the stop-name index tables (`NameIndex`).
    /// 3: stops also found by their names' translations (`NameIndex.translatedStopNames`).
    /// 4: the names' trigram summary (`NameIndex.summaryNames`, `NameIndex.summaryGrams`).
    public static let version = 4

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

    /// The resolver's stop-name index (Resolver's `StopNameIndex` builds it): tables prefixed
    /// `tripshot_`, so they never meet a GTFS file's name.
    public enum NameIndex {
        /// Every distinct trimmed stop name with its `StopNameKey` (`full`, `core`: folded words
        /// joined, without the feed's generic words for `core`) and its count of distinct trigrams.
        public static let names = "tripshot_stop_names"
        /// Per stop (`stops.rowid`), its name's id.
        public static let stopNames = "tripshot_stop_name_ids"
        /// Per translated name (translations.txt's stop_name rows, in any language), the stops it
        /// names: a page in the rider's language names "Skopje" for the feed's "Скопје".
        public static let translatedStopNames = "tripshot_translated_stop_names"
        /// Per trigram (packed as `NameGrams` packs it), the names holding it, with their trigram counts.
        public static let grams = "tripshot_name_grams"
        /// Per trigram, how many names hold it.
        public static let gramNames = "tripshot_gram_names"
        /// Per stop name as a page draws it, its three spelling keys (`FeedSpelling`).
        public static let spellings = "tripshot_stop_spellings"
        /// The distinct (route_id, trip_headsign) pairs of `trips`.
        public static let routeHeadsigns = "tripshot_route_headsigns"
        /// Facts learnt from all names: `genericWordsKey`, `keyScalarsKey`.
        public static let facts = "tripshot_name_facts"
        /// The feed's generic words, space-separated.
        public static let genericWordsKey = "generic_words"
        /// Every character of the spelling keys (doubled letters folded), in order.
        public static let keyScalarsKey = "key_scalars"

        /// For a feed of at most `summaryNameLimit` names, one row: per name (`name_id - 1`), the
        /// counts of its full and its core trigrams, whether the core's differ from the full ones,
        /// the count of both together and its stops (with those its translations name), each a BLOB
        /// of little-endian `UInt32`s (`packed`), the flag one byte a name; no row for a larger feed.
        public static let summaryNames = "tripshot_summary_names"
        /// For such a feed, per trigram: the names (`name_id - 1`, ascending, `packed`) whose full
        /// key holds it, and those whose core, differing from their full key's trigrams, holds it.
        public static let summaryGrams = "tripshot_summary_grams"
        /// The most names a feed's summary is stored for: its postings, about 116-244 bytes a name
        /// on feeds of 5,000-20,000 stops (feed-choice-5), are read by a server on demand, but its
        /// per-name counts (17 bytes a name) whole; a larger feed is asked of the index alone.
        public static let summaryNameLimit = 100_000

        /// `values` as a BLOB's bytes: little-endian `UInt32`s.
        public static func packed(_ values: [UInt32]) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(4 * values.count)
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
            return bytes
        }

        /// The `UInt32`s `packed` wrote into `bytes` (a trailing part of a value is ignored).
        public static func unpacked(_ bytes: UnsafeRawBufferPointer) -> [UInt32] {
            (0..<(bytes.count / 4)).map { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self)) }
        }

        /// The tables, created before they are filled.
        public static let createStatements: [String] = [
            """
            CREATE TABLE \(names) (name_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, full TEXT NOT NULL,
              core TEXT NOT NULL, grams INTEGER NOT NULL DEFAULT 0)
            """,
            "CREATE TABLE \(stopNames) (stop_rowid INTEGER PRIMARY KEY, name_id INTEGER NOT NULL)",
            """
            CREATE TABLE \(translatedStopNames) (name_id INTEGER NOT NULL, stop_rowid INTEGER NOT NULL,
              language TEXT NOT NULL, PRIMARY KEY (name_id, stop_rowid)) WITHOUT ROWID
            """,
            "CREATE TEMP TABLE name_grams_unsorted (gram INTEGER, name_id INTEGER, grams INTEGER)",
            """
            CREATE TABLE \(grams) (gram INTEGER NOT NULL, name_id INTEGER NOT NULL, grams INTEGER NOT NULL,
              PRIMARY KEY (gram, name_id)) WITHOUT ROWID
            """,
            "CREATE TABLE \(gramNames) (gram INTEGER PRIMARY KEY, names INTEGER NOT NULL)",
            """
            CREATE TABLE \(spellings) (name TEXT PRIMARY KEY, strict TEXT NOT NULL, doubles TEXT NOT NULL,
              letters TEXT NOT NULL) WITHOUT ROWID
            """,
            "CREATE TABLE \(facts) (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID",
            """
            CREATE TABLE \(summaryNames) (names INTEGER NOT NULL, full_counts BLOB NOT NULL, core_counts BLOB NOT NULL,
              core_differs BLOB NOT NULL, union_counts BLOB NOT NULL, stop_counts BLOB NOT NULL)
            """,
            "CREATE TABLE \(summaryGrams) (gram INTEGER PRIMARY KEY, full BLOB NOT NULL, core BLOB NOT NULL)",
        ]

        /// Run once every stop's own name is in, before translations find stops by them.
        public static let stopNamesIndex = "CREATE INDEX tripshot_stop_name_ids_name ON \(stopNames) (name_id, stop_rowid)"

        /// Run once the rows are in: the postings sorted, the counts and the lookup indexes.
        public static let finishStatements: [String] = [
            "INSERT INTO \(grams) SELECT gram, name_id, grams FROM temp.name_grams_unsorted ORDER BY gram, name_id",
            "DROP TABLE temp.name_grams_unsorted",
            "INSERT INTO \(gramNames) SELECT gram, count(*) FROM \(grams) GROUP BY gram",
            "CREATE INDEX tripshot_stop_spellings_strict ON \(spellings) (strict)",
            "CREATE INDEX tripshot_stop_spellings_doubles ON \(spellings) (doubles)",
            "CREATE INDEX tripshot_stop_spellings_letters ON \(spellings) (letters)",
            "CREATE TABLE \(routeHeadsigns) AS SELECT DISTINCT route_id, trip_headsign FROM trips",
        ]
    }
}
