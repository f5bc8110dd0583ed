import TripShotPageText

/// A departure whose "Depart:" label OCR did not read: the page still shows its block (a time in
/// the labels' column, a name beside the label's place, above the ride's "Arrive:"), so the label
/// is put back where the page's other labels sit over their times, and the reader is told.
enum UnlabelledDepart {
    /// `anchors` with a Depart recovered before every Arrive that has none, and a warning for each.
    /// An Arrive with no unlabelled time and name above it stays as it was (and fails to pair).
    static func recover(
        _ anchors: [Anchor], right: [TextSegment], left: [TextSegment], labelColumn: Int
    ) -> (anchors: [Anchor], warnings: [String]) {
        // How far above its time the page draws a label, and how tall: from the labels that were read.
        let timed = anchors.compactMap { anchor in anchor.time?.box.map { (anchor.label.box, $0) } }
        guard !timed.isEmpty else { return (anchors, []) }
        let offset = TextSegment.median(timed.map { $1.minY - $0.minY })
        let labelHeight = TextSegment.median(timed.map { $0.0.height })
        let usedTimes = Set(anchors.compactMap { $0.time?.box })

        var result: [Anchor] = []
        var warnings: [String] = []
        for anchor in anchors {
            defer { result.append(anchor) }
            guard anchor.kind == .arrive, result.last?.kind != .depart else { continue }
            let above = result.last?.bottom ?? Int.min
            let unit = max(anchor.label.height, 1)
            let times = right.filter {
                $0.box.minY > above && $0.box.maxY < anchor.top && !usedTimes.contains($0.box)
                    && abs($0.box.minX - labelColumn) <= 2 * unit && ClockTimeReader.read($0.text) != nil
            }
            guard let time = times.max(by: { $0.box.minY < $1.box.minY }), let clock = ClockTimeReader.read(time.text) else {
                continue
            }
            let labelBox = Box(x: time.box.minX, y: time.box.minY - offset, width: time.box.width, height: labelHeight)
            let slack = labelHeight / 2
            let name = left.first {
                $0.box.minY > above && $0.box.midY >= labelBox.minY - slack && $0.box.midY <= labelBox.maxY + slack
                    && $0.text.filter({ $0.isLetter || $0.isNumber }).count >= 2
            }
            guard let name else { continue }
            let label = TextSegment(words: [PageText.Word(text: Anchor.Kind.depart.label, box: labelBox, confidence: 0)])
            result.append(Anchor(kind: .depart, label: label, time: Located(clock, box: time.box)))
            warnings.append(
                "no 'Depart:' label was read for the time \(clock) at \(time.box) beside '\(name.text)'; "
                    + "it stands in the labels' column above the 'Arrive:' at \(anchor.label.box), so it is read as the departure")
        }
        return (result, warnings)
    }
}
