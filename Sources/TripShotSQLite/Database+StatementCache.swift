import CTripShotSQLite

/// A statement handle the connection keeps prepared, and when it was last lent.
struct CachedStatement {
    let handle: OpaquePointer
    var lastUse: Int
}

extension Database {
    /// How many statements one connection keeps prepared: a decoded page asks about 20 different
    /// statements (its trip searches differ by how many stops they name), a server's connection
    /// meets more shapes over many pages, and each kept statement costs a few KB.
    public static let cachedStatementLimit = 64

    /// How many statements this connection keeps prepared now (for tests and benches).
    public var cachedStatementCount: Int { statementCache.count }

    /// Whether the connection keeps `sql` prepared (for tests).
    public func cachesStatement(_ sql: String) -> Bool { statementCache[sql] != nil }

    /// Calls `body` with `sql` prepared once for this connection: the next call with the same SQL
    /// reuses it, so a statement asked for on every page (or many times a page) is compiled once
    /// instead of each time (preparing a trip search cost more than running it). The statement is
    /// lent, not given: it must not outlive `body`. On return it is reset and its bindings cleared,
    /// so it holds no read transaction. A call nested in `body` with the same SQL gets a statement
    /// of its own. Beyond `cachedStatementLimit` statements the least recently used is finalized.
    public func withStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
        let handle = try statementCache.removeValue(forKey: sql)?.handle ?? compile(sql)
        defer { giveBack(handle, sql: sql) }
        return try body(Statement(database: self, handle: handle, sql: sql, borrowed: true))
    }

    private func giveBack(_ handle: OpaquePointer, sql: String) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        // A nested call with the same SQL gave its own back first: keep one of them.
        guard statementCache[sql] == nil else {
            sqlite3_finalize(handle)
            return
        }
        if statementCache.count >= Self.cachedStatementLimit,
            let oldest = statementCache.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            sqlite3_finalize(oldest.value.handle)
            statementCache.removeValue(forKey: oldest.key)
        }
        statementUses += 1
        statementCache[sql] = CachedStatement(handle: handle, lastUse: statementUses)
    }
}
