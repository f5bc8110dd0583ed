import TripShotPageText

/// A right-hand "Depart:"/"Arrive:" label and the time under it. The left-hand lines beside it, from
/// its top to the bottom of its time, are its stop's name.
struct Anchor: Sendable {
    enum Kind: Sendable {
        case depart, arrive
        var label: String { self == .depart ? "Depart:" : "Arrive:" }
    }

    var kind: Kind
    var label: TextSegment
    /// Nil when no time could be read under the label (an error once the anchor is used).
    var time: Located<ClockTime>?
    /// What was assumed to read the time (a misread glyph), for the itinerary's warnings.
    var note: String? = nil
    /// The text under the label where a time stands but none reads ("EZ:EZ"), for the warning.
    var unreadTime: String? = nil

    var top: Int { label.box.minY }
    /// The bottom of the time (or of the label when there is none).
    var bottom: Int { max(label.box.maxY, time?.box?.maxY ?? 0) }

    /// The label word's kind and position when `segment` is a label: "Depart"/"Arrive" (after any
    /// stray glyph, such as a rule's "|"), up to one letter misread (`LayoutWord`), with at most a
    /// time besides ("Depart:", "Depart: 18:25", "Arrive: 6:25 p.m.").
    static func labelWord(in segment: TextSegment) -> (kind: Kind, index: Int)? {
        guard let index = segment.words.firstIndex(where: { !StrayGlyphs.isGlyph($0.text) }),
            segment.words.count - index <= 4
        else { return nil }
        let word = segment.words[index].text.lowercased().filter(\.isLetter)
        // "Departs", "Arrive" with a letter misread ("Arive:", "Depar:", "Depoart:").
        func reads(_ label: String) -> Bool {
            (word.hasPrefix(label) && word.count <= label.count + 1) || LayoutWord.reads(word, as: label)
        }
        let kind: Kind
        if reads("depart") {
            kind = .depart
        } else if reads("arrive") {
            kind = .arrive
        } else {
            return nil
        }
        let rest = segment.words.dropFirst(index + 1).map(\.text).joined(separator: " ")
        guard rest.isEmpty || ClockTimeReader.read(rest) != nil else { return nil }
        return (kind, index)
    }
}
