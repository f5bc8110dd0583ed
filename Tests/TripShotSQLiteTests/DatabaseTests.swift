import Foundation
import TestSupport
import Testing
import TripShotSQLite

@Suite struct DatabaseTests {
    @Test func insertsAndReadsBackEveryType() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, n TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?, ?, ?)")
        try insert.bind(90600, at: 1)
        try insert.bind(43.5, at: 2)
        try insert.bind("00189", at: 3)
        try insert.bind(nil as String?, at: 4)
        #expect(try insert.step() == false)
        let select = try db.prepare("SELECT i, r, s, n FROM t")
        #expect(try select.step())
        #expect(select.int(0) == 90600)
        #expect(select.double(1) == 43.5)
        #expect(select.text(2) == "00189")
        #expect(select.isNull(3))
        #expect(select.optionalText(3) == nil)
        #expect(try select.step() == false)
    }

    @Test func bindsTextFromBytesWithoutCopying() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (s TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        let bytes: [UInt8] = Array("Union Station,ignored".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            try insert.bindText(buffer.baseAddress!, count: 13, at: 1, copy: false)
            try insert.step()
        }
        #expect(try db.scalarText("SELECT s FROM t") == "Union Station")
    }

    @Test func bindsAndReadsBlobs() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (k INTEGER, b BLOB)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?)")
        for (key, bytes) in [(1, [UInt8]([0, 255, 7])), (2, [])] {
            try insert.bind(key, at: 1)
            try bytes.withUnsafeBytes { try insert.bindBlob($0, at: 2) }
            try insert.step()
            insert.reset()
        }
        try db.execute("INSERT INTO t VALUES (3, NULL)")
        var read: [Int: [UInt8]] = [:]
        try db.prepare("SELECT k, b, typeof(b) FROM t").forEachRow { row in
            read[row.int(0)] = row.withBlob(1) { Array($0) }
            // No bytes are an empty blob, not NULL.
            #expect(row.text(2) == (row.int(0) == 3 ? "null" : "blob"))
        }
        #expect(read == [1: [0, 255, 7], 2: [], 3: []])
    }

    @Test func errorsCarrySQLiteMessageAndSQL() throws {
        let db = try Database(path: ":memory:")
        let error = #expect(throws: SQLiteError.self) { try db.execute("SELEC 1") }
        #expect(error?.message.contains("syntax error") == true)
        #expect(error?.sql == "SELEC 1")
        let prepareError = #expect(throws: SQLiteError.self) { _ = try db.prepare("SELECT * FROM missing") }
        #expect(prepareError?.message == "no such table: missing")
    }

    @Test func constraintFailureOnStepThrows() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        try insert.run("a")
        let error = #expect(throws: SQLiteError.self) { try insert.run("a") }
        #expect(error?.code == 19)  // SQLITE_CONSTRAINT
    }

    @Test func parameterCountMismatchThrows() throws {
        let db = try Database(path: ":memory:")
        let statement = try db.prepare("SELECT ?, ?")
        #expect(throws: SQLiteError.self) { try statement.bind([1]) }
    }

    @Test func transactionRollsBackAndKeepsFirstError() throws {
        struct Boom: Error {}
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (x INTEGER)")
        #expect(throws: Boom.self) {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
        let value = try db.transaction { () throws -> Int in
            try db.execute("INSERT INTO t VALUES (2)")
            return 7
        }
        #expect(value == 7)
        #expect(try db.scalarInt("SELECT sum(x) FROM t") == 2)
    }

    /// `reading` holds one read transaction over its body: a writer on another connection cannot
    /// commit between the body's statements (it can between statements outside it), and inside a
    /// transaction already open it runs in that one.
    @Test func readingHoldsOneSnapshotOverItsStatements() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("a.sqlite")
        let writer = try Database(path: path)
        try writer.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1); PRAGMA busy_timeout = 0")
        let reader = try Database.open(path, readOnly: true)
        // Outside it, each statement takes and drops the lock: the write between them goes in.
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 1)
        try writer.execute("INSERT INTO t VALUES (2)")
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 2)
        let counts = try reader.reading { () throws -> [Int?] in
            #expect(reader.isAutocommit == false)
            let before = try reader.scalarInt("SELECT count(*) FROM t")
            let error = #expect(throws: SQLiteError.self) { try writer.execute("INSERT INTO t VALUES (3)") }
            #expect(error?.code == 5)  // SQLITE_BUSY: the reader's lock is held between statements
            return [before, try reader.scalarInt("SELECT count(*) FROM t")]
        }
        #expect(counts == [2, 2])
        #expect(reader.isAutocommit)
        try writer.execute("INSERT INTO t VALUES (3)")
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 3)
        // Within an open transaction, no second BEGIN (SQLite would refuse it).
        try writer.transaction {
            let inside = try writer.reading { try writer.scalarInt("SELECT count(*) FROM t") }
            #expect(inside == 3)
            #expect(writer.isAutocommit == false)
        }
        #expect(writer.isAutocommit)
    }

    @Test func readOnlyConnectionRefusesWritesAndMissingFiles() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("a.sqlite")
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (5)")
        }
        let reader = try Database.open(path, readOnly: true)
        #expect(try reader.scalarInt("SELECT x FROM t") == 5)
        #expect(try reader.tableExists("t"))
        #expect(try reader.tableExists("u") == false)
        let error = #expect(throws: SQLiteError.self) { try reader.execute("INSERT INTO t VALUES (6)") }
        #expect(error?.code == 8)  // SQLITE_READONLY
        #expect(throws: SQLiteError.self) { _ = try Database(path: dir.path("absent.sqlite"), readOnly: true) }
        #expect(FileManager.default.fileExists(atPath: dir.path("absent.sqlite")) == false)
    }

    @Test func forEachRowVisitsEveryRowAndResets() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1),(2),(3)")
        let select = try db.prepare("SELECT x FROM t WHERE x >= ? ORDER BY x")
        try select.bind([2])
        var seen: [Int] = []
        try select.forEachRow { seen.append($0.int(0)) }
        try select.forEachRow { seen.append($0.int(0)) }
        #expect(seen == [2, 3, 2, 3])
    }
}
