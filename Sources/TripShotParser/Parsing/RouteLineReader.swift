import TripShotPageText

/// Reads a route line: a short code, a dash, the destination ("MI - Milton GO", "21C - Union
/// Station", "Baby Bullet - DIRIDON STATION"). OCR may glue the dash to the code ("21- Milton GO")
/// or to the destination ("05 -Warm Springs"). Only the first dash separates: destinations have
/// dashes of their own ("B - Buenavista - Ciudad Azteca").
enum RouteLineReader {
    struct RouteLine: Hashable, Sendable {
        var code: Located<String>
        /// Empty when the line wraps right after the dash.
        var headsign: Located<String>?
    }

    /// A route code is at most this many words and characters: a route's short or long name
    /// ("Northeast Regional", "Amtrak Thruway Connecting Service"), not a sentence with a dash.
    static let maxCodeWords = 6
    static let maxCodeLength = 48

    static func isDash(_ text: String) -> Bool { text == "-" || text == "–" || text == "—" }

    static func read(_ segment: TextSegment) -> RouteLine? {
        let words = segment.words
        for index in words.indices {
            let text = words[index].text
            var codeWords: [PageText.Word]
            let rest: [PageText.Word]
            if isDash(text) {
                codeWords = Array(words[..<index])
                rest = Array(words[(index + 1)...])
            } else if text.count > 1, let last = text.last, isDash(String(last)) {
                codeWords = Array(words[..<index]) + [part(of: words[index], characters: 0..<(text.count - 1))]
                rest = Array(words[(index + 1)...])
            } else if text.count > 1, index > 0, let first = text.first, isDash(String(first)) {
                codeWords = Array(words[..<index])
                rest = [part(of: words[index], characters: 1..<text.count)] + words[(index + 1)...]
            } else {
                continue
            }
            guard isCode(codeWords) else { return nil }
            let code = Self.code(codeWords)
            return RouteLine(code: code, headsign: rest.isEmpty ? nil : Self.text(rest))
        }
        return nil
    }

    /// The route line of a segment that stands in the route line's place but has no spaced dash:
    /// OCR glued the separator on both sides ("1-215 St" for "1 - 215 St"). Only used where the
    /// layout leaves no doubt that this line is the route line; the first word's first dash
    /// separates.
    static func readGlued(_ segment: TextSegment) -> RouteLine? {
        guard let first = segment.words.first, let dash = first.text.firstIndex(where: { isDash(String($0)) }),
            dash != first.text.startIndex, first.text.index(after: dash) != first.text.endIndex
        else { return nil }
        let dashOffset = first.text.distance(from: first.text.startIndex, to: dash)
        let code = part(of: first, characters: 0..<dashOffset)
        let rest = part(of: first, characters: (dashOffset + 1)..<first.text.count)
        guard isCode([code]) else { return nil }
        return RouteLine(code: text([code]), headsign: text([rest] + segment.words.dropFirst()))
    }

    /// The route line of a segment in the route line's place that `read` refused: every word before
    /// the first spaced dash is the code, whatever it holds (Caltrain's "Tamien / San Jose Diridon
    /// Caltrain Shuttle": seven words and a "/"); with `code` given, the segment is the rest of a
    /// line that wrapped right before its dash ("Amtrak Thruway Connecting Service" over "- Los
    /// Angeles"). Only used where the layout leaves no doubt that this is the route line.
    static func readInPlace(_ segment: TextSegment, code: TextSegment? = nil) -> RouteLine? {
        let words = (code?.words ?? []) + segment.words
        guard let dash = words.firstIndex(where: { isDash($0.text) }), dash > 0 else { return nil }
        if let code, dash != code.words.count { return nil }
        let codeWords = Array(words[..<dash]), rest = Array(words[(dash + 1)...])
        return RouteLine(code: text(codeWords), headsign: rest.isEmpty ? nil : text(rest))
    }

    /// The characters `range` of `word` as a word of their own, keeping the runners-up that change
    /// a glyph inside them (one glyph each, so the same characters line up).
    static func part(of word: PageText.Word, characters range: Range<Int>) -> PageText.Word {
        func slice(_ text: String) -> String { String(Array(text)[range]) }
        var part = word
        part.text = slice(word.text)
        part.alternatives = word.alternatives.filter { $0.count == word.text.count }.map(slice).filter { $0 != part.text }
        return part
    }

    /// The words' text, with each word in turn spelled as the recogniser's runners-up as the
    /// alternatives.
    static func text(_ words: [PageText.Word]) -> Located<String> {
        Located(
            words.map(\.text).joined(separator: " "), box: union(words),
            alternatives: RunnerUps.spellings(of: [TextSegment(words: words)]))
    }

    /// The code: every word before the separator. A code is one token on the page; OCR splits one
    /// where a number meets a letter group ("21 C", "N 22", "M 15"), which a planner never spaces
    /// inside a code of at most two letters. Those parts are joined ("21C"), the reading as split
    /// kept as the alternative; words ("Baby Bullet", "Line 1") keep their spaces.
    static func code(_ words: [PageText.Word]) -> Located<String> {
        let spaced = text(words)
        let splitCode = words.count >= 2 && zip(words, words.dropFirst()).allSatisfy { isCodeSplit($0.text, $1.text) }
        guard splitCode else { return spaced }
        return Located(words.map(\.text).joined(), box: spaced.box, alternatives: spaced.readings)
    }

    /// Whether `left` and `right` are the number and the letters of one code split apart: one all
    /// digits, the other one or two letters.
    private static func isCodeSplit(_ left: String, _ right: String) -> Bool {
        func isNumber(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy(\.isNumber) }
        func isLetterGroup(_ text: String) -> Bool { (1...2).contains(text.count) && text.allSatisfy(\.isLetter) }
        return (isNumber(left) && isLetterGroup(right)) || (isLetterGroup(left) && isNumber(right))
    }

    private static func isCode(_ words: [PageText.Word]) -> Bool {
        guard (1...maxCodeWords).contains(words.count),
            let first = words.first?.text.first, first.isLetter || first.isNumber
        else { return false }
        let text = words.map(\.text).joined(separator: " ")
        return text.count <= maxCodeLength && words.allSatisfy { !StrayGlyphs.isSymbol($0.text) }
    }

    static func union(_ words: [PageText.Word]) -> Box? {
        guard let first = words.first else { return nil }
        return words.dropFirst().reduce(first.box) { $0.union($1.box) }
    }
}
