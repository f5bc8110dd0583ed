import TripShotPageText

/// The left-hand segments of a GO "Your Trip" page, handed out once each: to a stop's name, a
/// ride's route line and count, or a transfer. What is never taken is clutter.
struct LeftColumn {
    private(set) var segments: [TextSegment]
    /// Lines of stray glyphs only (never text of their own), sorted top to bottom: ink that may
    /// still hold a wrapped name's lines together (`marks(under:before:nameLeft:unit:)`).
    private let marks: [TextSegment]
    private var taken: Set<Int> = []
    /// Marks taken as a name (`markAsName(beside:)`), no longer any name's marks.
    private var takenMarks: Set<Int> = []

    init(segments: [TextSegment], marks: [TextSegment] = []) {
        self.segments = segments
        self.marks = marks.sorted { $0.box.minY < $1.box.minY }
    }

    /// The marks that carry a name's ink on under `box`, above `bottom`: each starting within a wrap
    /// gap of the ink above it and where the name does (`nameLeft`). A name wrapping at a dash puts
    /// the dash on a line of its own ("Insurgentes" / "-" / "Guadalupe"), which OCR may read as a
    /// barely read glyph ("=" at 15) that is no text, but is the name's ink.
    private func marks(under box: Box, before bottom: Int, nameLeft: Int, unit: Double) -> [TextSegment] {
        var found: [TextSegment] = []
        var above = box.maxY
        for (index, mark) in marks.enumerated()
        where !takenMarks.contains(index) && mark.box.minY >= box.maxY && mark.box.maxY <= bottom {
            guard Double(mark.box.minY - above) <= GOTripLayout.wrapGap * unit,
                Double(abs(mark.box.minX - nameLeft)) <= GOTripLayout.markAlignment * unit
            else { continue }
            found.append(mark)
            above = mark.box.maxY
        }
        return found
    }

    private func free(where include: (TextSegment) -> Bool) -> [Int] {
        segments.indices.filter { !taken.contains($0) && include(segments[$0]) }
    }

    /// The lines of the stop beside `anchor`: the line on the label's row nearest the label, any
    /// line under it within the anchor's height, and lines right under those (a name wrapping past
    /// the time), stopping at a route, count or transfer line or at the next anchor.
    mutating func takeName(beside anchor: Anchor, before nextAnchorTop: Int) -> [TextSegment]? {
        let row = free { Self.mayNameStop(beside: anchor, $0) }
        // Nearest the label, but not an icon read on its own where a line of text stands on the row.
        let text = row.filter { !Self.isIconShaped(segments[$0]) }
        guard let first = (text.isEmpty ? row : text).max(by: { segments[$0].box.maxX < segments[$1].box.maxX })
        else { return markAsName(beside: anchor) }
        taken.insert(first)
        var lines = [segments[first]]
        let unit = Double(max(segments[first].letterHeight, 1))
        let firstBox = segments[first].box
        for index in free(where: { $0.box.minY > firstBox.minY && $0.box.minY < nextAnchorTop })
            .sorted(by: { segments[$0].box.minY < segments[$1].box.minY })
        {
            let segment = segments[index]
            // Under the first line, whatever its indent (a rail's junk may push the first line's
            // start left, a centred name the next line's right), but not starting left of it: the
            // name's lines are drawn in one block.
            guard segment.box.minX < firstBox.maxX, segment.box.maxX > firstBox.minX,
                Double(segment.box.minX - firstBox.minX) >= -GOTripLayout.alignment * unit
            else { continue }
            let inAnchor = segment.box.midY <= anchor.bottom
            // Where the name's ink ends: its last line, or the marks carrying it on (for gap and pitch).
            let lastLine = lines[lines.count - 1]
            let above = marks(under: lastLine.box, before: segment.box.minY, nameLeft: firstBox.minX, unit: unit).last?.box
                ?? lastLine.box
            let gap = Double(segment.box.minY - above.maxY)
            // The gap decides a wrapped line, not its text: a name may read like a route line
            // ("Airport - 603 - Terminal") while the real route line sits below it. A line that
            // reads like one with no other below it (before the next anchor) is the ride's route
            // line, however close: OCR may read a name's letters a glyph's height tall. Under an
            // Arrive's name no route line follows (its ride's is above it), so there a line that
            // reads like one is the name's own ("Troncoso - Avenida Morelos").
            let wraps = gap <= GOTripLayout.wrapGap * unit && !Self.startsSomethingElse(segment)
                && (anchor.kind == .arrive || Self.route(segment) == nil || routeLine(below: segment, before: nextAnchorTop))
                && Self.keepsPitch(segment, of: lines, lastTop: above.minY)
            guard inAnchor || wraps else { break }
            taken.insert(index)
            lines.append(segment)
        }
        return lines
    }

    /// The name beside `anchor` when no text stands on its row but a line of glyphs does: every
    /// label has a stop's name beside it, so a line read as glyphs alone there ("z2 Ss A" for "72
    /// St" and its icon: three words, each two characters barely read in a square box) is the name
    /// read badly, not an icon; taken as it read, for the feed and the schedule to name (a lost
    /// name would fail the page). An icon read alone (one word of one glyph's shape) is not taken.
    private mutating func markAsName(beside anchor: Anchor) -> [TextSegment]? {
        let row = marks.indices.filter { index in
            !takenMarks.contains(index) && Self.mayNameStop(beside: anchor, marks[index]) && !Self.isIconShaped(marks[index])
        }
        guard let nearest = row.max(by: { marks[$0].box.maxX < marks[$1].box.maxX }) else { return nil }
        takenMarks.insert(nearest)
        return [marks[nearest]]
    }

    /// Whether `segment` stands on the row of `anchor`'s label (its middle within half the label's
    /// height of it) and holds at least two letters or digits: what may be the stop's name there.
    private static func mayNameStop(beside anchor: Anchor, _ segment: TextSegment) -> Bool {
        let label = anchor.label.box
        let slack = label.height / 2
        return segment.box.midY >= label.minY - slack && segment.box.midY <= label.maxY + slack
            && segment.text.filter({ $0.isLetter || $0.isNumber }).count >= 2
    }

    /// A line of one word with one glyph's shape (`StrayGlyphs.hasOneGlyphsShape`): an icon the
    /// recogniser read on its own, whatever its confidence ("ĠÅ" at 53 in a 12x15 box beside a name).
    static func isIconShaped(_ segment: TextSegment) -> Bool {
        guard segment.words.count == 1, let word = segment.words.first else { return false }
        return StrayGlyphs.hasOneGlyphsShape(word)
    }

    /// The marks among a name's `lines` or right under its last one (within a wrap gap of the line
    /// above, starting where the name does, above `bottom`): a wrapped line that OCR read as no
    /// text ("C6" alone on its line, read "c6" at 41; a lone dash read "="), which the name's
    /// alternative readings hold.
    func marks(among lines: [TextSegment], before bottom: Int) -> [TextSegment] {
        guard let first = lines.first else { return [] }
        let unit = Double(max(first.letterHeight, 1))
        return lines.indices.flatMap { index in
            marks(
                under: lines[index].box, before: index + 1 < lines.count ? lines[index + 1].box.minY : bottom,
                nameLeft: first.box.minX, unit: unit)
        }
    }

    /// Whether `segment` stands as far under the last of a name's `lines` as they stand apart: one
    /// block of text has one line height, so once a name has two lines, a line below it at a wider
    /// pitch is something else (a "GO Train" mode line under "Downtown" / "Berkeley", 1.19 of
    /// their letters' height below them: within a wrap gap, but at 1.5 times their pitch). Line
    /// tops move with what the line holds (an accent raises one by a sixth of the pitch, a line
    /// of small letters sits a sixth lower), so the widest pitch so far is the measure and
    /// `pitchTolerance` leaves room for both at once.
    /// `lastTop` is where the last of the name's ink starts (its last line, or a mark under it).
    private static func keepsPitch(_ segment: TextSegment, of lines: [TextSegment], lastTop: Int) -> Bool {
        guard lines.count >= 2 else { return true }
        let pitches = zip(lines, lines.dropFirst()).map { $1.box.minY - $0.box.minY }
        let pitch = Double(pitches.max() ?? 0)
        return Double(segment.box.minY - lastTop) <= pitch * GOTripLayout.pitchTolerance
    }

    /// Whether a free line under `segment` and above `bottom` reads as a route line.
    private func routeLine(below segment: TextSegment, before bottom: Int) -> Bool {
        !free { $0.box.minY > segment.box.maxY && $0.box.minY < bottom && Self.route($0) != nil }.isEmpty
    }

    /// The route line (joined with its wrapped continuation) and the "Show N Stops" count inside
    /// `region`, or nil when there is no route line there.
    mutating func takeRideBody(in region: Box) -> RideBody? {
        let inside = free { $0.box.midY > region.minY && $0.box.midY < region.maxY && $0.box.maxX > region.minX }
            .sorted { segments[$0].box.minY < segments[$1].box.minY }
        guard let (body, routeIndex, codeIndex) = takeRouteLine(among: inside) else { return nil }
        var found = body
        takeWrappedCode(of: &found, above: codeIndex ?? routeIndex, among: inside, right: region.maxX)
        takeWrappedHeadsign(of: &found, below: routeIndex, among: inside, right: region.maxX)
        takeStopCount(of: &found, among: inside)
        return found
    }

    /// The route line among `inside` (free lines, top to bottom), taken: its ride body, its index,
    /// and the index of the code's line above it when the code wrapped before its dash.
    private mutating func takeRouteLine(among inside: [Int]) -> (body: RideBody, routeIndex: Int, codeIndex: Int?)? {
        for index in inside where StopsBetweenReader.read(segments[index].text) == nil {
            guard let (route, segment) = Self.route(segments[index]) else { continue }
            taken.insert(index)
            return (RideBody(code: route.code, headsign: route.headsign, stopsBetween: nil, columnLeft: segment.box.minX), index, nil)
        }
        // No spaced dash anywhere between the departure and its arrival: the first line there whose
        // first word holds the separator glued ("1-215 St") stands in the route line's place.
        if let index = inside.first(where: {
            !Self.startsSomethingElse(segments[$0]) && RouteLineReader.readGlued(segments[$0]) != nil
        }),
            let route = RouteLineReader.readGlued(segments[index])
        {
            taken.insert(index)
            return (
                RideBody(code: route.code, headsign: route.headsign, stopsBetween: nil, columnLeft: segments[index].box.minX),
                index, nil
            )
        }
        // Still none: the first line there with a spaced dash is the route line, whatever its code
        // holds; a line that starts with the dash continues the line right above it, the code
        // wrapped before its dash.
        for (position, index) in inside.enumerated() where !Self.startsSomethingElse(segments[index]) {
            let segment = segments[index]
            var above: Int?
            if RouteLineReader.isDash(segment.words[0].text), position > 0 {
                above = inside[position - 1]
                let gap = Double(segment.box.minY - segments[above!].box.maxY)
                guard gap <= GOTripLayout.wrapGap * Double(max(segment.height, 1)),
                    !Self.startsSomethingElse(segments[above!])
                else { continue }
            }
            guard let route = RouteLineReader.readInPlace(segment, code: above.map { segments[$0] }) else { continue }
            let left = above.map { min(segments[$0].box.minX, segment.box.minX) } ?? segment.box.minX
            taken.insert(index)
            if let above { taken.insert(above) }
            return (RideBody(code: route.code, headsign: route.headsign, stopsBetween: nil, columnLeft: left), index, above)
        }
        return nil
    }

    /// A long code wraps before its dash ("Amtrak Thruway" over "Connecting Service - Norfolk"):
    /// lines right above the code's first line (`codeIndex`) that end where the column does are the
    /// code's beginning, taken into `found.code`.
    private mutating func takeWrappedCode(of found: inout RideBody, above codeIndex: Int, among inside: [Int], right: Int) {
        var first = segments[codeIndex]
        let codeUnit = Double(max(first.height, 1))
        for index in inside.reversed() where segments[index].box.minY < first.box.minY && !taken.contains(index) {
            let segment = segments[index]
            guard Double(first.box.minY - segment.box.maxY) <= GOTripLayout.wrapGap * codeUnit,
                Double(abs(segment.box.minX - found.columnLeft)) <= GOTripLayout.alignment * codeUnit,
                !Self.isStructural(segment),
                Self.wouldNotFit(first.words[0], after: segment, left: found.columnLeft, right: right)
            else { break }
            taken.insert(index)
            // The line above may instead be something drawn over the route line in a smaller font
            // (a "GO Train" mode line, a long one): the code as it stood stays a reading, for the
            // feed to decide.
            found.code = Located(
                GOTripLayout.joinWrapped([segment.text, found.code.value]), box: found.code.box.map { $0.union(segment.box) },
                alternatives: found.code.readings)
            first = segment
        }
    }

    /// A wrapped destination: aligned lines right under the route line (`routeIndex`), taken into
    /// `found.headsign`.
    private mutating func takeWrappedHeadsign(of found: inout RideBody, below routeIndex: Int, among inside: [Int], right: Int) {
        var last = segments[routeIndex]
        let unit = Double(max(last.textHeight, 1))
        for index in inside where segments[index].box.minY > last.box.minY && !taken.contains(index) {
            let segment = segments[index]
            let gap = Double(segment.box.minY - last.box.maxY)
            guard Double(abs(segment.box.minX - found.columnLeft)) <= GOTripLayout.alignment * unit else { continue }
            // A destination may read like a route line ("Universidad - Santa Catarina"); a ride has
            // one route line, so only a count or a transfer ends it.
            guard gap <= GOTripLayout.wrapGap * unit, !Self.startsSomethingElse(segment),
                Self.wouldNotFit(segment.words[0], after: last, left: found.columnLeft, right: right)
            else { break }
            taken.insert(index)
            let more = segment.text
            if let headsign = found.headsign {
                // The line may instead be something small under the route line that OCR read
                // unlike itself ("Trip 6157" as "Tri"): the destination as it stood stays a
                // reading, for the feed to decide.
                found.headsign = Located(
                    GOTripLayout.joinWrapped([headsign.value, more]), box: headsign.box.map { $0.union(segment.box) },
                    alternatives: headsign.readings)
            } else {
                found.headsign = Located(more, box: segment.box)
            }
            last = segment
        }
    }

    /// The first free "Show N Stops" line among `inside`, taken into `found`: its count (and the
    /// repair that read it), or the line itself when its count does not read.
    private mutating func takeStopCount(of found: inout RideBody, among inside: [Int]) {
        guard let index = inside.first(where: { !taken.contains($0) && StopsBetweenReader.isCountLine(segments[$0].text) })
        else { return }
        if let (count, repair) = StopsBetweenReader.readCount(segments[index]) {
            found.stopsBetween = count
            found.countRepair = repair.map { (segments[index], $0) }
        } else {
            found.unreadCount = segments[index]
        }
        taken.insert(index)
    }

    /// A "Transfer" line between `top` and `bottom` (an Arrive's name and the next Depart) as a
    /// walk, with the hint under it ("Walk to the bus loop") when there is one.
    mutating func takeTransfer(between top: Int, and bottom: Int, columnLeft: Int) -> Walk? {
        let inside = free { $0.box.midY > top && $0.box.midY < bottom }
            .sorted { segments[$0].box.minY < segments[$1].box.minY }
        guard let index = inside.first(where: { Self.isTransfer(segments[$0]) }) else { return nil }
        taken.insert(index)
        let transfer = segments[index]
        var box = transfer.box
        var notes: [String] = []
        var last = transfer
        let unit = Double(max(transfer.height, 1))
        for next in inside where segments[next].box.minY > transfer.box.minY {
            let segment = segments[next]
            guard Double(segment.box.minY - last.box.maxY) <= GOTripLayout.wrapGap * unit,
                !Self.isStructural(segment), let cleaned = StrayGlyphs.clean(segment, columnLeft: columnLeft)
            else { break }
            taken.insert(next)
            notes.append(cleaned.text)
            box = box.union(cleaned.box)
            last = segment
        }
        return Walk(box: box, note: notes.isEmpty ? nil : notes.joined(separator: " "))
    }

    /// The route line in `segment`, after any stray glyph in front of it ("@ 21 - ...").
    static func route(_ segment: TextSegment) -> (RouteLineReader.RouteLine, TextSegment)? {
        if let route = RouteLineReader.read(segment) { return (route, segment) }
        guard segment.words.count > 2, StrayGlyphs.isGlyph(segment.words[0].text) else { return nil }
        let rest = TextSegment(words: Array(segment.words.dropFirst()))
        return RouteLineReader.read(rest).map { ($0, rest) }
    }

    /// Whether `word` starts a line only because it did not fit after `line` in the column (which
    /// ends where the labels start): a wrapped line. A short line followed by another ("TAMIEN
    /// STATION" over "Trip 210") is two lines, not one wrapped.
    static func wouldNotFit(_ word: PageText.Word, after line: TextSegment, left: Int, right: Int) -> Bool {
        let space = wordSpace * Double(line.height)
        let needed = Double(line.box.maxX) + space + Double(word.box.width)
        return needed >= Double(left) + filledShare * Double(right - left)
    }

    /// The share of the column a line fills before its next word wraps: room for the column's margin
    /// and a browser's rounding.
    static let filledShare = 0.85
    /// A word space in text heights: a third of one, as Tesseract measures Roboto's.
    static let wordSpace = 0.35

    /// "Transfer" (up to one letter misread: "Transter"), maybe after the walking icon's glyphs
    /// (read as "ġ", ": $", or a barely read "ġÅ"); one word, or two where a space was read inside
    /// it ("ż Tra nsfer": the recogniser's word break at a wide letter gap).
    static func isTransfer(_ segment: TextSegment) -> Bool {
        let words = segment.words.drop { StrayGlyphs.isGlyph($0) }
        guard (1...2).contains(words.count) else { return false }
        return LayoutWord.reads(words.map(\.text).joined(), as: "transfer")
    }

    /// A stop count, a transfer or a run's number: lines never part of a name or a destination,
    /// however close under it.
    static func startsSomethingElse(_ segment: TextSegment) -> Bool {
        StopsBetweenReader.isCountLine(segment.text) || isTransfer(segment) || isTripNumber(segment)
    }

    /// "Trip 523": the run's number the page may print under the route line and its count, in a
    /// smaller font, close enough under a destination that fills the column to pass for its wrap.
    static func isTripNumber(_ segment: TextSegment) -> Bool {
        let words = segment.words.map(\.text)
        return words.count == 2 && words[0].lowercased() == "trip" && words[1].allSatisfy(\.isNumber)
    }

    /// Lines that start something new, so a wrapped line never runs into them.
    static func isStructural(_ segment: TextSegment) -> Bool {
        startsSomethingElse(segment) || route(segment) != nil
    }
}
