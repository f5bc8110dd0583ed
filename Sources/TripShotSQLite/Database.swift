import CTripShotSQLite

/// One connection to an SQLite database file. Closes itself when released.
///
/// Not `Sendable`: a connection belongs to one task at a time; other tasks open their own
/// (read-only) connections.
public final class Database {
    /// The file this connection was opened on.
    public let path: String
    let handle: OpaquePointer
    /// The statements `withStatement` keeps prepared (`Database+StatementCache.swift`), as raw
    /// handles: a `Statement` holds its connection, so a cache of them would keep it open forever.
    var statementCache: [String: CachedStatement] = [:]
    /// Counts `withStatement` calls, to find the least recently used statement.
    var statementUses = 0

    /// Opens (and, unless `readOnly`, creates when missing) the database at `path`.
    /// `":memory:"` gives a private in-memory database.
    public init(path: String, readOnly: Bool = false) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            // A handle is returned even on failure: read its message, then close it.
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
            sqlite3_close_v2(db)
            throw SQLiteError(code: rc, message: "cannot open \(path): \(message)")
        }
        handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
    }

    /// Opens the database at `path`; the same as `Database(path:readOnly:)`.
    public static func open(_ path: String, readOnly: Bool = false) throws(SQLiteError) -> Database {
        try Database(path: path, readOnly: readOnly)
    }

    deinit {
        for cached in statementCache.values { sqlite3_finalize(cached.handle) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows (DDL, PRAGMA, BEGIN/COMMIT, ...).
    public func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &message)
        if rc != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: rc & 0xff, extendedCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Compiles one statement for repeated binding and stepping.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        Statement(database: self, handle: try compile(sql), sql: sql)
    }

    /// `sql` compiled into a statement handle that the caller finalizes.
    func compile(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), sql: sql)
        guard let statement else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "no statement in SQL", sql: sql)
        }
        return statement
    }

    /// The first column of the first row of `sql` as text, or nil when there is no row or it is NULL.
    public func scalarText(_ sql: String, _ arguments: SQLiteValue...) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return statement.text(0)
    }

    /// The first column of the first row of `sql` as an integer, or nil when there is no row or it is NULL.
    public func scalarInt(_ sql: String, _ arguments: SQLiteValue...) throws(SQLiteError) -> Int? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return statement.int(0)
    }

    /// True when a table (or view) of that name exists.
    public func tableExists(_ name: String) throws(SQLiteError) -> Bool {
        try scalarInt(
            "SELECT count(*) FROM sqlite_master WHERE type IN ('table','view') AND name = ?", .text(name)) ?? 0 > 0
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the last inserted row.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether no transaction is open (SQLite's autocommit mode).
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Turns a result code into a thrown `SQLiteError` unless it means success (OK, ROW, DONE).
    func check(_ rc: Int32, sql: String?) throws(SQLiteError) {
        switch rc {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return
        default:
            throw SQLiteError(
                code: rc & 0xff, extendedCode: sqlite3_extended_errcode(handle),
                message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }
}
