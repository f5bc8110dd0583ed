import TripShotFeedDatabase
import TripShotSQLite

/// Which optional GTFS tables and columns this database has, read once from SQLite's catalogue, so
/// queries use what a feed provides (calendar or only calendar_dates, shapes, frequencies,
/// `shape_dist_traveled`, columns a feed adds beyond GTFS) instead of assuming one feed's layout.
struct FeedSchema {
    private var columns: [String: Set<String>] = [:]
    /// Per table, the columns the feed added beyond the GTFS reference (GO's `trips.route_variant`),
    /// as `gtfs-load` listed them in `tripshot_meta`; kept as TEXT.
    private var extras: [String: [String]] = [:]

    init(database: Database) throws {
        let tables = try database.prepare("SELECT name FROM sqlite_master WHERE type IN ('table','view')")
        var names: [String] = []
        try tables.forEachRow { names.append($0.text(0)) }
        for name in names {
            let info = try database.prepare("SELECT name FROM pragma_table_info(?)")
            try info.bind([.text(name)])
            var set = Set<String>()
            try info.forEachRow { set.insert($0.text(0)) }
            columns[name] = set
        }
        let listed = try database.prepare("SELECT value FROM \(Schema.metaTable) WHERE key = ?")
        try listed.bind([.text(Schema.MetaKey.extraColumns)])
        if try listed.step(), let list = listed.optionalText(0) {
            for entry in list.split(separator: ",") {
                guard let dot = entry.firstIndex(of: ".") else { continue }
                let table = String(entry[..<dot]), column = String(entry[entry.index(after: dot)...])
                if has(table, column) { extras[table, default: []].append(column) }
            }
        }
    }

    func extraColumns(_ table: String) -> [String] { extras[table] ?? [] }

    func hasTable(_ table: String) -> Bool { columns[table] != nil }

    func has(_ table: String, _ column: String) -> Bool { columns[table]?.contains(column) ?? false }

    /// `column` when the table has it, else a SQL NULL, for SELECT lists over optional columns.
    func column(_ table: String, _ column: String, as alias: String? = nil) -> String {
        let qualified = alias.map { "\($0).\(column)" } ?? column
        return has(table, column) ? qualified : "NULL"
    }

    /// True when a table exists and has at least one row.
    static func hasRows(_ table: String, in database: Database) throws -> Bool {
        try database.scalarInt("SELECT EXISTS (SELECT 1 FROM \"\(table)\")") == 1
    }
}
