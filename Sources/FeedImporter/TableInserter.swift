import Foundation
import TripShotSQLite

/// Inserts one table's row batches through its prepared INSERTs, reporting progress. Rows go in
/// `blockRows` at a time through one multi-row INSERT (`VALUES (...), (...), ...`), the rest one
/// at a time: a statement's step and reset cost about as much as writing a short row, so one step
/// per block instead of per row takes most of that off the inserting thread. The rows, their
/// order and their rowids are the same either way.
struct TableInserter {
    let plan: TablePlan
    let statement: Statement
    /// The INSERT of `blockRows` rows, or nil when a block would be one row.
    let block: Statement?
    let blockRows: Int
    let progress: (@Sendable (GTFSImporter.Progress) -> Void)?
    private var rows = 0
    private let started = Date()
    private var lastReport = Date()

    /// Rows per multi-row INSERT: 16, fewer for a wide file so a block binds at most 999
    /// parameters (SQLite's limit before 3.32).
    static func blockRows(columns: Int) -> Int { max(1, min(16, 999 / max(columns, 1))) }

    init(plan: TablePlan, database: Database, progress: (@Sendable (GTFSImporter.Progress) -> Void)?)
        throws(SQLiteError)
    {
        self.plan = plan
        statement = try database.prepare(plan.insertSQL(rows: 1))
        blockRows = Self.blockRows(columns: plan.columns.count)
        block = blockRows > 1 ? try database.prepare(plan.insertSQL(rows: blockRows)) : nil
        self.progress = progress
    }

    mutating func insert(_ batch: RowBatch) throws {
        let columns = batch.columnCount
        let tags = batch.tags, values = batch.values, lengths = batch.lengths
        let blockRows = self.blockRows
        try batch.bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress
            var cell = 0
            var row = 0
            while row < batch.rowCount {
                let whole = block != nil && batch.rowCount - row >= blockRows
                let statement = whole ? block! : self.statement
                let count = whole ? blockRows : 1
                for parameter in 1...(columns * count) {
                    switch tags[cell] {
                    case .null: try statement.bindNull(at: parameter)
                    case .integer: try statement.bind(values[cell], at: parameter)
                    case .text:
                        try statement.bindText(base! + values[cell], count: Int(lengths[cell]), at: parameter, copy: false)
                    }
                    cell += 1
                }
                try statement.step()
                statement.reset()
                row += count
            }
        }
        rows += batch.rowCount
        if let progress, Date().timeIntervalSince(lastReport) > 0.2 {
            lastReport = Date()
            progress(.init(file: plan.fileName, rows: rows, rowsPerSecond: rate, done: false))
        }
    }

    private var rate: Double { Double(rows) / max(Date().timeIntervalSince(started), 1e-6) }

    func finish() {
        progress?(.init(file: plan.fileName, rows: rows, rowsPerSecond: rate, done: true))
    }
}
