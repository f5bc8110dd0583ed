extension TextRegions {
    /// Ink no taller than this share of a line's height (and of the page's typical line height),
    /// just above or below it, is a mark of that line, not a line of its own. Measured on the generated corpus (seed 6, 480 pages):
    /// underscores, accents over capitals and links' underlines that a blank row parts from their
    /// letters are 0.03-0.2 of the line's height (an accent over a 3x capital 9 of 47 px, an
    /// underscore 6 of 41); the shortest lines of their own ("a.m." under a wrapped time) are about
    /// half of the line beside them.
    static let markHeightShare = 0.4
    /// ... and that lies at most this many of the line's heights from it: inside the line's own
    /// leading. Measured: such marks are 1-7 px away, 0.02-0.17 of the line's height (an underscore
    /// two pixels under a 12 px line at 1x); the lines of a wrapped name, or a label and its time,
    /// are 0.3-1 heights apart.
    static let markGapInHeights = 0.25
    /// An accent stands closer to its capital than that: 1-2 px, at most 0.09 of the line's height
    /// (measured on seed 6; one blank row over a 1x capital); a timeline's walking dots above a
    /// "Transfer" line stand 0.125 away.
    static let accentGapInHeights = 0.1
    /// Under a line, only a flat mark (an underscore, an underline) at least this many times as
    /// wide as it is high is the line's: a round one is a timeline's dot.
    static let flatMarkWidthInHeights = 2.0
    /// ... and that lies over the line's own ink: under the mark the line has no blank stretch
    /// wider than this many of its heights (word gaps are at most 0.7), and the mark does not run
    /// on past the line's ends (a frame or a rule under a row of text does both).
    static let markBlankInHeights = 1.0

    /// `regions` with every line's marks joined to it. At small sizes a blank row parts an
    /// underscore from its letters ("MOCTEZUMA_1_4") or an accent from its capital ("Ó" in
    /// "DIVISIÓN"); cut apart, the mark was dropped as too short to be text (or read on its own as
    /// junk), and the line was read without it ("MOCTEZUMA 1 4", "DIYISION").
    static func joiningMarks(_ regions: [Region], _ analysis: PageAnalysis) -> [Region] {
        // A line of text beside a coloured bar is no mark of the bar: marks are short for text too.
        guard let typical = typicalHeight(of: regions) else { return regions }
        let tallestMark = Int(Double(typical) * markHeightShare)
        var joined = regions
        for index in joined.indices {
            let line = regions[index]
            if let above = markRows(beside: line, above: true, tallest: tallestMark, analysis) {
                joined[index].top = above.lowerBound
            }
            if let below = markRows(beside: line, above: false, tallest: tallestMark, analysis) {
                joined[index].bottom = below.upperBound
            }
        }
        // A mark tall enough to have been cut out as a rectangle of its own is now inside its line's.
        return joined.enumerated().filter { index, region in
            !joined.indices.contains { $0 != index && joined[$0] != region && joined[$0].contains(region) }
        }.map(\.element)
    }

    /// The rows of the mark just above (or below) `line`, at most `tallest` rows, nil when there is none.
    static func markRows(beside line: Region, above: Bool, tallest: Int, _ analysis: PageAnalysis) -> Range<Int>? {
        let maximumGap = above
            ? max(1, Int(Double(line.height) * accentGapInHeights)) : Int(Double(line.height) * markGapInHeights)
        let maximumHeight = min(tallest, Int(Double(line.height) * markHeightShare))
        let step = above ? -1 : 1
        var y = above ? line.top - 1 : line.bottom
        func inked(_ y: Int) -> Bool {
            y >= 0 && y < analysis.height && analysis.rowHasInk(y, from: line.left, to: line.right)
        }
        var gap = 0
        while gap <= maximumGap, y >= 0, y < analysis.height, !inked(y) {
            gap += 1
            y += step
        }
        guard gap > 0, gap <= maximumGap, inked(y) else { return nil }
        let first = y
        while inked(y) { y += step }
        guard abs(y - first) <= maximumHeight else { return nil }
        let rows = above ? (y + 1)..<(first + 1) : first..<y
        guard liesOverLine(rows, line, analysis) else { return nil }
        if !above, let columns = inkColumns(rows, line, analysis),
            Double(columns.count) < Double(rows.count) * flatMarkWidthInHeights
        {
            return nil
        }
        return rows
    }

    /// True when the ink in `rows` stays within `line`'s ends (give or take its leading) and has the
    /// line's ink over (or under) it all along.
    private static func liesOverLine(_ rows: Range<Int>, _ line: Region, _ analysis: PageAnalysis) -> Bool {
        let margin = Int(Double(line.height) * markGapInHeights)
        let reach = line.height
        let outside = Array(max(0, line.left - reach)..<max(0, line.left - margin))
            + Array(min(analysis.width, line.right + margin)..<min(analysis.width, line.right + reach))
        if outside.contains(where: { analysis.columnHasInk($0, top: rows.lowerBound, bottom: rows.upperBound) }) {
            return false
        }
        guard let markColumns = inkColumns(rows, line, analysis) else { return false }
        let widestBlank = Int(Double(line.height) * markBlankInHeights)
        var blank = 0
        for x in markColumns {
            blank = analysis.columnHasInk(x, top: line.top, bottom: line.bottom) ? 0 : blank + 1
            if blank > widestBlank { return false }
        }
        return true
    }
    /// The columns from the first to the last holding ink in `rows`, within `line`'s columns.
    private static func inkColumns(_ rows: Range<Int>, _ line: Region, _ analysis: PageAnalysis) -> ClosedRange<Int>? {
        let inked = (line.left..<line.right).filter { analysis.columnHasInk($0, top: rows.lowerBound, bottom: rows.upperBound) }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }
}

extension TextRegions.Region {
    func contains(_ other: Self) -> Bool {
        other.left >= left && other.right <= right && other.top >= top && other.bottom <= bottom
    }
}

extension PageAnalysis {
    /// True when any pixel of row `y` between columns `left` and `right` (exclusive) is ink.
    func rowHasInk(_ y: Int, from left: Int, to right: Int) -> Bool {
        let row = y * width
        return ink[(row + left)..<(row + right)].contains(1)
    }
}
