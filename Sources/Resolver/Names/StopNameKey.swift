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

    init(words: [String], genericWords: Set<String>) {
        full = words.joined()
        let core = words.filter { !genericWords.contains($0) }.joined()
        self.core = core.isEmpty ? full : core
    }

    /// Lower-cased, accent-free words with OCR look-alikes folded to one letter.
    static func words(of name: String) -> [String] {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map(foldConfusions)
    }

    /// OCR mixes up 0/O, 1/l/I/|, rn/m: map each group to one representative on both sides.
    static func foldConfusions(_ word: String) -> String {
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
}
