import TripShotPageText

extension Anchor {
    /// The label's time: the first right-hand line under it that reads as one (joined with an
    /// "AM"/"PM" wrapped onto the line below), or the rest of the label's own line.
    static func read(label: TextSegment, right: [TextSegment]) -> Anchor? {
        guard let (kind, index) = labelWord(in: label) else { return nil }
        if label.words.count > index + 1 {
            let rest = TextSegment(words: Array(label.words.dropFirst(index + 1)))
            if let time = ClockTimeReader.read(rest.text) {
                return Anchor(kind: kind, label: label, time: Located(time, box: rest.box))
            }
        }
        let unit = max(label.height, 1)
        let below = right.filter {
            $0.box.minY >= label.box.midY && $0.box.minY <= label.box.maxY + 2 * unit
                && $0.box.minX < label.box.maxX + unit && $0.box.maxX > label.box.minX - unit
        }
        // The recogniser's runners-up that read as other times stay its last alternatives ("12:45"
        // with an "8" weighed under the "5"): the page's other times and the schedule may prefer one.
        for candidate in below {
            guard let time = ClockTimeReader.read(candidate.text) else { continue }
            var located = withWrappedMeridiem(time, spelled: candidate.text, candidate, right: right)
            located.addAlternatives(
                RunnerUps.values(of: candidate, ClockTimeReader.read).map {
                    withWrappedMeridiem($0.value, spelled: $0.spelling, candidate, right: right).value
                })
            return Anchor(kind: kind, label: label, time: located)
        }
        // None reads: the readings of a time that does not (`readingsOfUnread`), for the page's
        // other times and the schedule to decide among.
        for candidate in below {
            guard let found = readingsOfUnread(candidate, right: right), let time = found.readings.first else {
                continue
            }
            let place = "the time '\(found.text)' under the '\(kind.label)' at \(label.box)"
            let note = found.readings.count > 1
                ? "\(place) reads as " + found.readings.map(\.description).joined(separator: " or ")
                    + " (one glyph misread); the page's other times and the schedule decide"
                : "\(place) is read as \(time), \(found.how)"
            let located = Located(time, box: found.box, alternatives: Array(found.readings.dropFirst()))
            return Anchor(kind: kind, label: label, time: located, note: note)
        }
        return Anchor(kind: kind, label: label, time: nil, unreadTime: below.first?.text)
    }

    /// The times a line that does not read as one may stand for, most likely first: those of the
    /// engine's other readings of the line at other scales ("EZ:32" kept, "12:32" read at 48 px),
    /// those of the recogniser's runners-up for the glyphs it was unsure of ("L7:59" with "1"
    /// weighed under the "L"), then every repair of one misread glyph (`ClockTimeReader.misreadings`),
    /// with the "AM"/"PM" a narrow column wraps under it ("38:35" over "p-m.": no hour 38 on a 12-hour
    /// clock). Nil when there are none; `text` is what was read, `how` how the first reading was
    /// come by, for the warning.
    private static func readingsOfUnread(_ candidate: TextSegment, right: [TextSegment])
        -> (readings: [ClockTime], box: Box, text: String, how: String)?
    {
        var readings: [ClockTime] = []
        var box = candidate.box, text = candidate.text
        var how = "one glyph misread"
        let spellings = candidate.otherReadings.map { ($0, "the line's reading at another scale") }
            + RunnerUps.spellings(of: [candidate]).map { ($0, "the recogniser's second choice") }
        for (spelling, source) in spellings {
            guard let time = ClockTimeReader.read(spelling) else { continue }
            let located = withWrappedMeridiem(time, spelled: spelling, candidate, right: right)
            if readings.isEmpty { how = source }
            if !readings.contains(located.value) { readings.append(located.value) }
            box = box.union(located.box ?? box)
        }
        let meridiem = wrappedMeridiem(under: candidate, right: right)
        let withMeridiem = meridiem.map { (text: candidate.text + " " + $0.text, box: candidate.box.union($0.box)) }
        for (spelled, spelledBox) in [withMeridiem, (text: candidate.text, box: candidate.box)].compactMap({ $0 }) {
            let repairs = ClockTimeReader.misreadings(spelled).filter { !readings.contains($0) }
            guard !repairs.isEmpty else { continue }
            if readings.isEmpty { text = spelled }
            box = box.union(spelledBox)
            readings += repairs
        }
        return readings.isEmpty ? nil : (readings, box, text, how)
    }

    /// `time`, read from `candidate` spelled as `spelling`, joined with an "AM"/"PM" a narrow column
    /// wrapped onto the line right under it ("10:15" over "AM").
    private static func withWrappedMeridiem(
        _ time: ClockTime, spelled spelling: String, _ candidate: TextSegment, right: [TextSegment]
    ) -> Located<ClockTime> {
        let hasMeridiem = ClockTimeReader.trailingMeridiem(of: Substring(spelling.filter { !$0.isWhitespace })) != nil
        guard !hasMeridiem, let next = wrappedMeridiem(under: candidate, right: right),
            let joined = ClockTimeReader.read(spelling + " " + next.text)
        else { return Located(time, box: candidate.box) }
        return Located(joined, box: candidate.box.union(next.box))
    }

    /// The right-hand line right under `candidate` that holds only an "AM"/"PM".
    private static func wrappedMeridiem(under candidate: TextSegment, right: [TextSegment]) -> TextSegment? {
        right.first {
            $0.box.minY > candidate.box.minY && $0.box.minY - candidate.box.maxY <= 2 * candidate.height
                && $0.box.minX < candidate.box.maxX && $0.box.maxX > candidate.box.minX
        }.flatMap { ClockTimeReader.meridiemOnly($0.text) != nil ? $0 : nil }
    }
}
