import Foundation

/// Cuts names into lower-case, accent-free words (`StopNameKey.words(of:)`) one character at a time:
/// ASCII is lower-cased in place, and every other character (a letter with its combining marks) is
/// folded by Foundation once per folder and remembered.
///
/// Why: folding a whole name through Foundation (`folding(options:locale:)`) cost about 100 000
/// instructions a name, and the resolver folds every stop name of the feed when it opens it: on the
/// CDMX feed (6021 stops) that was 0.6 of the 1.0 billion instructions of building the stop
/// directory, a quarter of a whole `tripshot import`, more than parsing and resolving together.
/// Folding maps each character on its own (decomposition, dropping the marks that combine with its
/// base, case and width folding; no locale), so folding character by character gives the same words
/// (not scalar by scalar: a combining accent alone is kept, after its letter it is dropped);
/// `NameFolderTests` checks that against the whole-name folding on every stop name of the committed
/// feeds.
package struct NameFolder {
    static let options: String.CompareOptions = [.diacriticInsensitive, .caseInsensitive, .widthInsensitive]

    /// Folded characters of one scalar, by scalar (hashing a `Character` normalises it: much dearer).
    private var foldedScalars: [Unicode.Scalar: [Unicode.Scalar]] = [:]
    /// Folded characters of several scalars (a letter and its combining marks).
    private var foldedClusters: [Character: [Unicode.Scalar]] = [:]

    package init() {}

    /// The words of `name`, before OCR look-alikes are folded.
    mutating func words(of name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiWords(name.utf8) }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for character in name {
            if let scalar = character.asciiValue.map(Unicode.Scalar.init) {
                switch scalar.value {
                case 0x30...0x39, 0x61...0x7A: current.append(scalar)  // digits, lower case
                case 0x41...0x5A: current.append(Unicode.Scalar(UInt8(scalar.value + 0x20)))  // upper case
                default: Self.end(&current, into: &words)
                }
                continue
            }
            for part in fold(character) {
                if CharacterSet.alphanumerics.contains(part) {
                    current.append(part)
                } else {
                    Self.end(&current, into: &words)
                }
            }
        }
        Self.end(&current, into: &words)
        return words
    }

    /// The words of an ASCII name, byte by byte (no grapheme breaking needed).
    private static func asciiWords(_ name: String.UTF8View) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in name {
            switch byte {
            case 0x30...0x39, 0x61...0x7A: current.append(byte)  // digits, lower case
            case 0x41...0x5A: current.append(byte + 0x20)  // upper case
            default:
                guard !current.isEmpty else { continue }
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `word` lower case, accent-free and width-folded ("Hojalatería" -> "hojalateria"), as the
    /// name index folds its words; punctuation stays in place.
    package mutating func accentFree(_ word: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for character in word { out.append(contentsOf: fold(character)) }
        return String(out)
    }

    private mutating func fold(_ character: Character) -> [Unicode.Scalar] {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return fold(scalar) }
        if let known = foldedClusters[character] { return known }
        let parts = Self.folding(character)
        foldedClusters[character] = parts
        return parts
    }

    /// One scalar folded on its own (`SpellingKey` folds scalar by scalar), remembered.
    mutating func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if let known = foldedScalars[scalar] { return known }
        let parts = Self.folding(Character(scalar))
        foldedScalars[scalar] = parts
        return parts
    }

    private static func folding(_ character: Character) -> [Unicode.Scalar] {
        Array(String(character).folding(options: options, locale: nil).unicodeScalars)
    }

    private static func end(_ current: inout String.UnicodeScalarView, into words: inout [String]) {
        guard !current.isEmpty else { return }
        words.append(String(current))
        current = String.UnicodeScalarView()
    }
}
