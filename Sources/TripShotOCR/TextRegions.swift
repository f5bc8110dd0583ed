import TripShotPageText

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
        return joiningMarks(regions, analysis)
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
    private static func rowRuns(_ area: Region, _ analysis: PageAnalysis, maximumInk: Int = 0) -> [Region] {
        var runs: [Region] = []
        var start: Int?
        for y in area.top..<area.bottom {
            if rowInk(y, area.left, area.right, analysis, moreThan: maximumInk) {
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
    private static func columnRuns(_ band: Region, _ analysis: PageAnalysis, minimumGap gap: Int? = nil) -> [Region] {
        let minimumGap = max(12, gap ?? Int(Double(band.height) * columnGapInHeights))
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

    static func trimRows(_ area: Region, _ analysis: PageAnalysis) -> Region {
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

    private static func rowInk(_ y: Int, _ left: Int, _ right: Int, _ analysis: PageAnalysis, moreThan limit: Int) -> Bool {
        guard limit > 0 else { return rowHasInk(y, left, right, analysis) }
        let row = y * analysis.width
        var count = 0
        for x in left..<right where analysis.ink[row + x] == 1 {
            count += 1
            if count > limit { return true }
        }
        return false
    }

    private static func columnHasInk(_ x: Int, _ top: Int, _ bottom: Int, _ analysis: PageAnalysis) -> Bool {
        var index = top * analysis.width + x
        for _ in top..<bottom {
            if analysis.ink[index] == 1 { return true }
            index += analysis.width
        }
        return false
    }

    /// The candidates Tesseract should read, and the ones it should not with the reason. A rectangle
    /// taller than `maximumLineHeights` lines is first cut again more finely (`cutTall`): it is
    /// most often lines held together by something (a descender touching the next line's capitals,
    /// a column gap narrower than two band heights), not one huge glyph.
    static func readable(_ candidates: [Region], in analysis: PageAnalysis, typicalHeight: Int?) -> (
        regions: [Region], skipped: [PageText.Skipped]
    ) {
        var regions: [Region] = []
        var skipped: [PageText.Skipped] = []
        func take(_ region: Region, round: Int) {
            let reason = whyNotText(region, in: analysis, typicalHeight: typicalHeight)
            // A rectangle of several lines is cut as finely as a too-tall one before Tesseract reads
            // it as a block: a block's lines are found by Tesseract's own layout analysis, which
            // can lose one outright (a form panel beside the trip held "Show 13 Stops in Between"
            // to the header in one 296 px block, and the line came out of nowhere). Lines are read
            // one by one wherever the ink allows it.
            let wantsCutting = reason == .tooTall || (reason == nil && holdsSeveralLines(region, typicalHeight: typicalHeight))
            let pieces = wantsCutting && round < maximumDepth ? cutTall(region, analysis, typicalHeight) : []
            if pieces.count > 1 {
                for piece in pieces { take(piece, round: round + 1) }
            } else if let reason {
                let box = Box(x: region.left, y: region.top, width: region.width, height: region.height)
                skipped.append(PageText.Skipped(box: box, reason: reason.rawValue, mayHoldText: true))
            } else {
                regions.append(region)
            }
        }
        for candidate in candidates { take(candidate, round: 0) }
        return (regions, skipped)
    }

    /// A rectangle more than this many of the page's line heights high holds several lines, and
    /// is read as a block (`RegionReader`): a line's box is at most about 1.3 line heights (tall
    /// capitals and descenders of one face).
    static let oneLineInLineHeights = 1.5

    static func holdsSeveralLines(_ region: Region, typicalHeight: Int?) -> Bool {
        guard let typicalHeight, typicalHeight > 0 else { return false }
        return Double(region.height) > Double(typicalHeight) * oneLineInLineHeights
    }

    enum NotText: String {
        case tooTall = "taller than a block of text, and no blank row or column gap to cut it at"
        case solid = "large and almost solid ink (a photo, a pattern, a coloured bar)"
    }

    /// Why `region` cannot be a line of text and would cost Tesseract seconds for nothing (nil when it
    /// can): taller than `maximumLineHeights` text lines (or than 300 px when the page has no
    /// text-sized rectangle), or large and almost solid ink. Measured: a 1200x1600 noise image took
    /// two minutes as one rectangle; text rectangles on the shared screenshots are at most ~5 lines
    /// tall, and large ones at most ~0.4 ink.
    static func whyNotText(_ region: Region, in analysis: PageAnalysis, typicalHeight: Int?) -> NotText? {
        let area = region.width * region.height
        if area >= largeArea {
            var inkCount = 0
            for y in region.top..<region.bottom {
                let row = y * analysis.width
                for x in region.left..<region.right where analysis.ink[row + x] == 1 { inkCount += 1 }
            }
            if Double(inkCount) > Double(area) * maximumLargeDensity { return .solid }
        }
        let tallest = max(300, (typicalHeight ?? 0) * maximumLineHeights)
        return region.height > tallest ? .tooTall : nil
    }

    /// A rectangle too tall to read, cut more finely. First into columns apart by a line height of
    /// the page's (`tallColumnGapInHeights`; not its own height, which is wider than the page),
    /// each cut again as the page was: a filled shape beside the text (a light form panel on a dark
    /// page) leaves no blank row across the rectangle, but the text's own column has them. A single
    /// column is cut at rows whose ink is at most `faintRowShare` of the width (a descender touching
    /// the line below); such rows go with the line above them, whose descenders they are ("Ferry"
    /// cut at its descender's rows was read "Ferrv", "Bosque" "Bosaue").
    static func cutTall(_ region: Region, _ analysis: PageAnalysis, _ typicalHeight: Int?) -> [Region] {
        let lineHeight = typicalHeight ?? minimumTextHeight
        // In letters where the page's letters are known: a few block-sized rectangles make a poor
        // typical line (`typicalHeight`), the letters do not.
        let columnGap = analysis.letterHeight.map { Int(Double($0) * tallColumnGapInLetters) }
            ?? Int(Double(lineHeight) * tallColumnGapInHeights)
        let columns = columnRuns(region, analysis, minimumGap: columnGap)
        if columns.count > 1 {
            var pieces: [Region] = []
            for column in columns {
                let trimmed = trimRows(column, analysis)
                if trimmed.height >= minimumTextHeight { cut(trimmed, analysis, depth: 0, into: &pieces) }
            }
            return pieces
        }
        let maximumInk = Int(Double(region.width) * faintRowShare)
        let bands = rowRuns(region, analysis, maximumInk: maximumInk)
        var pieces: [Region] = []
        for (index, run) in bands.enumerated() {
            // The faint rows under a line, down to the next line, a blank row or half the line's
            // height (as deep as descenders go), are its descenders.
            var band = run
            let next = index + 1 < bands.count ? bands[index + 1].top : region.bottom
            let limit = min(next, run.bottom + Int(Double(run.height) * descenderInHeights))
            while band.bottom < limit, rowHasInk(band.bottom, band.left, band.right, analysis) { band.bottom += 1 }
            guard band.height >= minimumTextHeight else { continue }
            for column in columnRuns(band, analysis, minimumGap: columnGap) {
                let trimmed = trimRows(column, analysis)
                if trimmed.height >= minimumTextHeight { pieces.append(trimmed) }
            }
        }
        return pieces
    }

    /// A row inked over at most this share of a too-tall rectangle's width separates two lines there.
    static let faintRowShare = 0.02
    /// Inside a rectangle too tall to be a line, a blank stretch running down all of it and at least
    /// this many of the page's line heights wide separates columns: word gaps are at most 0.7 line
    /// heights, and they do not line up down several lines. (A light form panel on a dark desktop
    /// page at 1x ends 34 px, exactly two line heights, before the trip's column.)
    static let tallColumnGapInHeights = 1.0
    /// The same in median letter heights (a line is 1.25-1.9 of them), used where they are known: at
    /// desktop 1x the panel ends 29 px before the trip's column, where a line is 15 px and the
    /// median letter 11.
    static let tallColumnGapInLetters = 2.0
    /// Descenders reach at most this many of their line's heights (without them) below it: about
    /// 0.3 in the corpus's faces.
    static let descenderInHeights = 0.5

    static let maximumLineHeights = 8
    static let largeArea = 40_000
    static let maximumLargeDensity = 0.6

    /// The median height of regions that look like text, or nil when there are none. On a page
    /// whose lines a filled shape holds together (a light form panel on a dark desktop page leaves
    /// no blank row), the few rectangles found are blocks, and their median is no line's height:
    /// a line is at most `lineInLetterHeights` of the page's letters (`letterHeight`, the median
    /// piece of ink), and a median above that is replaced by it.
    static func typicalHeight(of regions: [Region], letterHeight: Int? = nil) -> Int? {
        let heights = regions.map(\.height).filter { $0 >= minimumTextHeight && $0 <= 400 }.sorted()
        guard !heights.isEmpty else { return nil }
        let median = heights[heights.count / 2]
        guard let letter = letterHeight else { return median }
        return min(median, Int(Double(letter) * lineInLetterHeights))
    }

    /// A line's rectangle is at most this many median pieces of ink high. Measured on 60 pages of
    /// the generated corpus (seed 6): the median "Depart:", time or "Show N Stops" line is 1.25-1.9
    /// median pieces high on all but one page (4.3, where the median piece is a speck); a cap
    /// below a real line's height only makes more rectangles count as blocks, which are then cut.
    static let lineInLetterHeights = 3.0
}
