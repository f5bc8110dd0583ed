import Foundation
import TestSupport
import Testing
import TripShotSQLite

/// `Database.withStatement`: statements prepared once per connection, lent and given back reset.
@Suite struct StatementCacheTests {
    private func numbers(_ count: Int) throws -> Database {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (x INTEGER)")
        for x in 1...count { try db.execute("INSERT INTO t VALUES (\(x))") }
        return db
    }

    @Test func theSameSQLIsPreparedOnceAndBoundAfresh() throws {
        let db = try numbers(5)
        let sql = "SELECT count(*) FROM t WHERE x > ?"
        let counts = try [0, 3, 4].map { low in
            try db.withStatement(sql) { statement -> Int in
                try statement.bind([.integer(low)])
                return try statement.step() ? statement.int(0) : -1
            }
        }
        #expect(counts == [5, 2, 1])
        #expect(db.cachedStatementCount == 1)
        _ = try db.withStatement("SELECT 1") { try $0.step() }
        #expect(db.cachedStatementCount == 2)
    }

    @Test func aNestedCallWithTheSameSQLDoesNotDisturbTheOuterOne() throws {
        let db = try numbers(3)
        let sql = "SELECT x FROM t WHERE x >= ? ORDER BY x"
        var pairs: [[Int]] = []
        try db.withStatement(sql) { outer in
            try outer.bind([.integer(1)])
            try outer.forEachRow { row in
                let x = row.int(0)
                let inner = try db.withStatement(sql) { statement -> [Int] in
                    try statement.bind([.integer(x)])
                    var found: [Int] = []
                    try statement.forEachRow { found.append($0.int(0)) }
                    return found
                }
                pairs.append([x] + inner)
            }
        }
        #expect(pairs == [[1, 1, 2, 3], [2, 2, 3], [3, 3]])
        #expect(db.cachedStatementCount == 1)
    }

    @Test func aStatementLeftMidRowsHoldsNoLockOnceGivenBack() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("a.sqlite")
        let writer = try Database(path: path)
        try writer.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2); PRAGMA busy_timeout = 0")
        let reader = try Database.open(path, readOnly: true)
        // One row read of two: a statement not reset keeps its read lock, and the write would be refused.
        let first = try reader.withStatement("SELECT x FROM t ORDER BY x") { statement -> Int in
            _ = try statement.step()
            return statement.int(0)
        }
        #expect(first == 1)
        try writer.execute("INSERT INTO t VALUES (3)")
        #expect(try reader.withStatement("SELECT count(*) FROM t") { try $0.step() ? $0.int(0) : 0 } == 3)
    }

    @Test func aFailingBodyGivesTheStatementBackForTheNextCall() throws {
        let db = try numbers(2)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try db.withStatement("SELECT x FROM t") { statement in
                _ = try statement.step()
                throw Stop()
            }
        }
        let all = try db.withStatement("SELECT x FROM t") { statement -> [Int] in
            var found: [Int] = []
            try statement.forEachRow { found.append($0.int(0)) }
            return found
        }
        #expect(all == [1, 2])
    }

    @Test func beyondTheLimitTheLeastRecentlyUsedGoes() throws {
        let db = try Database(path: ":memory:")
        #expect(Database.cachedStatementLimit == 64)
        for n in 0..<64 { _ = try db.withStatement("SELECT \(n)") { try $0.step() } }
        #expect(db.cachedStatementCount == 64)
        // "SELECT 0" used again is the most recent: "SELECT 1" is the one the 65th replaces.
        _ = try db.withStatement("SELECT 0") { try $0.step() }
        _ = try db.withStatement("SELECT 64") { try $0.step() }
        #expect(db.cachedStatementCount == 64)
        #expect(db.cachesStatement("SELECT 0"))
        #expect(!db.cachesStatement("SELECT 1"))
        #expect(db.cachesStatement("SELECT 64"))
    }

    @Test func anErrorInTheSQLIsThrownAndNothingIsKept() throws {
        let db = try Database(path: ":memory:")
        let error = #expect(throws: SQLiteError.self) { try db.withStatement("SELEC 1") { _ in } }
        #expect(error?.sql == "SELEC 1")
        #expect(db.cachedStatementCount == 0)
    }
}
