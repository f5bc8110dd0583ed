extension TextRegions {
    /// Rectangles whose left edges line up within this many of the page's line heights (and 2 px)
    /// start a column of text: the side bearings of a "D", a "2" and an "A" differ by 1-3 px.
    static let alignedInHeights = 0.1
    /// A column edge is where at least this many rectangles start: one leg alone draws a
    /// "Depart:", its time, an "Arrive:" and its time there.
    static let rectanglesStartingAColumn = 3
    /// ... each at least this many times as wide as high: a word ("Depart:" is 3.5-4, a time more),
    /// not a glyph (a wheelchair icon is about square, and names of one length line them up).
    static let columnMemberWidthInHeights = 2.0
    /// A blank stretch at least this many of the page's line heights wide, ending at a column's
    /// edge, separates that column from the text before it. Measured on the generated corpus (seed
    /// 6, 984 icons beside a label): the gap between a name's icon and the "Depart:" beside it,
    /// which is what joins the two, is at least 0.4 of the label's box (which is taller than its
    /// ink); ordinary word spaces are a third to a half of a line, so a quarter cut a header line
    /// and a route line ("Northeast Regional -") at a space that happened to end at the edge.
    static let columnGapBeforeEdgeInHeights = 0.5

    /// `regions` cut where they run across the left edge of a column that other rectangles start
    /// at. Two columns are told apart by a gap of two line heights (`columnGapInHeights`), but a
    /// station's icon stands between its name and the "Depart:" beside it, closer than that to
    /// both, and the name was read in one line with the label ("Camino A Nativitas- Depart:"):
    /// the page's own columns, where its labels and times start, show where such a line breaks.
    static func cuttingAtColumnEdges(_ regions: [Region], _ analysis: PageAnalysis, typicalHeight: Int?) -> [Region] {
        guard let lineHeight = typicalHeight else { return regions }
        let tolerance = max(2, Int(Double(lineHeight) * alignedInHeights))
        let minimumGap = max(2, Int(Double(lineHeight) * columnGapBeforeEdgeInHeights))
        let edges = columnEdges(regions, tolerance: tolerance)
        guard !edges.isEmpty else { return regions }
        var pending = regions
        var cut: [Region] = []
        while let region = pending.popLast() {
            let pieces = edges.lazy.compactMap {
                split(region, atEdge: $0, tolerance: tolerance, minimumGap: minimumGap, analysis)
            }.first
            if let (left, right) = pieces {
                pending += [left, right]
            } else {
                cut.append(region)
            }
        }
        return cut.reversed()
    }

    /// The left edges of the page's right-hand columns: at least `rectanglesStartingAColumn`
    /// rectangles start there (each edge is the leftmost of its group), and at least one of them has
    /// text before it on its rows. The page's left margin, and a timeline's indent, have nothing
    /// before them, and an ordinary line that runs across them is left whole.
    static func columnEdges(_ regions: [Region], tolerance: Int) -> [Int] {
        let sorted = regions.sorted { $0.left < $1.left }
        var edges: [Int] = []
        var start = 0
        for end in sorted.indices {
            while sorted[end].left - sorted[start].left > tolerance { start += 1 }
            // Words start a column of text; glyphs lined up after names (icons) do not.
            let group = sorted[start...end].filter { Double($0.width) >= Double($0.height) * columnMemberWidthInHeights }
            guard group.count >= rectanglesStartingAColumn else { continue }
            guard group.contains(where: { member in regions.contains { $0.right <= member.left && $0.sharesRows(with: member) } })
            else { continue }
            guard let first = group.first else { continue }
            if let last = edges.last, first.left - last <= tolerance { continue }
            edges.append(first.left)
        }
        return edges
    }

    /// `region` as the two rectangles either side of a blank stretch at least `minimumGap` wide that
    /// ends at `edge`, nil when it does not run across the edge that way.
    private static func split(
        _ region: Region, atEdge edge: Int, tolerance: Int, minimumGap: Int, _ analysis: PageAnalysis
    ) -> (Region, Region)? {
        guard region.left < edge - tolerance, region.right > edge + tolerance else { return nil }
        // Where ink resumes after a blank column, at the edge (give or take).
        guard
            let resume = (edge - tolerance...edge + tolerance).first(where: {
                analysis.columnHasInk($0, top: region.top, bottom: region.bottom)
                    && !analysis.columnHasInk($0 - 1, top: region.top, bottom: region.bottom)
            })
        else { return nil }
        var gapStart = resume
        while gapStart > region.left, !analysis.columnHasInk(gapStart - 1, top: region.top, bottom: region.bottom) {
            gapStart -= 1
        }
        guard resume - gapStart >= minimumGap, gapStart > region.left else { return nil }
        let left = trimRows(Region(left: region.left, top: region.top, right: gapStart, bottom: region.bottom), analysis)
        let right = trimRows(Region(left: resume, top: region.top, right: region.right, bottom: region.bottom), analysis)
        guard left.height > 0, right.height > 0 else { return nil }
        return (left, right)
    }
}

extension TextRegions.Region {
    /// True when the two share at least half of the shorter one's rows.
    func sharesRows(with other: Self) -> Bool {
        let shared = min(bottom, other.bottom) - max(top, other.top)
        return shared * 2 >= min(height, other.height)
    }
}
