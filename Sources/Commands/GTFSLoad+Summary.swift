import FeedImporter

/// The summary gtfs-load prints when a load succeeds: rows per table, what was kept beyond the
/// GTFS reference, reference problems with their first locations, warnings, time.
enum SummaryText {
    static func render(_ summary: ImportSummary, feed: String, database: String) -> String {
        var lines: [String] = []
        let seconds = (summary.seconds * 100).rounded() / 100
        lines.append("loaded \(feed) into \(database) in \(seconds) s (\(grouped(summary.totalRows)) rows)")
        let width = max(summary.tables.map(\.name.count).max() ?? 0, 5)
        let rowWidth = summary.tables.map { grouped($0.rows).count }.max() ?? 1
        for table in summary.tables {
            var line =
                "  " + table.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(repeating: " ", count: rowWidth - grouped(table.rows).count) + grouped(table.rows)
            if !table.isReference { line += "  (not a GTFS file: loaded as an all-TEXT table)" }
            if !table.extraColumns.isEmpty {
                line += "  extra columns kept as TEXT: " + table.extraColumns.joined(separator: ", ")
            }
            lines.append(line)
        }
        if !summary.absentFiles.isEmpty {
            lines.append("not in the feed (empty tables): " + summary.absentFiles.joined(separator: ", "))
        }
        if !summary.ignoredEntries.isEmpty {
            lines.append("not loaded (not a .txt file of the feed): " + summary.ignoredEntries.joined(separator: ", "))
        }
        for warning in summary.countedWarnings {
            let label = warning.inReferenceFile ? "warning" : "note (not a GTFS file)"
            lines.append("\(label): \(warning.kind.counted(warning.count)) (\(warning.rule))")
            for example in warning.examples { lines.append("  \(example)") }
        }
        for note in summary.notes { lines.append("note: \(note)") }
        if summary.countedWarnings.isEmpty && summary.notes.isEmpty { lines.append("no warnings") }
        if let version = summary.feedVersion { lines.append("feed_version \(version)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// 1234567 -> "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }
}
