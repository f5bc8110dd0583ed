import CTripShotSQLite

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind call returns.
nonisolated(unsafe) let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A compiled statement. Bind parameters by 1-based index, `step()` through the rows, read
/// columns by 0-based index, `reset()` to run it again. Finalized when released.
public final class Statement {
    /// Keeps the connection open for as long as the statement lives.
    public let database: Database
    /// The statement's SQL text.
    public let sql: String
    let handle: OpaquePointer
    /// Lent by the connection's cache (`Database.withStatement`), which finalizes it, not this.
    let borrowed: Bool

    init(database: Database, handle: OpaquePointer, sql: String, borrowed: Bool = false) {
        self.database = database
        self.handle = handle
        self.sql = sql
        self.borrowed = borrowed
    }

    deinit { if !borrowed { sqlite3_finalize(handle) } }

    /// Success is checked inline; only a failure goes to the connection for its message.
    @inline(__always)
    private func check(_ rc: Int32) throws(SQLiteError) {
        if rc != SQLITE_OK { try database.check(rc, sql: sql) }
    }

    // MARK: Binding (1-based parameter index)

    /// How many `?` parameters it has.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// Binds parameter `index` (1-based) to an integer.
    public func bind(_ value: Int, at index: Int) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, Int32(index), Int64(value)))
    }

    /// Binds parameter `index` (1-based) to a real.
    public func bind(_ value: Double, at index: Int) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, Int32(index), value))
    }

    /// Binds parameter `index` (1-based) to text.
    public func bind(_ value: String, at index: Int) throws(SQLiteError) {
        try check(sqlite3_bind_text(handle, Int32(index), value, -1, sqliteTransient))
    }

    /// Binds parameter `index` (1-based) to NULL.
    public func bindNull(at index: Int) throws(SQLiteError) {
        try check(sqlite3_bind_null(handle, Int32(index)))
    }

    /// Binds an optional: nil binds NULL.
    public func bind(_ value: Int?, at index: Int) throws(SQLiteError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds a real, or NULL for nil.
    public func bind(_ value: Double?, at index: Int) throws(SQLiteError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds text, or NULL for nil.
    public func bind(_ value: String?, at index: Int) throws(SQLiteError) {
        if let value { try bind(value, at: index) } else { try bindNull(at: index) }
    }

    /// Binds any SQLite value.
    public func bind(_ value: SQLiteValue, at index: Int) throws(SQLiteError) {
        switch value {
        case .null: try bindNull(at: index)
        case .integer(let int): try bind(int, at: index)
        case .real(let double): try bind(double, at: index)
        case .text(let text): try bind(text, at: index)
        }
    }

    /// Binds UTF-8 text given as a pointer and a byte count, without building a `String`.
    /// With `copy: false` SQLite reads the bytes in place: they must stay valid and unchanged until
    /// the next `step()` has returned (the importer binds straight out of its row buffer this way).
    public func bindText(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int, copy: Bool = true)
        throws(SQLiteError)
    {
        let rc = bytes.withMemoryRebound(to: CChar.self, capacity: max(count, 1)) {
            sqlite3_bind_text(handle, Int32(index), $0, Int32(count), copy ? sqliteTransient : nil)
        }
        try check(rc)
    }

    /// Binds parameter `index` (1-based) to a BLOB of `bytes`, which SQLite copies.
    public func bindBlob(_ bytes: UnsafeRawBufferPointer, at index: Int) throws(SQLiteError) {
        // A zero-length blob, not NULL, for no bytes (SQLite reads a nil pointer as NULL).
        let rc = bytes.isEmpty
            ? sqlite3_bind_zeroblob(handle, Int32(index), 0)
            : sqlite3_bind_blob(handle, Int32(index), bytes.baseAddress, Int32(bytes.count), sqliteTransient)
        try check(rc)
    }

    /// Resets, clears, and binds `values` to parameters 1, 2, ...; the count must match.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        guard values.count == parameterCount else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "\(values.count) values bound to \(parameterCount) parameters", sql: sql)
        }
        for (offset, value) in values.enumerated() { try bind(value, at: offset + 1) }
    }

    // MARK: Running

    /// Runs to the next row: true when a row is available, false when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        // The error code of a failed step is on the connection; reset returns it again.
        try check(rc)
        return false
    }

    /// Rewinds the statement so it can run again; bindings are kept.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Sets every parameter back to NULL.
    public func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    /// Binds `values`, runs the statement to completion and resets it (for INSERT/UPDATE/DELETE).
    public func run(_ values: SQLiteValue...) throws(SQLiteError) {
        try bind(values)
        defer { reset() }
        while try step() {}
    }

    /// Calls `body` with the statement positioned on each row in turn (read columns inside it).
    public func forEachRow(_ body: (Statement) throws -> Void) throws {
        defer { reset() }
        while try step() { try body(self) }
    }

    // MARK: Columns of the current row (0-based index)

    /// How many columns a row of the result has.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The name of result column `index` (0-based).
    public func columnName(_ index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }

    /// True when column `index` (0-based) of the current row is NULL.
    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    /// The column as an integer (0 when NULL).
    public func int(_ index: Int) -> Int { Int(sqlite3_column_int64(handle, Int32(index))) }

    /// The column as a double (0 when NULL).
    public func double(_ index: Int) -> Double { sqlite3_column_double(handle, Int32(index)) }

    /// The column as text ("" when NULL).
    public func text(_ index: Int) -> String {
        guard let bytes = sqlite3_column_text(handle, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Calls `body` with column `index`'s bytes as a BLOB (none for NULL), valid only inside it.
    public func withBlob<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let bytes = sqlite3_column_blob(handle, Int32(index))
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return try body(UnsafeRawBufferPointer(start: count > 0 ? bytes : nil, count: count))
    }

    /// Column `index` as an integer, nil for NULL.
    public func optionalInt(_ index: Int) -> Int? { isNull(index) ? nil : int(index) }
    /// Column `index` as a real, nil for NULL.
    public func optionalDouble(_ index: Int) -> Double? { isNull(index) ? nil : double(index) }
    /// Column `index` as text, nil for NULL.
    public func optionalText(_ index: Int) -> String? { isNull(index) ? nil : text(index) }
}
