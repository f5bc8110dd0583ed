/// Transactions: all of `body` or none of it.
extension Database {
    /// SQLite's BEGIN modes: when the write lock is taken.
    public enum TransactionKind: String, Sendable {
        case deferred = "DEFERRED", immediate = "IMMEDIATE", exclusive = "EXCLUSIVE"
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
