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
        // A mark is matched against the rule's own columns, not the marks already gathered, so the
        // rule's reach never widens toward the text beside it.
        let columns = extents.map { $0.left..<$0.right }
        // Marks are gathered outward from the rule's ends, so a dotted segment joins dot by dot.
        var grew = true
        while grew {
            grew = false
            for index in found.pieces.indices where !taken.contains(index) {
                let piece = found.pieces[index]
                let reach = max(piece.height, median)
                guard
                    let rule = extents.indices.first(where: {
                        isRule[$0] && columns[$0].overlaps(piece.left..<piece.right)
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
