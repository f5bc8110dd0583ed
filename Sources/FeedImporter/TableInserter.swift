import Foundation
import TripShotSQLite

/// Inserts one table's row batches through its single prepared INSERT, reporting progress.
struct TableInserter {
    let plan: TablePlan
    let statement: Statement
    let progress: (@Sendable (GTFSImporter.Progress) -> Void)?
    private var rows = 0
    private let started = Date()
    private var lastReport = Date()

    init(plan: TablePlan, statement: Statement, progress: (@Sendable (GTFSImporter.Progress) -> Void)?) {
        self.plan = plan
        self.statement = statement
        self.progress = progress
    }

    mutating func insert(_ batch: RowBatch) throws {
        let columns = batch.columnCount
        let statement = self.statement
        let tags = batch.tags, values = batch.values, lengths = batch.lengths
        try batch.bytes.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress
            var cell = 0
            for _ in 0..<batch.rowCount {
                for parameter in 1...columns {
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
