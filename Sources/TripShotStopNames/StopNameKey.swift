import Foundation

/// The comparable form of a stop name, so that what OCR read from a page and what a feed spells can
/// be compared despite case, accents, punctuation, spacing, OCR confusions and words that pages
/// and feeds use inconsistently ("Union" / "Union Station", "Erindale GO" / "ErindaleGO").
///
/// Two keys are kept: `full` (every word) and `core` (without generic words), both with spaces
/// removed, so that a lost space ("ErindaleGO Bus") costs nothing. Which words are generic is
/// partly language ("station", "stop": the kind of place, not which place) and partly the feed's
/// own habit, learnt from its names (`GenericWords`): the same set is applied to both sides of
/// every comparison.
package struct StopNameKey: Hashable, Sendable {
    package var full: String
    package var core: String

    /// Words that say "this is a stop" rather than which stop; pages add or drop them freely.
    package static let placeKindWords: Set<String> = ["station", "stn", "sta", "stop", "the"]

    package init(_ name: String, genericWords: Set<String> = Self.placeKindWords) {
        self.init(words: Self.words(of: name), genericWords: genericWords)
    }

    /// Keys as `StopNameIndex` stored them.
    package init(full: String, core: String) {
        self.full = full
        self.core = core
    }

    package init(words: [String], genericWords: Set<String>) {
        full = words.joined()
        let core = words.filter { !genericWords.contains($0) }.joined()
        self.core = core.isEmpty ? full : core
    }

    /// Lower-cased, accent-free words with OCR look-alikes folded to one letter.
    package static func words(of name: String) -> [String] {
        var folder = NameFolder()
        return words(of: name, folder: &folder)
    }

    /// The same, with a folder that remembers the scalars it has folded (many names, one feed).
    package static func words(of name: String, folder: inout NameFolder) -> [String] {
        folder.words(of: name).map(foldConfusions)
    }

    /// OCR mixes up 0/O, 1/l/I/|, rn/m: map each group to one representative on both sides.
    static func foldConfusions(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFoldConfusions(word.utf8) }
        var out = ""
        for character in word {
            switch character {
            case "0": out.append("o")
            case "1", "l", "|", "!": out.append("i")
            default: out.append(character)
            }
        }
        // Foundation's replace is the costliest step of opening a large feed: skip it when idle.
        return out.contains("rn") ? out.replacingOccurrences(of: "rn", with: "m") : out
    }

    /// The same for an ASCII word, byte by byte (every feed's names are mostly ASCII; going through
    /// `Character` and Foundation cost 7000 instructions a word): "rn" pairs are replaced left to
    /// right, as `replacingOccurrences` does.
    private static func asciiFoldConfusions(_ word: String.UTF8View) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(word.count)
        var pendingR = false
        for byte in word {
            if pendingR {
                pendingR = false
                if byte == UInt8(ascii: "n") {
                    out.append(UInt8(ascii: "m"))
                    continue
                }
                out.append(UInt8(ascii: "r"))
            }
            switch byte {
            case UInt8(ascii: "0"): out.append(UInt8(ascii: "o"))
            case UInt8(ascii: "1"), UInt8(ascii: "l"), UInt8(ascii: "|"), UInt8(ascii: "!"): out.append(UInt8(ascii: "i"))
            case UInt8(ascii: "r"): pendingR = true
            default: out.append(byte)
            }
        }
        if pendingR { out.append(UInt8(ascii: "r")) }
        return String(decoding: out, as: UTF8.self)
    }
}
