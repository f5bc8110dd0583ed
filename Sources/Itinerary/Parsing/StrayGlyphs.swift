import PageText

/// Removes what OCR makes of the little pictures beside a stop's name: the wheelchair icon read as
/// "&", "5", "@", "©" or "é" after the name, the timeline's dot read as "O" before it or glued to its
/// first letter ("OSquare One"). Decided by position and shape, never by a list of misreads:
///
/// - a stray is one glyph (one character, or two that are not both letters: "(6", "@&"; or two letters
///   barely read in a box narrower than it is tall: "Åå" at confidence 13 in a 37x47 square is the icon,
///   while two real letters are always wider than high, even a "GO" read at 37);
/// - after the name it stands apart: a gap of half a text height or more where words are a third
///   apart, or taller than the words (icons are drawn larger than the letters), or barely read;
///   a letter or digit that apart goes only when it is also icon-shaped: taller than the words, or
///   far wider than their average character (the wheelchair icon read "å" or "Å" is a square as
///   wide as one and a half to two letters), or the same size as an icon the page shows read as a
///   symbol beside another stop (an icon is drawn alike on every stop, even where it is letter-sized),
///   so "Terminal A", "Line B", "Platform 2" stay;
/// - before the name it sits left of the column where the route lines start, or stands far apart;
/// - a glued mark is the first character of a first word that starts left of that column
///   ("OSquare", "O16th").
///
/// Each line is cleaned on its own, before a wrapped name's lines are joined, so "Erindale GO 5" +
/// "Bus" becomes "Erindale GO Bus" and not "Erindale GO 5 Bus". A name never ends on a symbol, so
/// one left at its very end (an icon as close as a word, in a small desktop font) goes too.
enum StrayGlyphs {
    /// Word gaps above this many text heights are not ordinary spaces.
    static let apartGap = 0.5
    /// A single letter or digit needs this wide a gap on its own to count as apart.
    static let farGap = 1.0
    /// Icons are drawn taller than the letters beside them.
    static let tallRatio = 1.1
    /// Icons are squares wider than this many of the name's average characters; a capital letter
    /// is about 1.3 of them (the widest, "M" and "W", are kept unless also this far apart).
    static let wideRatio = 1.5
    /// Two glyph boxes this close in width and height (in text heights, at least 2 px) are one icon.
    static let sameSize = 0.1
    /// Below this confidence a lone glyph is noise.
    static let lowConfidence = 50.0

    /// One character, or two that are not both letters ("&.", "(6", "@&"; not "GO").
    static func isGlyph(_ text: String) -> Bool {
        text.count == 1 || (text.count == 2 && !text.allSatisfy(\.isLetter))
    }

    /// A word that may be one glyph: `isGlyph(text)`, or two characters barely read in a box no wider
    /// than it is tall, which two letters never fit: one picture guessed at (the wheelchair icon read
    /// "Åå" at 13 by the Latin model without its dictionary).
    static func isGlyph(_ word: PageText.Word) -> Bool {
        isGlyph(word.text)
            || (word.text.count == 2 && word.confidence < lowConfidence && word.box.width <= word.box.height)
    }

    /// No letter and no digit: "&", "@", "©", "*", "|", ":".
    static func isSymbol(_ text: String) -> Bool {
        !text.contains { $0.isLetter || $0.isNumber }
    }

    /// A segment made only of stray glyphs (an icon read on its own, a rail's dot or bar).
    static func isOnlyGlyphs(_ segment: TextSegment) -> Bool {
        segment.words.allSatisfy { isGlyph($0) && (isSymbol($0.text) || $0.confidence < lowConfidence) }
    }

    /// The segment without stray glyphs at either end, or nil when nothing is left.
    /// - Parameters:
    ///   - columnLeft: the x where the left column's text starts (from the route lines), when
    ///     known; marks left of it are the timeline's.
    ///   - iconRow: whether this is the line the icon is drawn on (a name's first line, beside its
    ///     label); on other lines only a barely read glyph goes from the end, so a wrapped
    ///     "SE M L King &" keeps its "&".
    ///   - icons: the boxes of the page's icons read as symbols beside other stops (`iconBoxes`).
    static func clean(
        _ segment: TextSegment, columnLeft: Int? = nil, iconRow: Bool = true, icons: [Box] = []
    ) -> TextSegment? {
        var words = segment.words
        let unit = Double(max(segment.height, 1))
        while words.count >= 2, let last = words.last,
            iconRow ? isTrailingStray(last, after: words[words.count - 2], in: words, unit: unit, icons: icons)
                : isGlyph(last) && last.confidence < lowConfidence
        {
            words.removeLast()
        }
        while words.count >= 2, isLeadingStray(words[0], before: words[1], in: words, unit: unit, columnLeft: columnLeft) {
            words.removeFirst()
        }
        if let columnLeft, let first = words.first, let unglued = withoutGluedMark(first, columnLeft: columnLeft, unit: unit) {
            words[0] = unglued
        }
        if words.count == 1, isGlyph(words[0]), isSymbol(words[0].text) || words[0].confidence < lowConfidence {
            return nil
        }
        return words.isEmpty ? nil : TextSegment(words: words)
    }

    /// The height of the words other than `word`: the letters' size to compare a glyph with.
    private static func letterHeight(excluding word: PageText.Word, in words: [PageText.Word], unit: Double) -> Double {
        // The lower median: descenders and a glued dot only ever make words taller than letters.
        let others = words.filter { $0 != word && $0.text.contains { $0.isLetter || $0.isNumber } }.map(\.box.height)
            .sorted()
        return others.isEmpty ? unit : Double(max(others[(others.count - 1) / 2], 1))
    }

    /// The average width of one character in the words other than `word` (their boxes' width over
    /// their characters): the name's own letter size across, to compare a glyph's width with.
    private static func characterWidth(excluding word: PageText.Word, in words: [PageText.Word]) -> Double? {
        let others = words.filter { $0 != word && $0.text.count >= 2 && $0.text.contains { $0.isLetter } }
        let characters = others.reduce(0) { $0 + $1.text.count }
        guard characters > 0 else { return nil }
        return Double(others.reduce(0) { $0 + $1.box.width }) / Double(characters)
    }

    /// The boxes of the icons on stops' first lines that were read as symbols ("&", "@") and stand
    /// apart: what the page's icon looks like, to know it again where it was read as a letter.
    static func iconBoxes(_ firstLines: [TextSegment]) -> [Box] {
        firstLines.compactMap { line in
            let words = line.words
            guard words.count >= 2, let last = words.last, isGlyph(last.text), isSymbol(last.text),
                isTrailingStray(last, after: words[words.count - 2], in: words, unit: Double(max(line.height, 1)))
            else { return nil }
            return last.box
        }
    }

    static func isTrailingStray(
        _ word: PageText.Word, after previous: PageText.Word, in words: [PageText.Word], unit: Double, icons: [Box] = []
    ) -> Bool {
        guard isGlyph(word) else { return false }
        let letters = letterHeight(excluding: word, in: words, unit: unit)
        let gap = Double(word.box.minX - previous.box.maxX) / letters
        let tall = Double(word.box.height) / letters >= tallRatio
        // An icon is drawn beside the name, never over it: a glyph overlapping the word before it
        // is that word's own text read with a loose box.
        if gap < 0 { return false }
        if word.confidence < lowConfidence { return true }
        if isSymbol(word.text) { return gap >= apartGap || tall }
        // Only after a word of the name (two or more characters), never between single capitals.
        let wide = previous.text.count >= 2
            && characterWidth(excluding: word, in: words).map { Double(word.box.width) >= wideRatio * $0 } ?? false
        let tolerance = max(2, sameSize * letters)
        let likeIcon = icons.contains {
            $0 != word.box && abs(Double($0.width - word.box.width)) <= tolerance
                && abs(Double($0.height - word.box.height)) <= tolerance
        }
        return gap >= farGap || (gap >= apartGap && (tall || wide || likeIcon))
    }

    static func isLeadingStray(
        _ word: PageText.Word, before next: PageText.Word, in words: [PageText.Word], unit: Double, columnLeft: Int?
    ) -> Bool {
        // Whatever lies wholly in the margin left of the column is the timeline's, however OCR
        // read it ("fe)" for a dot).
        if let columnLeft, word.box.maxX <= columnLeft { return true }
        guard isGlyph(word.text) else { return false }
        let letters = letterHeight(excluding: word, in: words, unit: unit)
        let gap = Double(next.box.minX - word.box.maxX) / letters
        let leftOfColumn = columnLeft.map { Double($0 - word.box.minX) >= apartGap * letters } ?? false
        // A wrapped name's line may start with its own "&" ("NE Broadway" + "& 2nd"): only a glyph
        // left of the column, barely read, or far from the next word is the timeline's.
        return leftOfColumn || word.confidence < lowConfidence || gap >= farGap
    }

    /// The name's last line without a trailing symbol: a name never ends on "&" or "@" (a connector
    /// such as "NE 7th &" only ends a line when the name wraps on), so there it is the icon even
    /// when it sits as close as a word would (a small desktop font).
    static func withoutFinalSymbol(_ segment: TextSegment) -> TextSegment? {
        guard segment.words.count >= 2, let last = segment.words.last, isGlyph(last.text), isSymbol(last.text) else {
            return segment
        }
        return TextSegment(words: Array(segment.words.dropLast()))
    }

    /// "OSquare" → "Square", "O16th" → "16th": a word that starts left of the column by half a text
    /// height or more has the timeline's dot glued on, read as one character (with the gap after
    /// it, the dot is as wide as one or two letters, never a word).
    static func withoutGluedMark(_ word: PageText.Word, columnLeft: Int, unit: Double) -> PageText.Word? {
        let characters = Array(word.text)
        let offset = Double(columnLeft - word.box.minX)
        guard characters.count >= 2, offset >= apartGap * unit else { return nil }
        var box = word.box
        box.x = min(columnLeft, box.maxX - 1)
        box.width = word.box.maxX - box.x
        return PageText.Word(text: String(characters.dropFirst()), box: box, confidence: word.confidence)
    }
}
