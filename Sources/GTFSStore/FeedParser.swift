import GTFS
import TripShotDatabase

/// What the parsing side sends to the inserting side, in order.
enum LoadMessage: @unchecked Sendable {
    /// A file starts: create its table and prepare its INSERT.
    case table(TablePlan)
    case rows(RowBatch)
    /// The current file is done, with its row count.
    case tableDone(rows: Int)
    /// The current file (outside the reference) had a CSV error: drop its table.
    case tableSkipped
    case finished(FeedParser.Report)
}

/// Reads every file of a feed in dependency order, checks and types each row, and hands rows on
/// in batches. Runs on its own thread; knows nothing about SQLite.
final class FeedParser: @unchecked Sendable {
    struct Report {
        var countedWarnings: [ImportSummary.CountedWarning] = []
        var notes: [String] = []
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
    private var warningIndex: [String: Int] = [:]
    private var loadedRows: [String: Int] = [:]

    init(source: FeedSource, emit: @escaping (LoadMessage) throws -> Void) {
        self.source = source
        self.emit = emit
    }

    /// Parses the whole feed; throws `FeedError` / `ImportError` on the first fatal problem.
    func run() throws {
        // GTFS-Flex: stops.txt is optional when the feed defines its zones in locations.geojson.
        let stopsOptional = source.otherFiles.contains(GTFSReference.flexLocationsFile)
        for spec in GTFSReference.files where spec.required && source.file(named: spec.fileName) == nil {
            if spec.fileName == "stops.txt" && stopsOptional { continue }
            throw FeedError(.missingFile, at: SourceLocation(file: spec.fileName))
        }
        if source.file(named: "calendar.txt") == nil && source.file(named: "calendar_dates.txt") == nil {
            throw FeedError(.noService, at: SourceLocation(file: "calendar.txt"))
        }
        // SQLite's table names ignore ASCII case: a file outside the reference named like a
        // reference table (`Stops.txt`), another such file, or one of ours would be one table.
        let reserved = Set([Schema.metaTable, "stops_fts"].map(TablePlan.folded))
        var tables = Set(GTFSReference.files.map { TablePlan.folded($0.tableName) })
        let unknown = source.files.map(\.name).filter { GTFSReference.file(named: $0) == nil }.sorted()
        for name in ReferenceChecks.loadOrder + unknown {
            guard let file = source.file(named: name) else {
                report.absentFiles.append(name)
                continue
            }
            let table = TablePlan.folded(GTFSReference.tableName(forFile: name))
            if reserved.contains(table) || table.hasPrefix("sqlite_") {
                report.notes.append("\(name): not loaded (its table name is reserved)")
                continue
            }
            if GTFSReference.file(named: name) == nil, !tables.insert(table).inserted {
                report.notes.append(
                    "\(name): not loaded (its table name is another file's but for case; SQLite table names ignore case)")
                continue
            }
            try parse(file)
        }
        for spec in ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]
        where loadedRows[spec] == 0 && !(spec == "stops.txt" && stopsOptional) {
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
        } catch let error as FeedError {
            if source.isZip {
                // Damaged zip data can decompress into garbage that fails to parse before libzip
                // reaches the CRC at the entry's end: read the rest so damage is reported as such.
                try withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 8) { buffer in
                    while try fill(buffer) > 0 {}
                }
            }
            // A file outside the reference never stops a load: it is skipped, and said so.
            guard GTFSReference.file(named: file.name) == nil else { throw error }
            report.notes.append("\(error); \(file.name) is not a GTFS file: skipped, not loaded")
            try emit(.tableSkipped)
        }
    }

    private func parse(_ file: FeedSource.File, reader: CSVReader) throws {
        guard try reader.next() else {
            if GTFSReference.file(named: file.name)?.required == true {
                throw FeedError(.emptyFile, at: SourceLocation(file: file.name, line: 1))
            }
            report.notes.append("\(file.name): empty file (no header line), not loaded")
            return
        }
        let header = readHeader(reader)
        let plan = try TablePlan(fileName: file.name, header: header)
        for renamed in plan.caseRenamed {
            note(
                .columnName, "\(plan.tableName).\(renamed.reference)",
                FeedError(.caseOnlyColumnName(found: renamed.found, reference: renamed.reference), at: .init(file: file.name, line: 1)))
        }
        guard !plan.columns.isEmpty else {
            report.notes.append("\(file.name): no named columns in the header, not loaded")
            return
        }
        let columns = plan.columns
        func index(of name: String) -> Int? { columns.first { $0.name == name }?.headerIndex }
        // GTFS-Flex: each stop_time names a stop, a location group or a location.
        let alternatives = file.name == "stop_times.txt" ? GTFSReference.stopTimeLocationColumns.compactMap(index) : []
        if file.name == "stop_times.txt" && alternatives.isEmpty {
            throw FeedError(.missingColumn("stop_id"), at: SourceLocation(file: file.name, line: 1))
        }
        try emit(.table(plan))

        let columnCount = columns.count
        let headerCount = plan.headerCount
        let providers = ReferenceChecks.providers.filter { $0.file == file.name }.compactMap { provider in
            index(of: provider.column).map { (index: $0, target: provider.target.rawValue) }
        }
        let rules = ReferenceChecks.rules.filter { $0.file == file.name }.compactMap { rule in
            index(of: rule.column).map { (index: $0, target: rule.target.rawValue, rule: rule) }
        }
        let selfRules = ReferenceChecks.selfRules.filter { $0.file == file.name }.compactMap { rule in
            index(of: rule.column).map { (index: $0, target: rule.target.rawValue, rule: rule) }
        }
        var pendingSelfReferences: [(rule: Int, hash: UInt64, line: Int, value: String)] = []
        var keys = KeyChecker(fileName: file.name, header: columns.reduce(into: Array(repeating: "", count: headerCount)) {
            $0[$1.headerIndex] = $1.name
        })
        let sequenceIndex = keys?.sequenceColumn.flatMap(index) ?? -1
        let feedVersionIndex = file.name == "feed_info.txt" ? index(of: "feed_version") : nil
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
            if fieldCount != headerCount { try checkFieldCount(reader, headerCount: headerCount) }
            var sequence: Int?
            for column in columns {
                let raw = column.headerIndex < fieldCount ? reader.field(column.headerIndex) : empty
                if column.kind == .text {
                    if raw.count == 0 {
                        if column.required { throw emptyRequired(column, reader) }
                        batch.appendNull()
                    } else if TextBytes.isClean(raw) {
                        batch.append(raw)
                    } else {
                        note(
                            .repairedText, "\(plan.tableName).\(column.name)",
                            FeedError(.repairedText(column: column.name), at: .init(file: file.name, line: reader.line)))
                        TextBytes.repaired(raw).withUnsafeBufferPointer { batch.append($0) }
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
                    guard let number = GTFSScalar.integer(value), number >= 0 || !column.nonNegative else {
                        throw invalid(column, value, reader)
                    }
                    if column.headerIndex == sequenceIndex { sequence = number }
                    batch.append(number)
                case .date:
                    guard let date = GTFSScalar.date(value) else { throw invalid(column, value, reader) }
                    batch.append(date)
                case .real:
                    // Bound as text: the REAL column's affinity stores it as a floating-point value.
                    guard GTFSScalar.isNumber(value) else { throw invalid(column, value, reader) }
                    if let range = column.range, let number = GTFSScalar.decimalValue(value), !range.contains(number) {
                        note(
                            .outOfRange, "\(plan.tableName).\(column.name)",
                            FeedError(
                                .outOfRange(column: column.name, value: String(decoding: value, as: UTF8.self), range: range),
                                at: .init(file: file.name, line: reader.line)))
                    }
                    batch.append(value)
                case .text:
                    break
                }
            }
            batch.endRow()
            rows += 1
            if !alternatives.isEmpty, !alternatives.contains(where: { $0 < fieldCount && reader.field($0).count > 0 }) {
                throw FeedError(
                    .emptyAlternatives(columns: GTFSReference.stopTimeLocationColumns),
                    at: SourceLocation(file: file.name, line: reader.line))
            }
            if keys?.isDuplicate(reader, sequence: sequence) == true, let checker = keys {
                note(
                    .duplicateKey, "\(plan.tableName).\(checker.columns.joined(separator: "+"))",
                    FeedError(
                        .duplicateKey(columns: checker.columns, value: checker.value(reader)),
                        at: .init(file: file.name, line: reader.line)))
            }
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
            for (number, rule) in selfRules.enumerated() where rule.index < fieldCount {
                let id = reader.field(rule.index)
                if id.count > 0, !sets[rule.target].contains(id) {
                    pendingSelfReferences.append((number, IDSet.hash(id), reader.line, reader.string(rule.index)))
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
        // A row may name a row later in its own file: checked once the file is read.
        for pending in pendingSelfReferences where !sets[selfRules[pending.rule].target].contains(hash: pending.hash) {
            Array(pending.value.utf8).withUnsafeBufferPointer {
                noteMissing(selfRules[pending.rule].rule, value: $0, line: pending.line)
            }
        }
        loadedRows[file.name] = rows
        try emit(.tableDone(rows: rows))
    }

    /// The header's names, cleaned: spaces and control characters around a name (a form feed glued
    /// to it) and bytes that are not UTF-8 would make a column no reader asks for.
    private func readHeader(_ reader: CSVReader) -> [String] {
        (0..<reader.fieldCount).map { index in
            let name = TextBytes.columnName(reader.field(index))
            let asWritten = reader.string(index).trimmingSpaces
            if name != asWritten || !TextBytes.isClean(reader.field(index)) {
                note(
                    .columnName, "\(GTFSReference.tableName(forFile: reader.fileName)).\(name)",
                    FeedError(.uncleanColumnName(found: asWritten, cleaned: name), at: .init(file: reader.fileName, line: 1)))
            }
            return name
        }
    }

    /// A row with more or fewer fields than the header: more non-empty ones would be lost, so they
    /// are fatal; empty ones beyond the header (a trailing comma) and missing ones (read as empty)
    /// lose nothing and are counted.
    private func checkFieldCount(_ reader: CSVReader, headerCount: Int) throws {
        let fieldCount = reader.fieldCount
        let location = SourceLocation(file: reader.fileName, line: reader.line)
        if fieldCount < headerCount {
            note(.tooFewFields, reader.fileName, FeedError(.tooFewFields(expected: headerCount, actual: fieldCount), at: location))
            return
        }
        for index in headerCount..<fieldCount where GTFSScalar.trimmed(reader.field(index)).count > 0 {
            throw FeedError(.tooManyFields(expected: headerCount, actual: fieldCount), at: location)
        }
        note(.trailingEmptyFields, reader.fileName, FeedError(.trailingEmptyFields(count: fieldCount - headerCount), at: location))
    }

    /// Counts a warning under its kind and rule, keeping the first few located examples.
    private func note(_ kind: ImportSummary.CountedWarning.Kind, _ rule: String, _ example: @autoclosure () -> FeedError) {
        let key = kind.rawValue + "\u{0}" + rule
        let index: Int
        if let existing = warningIndex[key] {
            index = existing
        } else {
            index = report.countedWarnings.count
            warningIndex[key] = index
            report.countedWarnings.append(.init(kind: kind, rule: rule, count: 0, examples: []))
        }
        report.countedWarnings[index].count += 1
        if report.countedWarnings[index].examples.count < FeedParser.maxExamples {
            report.countedWarnings[index].examples.append(example())
        }
    }

    private func noteMissing(
        _ rule: (file: String, column: String, target: ReferenceChecks.Target), value: UnsafeBufferPointer<UInt8>,
        line: Int
    ) {
        note(
            .unknownReference, ReferenceChecks.ruleName(rule),
            FeedError(
                .unknownReference(
                    column: rule.column, value: String(decoding: value, as: UTF8.self), target: rule.target.label),
                at: SourceLocation(file: rule.file, line: line)))
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
                expected: column.nonNegative ? "a non-negative integer" : GTFSScalar.expectation(for: column.kind)),
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
