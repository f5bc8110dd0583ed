import Foundation

/// Places stop names so that none is hidden by another marker or label.
///
/// Greedy: labels are taken in priority order (the trip's ends first, then transfer stops, then the
/// stops ridden through), and each takes the first candidate position around its dot, nearest ring
/// first, whose box stays inside the view and touches no marker and no label placed before it. A
/// label with no free candidate is left out of that view; the card still lists the stop and a
/// closer camera view (GO mode) has room for it. Text width is estimated, not measured, so the
/// estimate is deliberately generous; the browser check measures the real boxes.
enum MapLabelPlacement {
    /// A name to place next to its marker, in the view's pixel frame.
    struct Request: Hashable, Sendable {
        var anchor: MapPoint
        var markerRadius: Double
        var text: String
        var fontSize: Double
        var bold: Bool
        /// Lower is placed first.
        var priority: Int

        init(anchor: MapPoint, markerRadius: Double, text: String, fontSize: Double, bold: Bool, priority: Int) {
            self.anchor = anchor
            self.markerRadius = markerRadius
            self.text = text
            self.fontSize = fontSize
            self.bold = bold
            self.priority = priority
        }
    }

    /// How SVG anchors the text horizontally.
    enum TextAnchor: String, Hashable, Sendable, Codable { case start, middle, end }

    /// Where a label went: the text block's anchor point (the middle of its left edge, centre or
    /// right edge, by `anchor`) relative to its marker's centre, and the box it was checked with.
    struct Placement: Hashable, Sendable {
        var dx: Double
        var dy: Double
        var anchor: TextAnchor
        var box: MapRect
    }

    /// Room kept between a label and anything else.
    static let padding = 2.0

    /// A generous width for `text`: average glyph widths of common sans-serif fonts are 0.5-0.6 em,
    /// bold a little more; capitals and digits are wider, so those count extra.
    static func estimatedWidth(_ text: String, fontSize: Double, bold: Bool) -> Double {
        var em = 0.0
        for ch in text {
            if ch == " " || ch == "." || ch == "," || ch == "'" || ch == "i" || ch == "l" || ch == "j" {
                em += 0.32
            } else if ch.isUppercase || ch.isNumber || ch == "m" || ch == "w" {
                em += 0.74
            } else {
                em += 0.6
            }
        }
        return em * fontSize * (bold ? 1.1 : 1.0)
    }

    /// The distance between two lines of one name.
    static func lineHeight(fontSize: Double) -> Double { fontSize * 1.2 }

    static func height(lines: Int, fontSize: Double) -> Double {
        fontSize * 1.25 + Double(max(lines - 1, 0)) * lineHeight(fontSize: fontSize)
    }

    /// Names longer than `maxCharacters` go on two lines, split at the space nearest the middle
    /// (a long "Stop - Hail and Ride Location" would not fit beside its dot on a phone otherwise).
    static func lines(_ text: String, maxCharacters: Int = 22) -> [String] {
        guard text.count > maxCharacters else { return [text] }
        let chars = Array(text)
        let middle = chars.count / 2
        let spaces = chars.indices.filter { chars[$0] == " " }
        // A " - " (GTFS names' "Street - Qualifier") is the natural break when it is not too lopsided.
        let dashes = spaces.filter { $0 + 2 < chars.count && chars[$0 + 1] == "-" && chars[$0 + 2] == " " }
            .filter { Double(max($0, chars.count - $0)) <= 0.7 * Double(chars.count) }
        let nearest = { (a: Int, b: Int) in abs(a - middle) < abs(b - middle) }
        guard let split = dashes.min(by: nearest) ?? spaces.min(by: nearest) else { return [text] }
        var first = String(chars[..<split]).trimmingCharacters(in: .whitespaces)
        var second = String(chars[(split + 1)...]).trimmingCharacters(in: .whitespaces)
        // Keep a dash with the words after it: "Jensen / Redwood" / "- Hail and Ride Location".
        if first.hasSuffix(" -") {
            first = String(first.dropLast(2))
            second = "- " + second
        }
        return first.isEmpty || second.isEmpty ? [text] : [first, second]
    }

    /// Candidate offsets in order of preference: right, left, the four diagonals, above, below, on
    /// rings further out from the marker.
    static func candidates(for r: Request) -> [Placement] {
        let textLines = lines(r.text)
        let w = textLines.map { estimatedWidth($0, fontSize: r.fontSize, bold: r.bold) }.max() ?? 0
        let h = height(lines: textLines.count, fontSize: r.fontSize)
        var result: [Placement] = []
        for ring in [3.0, 10.0, 20.0] {
            let d = r.markerRadius + ring
            let diag = d * 0.72
            let spots: [(Double, Double, TextAnchor)] = [
                (d, 0, .start), (-d, 0, .end),
                (diag, -diag - h / 2, .start), (diag, diag + h / 2, .start),
                (-diag, -diag - h / 2, .end), (-diag, diag + h / 2, .end),
                (0, -d - h / 2, .middle), (0, d + h / 2, .middle),
            ]
            for (dx, dy, anchor) in spots {
                let left: Double
                switch anchor {
                case .start: left = dx
                case .end: left = dx - w
                case .middle: left = dx - w / 2
                }
                let box = MapRect(x: r.anchor.x + left, y: r.anchor.y + dy - h / 2, width: w, height: h)
                result.append(Placement(dx: dx, dy: dy, anchor: anchor, box: box))
            }
        }
        return result
    }

    /// Places `requests` inside `bounds`, avoiding `obstacles` (every marker's box, including the
    /// requests' own markers) and each other. Returns one entry per request, nil where it had to be
    /// left out (or its marker lies outside `bounds`).
    static func place(_ requests: [Request], obstacles: [MapRect], bounds: MapRect) -> [Placement?] {
        var result = [Placement?](repeating: nil, count: requests.count)
        var taken: [MapRect] = []
        let order = requests.indices.sorted { (requests[$0].priority, $0) < (requests[$1].priority, $1) }
        let inner = bounds.insetBy(padding)
        for i in order {
            let r = requests[i]
            guard bounds.contains(r.anchor) else { continue }
            for candidate in candidates(for: r) {
                let padded = candidate.box.insetBy(-padding)
                guard inner.contains(candidate.box) else { continue }
                if taken.contains(where: { $0.intersects(padded) }) { continue }
                if obstacles.contains(where: { $0.intersects(padded) }) { continue }
                result[i] = candidate
                taken.append(candidate.box)
                break
            }
        }
        return result
    }
}
