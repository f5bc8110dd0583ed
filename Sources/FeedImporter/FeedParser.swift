import TripShotFeedDatabase
import TripShotGTFS

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
        /// Sequence-keyed files (stop_times.txt, shapes.txt) whose every group came in one run
        /// of rows, its id never repaired: none of their repeated keys is apart.
        var singleRunFiles: Set<String> = []
        /// How many ids the reference sets held when they were freed (once every reference was
        /// checked, before `finished` is sent).
        var idsFreed = 0
        /// stop_times rows with no arrival, departure or pickup window: 0 means `UntimedStops`
        /// has nothing to fill, and its pass over stop_times is skipped.
        var untimedCalls = 0
    }

    static let batchRows = 2048
    static let maxExamples = 3

    private let source: FeedSource
    private let emit: (LoadMessage) throws -> Void
    private var sets = Array(repeating: IDSet(), count: ReferenceChecks.Target.allCases.count)
    private var report = Report()
    private var warningIndex: [String: Int] = [:]
    private var loadedRows: [String: Int] = [:]

    /// Ids held in the reference sets now (between files; a file's parse works on them apart).
    var heldIDs: Int { sets.reduce(0) { $0 + $1.count } }

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
        // Every reference is checked: the id sets (7 bytes an id) are not needed past here, and
        // the inserting side's later phases (indexes, the stop-name index) must not add to them.
        report.idsFreed = heldIDs
        sets = []
        report.ignoredEntries = source.ignored
        try emit(.finished(report))
    }

    /// Reference files read only to draw maps, never to tell which trip a page shows.
    static let drawingOnlyFiles: Set<String> = ["shapes.txt"]

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
            if GTFSReference.file(named: file.name) == nil {
                report.notes.append("\(error); \(file.name) is not a GTFS file: skipped, not loaded")
                try emit(.tableSkipped)
                return
            }
            // Nor does one that only draws the trips' lines on a map (Metro do Porto's shapes.txt
            // writes decimal commas in unquoted fields, so most of its rows have 7 fields for 5):
            // the schedule, which says which trip a page shows, does not read it. It is skipped
            // whole, not in part (half a shape draws a wrong line), with a counted warning, so
            // `--strict` still fails, and the ids it gave are taken back: its trips' shape_id then
            // name no shape, as they do.
            guard Self.drawingOnlyFiles.contains(file.name) else { throw error }
            for provider in ReferenceChecks.providers where provider.file == file.name {
                sets[provider.target.rawValue] = IDSet()
            }
            note(.skippedFile, file.name, error)
            try emit(.tableSkipped)
        }
    }

    private func parse(_ file: FeedSource.File, reader: CSVReader) throws {
        guard let plan = try readPlan(file, reader) else { return }
        // Work on a local copy of the id sets (moved out and back, not copied): no class
        // property access per row.
        var sets: [IDSet] = []
        swap(&sets, &self.sets)
        defer { swap(&sets, &self.sets) }
        var checks = try RowChecks(plan: plan, sets: sets)
        let cells = plan.columns.map(CellPlan.init)
        try emit(.table(plan))

        var rows = 0
        var batch = RowBatch(columnCount: plan.columns.count, capacity: FeedParser.batchRows)
        while try reader.next() {
            // Read once and handed on: each read of a reader's property is an exclusivity check.
            let fieldCount = reader.fieldCount
            if fieldCount != plan.headerCount { try checkFieldCount(reader, headerCount: plan.headerCount) }
            let sequence = try append(reader, fieldCount, plan, cells, sequenceIndex: checks.sequenceIndex, to: &batch)
            rows += 1
            try check(reader, fieldCount, plan, sequence: sequence, &checks, &sets)
            if batch.rowCount == FeedParser.batchRows {
                try emit(.rows(batch))
                batch = RowBatch(columnCount: plan.columns.count, capacity: FeedParser.batchRows)
            }
        }
        if batch.rowCount > 0 { try emit(.rows(batch)) }
        checkSelfReferences(checks, sets)
        if let keys = checks.keys, keys.isSequence, !keys.groupReturned,
            warningIndex[ImportSummary.CountedWarning.Kind.repairedText.rawValue + "\u{0}\(plan.tableName).\(keys.columns[0])"] == nil
        {
            // A repaired id is stored differently from what was hashed: two ids could meet.
            report.singleRunFiles.insert(file.name)
        }
        loadedRows[file.name] = rows
        try emit(.tableDone(rows: rows))
    }

    /// The file's header and table plan, or nil (with a note) when nothing of it can be loaded.
    private func readPlan(_ file: FeedSource.File, _ reader: CSVReader) throws -> TablePlan? {
        guard try reader.next() else {
            if GTFSReference.file(named: file.name)?.required == true {
                throw FeedError(.emptyFile, at: SourceLocation(file: file.name, line: 1))
            }
            report.notes.append("\(file.name): empty file (no header line), not loaded")
            return nil
        }
        let header = readHeader(reader)
        if TranslationsForm.isRetired(fileName: file.name, header: header) {
            report.notes.append(TranslationsForm.retiredNote)
            return nil
        }
        let plan = try TablePlan(fileName: file.name, header: header)
        for renamed in plan.caseRenamed {
            note(
                .columnName, "\(plan.tableName).\(renamed.reference)",
                FeedError(.caseOnlyColumnName(found: renamed.found, reference: renamed.reference), at: .init(file: file.name, line: 1)))
        }
        guard !plan.columns.isEmpty else {
            report.notes.append("\(file.name): no named columns in the header, not loaded")
            return nil
        }
        return plan
    }

    /// What `append` reads of a loaded column on every row, with nothing to retain (the plan's
    /// `Column` holds its name: copying one per cell cost a retain and a release); the whole
    /// column is looked up only to name it in a warning or an error.
    struct CellPlan {
        var headerIndex: Int
        var kind: FieldKind
        var required: Bool
        var nonNegative: Bool
        var hasRange: Bool
        init(_ column: TablePlan.Column) {
            headerIndex = column.headerIndex
            kind = column.kind
            required = column.required
            nonNegative = column.nonNegative
            hasRange = column.range != nil
        }
    }

    /// Types the current row's loaded fields into `batch`; returns its sequence column's value
    /// (for the key check).
    private func append(
        _ reader: CSVReader, _ fieldCount: Int, _ plan: TablePlan, _ cells: [CellPlan], sequenceIndex: Int,
        to batch: inout RowBatch
    ) throws -> Int? {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var sequence: Int?
        for index in cells.indices {
            let cell = cells[index]
            let raw = cell.headerIndex < fieldCount ? reader.field(cell.headerIndex) : empty
            if cell.kind == .text {
                try appendText(raw, cell, index, plan, reader, to: &batch)
            } else if let number = try appendScalar(raw, cell, index, plan, reader, to: &batch),
                cell.headerIndex == sequenceIndex
            {
                sequence = number
            }
        }
        batch.endRow()
        return sequence
    }

    /// A text field as it is, or repaired (with a counted warning) when its bytes would poison
    /// the database; empty is NULL.
    @inline(__always)
    private func appendText(
        _ raw: UnsafeBufferPointer<UInt8>, _ cell: CellPlan, _ index: Int, _ plan: TablePlan, _ reader: CSVReader,
        to batch: inout RowBatch
    ) throws {
        if raw.count == 0 {
            if cell.required { throw emptyRequired(plan.columns[index], reader) }
            batch.appendNull()
        } else if TextBytes.isClean(raw) {
            batch.append(raw)
        } else {
            let column = plan.columns[index]
            note(
                .repairedText, "\(plan.tableName).\(column.name)",
                FeedError(.repairedText(column: column.name), at: .init(file: plan.fileName, line: reader.line)))
            TextBytes.repaired(raw).withUnsafeBufferPointer { batch.append($0) }
        }
    }

    /// A typed field (time, integer, date, real), trimmed and checked; empty is NULL. Returns an
    /// integer field's value.
    @inline(__always)
    private func appendScalar(
        _ raw: UnsafeBufferPointer<UInt8>, _ cell: CellPlan, _ index: Int, _ plan: TablePlan, _ reader: CSVReader,
        to batch: inout RowBatch
    ) throws -> Int? {
        let value = GTFSScalar.trimmed(raw)
        if value.count == 0 {
            if cell.required { throw emptyRequired(plan.columns[index], reader) }
            batch.appendNull()
            return nil
        }
        switch cell.kind {
        case .time:
            if let seconds = GTFSScalar.time(value) {
                batch.append(seconds)
            } else if let seconds = GTFSScalar.timeWithoutSeconds(value) {
                // "06:45" has one reading only: kept, and counted, rather than the feed refused.
                let column = plan.columns[index]
                note(
                    .timeWithoutSeconds, "\(plan.tableName).\(column.name)",
                    FeedError(
                        .timeWithoutSeconds(column: column.name, value: String(decoding: value, as: UTF8.self)),
                        at: .init(file: plan.fileName, line: reader.line)))
                batch.append(seconds)
            } else if GTFSScalar.isClockPastSixty(value) {
                // "19:70:00" (a real feed's, among 239 such): 20:10 by a count, or a typo for
                // 19:07; no time is guessed. The call stays, untimed, counted.
                let column = plan.columns[index]
                note(
                    .timePastSixty, "\(plan.tableName).\(column.name)",
                    FeedError(
                        .timePastSixty(column: column.name, value: String(decoding: value, as: UTF8.self)),
                        at: .init(file: plan.fileName, line: reader.line)))
                batch.appendNull()
            } else {
                throw invalid(plan.columns[index], value, reader)
            }
        case .integer:
            guard let number = GTFSScalar.integer(value), number >= 0 || !cell.nonNegative else {
                throw invalid(plan.columns[index], value, reader)
            }
            batch.append(number)
            return number
        case .date:
            guard let date = GTFSScalar.date(value) else { throw invalid(plan.columns[index], value, reader) }
            batch.append(date)
        case .real:
            // Bound as text: the REAL column's affinity stores it as a floating-point value.
            guard GTFSScalar.isNumber(value) else { throw invalid(plan.columns[index], value, reader) }
            if cell.hasRange, let range = plan.columns[index].range, let number = GTFSScalar.decimalValue(value),
                !range.contains(number)
            {
                let column = plan.columns[index]
                note(
                    .outOfRange, "\(plan.tableName).\(column.name)",
                    FeedError(
                        .outOfRange(column: column.name, value: String(decoding: value, as: UTF8.self), range: range),
                        at: .init(file: plan.fileName, line: reader.line)))
            }
            batch.append(value)
        case .text:
            break
        }
        return nil
    }

    /// The current row's cross-row checks: one of the alternative columns set, its key not
    /// repeated, its ids recorded, its references known; and the feed's version.
    private func check(
        _ reader: CSVReader, _ fieldCount: Int, _ plan: TablePlan, sequence: Int?, _ checks: inout RowChecks,
        _ sets: inout [IDSet]
    ) throws {
        if !checks.alternatives.isEmpty, !checks.alternatives.contains(where: { $0 < fieldCount && reader.field($0).count > 0 }) {
            throw FeedError(
                .emptyAlternatives(columns: GTFSReference.stopTimeLocationColumns),
                at: SourceLocation(file: plan.fileName, line: reader.line))
        }
        var repeatsKey = false
        for (number, provider) in checks.providers.enumerated() where provider.index < fieldCount {
            let id = reader.field(provider.index)
            if id.count > 0, !sets[provider.target].insert(id), number == checks.keyProvider { repeatsKey = true }
        }
        if checks.keyProvider == nil { repeatsKey = checks.keys?.isDuplicate(reader, fieldCount: fieldCount, sequence: sequence) == true }
        if repeatsKey, let checker = checks.keys {
            note(
                .duplicateKey, "\(plan.tableName).\(checker.columns.joined(separator: "+"))",
                FeedError(
                    .duplicateKey(columns: checker.columns, value: checker.value(reader)),
                    at: .init(file: plan.fileName, line: reader.line)))
        }
        // By position, not `for rule in`: a rule holds strings, and a copy of one per row is a
        // retain and a release of each.
        for number in checks.rules.indices where checks.rules[number].index < fieldCount {
            let id = reader.field(checks.rules[number].index)
            if id.count > 0, !checks.found[number].matches(id) {
                if sets[checks.rules[number].target].contains(id) {
                    checks.found[number].set(id)
                } else {
                    noteMissing(checks.rules[number].rule, value: id, line: reader.line)
                }
            }
        }
        for (number, rule) in checks.selfRules.enumerated() where rule.index < fieldCount {
            let id = reader.field(rule.index)
            if id.count > 0, !sets[rule.target].contains(id) {
                checks.pendingSelfReferences.append((number, IDSet.hash(id), reader.line, reader.string(rule.index)))
            }
        }
        if let columns = checks.timeColumns,
            !columns.contains(where: { $0 < fieldCount && GTFSScalar.trimmed(reader.field($0)).count > 0 })
        {
            report.untimedCalls += 1
        }
        if let index = checks.feedVersionIndex, report.feedVersion == nil, index < fieldCount {
            let version = reader.string(index)
            if !version.isEmpty { report.feedVersion = version }
        }
    }

    /// A row may name a row later in its own file: checked once the file is read.
    private func checkSelfReferences(_ checks: RowChecks, _ sets: [IDSet]) {
        for pending in checks.pendingSelfReferences
        where !sets[checks.selfRules[pending.rule].target].contains(hash: pending.hash) {
            Array(pending.value.utf8).withUnsafeBufferPointer {
                noteMissing(checks.selfRules[pending.rule].rule, value: $0, line: pending.line)
            }
        }
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
