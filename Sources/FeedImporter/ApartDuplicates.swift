import TripShotFeedDatabase
import TripShotGTFS
import TripShotSQLite

/// Repeated keys of the files keyed by a sequence within a group (stop_times, shapes) whose rows
/// are not next to each other: `KeyChecker` sees a repeat only within one run of a group's rows,
/// so a trip whose rows come back later in the file (a feed concatenated with itself) escaped it.
///
/// Found after the rows are in, by SQLite, with memory flat whatever the file's size: the index
/// the resolver needs (`stop_times_trip`, `shapes_id`) is already sorted by the key, so one scan of
/// it counts every repeat. Those beyond the ones `KeyChecker` counted are apart, and are added to
/// the same counted warning (fatal under `--strict`); examples name the line of both rows. A
/// row's line is found by reading the file again up to it: only when such a repeat exists.
enum ApartDuplicates {
    /// Adds the apart repeats of each loaded sequence-keyed table to `warnings`. Tables of
    /// `singleRunFiles` (the parser saw each group in one run: `KeyChecker.groupReturned`) have
    /// none and are not scanned: the scan reads the whole trip index (about a tenth of a load of
    /// 3 M stop_times).
    static func check(
        _ db: Database, source: FeedSource, tables: [ImportSummary.Table], singleRunFiles: Set<String>,
        warnings: inout [ImportSummary.CountedWarning]
    ) throws {
        for table in tables where !singleRunFiles.contains(table.file) {
            guard case .sequenceWithinGroup(let group, let sequence)? = KeyChecks.keys[table.file] else { continue }
            try check(db, source: source, table: table, group: group, sequence: sequence, warnings: &warnings)
        }
    }

    private static func check(
        _ db: Database, source: FeedSource, table: ImportSummary.Table, group: String, sequence: String,
        warnings: inout [ImportSummary.CountedWarning]
    ) throws {
        let name = Schema.quoted(table.name), g = Schema.quoted(group), s = Schema.quoted(sequence)
        // Rows with an empty group or sequence are not keyed (as in KeyChecker).
        let repeats = try db.prepare(
            "SELECT \(g), \(s), COUNT(*) FROM \(name) WHERE \(g) IS NOT NULL AND \(s) IS NOT NULL GROUP BY \(g), \(s) HAVING COUNT(*) > 1")
        var extra = 0
        try repeats.forEachRow { extra += $0.int(2) - 1 }
        let rule = "\(table.name).\(group)+\(sequence)"
        let index = warnings.firstIndex { $0.kind == .duplicateKey && $0.rule == rule }
        let apart = extra - (index.map { warnings[$0].count } ?? 0)
        guard apart > 0 else { return }

        // Examples: pairs of copies with another group's row between them (their rows are not all
        // of the group: fewer of the group's rows than the rowids between them).
        let wanted = max(1, FeedParser.maxExamples - (index.map { warnings[$0].examples.count } ?? 0))
        let copies = try db.prepare("SELECT rowid FROM \(name) WHERE \(g) = ? AND \(s) = ? ORDER BY rowid")
        let between = try db.prepare("SELECT COUNT(*) FROM \(name) WHERE \(g) = ? AND rowid BETWEEN ? AND ?")
        var pairs: [(key: (String, Int), earlier: Int, later: Int)] = []
        try repeats.forEachRow { row in
            guard pairs.count < wanted else { return }
            let key = (row.text(0), row.int(1))
            try copies.bind([.text(key.0), .integer(key.1)])
            var rowids: [Int] = []
            try copies.forEachRow { rowids.append($0.int(0)) }
            for (earlier, later) in zip(rowids, rowids.dropFirst()) where pairs.count < wanted {
                try between.bind([.text(key.0), .integer(earlier), .integer(later)])
                var ofGroup = 0
                try between.forEachRow { ofGroup = $0.int(0) }
                if ofGroup < later - earlier + 1 { pairs.append((key, earlier, later)) }
            }
        }
        let lines = try self.lines(ofRows: Set(pairs.flatMap { [$0.earlier, $0.later] }), in: table.file, source: source)
        let examples = pairs.map { pair in
            FeedError(
                .duplicateKeyApart(
                    columns: [group, sequence], value: "\(pair.key.0), \(pair.key.1)",
                    earlier: SourceLocation(file: table.file, line: lines[pair.earlier])),
                at: SourceLocation(file: table.file, line: lines[pair.later]))
        }
        if let index {
            warnings[index].count += apart
            warnings[index].examples += examples
        } else {
            warnings.append(.init(kind: .duplicateKey, rule: rule, count: apart, examples: examples))
        }
    }

    /// The line on which each of `rows` (1-based after the header, as rowids are: rows are
    /// inserted in file order) starts, read again from the feed: blank lines and quoted line
    /// breaks make a row's line differ from its number.
    private static func lines(ofRows rows: Set<Int>, in fileName: String, source: FeedSource) throws -> [Int: Int] {
        guard let last = rows.max(), let file = source.file(named: fileName) else { return [:] }
        let reader = try CSVReader(fileName: fileName, fill: source.open(file))
        guard try reader.next() else { return [:] }  // the header
        var lines: [Int: Int] = [:]
        var row = 0
        while row < last, try reader.next() {
            row += 1
            if rows.contains(row) { lines[row] = reader.line }
        }
        return lines
    }
}
