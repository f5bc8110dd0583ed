import TripShotPageText

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

    /// The date, read from a line alone or continued along its row (a year pushed past the labels'
    /// column edge by a large font: "Wednesday, December 26," with "2018" beside it cut off as the
    /// right column's).
    func date() -> Located<ShownDate>? {
        for segment in ordered {
            if let date = ShownDateReader.read(segment.text) { return Located(date, box: segment.box) }
        }
        for segment in ordered {
            var joined = segment
            for next in besideOnItsRow(segment) {
                joined = TextSegment(words: joined.words + next.words)
                if let date = ShownDateReader.read(joined.text) { return Located(date, box: joined.box) }
            }
        }
        return nil
    }

    /// The date, with a note when it was read from the recogniser's runners-up: where no line
    /// reads as a date, the one date the runners-up give whose weekday the page prints beside it
    /// ("Sunday, September ?, 2018" with a "9" weighed under the "?").
    func dateWithNote() -> (date: Located<ShownDate>, note: String?)? {
        if let date = date() { return (date, nil) }
        for segment in ordered {
            if let (date, _) = RunnerUps.agreed(of: segment, ShownDateReader.readWithItsWeekday) {
                let note = "the date in '\(segment.text)' at \(segment.box) is read as \(date), the recogniser's second choice"
                return (Located(date, box: segment.box), note)
            }
        }
        return nil
    }

    /// The segments right of `segment` on its row, left to right.
    private func besideOnItsRow(_ segment: TextSegment) -> [TextSegment] {
        segments.filter { other in
            other.box.minX >= segment.box.maxX
                && min(other.box.maxY, segment.box.maxY) - max(other.box.minY, segment.box.minY)
                    > min(other.box.height, segment.box.height) / 2
        }.sorted { $0.box.minX < $1.box.minX }
    }

    /// The duration, with a note when it was read from the recogniser's runners-up.
    func durationWithNote() -> (duration: Located<Int>, note: String?)? {
        if let duration = duration() { return (duration, nil) }
        // A labelled line that does not read: the durations the recogniser's runners-up read as
        // ("Duration: é min" with "6" weighed under the "é"; "1 h Z min" with "2" and "3"), in
        // their order, for the legs' times to choose among (`preferTimesThePageAgreesWith`).
        for segment in ordered where DurationReader.isLabelled(segment.text) {
            let values = RunnerUps.values(of: segment, DurationReader.read).map(\.value)
            guard let first = values.first else { continue }
            let read = values.map { "\($0) min" }.joined(separator: " or ")
            let note = "the duration in '\(segment.text)' at \(segment.box) is read as \(read), the recogniser's "
                + (values.count == 1 ? "second choice" : "second choices, for the legs' times to choose")
            return (Located(first, box: segment.box, alternatives: Array(values.dropFirst())), note)
        }
        return nil
    }

    /// A "Duration: ..." line anywhere; an unlabelled "1 h 8 min" only in the header.
    private func duration() -> Located<Int>? {
        for segment in ordered where DurationReader.isLabelled(segment.text) {
            if let labelled = labelledDuration(from: segment) { return labelled }
        }
        for segment in ordered where segment.box.minY < firstAnchorTop {
            if let minutes = DurationReader.read(segment.text) { return Located(minutes, box: segment.box) }
        }
        return nil
    }

    /// The labelled duration, continued by the segments beside it on its row while they still
    /// read as one: nothing else stands on the duration's row, but a word box Tesseract draws too
    /// narrow ("1h" 5 px wide in "Duration: 1h 1min") opens a gap that cuts the line in two, and
    /// "Duration: 1h" alone reads as a wrong 60 minutes.
    ///
    /// The recogniser's runners-up that read as another duration are its last alternatives ("§ min",
    /// "§" taken for a 5, with "8" weighed under it): the legs' times choose among them.
    private func labelledDuration(from segment: TextSegment) -> Located<Int>? {
        var joined = segment
        var best = Self.located(DurationReader.readings(segment.text), box: segment.box)
        var read = segment
        for next in besideOnItsRow(segment) {
            joined = TextSegment(words: joined.words + next.words)
            guard let longer = Self.located(DurationReader.readings(joined.text), box: joined.box) else { break }
            best = longer
            read = joined
        }
        guard var duration = best else { return nil }
        duration.addAlternatives(RunnerUps.values(of: read, DurationReader.read).map(\.value))
        return duration
    }

    /// The trip's ends as the header states them ("72 St to 28 St", wrapped over as many lines as
    /// the column needs): every way to cut the header's lines at a " to ", origin first. The page
    /// shows the first and last stops' names twice, and OCR may read one copy where it garbles the
    /// other. The header's lines are the ones above the first stop, under its transfer count (else
    /// its duration, else its date: a desktop page's search form shows a date but neither of the
    /// others) and starting where that line does (a timeline rail pushes the stops' column right,
    /// not the header's), the first of them and the lines within a wrap gap under it.
    func ends() -> [(origin: String, destination: String)] {
        let above = segments.filter { $0.box.maxY <= firstAnchorTop }.sorted { $0.box.minY < $1.box.minY }
        let fields: [(String) -> Bool] = [
            { $0.lowercased().hasPrefix("transfer") }, DurationReader.isLabelled, { ShownDateReader.read($0) != nil },
        ]
        guard let field = fields.lazy.compactMap({ isField in above.last { isField($0.text) } }).first else { return [] }
        var lines: [TextSegment] = []
        for segment in above where segment.box.minY > field.box.minY {
            guard Double(abs(segment.box.minX - field.box.minX)) <= GOTripLayout.alignment * Double(max(field.height, 1)) else {
                continue
            }
            // Only the trip's ends stand between the header's fields and the first stop: the first
            // line is theirs however far down; further lines only as a wrap of it.
            if let last = lines.last,
                Double(segment.box.minY - last.box.maxY) > GOTripLayout.wrapGap * Double(max(last.letterHeight, 1))
            {
                break
            }
            lines.append(segment)
        }
        let words = lines.flatMap(\.words).map(\.text)
        return words.indices.dropFirst().dropLast().filter { words[$0] == "to" }.map { index in
            (words[..<index].joined(separator: " "), words[(index + 1)...].joined(separator: " "))
        }
    }

    /// The first reading as the value, the others as its alternatives.
    private static func located(_ readings: [Int], box: Box) -> Located<Int>? {
        readings.first.map { Located($0, box: box, alternatives: Array(readings.dropFirst())) }
    }
}
