/// Finds the rectangles Tesseract should read, by recursive XY cuts of the ink mask: rows with no ink
/// split the page into bands, wide empty column gaps split a band into columns (a label beside a
/// station name), and each piece is cut again inside its own extent, until every rectangle is one
/// run of text. Reading only these skips the empty page and keeps different columns' lines apart.
enum TextRegions {
    /// A rectangle of the original image holding text, in original pixels.
    struct Region: Equatable {
        var left: Int
        var top: Int
        var right: Int  // exclusive
        var bottom: Int  // exclusive
        var width: Int { right - left }
        var height: Int { bottom - top }
    }

    /// Pieces shorter than this are rules and borders, not text.
    static let minimumTextHeight = 6
    /// A horizontal gap wider than this many piece heights separates columns, not words.
    static let columnGapInHeights = 2.0
    /// Cutting stops after this many rounds (a page of text needs two or three).
    static let maximumDepth = 4

    static func find(in analysis: PageAnalysis) -> [Region] {
        var regions: [Region] = []
        let page = Region(left: 0, top: 0, right: analysis.width, bottom: analysis.height)
        cut(page, analysis, depth: 0, into: &regions)
        return regions
    }

    private static func cut(_ area: Region, _ analysis: PageAnalysis, depth: Int, into regions: inout [Region]) {
        for band in rowRuns(area, analysis) where band.height >= minimumTextHeight {
            let columns = columnRuns(band, analysis)
            for column in columns {
                let trimmed = trimRows(column, analysis)
                guard trimmed.height >= minimumTextHeight else { continue }
                if depth + 1 < maximumDepth, trimmed != band || columns.count > 1, hasBlankRow(trimmed, analysis) {
                    cut(trimmed, analysis, depth: depth + 1, into: &regions)
                } else {
                    regions.append(trimmed)
                }
            }
        }
    }

    /// Runs of rows holding ink inside `area`, each as wide as `area`.
    private static func rowRuns(_ area: Region, _ analysis: PageAnalysis) -> [Region] {
        var runs: [Region] = []
        var start: Int?
        for y in area.top..<area.bottom {
            if rowHasInk(y, area.left, area.right, analysis) {
                if start == nil { start = y }
            } else if let first = start {
                runs.append(Region(left: area.left, top: first, right: area.right, bottom: y))
                start = nil
            }
        }
        if let first = start { runs.append(Region(left: area.left, top: first, right: area.right, bottom: area.bottom)) }
        return runs
    }

    /// `band` split where an empty gap wider than `columnGapInHeights` band heights runs through it.
    private static func columnRuns(_ band: Region, _ analysis: PageAnalysis) -> [Region] {
        let minimumGap = max(12, Int(Double(band.height) * columnGapInHeights))
        var runs: [Region] = []
        var start: Int?
        var lastInk = 0
        for x in band.left..<band.right where columnHasInk(x, band.top, band.bottom, analysis) {
            if let first = start, x - lastInk > minimumGap {
                runs.append(Region(left: first, top: band.top, right: lastInk + 1, bottom: band.bottom))
                start = x
            } else if start == nil {
                start = x
            }
            lastInk = x
        }
        if let first = start { runs.append(Region(left: first, top: band.top, right: lastInk + 1, bottom: band.bottom)) }
        return runs
    }

    private static func trimRows(_ area: Region, _ analysis: PageAnalysis) -> Region {
        var trimmed = area
        while trimmed.top < trimmed.bottom, !rowHasInk(trimmed.top, area.left, area.right, analysis) { trimmed.top += 1 }
        while trimmed.bottom > trimmed.top, !rowHasInk(trimmed.bottom - 1, area.left, area.right, analysis) {
            trimmed.bottom -= 1
        }
        return trimmed
    }

    private static func hasBlankRow(_ area: Region, _ analysis: PageAnalysis) -> Bool {
        (area.top..<area.bottom).contains { !rowHasInk($0, area.left, area.right, analysis) }
    }

    private static func rowHasInk(_ y: Int, _ left: Int, _ right: Int, _ analysis: PageAnalysis) -> Bool {
        let row = y * analysis.width
        return analysis.ink[(row + left)..<(row + right)].contains(1)
    }

    private static func columnHasInk(_ x: Int, _ top: Int, _ bottom: Int, _ analysis: PageAnalysis) -> Bool {
        var index = top * analysis.width + x
        for _ in top..<bottom {
            if analysis.ink[index] == 1 { return true }
            index += analysis.width
        }
        return false
    }

    /// False for rectangles that cannot be a line of text and would cost Tesseract seconds for nothing:
    /// taller than `maximumLineHeights` text lines (or than 300 px when the page has no text-sized
    /// rectangle), or large and almost solid ink (a photo, a noise pattern, a coloured bar). Measured:
    /// a 1200x1600 noise image took two minutes as one rectangle; text rectangles on the shared
    /// screenshots are at most ~5 lines tall, and large ones at most ~0.4 ink.
    static func looksLikeText(_ region: Region, in analysis: PageAnalysis, typicalHeight: Int?) -> Bool {
        let tallest = max(300, (typicalHeight ?? 0) * maximumLineHeights)
        guard region.height <= tallest else { return false }
        let area = region.width * region.height
        guard area >= largeArea else { return true }
        var inkCount = 0
        for y in region.top..<region.bottom {
            let row = y * analysis.width
            for x in region.left..<region.right where analysis.ink[row + x] == 1 { inkCount += 1 }
        }
        return Double(inkCount) <= Double(area) * maximumLargeDensity
    }

    static let maximumLineHeights = 8
    static let largeArea = 40_000
    static let maximumLargeDensity = 0.6

    /// The median height of regions that look like text, or nil when there are none.
    static func typicalHeight(of regions: [Region]) -> Int? {
        let heights = regions.map(\.height).filter { $0 >= minimumTextHeight && $0 <= 400 }.sorted()
        guard !heights.isEmpty else { return nil }
        return heights[heights.count / 2]
    }
}
