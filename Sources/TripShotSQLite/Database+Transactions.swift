/// Transactions: all of `body` or none of it.
extension Database {
    /// SQLite's BEGIN modes: when the write lock is taken.
    public enum TransactionKind: String, Sendable {
        /// The lock is taken by the first read or write.
        case deferred = "DEFERRED"
        /// The write lock is taken at BEGIN.
        case immediate = "IMMEDIATE"
        /// The write lock at BEGIN, and no other connection reads meanwhile (outside WAL mode).
        case exclusive = "EXCLUSIVE"
    }

    /// Runs `body` between BEGIN and COMMIT. When `body` (or COMMIT) throws, rolls back and
    /// rethrows the first error, not whatever the rollback might say.
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        try execute("BEGIN \(kind.rawValue)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

extension Database {
    /// Runs `body`'s reads in one read transaction (BEGIN DEFERRED ... COMMIT), or in the
    /// transaction already open. Outside a transaction SQLite takes and drops the file's shared
    /// lock around every statement (fcntl, and a stat of the -journal and -wal files each time):
    /// many small lookups in a row pay that once instead.
    public func reading<T>(_ body: () throws -> T) throws -> T {
        guard isAutocommit else { return try body() }
        return try transaction(.deferred, body)
    }
}
