/// A failed SQLite call: the result code, SQLite's own message (`sqlite3_errmsg`) and the SQL that
/// was running, so a failure can be understood without a debugger.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The primary result code (`SQLITE_CONSTRAINT` = 19, `SQLITE_CANTOPEN` = 14, ...).
    public var code: Int32
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` = 2067, ...).
    public var extendedCode: Int32
    /// SQLite's own message (`sqlite3_errmsg`).
    public var message: String
    /// The statement that failed, when there was one.
    public var sql: String?

    /// An error from its codes, message and SQL.
    public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
        self.code = code
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    /// The extended code, message and (the start of) the SQL.
    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " (in \(sql.count > 200 ? String(sql.prefix(200)) + "..." : sql))" }
        return text
    }
}
