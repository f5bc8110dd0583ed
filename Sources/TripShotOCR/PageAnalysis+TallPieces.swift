import TripShotPageText

extension PageAnalysis {
    /// A piece of ink taller than this many median piece heights is not a letter. Measured on 23
    /// rendered pages (3 fonts, scales 1-3, light and dark, timeline on and off) and the 24
    /// committed screenshots: the tallest piece inside any text element is 2.2 median heights (a
    /// title capital, a JPEG-blurred "Q"), the wheelchair icon 2.0; timeline rails are at least 7.3
    /// (a one-stop leg), buttons and banners of the cluttered pages 4.4-5.4. 4 sits between the
    /// tallest letter and the shortest rail with a margin of about 1.8 on each side.
    static let tallestLetterInMedianHeights = 4.0
    /// Pieces shorter than this (px) are specks: dots, accents, the colon's halves. They are left out of
    /// the median, which is meant to be a letter's height.
    static let minimumLetterHeight = 3
    /// A tall piece inking more than this share of its box is a filled shape (a banner, a button, a
    /// picture, a solid rail) that may hold text drawn in reverse; less is line art (a frame, an
    /// outline, a rule with its dots). Measured over the tall pieces of the corpus (seed 1), 30 more
    /// renders and the committed screenshots: wide ones ink either below 0.4 of their box (outlined
    /// buttons, frames: 203) or above 0.8 (filled buttons and bars: 135), none in between; rails
    /// ink 0.1-0.4 with their stop rings, 1.0 as a bare segment (removed anyway, being narrow).
    static let filledShapeDensity = 0.5
    /// A removed piece no wider than this many median letter heights is a vertical rule (a timeline
    /// rail): too narrow to hold a word, and its axis carries marks (stop rings, end caps). A rail
    /// with its rings is 2.0-2.4 medians wide (the ring is a little wider than a letter is tall; more
    /// so with small fonts); the narrowest outlined button ("Print") is 7.7.
    static let ruleWidthInMedianHeights = 3.0

    /// Ink that is not text, taken out of the mask: its box, what it is, and the pixels it covered.
    struct NonText {
        var box: Box
        var skipped: PageText.Skipped
        var runs: [(y: Int, start: Int, end: Int)]
    }

    /// Takes the ink that cannot be letters out of the mask and returns it, so the caller can also
    /// erase it from the image Tesseract reads and list it: pieces too tall for a letter (rails,
    /// rules, frames, pictures), and the marks on a vertical rule's axis (a timeline's stop dots and
    /// its dotted transfer segments), which stand just before the names beside the rail and were read
    /// as junk letters ("ObBSo. San Francisco"). Text is set beside a rule, never across its columns;
    /// a mark must also lie within its own height (or a letter's) of the rule's ends, so a heading far
    /// above a rail is never taken for one.
    mutating func removeNonText() -> [NonText] {
        let found = InkPieces(ink: ink, width: width, height: height)
        guard let median = found.medianHeight(minimumHeight: Self.minimumLetterHeight) else { return [] }
        letterHeight = median
        let limit = Double(median) * Self.tallestLetterInMedianHeights
        // Filled shapes stay unless narrow (a solid rail): they sit in rows of their own (a banner, a
        // button), so they hold no lines together, and text set in reverse inside them is still read.
        let narrow = Double(median) * Self.ruleWidthInMedianHeights
        let tall = found.pieces.indices.filter {
            let piece = found.pieces[$0]
            return Double(piece.height) > limit && (Double(piece.width) <= narrow || !Self.isFilled(piece))
        }
        guard !tall.isEmpty else { return [] }

        var groups: [[Int]] = tall.map { [$0] }
        var extents = tall.map { found.pieces[$0] }
        var taken = Set(tall)
        let isRule = extents.map { Double($0.width) <= narrow }
        // A mark is matched against the rule's own line where the mark stands (`RuleAxis`), not the
        // marks already gathered nor every column the rule's rings or tilt cover, so the rule's
        // reach never widens toward the text beside it.
        let axes = tall.indices.map { isRule[$0] ? RuleAxis(found.rows(of: tall[$0])) : nil }
        // Marks are gathered outward from the rule's ends, so a dotted segment joins dot by dot.
        var grew = true
        while grew {
            grew = false
            for index in found.pieces.indices where !taken.contains(index) {
                let piece = found.pieces[index]
                let reach = max(piece.height, median)
                guard
                    let rule = extents.indices.first(where: {
                        axes[$0]?.columns(from: piece.top, to: piece.bottom).overlaps(piece.left..<piece.right) == true
                            && piece.bottom + reach >= extents[$0].top && piece.top - reach <= extents[$0].bottom
                    })
                else { continue }
                taken.insert(index)
                groups[rule].append(index)
                extents[rule].top = min(extents[rule].top, piece.top)
                extents[rule].bottom = max(extents[rule].bottom, piece.bottom)
                extents[rule].left = min(extents[rule].left, piece.left)
                extents[rule].right = max(extents[rule].right, piece.right)
                extents[rule].pixels += piece.pixels
                grew = true
            }
        }

        return groups.indices.map { group in
            var runs: [(y: Int, start: Int, end: Int)] = []
            found.forEachRun(of: Set(groups[group])) { y, start, end in
                let row = y * width
                for x in start..<end { ink[row + x] = 0 }
                runs.append((y, start, end))
            }
            let extent = extents[group]
            let box = Box(x: extent.left, y: extent.top, width: extent.width, height: extent.height)
            return NonText(box: box, skipped: Self.describe(extent, box: box, isRule: isRule[group]), runs: runs)
        }
    }

    private static func isFilled(_ piece: InkPieces.Piece) -> Bool {
        Double(piece.pixels) > Double(piece.width * piece.height) * filledShapeDensity
    }

    /// How removed ink is listed: line art, whose thin strokes cannot hide a word.
    private static func describe(_ extent: InkPieces.Piece, box: Box, isRule: Bool) -> PageText.Skipped {
        if isRule {
            return .init(box: box, reason: "vertical rule with its marks (timeline rail)", mayHoldText: false)
        }
        return .init(box: box, reason: "line art taller than a letter (frame, outline or rule)", mayHoldText: false)
    }
}

/// A vertical rule's line: its centre on each of its rows and its stroke's width. A stop ring drawn
/// on it widens a few rows, and a photographed rule leans, so the columns its box spans reach the
/// first letters of the names set beside it ("Cuauh" of "Cuauhtémoc" on a photo, seed 137, erased
/// as a mark); a mark (a ring, a dot of a dotted segment, an end cap) stands on the line itself.
struct RuleAxis {
    private let top: Int
    /// The centre of the rule's ink per row from `top` (a ring is centred on the line too).
    private let centres: [Double]
    /// Half the stroke: the median width of its rows, so the rows of its rings do not count.
    private let halfWidth: Double

    /// `rows`: the rule's ink extent (start, end exclusive) per row, top to bottom, every row inked.
    init(_ rows: [(y: Int, start: Int, end: Int)]) {
        top = rows.first?.y ?? 0
        centres = rows.map { Double($0.start + $0.end) / 2 }
        let widths = rows.map { $0.end - $0.start }.sorted()
        halfWidth = Double(widths.isEmpty ? 1 : widths[widths.count / 2]) / 2
    }

    /// The columns the line covers over rows `from..<to`; past its ends, those of its end row.
    func columns(from rowTop: Int, to rowBottom: Int) -> Range<Int> {
        guard !centres.isEmpty else { return 0..<0 }
        func clamped(_ y: Int) -> Int { min(max(y - top, 0), centres.count - 1) }
        let part = centres[clamped(rowTop)...clamped(rowBottom - 1)]
        let left = Int((part.min()! - halfWidth).rounded(.down)), right = Int((part.max()! + halfWidth).rounded(.up))
        return left..<max(right, left + 1)
    }
}
