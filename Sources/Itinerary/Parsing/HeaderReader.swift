import PageText

/// The page's date ("Monday, March 17, 2025") and duration ("Duration: 1 h 8 min"), read from the
/// header above the first stop. A desktop page repeats the date in its search sidebar; the header
/// in the itinerary's own column wins.
struct HeaderReader {
    var segments: [TextSegment]
    var firstAnchorTop: Int
    var columnLeft: Int

    /// Header lines first (above the first anchor, in the left column), then the rest of the page.
    private var ordered: [TextSegment] {
        func rank(_ segment: TextSegment) -> Int {
            let above = segment.box.minY < firstAnchorTop
            let inColumn = segment.box.maxX > columnLeft && segment.box.minX >= columnLeft - 2 * segment.height
            return (above ? 0 : 2) + (inColumn ? 0 : 1)
        }
        return segments.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    func date() -> Located<ShownDate>? {
        for segment in ordered {
            if let date = ShownDateReader.read(segment.text) { return Located(date, box: segment.box) }
        }
        return nil
    }

    /// A "Duration: ..." line anywhere; an unlabelled "1 h 8 min" only in the header.
    func duration() -> Located<Int>? {
        for segment in ordered where DurationReader.isLabelled(segment.text) {
            if let minutes = DurationReader.read(segment.text) { return Located(minutes, box: segment.box) }
        }
        for segment in ordered where segment.box.minY < firstAnchorTop {
            if let minutes = DurationReader.read(segment.text) { return Located(minutes, box: segment.box) }
        }
        return nil
    }
}
