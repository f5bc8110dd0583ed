/// Names written with truncated words: a page's "Bratislava hl.st." for the feed's "Bratislava
/// hlavná stanica", or a feed's "Bánovce n.Ondavou" for a page's "Bánovce nad Ondavou". A word
/// cut short and marked with a full stop ("hl.", "st.", "n.", "Av.", "Str.") keeps the word's first
/// letters, which is what the stop makes of it: it stands for any one word starting with them. The
/// trigram likeness cannot see this (three letters for eleven), so names are compared word by word.
package enum Abbreviations {
    /// A name's words, each marked when it is written cut short: split at spaces and hyphens and
    /// after every full stop ("hl.st." is "hl." and "st."), folded as `StopNameKey` folds.
    package static func words(of name: String) -> [(word: String, cut: Bool)] {
        // An ASCII text's characters are its bytes (but "\r\n", no letter, space, hyphen or stop
        // either way): its pieces and parts are read from its bytes, as the split below reads them.
        let bytes = Array(name.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return asciiWords(bytes) }
        // Any other text is split from its bytes too where every space, hyphen, dash and stop is a
        // character of its own (`separatorsStandAlone`), as they are in most names: "Bahnhofstraße".
        if separatorsStandAlone(bytes) { return asciiWords(bytes, ascii: false) }
        return characterWords(of: name)
    }

    /// Whether each space, hyphen, en dash and full stop in `bytes` is a `Character` alone, so that
    /// splitting at their bytes splits at the same places as splitting at their characters: no
    /// combining mark (or other scalar that joins the one before) follows it, which a scalar below
    /// U+0300 after it rules out (ASCII, or Latin letters of two bytes led by 0xC2...0xCB; the
    /// combining marks start at U+0300), and no prepended sign (Arabic number signs and a few Indic
    /// ones, all at U+0600 or above) stands before it, which a scalar below U+0600 rules out.
    package static func separatorsStandAlone(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let width: Int
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
                width = 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x93 {
                width = 3  // "–", U+2013
            } else {
                index += 1
                continue
            }
            let after = index + width
            if after < bytes.count, bytes[after] >= 0x80, !(0xC2...0xCB).contains(bytes[after]) { return false }
            if index > 0, bytes[index - 1] >= 0x80 {
                // A scalar below U+0600 before it: two bytes, the first 0xC2...0xD7.
                guard index >= 2, (0xC2...0xD7).contains(bytes[index - 2]), bytes[index - 1] < 0xC0 else { return false }
            }
            index = after
        }
        return true
    }

    /// `words(of:)` by `Character`s, for any text (`asciiWords` answers an ASCII one alike).
    package static func characterWords(of name: String) -> [(word: String, cut: Bool)] {
        var out: [(String, Bool)] = []
        for piece in name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "–" }) {
            var rest = Substring(piece)
            while !rest.isEmpty {
                let dot = rest.firstIndex(of: ".")
                let part = dot.map { rest[..<$0] } ?? rest
                let folded = StopNameKey.words(of: String(part)).joined()
                // A cut word has letters before its stop; "1." or a lone "." is none.
                let cut = dot != nil && !folded.isEmpty && part.allSatisfy(\.isLetter)
                if !folded.isEmpty { out.append((folded, cut)) }
                rest = dot.map { rest[rest.index(after: $0)...] } ?? ""
            }
        }
        return out
    }

    /// `words(of:)` of an ASCII text, by its bytes: pieces between spaces and hyphens, each split
    /// after every full stop; a part is cut when a stop ends it and it is ASCII letters only (the
    /// only ASCII `Character.isLetter`) folding to a word. With `ascii` false, for a text whose
    /// separators stand alone (`separatorsStandAlone`): the en dash splits pieces too, and a cut
    /// part's letters are its characters'.
    private static func asciiWords(_ bytes: [UInt8], ascii: Bool = true) -> [(word: String, cut: Bool)] {
        var out: [(String, Bool)] = []
        var start = 0
        func part(to end: Int, cut stop: Bool) {
            guard end > start else { return }
            let part = bytes[start..<end]
            let text = String(decoding: part, as: UTF8.self)
            let folded = StopNameKey.words(of: text).joined()
            guard !folded.isEmpty else { return }
            out.append((folded, stop && (ascii ? part.allSatisfy(isASCIILetter) : text.allSatisfy(\.isLetter))))
        }
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                part(to: index, cut: false)
                start = index + 1
            case UInt8(ascii: "."):
                part(to: index, cut: true)
                start = index + 1
            case 0xE2 where !ascii && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x93:
                part(to: index, cut: false)
                index += 2
                start = index + 1
            default:
                break
            }
            index += 1
        }
        part(to: bytes.count, cut: false)
        return out
    }

    /// Whether `name` holds a word written cut short. A cut word ends at a full stop, so a name
    /// without one is answered from its bytes (most runs of a page's words have none). Of the parts
    /// `words(of:)` splits, only one a full stop follows can be cut, so only those are tested, as it
    /// tests them (all letters, folding to a word); the others are not folded at all.
    package static func hasCutWord(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.contains(UInt8(ascii: ".")) else { return false }
        // An ASCII text's characters are its bytes (but "\r\n", no letter, space, hyphen or stop
        // either way), so its parts are read from its bytes, as the split below reads them.
        if bytes.allSatisfy({ $0 < 0x80 }) { return asciiHasCutWord(bytes) }
        guard bytes.indices.contains(where: { mayEndACutWord(bytes, dot: $0) }) else { return false }
        // Split from its bytes too where its separators stand alone, as `words(of:)` splits it.
        if separatorsStandAlone(bytes) { return asciiHasCutWord(bytes, ascii: false) }
        for piece in name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "–" }) {
            var rest = Substring(piece)
            while let dot = rest.firstIndex(of: ".") {
                let part = rest[..<dot]
                if !part.isEmpty, part.allSatisfy(\.isLetter), !StopNameKey.words(of: String(part)).joined().isEmpty {
                    return true
                }
                rest = rest[rest.index(after: dot)...]
            }
        }
        return false
    }

    /// `hasCutWord` of an ASCII text, by its bytes: a part between a space, a hyphen or a stop and
    /// the stop after it, of ASCII letters only (the only ASCII `Character.isLetter`), folding to a word.
    /// With `ascii` false, for a text whose separators stand alone (`separatorsStandAlone`): the en
    /// dash starts a part too, and a part's letters are its characters'.
    private static func asciiHasCutWord(_ bytes: [UInt8], ascii: Bool = true) -> Bool {
        var start = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                start = index + 1
            case UInt8(ascii: "."):
                let part = bytes[start..<index]
                if !part.isEmpty,
                    ascii ? part.allSatisfy(isASCIILetter) : String(decoding: part, as: UTF8.self).allSatisfy(\.isLetter),
                    !StopNameKey.words(of: String(decoding: part, as: UTF8.self)).joined().isEmpty
                {
                    return true
                }
                start = index + 1
            case 0xE2 where !ascii && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x93:
                index += 2
                start = index + 1
            default:
                break
            }
            index += 1
        }
        return false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether the byte at `dot` may be a full stop ending a cut word: false where it is none, or
    /// where the character before it is an ASCII sign other than a letter ("1.", "(3)."): that
    /// character is its byte alone when the byte before is ASCII too (two ASCII scalars are two
    /// characters but "\r\n", no letter either), so the part it ends is not all letters.
    private static func mayEndACutWord(_ bytes: [UInt8], dot: Int) -> Bool {
        guard bytes[dot] == UInt8(ascii: "."), dot > 0 else { return false }
        let before = bytes[dot - 1]
        let alone = dot == 1 || bytes[dot - 2] < 0x80
        return !(before < 0x80 && !isASCIILetter(before) && alone)
    }

    /// A word written in full at its place among a name's words (`words(of:)`), with their count.
    package struct WholeWordPlace: Hashable, Sendable {
        package var count: Int
        package var index: Int
        package var word: String
    }

    /// The places of `name`'s words written in full. `sameWordsCut(a, b)` needs the same count of
    /// words and a word written in full on both sides at the same place, so it is false for two
    /// names that share no place: a feed's names' places, read once, rule out most runs of a page
    /// without comparing them with any name.
    package static func wholeWordPlaces(of name: String) -> [WholeWordPlace] { wholeWordPlaces(ofWords: words(of: name)) }

    /// The same, of a name's `words(of:)` read already.
    package static func wholeWordPlaces(ofWords all: [(word: String, cut: Bool)]) -> [WholeWordPlace] {
        all.indices.filter { !all[$0].cut }.map { WholeWordPlace(count: all.count, index: $0, word: all[$0].word) }
    }

    /// Whether two names are the same words, one or more of them cut short on one side: every word
    /// of each in order, each pair equal or one cut and the other (longer) starting with its
    /// letters, at least one word cut on one side only (the same name is the likeness's), and at
    /// least one word written in full on both sides, so that "St." alone names no "Street".
    package static func sameWordsCut(_ a: String, _ b: String) -> Bool { sameWordsCut(words: words(of: a), b) }

    /// The same, with `a`'s `words(of:)` read already (one text compared with many names).
    package static func sameWordsCut(words x: [(word: String, cut: Bool)], _ b: String) -> Bool {
        let y = words(of: b)
        guard x.count == y.count, x.contains(where: \.cut) || y.contains(where: \.cut) else { return false }
        var whole = false, expanded = false
        for (p, q) in zip(x, y) {
            if p.word == q.word {
                if !p.cut && !q.cut { whole = true }
                continue
            }
            let cutOfQ = p.cut && !q.cut && q.word.count > p.word.count && q.word.hasPrefix(p.word)
            let cutOfP = q.cut && !p.cut && p.word.count > q.word.count && p.word.hasPrefix(q.word)
            guard cutOfQ || cutOfP else { return false }
            expanded = true
        }
        return whole && expanded
    }
}
