import CommandLineSupport
import FeedImporter
import Foundation

/// The one-line progress display on a terminal: `stop_times.txt  1,234,567 rows  812,345 rows/s`,
/// redrawn in place; a finished file keeps its line.
final class ProgressLine: @unchecked Sendable {
    private let console: Console

    init(console: Console) { self.console = console }

    func show(_ progress: GTFSImporter.Progress) {
        guard let file = progress.file else {
            console.err("\r\u{1B}[Kbuilding indexes...")
            return
        }
        let text =
            "\(file.padding(toLength: max(file.count, 20), withPad: " ", startingAt: 0)) "
            + "\(SummaryText.grouped(progress.rows)) rows  \(SummaryText.grouped(Int(progress.rowsPerSecond))) rows/s"
        console.err("\r\u{1B}[K" + text + (progress.done ? "\n" : ""))
    }

    func clear() { console.err("\r\u{1B}[K") }
}
