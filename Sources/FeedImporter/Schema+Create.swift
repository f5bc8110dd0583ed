import TripShotFeedDatabase
import TripShotGTFS

/// The tables and indexes gtfs-load creates (the schema itself is described in
/// TripShotFeedDatabase's `Schema.swift`).
extension Schema {
    /// SQLite's type for a field kind.
    public static func sqlType(_ kind: FieldKind) -> String {
        switch kind {
        case .text: "TEXT"
        case .integer, .time, .date: "INTEGER"
        case .real: "REAL"
        }
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
