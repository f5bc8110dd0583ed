import GTFS

/// How one file's columns map to its table: made from the file's header, checked against the
/// reference (required columns present, no duplicates), with unknown columns kept as extra TEXT.
struct TablePlan: Sendable {
    struct Column: Sendable {
        /// Position in the CSV header.
        var headerIndex: Int
        var name: String
        var kind: FieldKind
        var required: Bool
    }

    var fileName: String
    var tableName: String
    var isReference: Bool
    /// Loaded columns in header order; the INSERT binds them as parameters 1, 2, ...
    var columns: [Column]
    var headerCount: Int
    var extraColumns: [String]
    var createSQL: String
    var insertSQL: String

    /// Checks `header` (names already trimmed) for `fileName` and plans its table.
    init(fileName: String, header: [String]) throws(FeedError) {
        self.fileName = fileName
        headerCount = header.count
        let location = SourceLocation(file: fileName, line: 1)
        let spec = GTFSReference.file(named: fileName)
        isReference = spec != nil
        tableName = spec?.tableName ?? GTFSReference.tableName(forFile: fileName)
        var seen = Set<String>()
        columns = []
        extraColumns = []
        for (index, name) in header.enumerated() where !name.isEmpty {
            guard seen.insert(name).inserted else { throw FeedError(.duplicateColumn(name), at: location) }
            if let field = spec?.field(named: name) {
                columns.append(Column(headerIndex: index, name: name, kind: field.kind, required: field.required))
            } else {
                columns.append(Column(headerIndex: index, name: name, kind: .text, required: false))
                if spec != nil { extraColumns.append(name) }
            }
        }
        if let spec {
            for field in spec.fields where field.required && !seen.contains(field.name) {
                throw FeedError(.missingColumn(field.name), at: location)
            }
            createSQL = Schema.createTable(spec, extraColumns: extraColumns)
        } else {
            createSQL = Schema.createTextTable(tableName, columns: columns.map(\.name))
        }
        let names = columns.map { Schema.quoted($0.name) }.joined(separator: ", ")
        let parameters = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        insertSQL = "INSERT INTO \(Schema.quoted(tableName)) (\(names)) VALUES (\(parameters))"
    }
}
