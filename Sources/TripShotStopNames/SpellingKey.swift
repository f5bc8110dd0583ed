/// A name with exactly the differences folded that no reading of a screenshot can settle, so that
/// what the page shows can be looked up among the feed's own spellings (`FeedVocabulary`).
///
/// Each class folded, and why the page cannot settle it:
/// - letter case, and accents over a letter ("RÍo"/"Río", "san"/"San", "Nw"/"NW"): a capital and
///   its small letter differ only in size in many faces (c/C, w/W, s/S, o/O, í/Í), and an accent is
///   a mark 1-2 pixels over its letter, parted from it by a blank row at small sizes;
/// - spaces and underscores ("SW 1st& Harrison", "Díaz1" for "Díaz_1"): a word gap is a measured
///   width of blank, which tight faces and small sizes shrink to nothing or widen; an underscore
///   sits on the baseline below the letters and is read as blank;
/// - glyphs drawn alike in common faces: I, l, 1, | and / (one stroke in sans faces: "EI
///   Cerrito", "llustres", "1ith"; a slash between two names is read "l" or "|" at small sizes,
///   "Winter Parklfraser", "Xochimilco | Bosque", four times on the generated corpus); O and 0; S,
///   5, $ and § ("$207", "5225", "§41" for S207, S225, S41), mapped to one representative each;
/// - a letter doubled in the name read once ("Cooksvile", "El Cerito"): two identical thin letters
///   side by side are one shape twice, and OCR merges them. Only letters: a digit doubled is
///   another number ("Route 11" is not "Route 1").
///
/// Nothing else is folded: punctuation other than these, other letters and every digit stay, so
/// "Centrum 07" and "Centrum 05" never share a key. A looser key (`keepingPunctuation: false`)
/// also drops every mark that is neither a letter nor a digit: looked up only when the others
/// find nothing (`NameVocabulary.sameKey`), since punctuation is the ink OCR adds ("Park)})" where
/// the icon was read glued on), drops (a small "&") and swaps (")", "}", "]") most, and it names
/// no stop on its own.
package struct SpellingKey: Hashable, Sendable {
    /// The folded text.
    package let text: String
    /// Per character of `text`: whether it came from a digit of the name (a digit is never the glyph
    /// one reading adds or loses: a number with one digit more or less is another name).
    package let fromDigit: [Bool]

    /// The key of `name`; `collapsingDoubles: false` keeps a doubled letter twice (the strict key,
    /// looked up first: see `NameVocabulary.sameKey`).
    package init(_ name: String, collapsingDoubles: Bool = true, keepingPunctuation: Bool = true) {
        var folder = SpellingFolder(collapsesDoubles: collapsingDoubles, keepsPunctuation: keepingPunctuation)
        self = folder.key(name)
    }

    init(text: String, fromDigit: [Bool]) {
        self.text = text
        self.fromDigit = fromDigit
    }

    /// Equal keys are one spelling; the digit flags follow from the text's origin and do not count.
    package static func == (a: SpellingKey, b: SpellingKey) -> Bool { a.text == b.text }
    package func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Every text made by dropping one character that did not come from a digit: the keys one glyph
    /// shorter that this key may be a reading of (with a glyph added) or a lost glyph of.
    package func withOneGlyphLess() -> Set<String> {
        let scalars = Array(text.unicodeScalars)
        var result = Set<String>()
        for index in scalars.indices where !fromDigit[index] {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<index])
            view.append(contentsOf: scalars[(index + 1)...])
            result.insert(String(view))
        }
        return result
    }

    /// Whether `other` is this key with one glyph of it changed, added or lost, where what the page
    /// got wrong is never one of its digits: a glyph of this key that is not a digit changed into
    /// any glyph ("Z" for "2") or lost ("01l" for "01"), or a glyph that is not a digit added. A
    /// digit read, missed or added is another number, never a misread glyph.
    package func isOneGlyphOff(from other: SpellingKey) -> Bool {
        let mine = Array(text.unicodeScalars), theirs = Array(other.text.unicodeScalars)
        let prefix = zip(mine, theirs).prefix { $0 == $1 }.count
        switch mine.count - theirs.count {
        case 0:
            // Changed: the first difference is the only one.
            return prefix < mine.count && !fromDigit[prefix] && mine[(prefix + 1)...].elementsEqual(theirs[(prefix + 1)...])
        case 1:
            // A glyph of mine they do not have: at or before the first difference (within a run of
            // one glyph, any of the run).
            return (0...prefix).contains { index in
                !fromDigit[index] && mine[(index + 1)...].elementsEqual(theirs[index...])
            }
        case -1:
            return (0...prefix).contains { index in
                !other.fromDigit[index] && theirs[(index + 1)...].elementsEqual(mine[index...])
            }
        default:
            return false
        }
    }

    /// The length of the key in characters (scalars after folding).
    package var length: Int { fromDigit.count }
}

/// Makes `SpellingKey`s, remembering how each non-ASCII scalar folds (a feed's names repeat the
/// same few accented letters thousands of times; Foundation's folding costs about 100 000
/// instructions a call). Scalar by scalar, not `Character` by `Character` (grapheme breaking costs
/// as much again): a combining accent is dropped on its own, as folding drops it after its letter.
package struct SpellingFolder {
    /// Whether a letter doubled is kept once. Two letters of one shape class side by side are not
    /// always one letter doubled: "NWIlth" is "NW 11th" read with letters for its digits, which
    /// this fold would shorten to one stroke while the digits keep two; so a vocabulary looks a
    /// reading up by the strict key (false) before the folded one.
    var collapsesDoubles = true
    /// Whether marks that are neither letters nor digits (after the look-alike mapping, so "$",
    /// "§" and "|" count as the letters they look like; "/" is a separator between names, and
    /// goes with the punctuation) stay in the key.
    var keepsPunctuation = true
    /// Folds and remembers non-ASCII scalars as the resolver's name words are folded.
    private var names = NameFolder()

    package init(collapsesDoubles: Bool = true, keepsPunctuation: Bool = true) {
        self.collapsesDoubles = collapsesDoubles
        self.keepsPunctuation = keepsPunctuation
    }

    package mutating func key(_ name: String) -> SpellingKey {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.asciiKey(name.utf8, collapsesDoubles: collapsesDoubles, keepsPunctuation: keepsPunctuation)
        }
        var scalars = String.UnicodeScalarView()
        var fromDigit: [Bool] = []
        var lastWasLetter = false
        for scalar in name.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || scalar == "_" || properties.generalCategory == .nonspacingMark { continue }
            if !keepsPunctuation, scalar == "/" { continue }  // a separator, as punctuation is
            let isDigit = properties.generalCategory == .decimalNumber
            let isLetter = properties.isAlphabetic
            for part in fold(scalar) {
                let mapped = Self.representative(part)
                if !keepsPunctuation, !mapped.properties.isAlphabetic, mapped.properties.numericType == nil { continue }
                // A letter doubled reads as one: drop the second of two equal letters.
                if collapsesDoubles, isLetter, lastWasLetter, scalars.last == mapped { continue }
                scalars.append(mapped)
                fromDigit.append(isDigit)
                lastWasLetter = isLetter
            }
        }
        return SpellingKey(text: String(scalars), fromDigit: fromDigit)
    }

    /// The same for an ASCII name, byte by byte (most of every feed's names; going through
    /// `Character` costs grapheme breaking on each).
    private static func asciiKey(_ name: String.UTF8View, collapsesDoubles: Bool, keepsPunctuation: Bool) -> SpellingKey {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.count)
        var fromDigit: [Bool] = []
        fromDigit.reserveCapacity(name.count)
        var lastWasLetter = false
        for byte in name {
            if byte == 0x20 || byte == UInt8(ascii: "_") || (0x09...0x0D).contains(byte) { continue }
            if !keepsPunctuation, byte == UInt8(ascii: "/") { continue }  // a separator, as punctuation is
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            let mapped = UInt8(representative(Unicode.Scalar(lower)).value)
            let alphanumeric = (0x30...0x39).contains(mapped) || (0x61...0x7A).contains(mapped)
            if !keepsPunctuation, !alphanumeric { continue }
            if collapsesDoubles, isLetter, lastWasLetter, bytes.last == mapped { continue }
            bytes.append(mapped)
            fromDigit.append((0x30...0x39).contains(byte))
            lastWasLetter = isLetter
        }
        return SpellingKey(text: String(decoding: bytes, as: UTF8.self), fromDigit: fromDigit)
    }

    /// One glyph shape, one representative.
    static func representative(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "l", "1", "|", "/": "i"
        case "0": "o"
        case "5", "$", "§": "s"
        default: scalar
        }
    }

    /// Lower case without accents, one scalar at a time (ASCII directly).
    private mutating func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            return [Unicode.Scalar((0x41...0x5A).contains(value) ? value + 0x20 : value)]
        }
        return names.fold(scalar)
    }
}
