import TripShotFeedDatabase
import TripShotGTFS

/// How one file's columns map to its table: made from the file's header, checked against the
/// reference (required columns present, no duplicates), with unknown columns kept as extra TEXT.
struct TablePlan: Sendable {
    struct Column: Sendable {
        /// Position in the CSV header.
        var headerIndex: Int
        var name: String
        var kind: FieldKind
        var required: Bool
        var nonNegative = false
        var range: ClosedRange<Double>? = nil
    }

    var fileName: String
    var tableName: String
    var isReference: Bool
    /// Loaded columns in header order; the INSERT binds them as parameters 1, 2, ...
    var columns: [Column]
    var headerCount: Int
    var extraColumns: [String]
    /// Header names read as a reference column that differs only by case (`Stop_Id` as `stop_id`).
    var caseRenamed: [(found: String, reference: String)] = []
    var createSQL: String
    /// Reference columns the file lacks, added after the rows are in (`ALTER TABLE ... ADD
    /// COLUMN` changes only the schema): rows stored without trailing NULLs are smaller and
    /// faster to write, and every reference column still exists.
    var addAbsentColumnsSQL: [String]
    /// `INSERT INTO table (columns) VALUES`, followed by one `(?, ...)` per row (`insertSQL(rows:)`).
    var insertPrefix: String

    /// Checks `header` (names already trimmed) for `fileName` and plans its table.
    init(fileName: String, header: [String]) throws(FeedError) {
        self.fileName = fileName
        headerCount = header.count
        let location = SourceLocation(file: fileName, line: 1)
        let spec = GTFSReference.file(named: fileName)
        isReference = spec != nil
        tableName = spec?.tableName ?? GTFSReference.tableName(forFile: fileName)
        var seen = Set<String>()
        var seenFolded: [String: String] = [:]
        columns = []
        extraColumns = []
        for (index, name) in header.enumerated() where !name.isEmpty {
            guard seen.insert(name).inserted else { throw FeedError(.duplicateColumn(name), at: location) }
            // SQLite's column names ignore ASCII case: two such names would be one column.
            if let other = seenFolded.updateValue(name, forKey: TablePlan.folded(name)) {
                throw FeedError(.caseOnlyDuplicateColumn(other, name), at: location)
            }
            let field = spec?.field(named: name) ?? spec?.fields.first { TablePlan.folded($0.name) == TablePlan.folded(name) }
            if let field {
                if field.name != name {
                    caseRenamed.append((name, field.name))
                    seen.insert(field.name)
                }
                columns.append(
                    Column(
                        headerIndex: index, name: field.name, kind: field.kind, required: field.required,
                        nonNegative: field.nonNegative, range: field.range))
            } else {
                columns.append(Column(headerIndex: index, name: name, kind: .text, required: false))
                if spec != nil { extraColumns.append(name) }
            }
        }
        if let spec {
            for field in spec.fields where field.required && !seen.contains(field.name) {
                throw FeedError(.missingColumn(field.name), at: location)
            }
            let present = spec.fields.filter { seen.contains($0.name) }
            createSQL = Schema.createTable(tableName, fields: present, extraColumns: extraColumns)
            addAbsentColumnsSQL = spec.fields.filter { !seen.contains($0.name) }.map {
                "ALTER TABLE \(Schema.quoted(spec.tableName)) ADD COLUMN \(Schema.quoted($0.name)) \(Schema.sqlType($0.kind))"
            }
        } else {
            createSQL = Schema.createTextTable(tableName, columns: columns.map(\.name))
            addAbsentColumnsSQL = []
        }
        let names = columns.map { Schema.quoted($0.name) }.joined(separator: ", ")
        insertPrefix = "INSERT INTO \(Schema.quoted(tableName)) (\(names)) VALUES "
    }

    /// The INSERT of `rows` rows at once; parameter `r * columns.count + c + 1` is row r's column c.
    func insertSQL(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return insertPrefix + Array(repeating: row, count: rows).joined(separator: ", ")
    }

    /// ASCII letters lower-cased, as SQLite compares column names.
    static func folded(_ name: String) -> String {
        String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
