import Foundation

/// A zip that expands to far more than its size (a zip bomb: gigabytes of one row repeated) is
/// refused before a row is read. Real feeds expand 1 to 9 times as a whole (the ones in
/// /work/shared/gtfs: at most 8.9) and up to 23 times for one file: the limit is 40 times, and
/// only past 256 MiB expanded, so small feeds never meet it. `--max-expansion` raises it.
public enum ExpansionLimit {
    public static let defaultRatio = 40
    public static let floorBytes = 256 << 20

    static func check(_ source: FeedSource, ratio: Int, floor: Int = floorBytes) throws(ImportError) {
        guard source.isZip else { return }
        let compressed = ((try? FileManager.default.attributesOfItem(atPath: source.path)[.size]) as? Int) ?? 0
        let expanded = source.files.reduce(0) { $0 + $1.size }
        guard expanded > floor, expanded > ratio * max(compressed, 1) else { return }
        let times = expanded / max(compressed, 1)
        throw ImportError(
            .expansionTooLarge,
            "\(source.path) expands to \(megabytes(expanded)), \(times) times its \(megabytes(compressed)): over the limit of "
                + "\(ratio) times (for a feed past \(floor >> 20) MiB), as a zip bomb does; "
                + "if the feed is right, load it with --max-expansion \(times + 1)")
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
