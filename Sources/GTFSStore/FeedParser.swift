import GTFS

/// What the parsing side sends to the inserting side, in order.
enum LoadMessage: @unchecked Sendable {
    /// A file starts: create its table and prepare its INSERT.
    case table(TablePlan)
    case rows(RowBatch)
    /// The current file is done, with its row count.
    case tableDone(rows: Int)
    case finished(FeedParser.Report)
}

/// Reads every file of a feed in dependency order, checks and types each row, and hands rows on
/// in batches. Runs on its own thread; knows nothing about SQLite.
final class FeedParser: @unchecked Sendable {
    struct Report {
        var referenceProblems: [ImportSummary.ReferenceProblem] = []
        var warnings: [String] = []
        var feedVersion: String?
        var absentFiles: [String] = []
        var ignoredEntries: [String] = []
        var sha256 = ""
    }

    static let batchRows = 2048
    static let maxExamples = 3

    private let source: FeedSource
    private let emit: (LoadMessage) throws -> Void
    private var sets = Array(repeating: IDSet(), count: ReferenceChecks.Target.allCases.count)
    private var report = Report()
    private var problemIndex: [String: Int] = [:]
    private var loadedRows: [String: Int] = [:]

    init(source: FeedSource, emit: @escaping (LoadMessage) throws -> Void) {
        self.source = source
        self.emit = emit
    }

    /// Parses the whole feed; throws `FeedError` / `ImportError` on the first fatal problem.
    func run() throws {
        for spec in GTFSReference.files where spec.required && source.file(named: spec.fileName) == nil {
            throw FeedError(.missingFile, at: SourceLocation(file: spec.fileName))
        }
        if source.file(named: "calendar.txt") == nil && source.file(named: "calendar_dates.txt") == nil {
            throw FeedError(.noService, at: SourceLocation(file: "calendar.txt"))
        }
        let reserved: Set<String> = [Schema.metaTable, "stops_fts"]
        let unknown = source.files.map(\.name).filter { GTFSReference.file(named: $0) == nil }.sorted()
        for name in ReferenceChecks.loadOrder + unknown {
            guard let file = source.file(named: name) else {
                report.absentFiles.append(name)
                continue
            }
            if reserved.contains(GTFSReference.tableName(forFile: name)) || name.hasPrefix("sqlite_") {
                report.warnings.append("\(name): not loaded (its table name is reserved)")
                continue
            }
            try parse(file)
        }
        for spec in ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]
        where loadedRows[spec] == 0 {
            throw FeedError(.headerOnly, at: SourceLocation(file: spec))
        }
        if (loadedRows["calendar.txt"] ?? 0) + (loadedRows["calendar_dates.txt"] ?? 0) == 0 {
            throw FeedError(.noService, at: SourceLocation(file: "calendar.txt"))
        }
        report.ignoredEntries = source.ignored
        report.sha256 = try source.sha256()
        try emit(.finished(report))
    }

    private func parse(_ file: FeedSource.File) throws {
        let fill = try source.open(file)
        do {
            try parse(file, reader: CSVReader(fileName: file.name, fill: fill))
        } catch let error as FeedError where source.isZip {
            // Damaged zip data can decompress into garbage that fails to parse before libzip
            // reaches the CRC at the entry's end: read the rest so damage is reported as such.
            try withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 8) { buffer in
                while try fill(buffer) > 0 {}
            }
            throw error
        }
    }

    private func parse(_ file: FeedSource.File, reader: CSVReader) throws {
        guard try reader.next() else {
            if GTFSReference.file(named: file.name)?.required == true {
                throw FeedError(.emptyFile, at: SourceLocation(file: file.name, line: 1))
            }
            report.warnings.append("\(file.name): empty file (no header line), not loaded")
            return
        }
        let header = reader.strings.map { $0.trimmingSpaces }
        let plan = try TablePlan(fileName: file.name, header: header)
        guard !plan.columns.isEmpty else {
            report.warnings.append("\(file.name): no named columns in the header, not loaded")
            return
        }
        try emit(.table(plan))

        let columns = plan.columns
        let columnCount = columns.count
        let headerCount = plan.headerCount
        let providers = ReferenceChecks.providers.filter { $0.file == file.name }.compactMap { provider in
            header.firstIndex(of: provider.column).map { (index: $0, target: provider.target.rawValue) }
        }
        let rules = ReferenceChecks.rules.filter { $0.file == file.name }.compactMap { rule in
            header.firstIndex(of: rule.column).map { (index: $0, target: rule.target.rawValue, rule: rule) }
        }
        let feedVersionIndex = file.name == "feed_info.txt" ? header.firstIndex(of: "feed_version") : nil
        var shortRows = 0
        var rows = 0
        var batch = RowBatch(columnCount: columnCount, capacity: FeedParser.batchRows)
        // Work on a local copy of the id sets (moved out and back, not copied): no class
        // property access per row.
        var sets: [IDSet] = []
        swap(&sets, &self.sets)
        defer { swap(&sets, &self.sets) }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

        while try reader.next() {
            let fieldCount = reader.fieldCount
            if fieldCount != headerCount {
                if fieldCount > headerCount {
                    throw FeedError(
                        .tooManyFields(expected: headerCount, actual: fieldCount),
                        at: SourceLocation(file: file.name, line: reader.line))
                }
                if shortRows == 0 {
                    report.warnings.append(
                        "\(file.name):\(reader.line): row has \(fieldCount) fields but the header has \(headerCount); "
                            + "missing ones read as empty")
                }
                shortRows += 1
            }
            for column in columns {
                let raw = column.headerIndex < fieldCount ? reader.field(column.headerIndex) : empty
                if column.kind == .text {
                    if raw.count == 0 {
                        if column.required { throw emptyRequired(column, reader) }
                        batch.appendNull()
                    } else {
                        batch.append(raw)
                    }
                    continue
                }
                let value = GTFSScalar.trimmed(raw)
                if value.count == 0 {
                    if column.required { throw emptyRequired(column, reader) }
                    batch.appendNull()
                    continue
                }
                switch column.kind {
                case .time:
                    guard let seconds = GTFSScalar.time(value) else { throw invalid(column, value, reader) }
                    batch.append(seconds)
                case .integer:
                    guard let number = GTFSScalar.integer(value) else { throw invalid(column, value, reader) }
                    batch.append(number)
                case .date:
                    guard let date = GTFSScalar.date(value) else { throw invalid(column, value, reader) }
                    batch.append(date)
                case .real:
                    // Bound as text: the REAL column's affinity stores it as a floating-point value.
                    guard GTFSScalar.isNumber(value) else { throw invalid(column, value, reader) }
                    batch.append(value)
                case .text:
                    break
                }
            }
            batch.endRow()
            rows += 1
            for provider in providers where provider.index < fieldCount {
                let id = reader.field(provider.index)
                if id.count > 0 { sets[provider.target].insert(id) }
            }
            for rule in rules where rule.index < fieldCount {
                let id = reader.field(rule.index)
                if id.count > 0, !sets[rule.target].contains(id) {
                    noteMissing(rule.rule, value: id, line: reader.line)
                }
            }
            if let feedVersionIndex, report.feedVersion == nil, feedVersionIndex < fieldCount {
                let version = reader.string(feedVersionIndex)
                if !version.isEmpty { report.feedVersion = version }
            }
            if batch.rowCount == FeedParser.batchRows {
                try emit(.rows(batch))
                batch = RowBatch(columnCount: columnCount, capacity: FeedParser.batchRows)
            }
        }
        if batch.rowCount > 0 { try emit(.rows(batch)) }
        if shortRows > 1 {
            report.warnings.append("\(file.name): \(shortRows) rows in all have fewer fields than the header")
        }
        loadedRows[file.name] = rows
        try emit(.tableDone(rows: rows))
    }

    private func noteMissing(
        _ rule: (file: String, column: String, target: ReferenceChecks.Target), value: UnsafeBufferPointer<UInt8>,
        line: Int
    ) {
        let name = ReferenceChecks.ruleName(rule)
        let index: Int
        if let existing = problemIndex[name] {
            index = existing
        } else {
            index = report.referenceProblems.count
            problemIndex[name] = index
            report.referenceProblems.append(.init(rule: name, count: 0, examples: []))
        }
        report.referenceProblems[index].count += 1
        if report.referenceProblems[index].examples.count < FeedParser.maxExamples {
            let error = FeedError(
                .unknownReference(
                    column: rule.column, value: String(decoding: value, as: UTF8.self), target: rule.target.label),
                at: SourceLocation(file: rule.file, line: line))
            report.referenceProblems[index].examples.append(error)
        }
    }

    private func emptyRequired(_ column: TablePlan.Column, _ reader: CSVReader) -> FeedError {
        FeedError(.emptyRequiredValue(column: column.name), at: SourceLocation(file: reader.fileName, line: reader.line))
    }

    private func invalid(_ column: TablePlan.Column, _ value: UnsafeBufferPointer<UInt8>, _ reader: CSVReader)
        -> FeedError
    {
        FeedError(
            .invalidValue(
                column: column.name, value: String(decoding: value, as: UTF8.self),
                expected: GTFSScalar.expectation(for: column.kind)),
            at: SourceLocation(file: reader.fileName, line: reader.line))
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (header names like ` stop_id`).
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
