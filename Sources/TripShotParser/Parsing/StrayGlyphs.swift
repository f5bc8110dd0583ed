import TripShotPageText

/// Tells what OCR makes of the little pictures beside a stop's name (the wheelchair icon read as
/// "&", "5", "@", "©", "å" after the name, the timeline's dot read as "O" before it or glued to its
/// first letter, "OSquare One") from the name's own text. Decided by position and shape, never by a
/// list of misreads, and only where the page is certain; elsewhere a glyph gets a `Verdict` that
/// leaves both readings to the feed (the name's `alternatives`):
///
/// - a candidate is one glyph (one character, or two that are not both letters: "(6", "@&");
/// - certain icons: a barely read symbol or small letter; a symbol ending a name (a name never ends
///   on "&"), or taller than the letters, or farther than any word gap; a glyph read the same, at
///   the same size, after another stop's differently named first line (the icon is drawn alike
///   beside every stop); a mark wholly left of the column where the route lines start;
/// - doubtful: capitals or digits barely read (the name's own number read poorly, or the icon read
///   as one); the icon is drawn about a word space from the name (6 CSS px: 0.4-0.6 text heights
///   depending on the font), so a letter, a number or a connector ("&" ending a first line that
///   wraps on) at such a gap may be either. The preferred reading drops it when it is also
///   icon-shaped (taller, far wider than the name's characters, or the size of the page's icon read
///   as a symbol elsewhere) and half a text height apart, and keeps two letters or digits ("07") and
///   a number at the column's edge ("72 St");
/// - a glued mark is the first character of a first word that starts left of the column ("O16th").
///
/// Each line is cleaned on its own, before a wrapped name's lines are joined, so "Erindale GO 5" +
/// "Bus" becomes "Erindale GO Bus" and not "Erindale GO 5 Bus".
enum StrayGlyphs {
    /// Word gaps above this many text heights are wider than most spaces: the preferred reading's
    /// cut, the feed deciding between the readings on either side of it. Measured on 100 generated
    /// pages (seed 1): word gaps inside names have a median of 0.43 and 20% are above 0.5; the
    /// icon, where OCR read it, stands 0.44 to 1.9 away, median 0.78, 6% under 0.5.
    static let apartGap = 0.5
    /// No symbol inside a name stands farther than this many text heights from the word before it
    /// (measured: at most 0.65 on the generated pages, 0.53 for an icon-sized one such as "&"):
    /// a symbol farther out is the icon in every reading.
    static let widestWordGap = 0.8
    /// A single letter or digit needs this wide a gap on its own to count as apart.
    static let farGap = 1.0
    /// Icons are drawn taller than the letters beside them.
    static let tallRatio = 1.1
    /// Icons are squares wider than this many of the name's average characters; a capital letter
    /// is about 1.3 of them (the widest, "M" and "W", are kept unless also this far apart).
    static let wideRatio = 1.5
    /// Two glyph boxes this close in width and height (in text heights, at least 2 px) are one icon.
    static let sameSize = 0.1
    /// The icon's box is at least this many letter heights across and high (a 1.05 rem square
    /// beside 1.05 rem letters, read a little smaller at worst); a dash or a dot is far flatter.
    static let iconSideRatio = 0.5
    /// A symbol read at least this sure, at the letters' height, is read like the name's own text:
    /// on the generated corpus (seed 6, 480 pages) every "&" ending a name's line read at 87 or
    /// more (38 of them), while the icon read as "&" (211) has a median of 57 and 8 reach 80 at
    /// letter height.
    static let wellRead = 80.0
    /// Below this confidence a lone glyph is noise.
    static let lowConfidence = 50.0

    /// One character, or two that are not both letters ("&.", "(6", "@&"; not "GO").
    static func isGlyph(_ text: String) -> Bool {
        text.count == 1 || (text.count == 2 && !text.allSatisfy(\.isLetter))
    }

    /// A word that may be one glyph: `isGlyph(text)`, or two characters (three with at most one
    /// letter or digit) barely read in a box no wider than it is tall ("Åå" at confidence 13 in a
    /// 37x47 square is the icon, "([å" at 0 in a 33x42 one; two real letters are always wider than
    /// high, even a "GO" read at 37; "14&" squeezed from "_1_4" holds the name's digits).
    static func isGlyph(_ word: PageText.Word) -> Bool {
        guard !isGlyph(word.text) else { return true }
        let count = word.text.count
        let alphanumerics = word.text.filter { $0.isLetter || $0.isNumber }.count
        return (count == 2 || (count == 3 && alphanumerics <= 1)) && word.confidence < lowConfidence
            && word.box.width <= word.box.height
    }

    /// At most two characters in a box no wider than it is high: one glyph's shape at any
    /// confidence. Two letters of text are wider than high unless they are thin strokes ("II"),
    /// which stand alone nowhere but in a name's line; so a line of such a word alone beside a
    /// name is an icon (`LeftColumn.isIconShaped`), where inside a name only a barely read one is
    /// (`isGlyph(_:)`).
    static func hasOneGlyphsShape(_ word: PageText.Word) -> Bool {
        word.text.count <= 2 && word.box.width <= word.box.height
    }

    /// No letter and no digit: "&", "@", "©", "*", "|", ":".
    static func isSymbol(_ text: String) -> Bool {
        !text.contains { $0.isLetter || $0.isNumber }
    }

    /// A segment made only of stray glyphs (an icon read on its own, a rail's dot or bar).
    static func isOnlyGlyphs(_ segment: TextSegment) -> Bool {
        segment.words.allSatisfy { isGlyph($0) && (isSymbol($0.text) || $0.confidence < lowConfidence) }
    }

    /// How sure the layout is that a glyph at a name's edge is an icon. Only what is certain is
    /// removed outright; a doubtful glyph gives the name two readings and the feed decides.
    enum Verdict: Sendable {
        /// Part of the name, whatever reading.
        case text
        /// Not part of the name, whatever reading: barely read, a symbol a name cannot end on, or a
        /// mark wholly in the timeline's margin.
        case icon
        /// Probably the icon (the preferred reading drops it), but text is possible.
        case likelyIcon
        /// Probably text (the preferred reading keeps it), but an icon is possible.
        case likelyText
    }

    /// Which doubtful glyphs a reading of a name drops.
    enum Reading: Sendable, CaseIterable {
        /// The layout's best guess.
        case preferred
        /// Every doubtful glyph kept as text.
        case asText
        /// Every doubtful glyph dropped as an icon.
        case asIcons
        /// Only the outermost doubtful glyph at each end dropped, the rest kept as text: the icon is
        /// drawn once, so a doubtful glyph inside it ("Progress Rd S3 å", both barely read) is the
        /// name's own in this reading, whatever the outer one was.
        case outerAsIcon

        /// Whether this reading drops a glyph of `verdict`; `outerTaken` says a glyph at the same end
        /// has already been dropped.
        func drops(_ verdict: Verdict, outerTaken: Bool = false) -> Bool {
            switch (verdict, self) {
            case (.icon, _), (.likelyIcon, .preferred), (.likelyIcon, .asIcons), (.likelyText, .asIcons): return true
            case (.likelyIcon, .outerAsIcon), (.likelyText, .outerAsIcon): return !outerTaken
            default: return false
            }
        }
    }

    /// The segment without stray glyphs at either end, or nil when nothing is left.
    /// - Parameters:
    ///   - columnLeft: the x where the left column's text starts (from the route lines), when
    ///     known; marks left of it are the timeline's.
    ///   - iconRow: whether this is the line the icon is drawn on (a name's first line, beside its
    ///     label); on other lines only a barely read glyph goes from the end, so a wrapped
    ///     "SE M L King &" keeps its "&".
    ///   - continues: whether the name goes on below this line (so it may end on a connector "&").
    ///   - icons: how the page's icon reads beside the other stops.
    ///   - reading: which doubtful glyphs go.
    static func clean(
        _ segment: TextSegment, columnLeft: Int? = nil, iconRow: Bool = true, continues: Bool = false, icons: PageIcons = PageIcons(),
        reading: Reading = .preferred
    ) -> TextSegment? {
        var words = segment.words
        let unit = Double(max(segment.height, 1))
        // The icon is drawn once: past the first glyph taken off as the icon, none is certain
        // ("Mill Rd S9 &": the "&" is the icon, the barely read "S9" may be the name's).
        var iconTaken = false
        while words.count >= 2, let last = words.last,
            iconRow
                ? reading.drops(
                    doubtedAfterIcon(
                        trailingVerdict(last, after: words[words.count - 2], in: words, unit: unit, icons: icons, continues: continues),
                        iconTaken: iconTaken),
                    outerTaken: iconTaken)
                : reading.drops(wrappedLineVerdict(last), outerTaken: iconTaken)
        {
            words.removeLast()
            iconTaken = true
        }
        var markTaken = false
        while words.count >= 2,
            reading.drops(
                leadingVerdict(words[0], before: words[1], in: words, unit: unit, columnLeft: columnLeft), outerTaken: markTaken)
        {
            words.removeFirst()
            markTaken = true
        }
        if let columnLeft, let first = words.first, let unglued = withoutGluedMark(first, columnLeft: columnLeft, unit: unit, reading: reading) {
            words[0] = unglued
        }
        if words.count == 1, isGlyph(words[0]), isSymbol(words[0].text) || words[0].confidence < lowConfidence {
            return nil
        }
        return words.isEmpty ? nil : TextSegment(words: words)
    }

    /// What a glyph ending a line below the icon's row is: only noise, barely read, is taken off
    /// there, and letters or digits barely read only in the preferred reading (a stop's number,
    /// "Centrum 07", may end any line of its name; no icon is drawn there, so a small letter is
    /// not the icon read either: "Guadalupe l." is "Guadalupe I.").
    private static func wrappedLineVerdict(_ word: PageText.Word) -> Verdict {
        guard isGlyph(word), word.confidence < lowConfidence else { return .text }
        return isSymbol(word.text) ? .icon : .likelyIcon
    }

    /// No capital and no digit: a symbol, or a small letter alone ("å", "a&"), which no name
    /// ends on.
    private static func isIconLike(_ text: String) -> Bool {
        !text.contains { $0.isUppercase || $0.isNumber }
    }

    private static func doubtedAfterIcon(_ verdict: Verdict, iconTaken: Bool) -> Verdict {
        iconTaken && verdict == .icon ? .likelyIcon : verdict
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

    /// Whether a symbol after a name stands where the icon does: apart from the words, or taller
    /// than the letters (`PageIcons` learns the page's icon from these).
    static func isSymbolApart(_ word: PageText.Word, after previous: PageText.Word, in words: [PageText.Word], unit: Double) -> Bool {
        guard isGlyph(word.text), isSymbol(word.text) else { return false }
        let letters = letterHeight(excluding: word, in: words, unit: unit)
        let gap = Double(word.box.minX - previous.box.maxX) / letters
        return gap >= 0 && (gap >= apartGap || Double(word.box.height) / letters >= tallRatio)
    }

    /// What a glyph ending a name's first line is. The icon is drawn about as far from the name as
    /// a word space (word gaps inside names measure up to 0.70 text heights, the icon's from 0.4),
    /// so distance alone decides only beyond every word gap; shape decides the preference.
    static func trailingVerdict(
        _ word: PageText.Word, after previous: PageText.Word, in words: [PageText.Word], unit: Double, icons: PageIcons = PageIcons(),
        continues: Bool = false
    ) -> Verdict {
        guard isGlyph(word) else { return .text }
        let letters = letterHeight(excluding: word, in: words, unit: unit)
        let gap = Double(word.box.minX - previous.box.maxX) / letters
        let tall = Double(word.box.height) / letters >= tallRatio
        // An icon is drawn beside the name, never over it, so a glyph overlapping the word before
        // it is more likely that word's own text read with a loose box; but Tesseract also
        // stretches the word's box over the icon's ink ("St" 36 px wide for two letters, ending
        // over the "å" after "72 St"), so it is not certain: the feed decides.
        if gap < 0 { return .likelyText }
        // A dash or a dot is far flatter than the icon's square.
        let iconSized = Double(min(word.box.width, word.box.height)) >= iconSideRatio * letters
        // Barely read, a symbol or a lone small letter ("å") is the icon: names are written in
        // capitalised words and numbers. A capital or a digit may be the name's own, read poorly
        // ("Progress Rd S3" at 13, a stop code before a wrap): the preferred reading drops it and
        // the feed may take it back.
        if word.confidence < lowConfidence {
            return isIconLike(word.text) && (iconSized || !continues) ? .icon : .likelyIcon
        }
        if icons.isEcho(word, endingLine: words, letters: letters) { return .icon }
        if isSymbol(word.text) {
            // A name never ends on "&" or "@"; it may end a line it wraps from ("SW 11th &").
            // A name never ends on "&" or "@"; a few end on a dash, far flatter than the icon.
            if !continues { return iconSized ? .icon : .likelyIcon }
            // A connector first, however far.
            guard iconSized else { return .likelyText }
            // Taller than the letters is likely the icon (icons measure 1.2 letter heights at the
            // median) but not certain (an "&" in a name measures up to 1.08).
            if gap > widestWordGap { return .icon }
            // The icon is a picture OCR reads poorly; an "&" typed in the name reads as well as its
            // letters, at their height, however wide the space before it.
            if !tall && word.confidence >= wellRead { return .likelyText }
            return gap >= apartGap || tall ? .likelyIcon : .likelyText
        }
        // Two letters or digits ("07", "72", "1a") are a name's number more often than an icon,
        // which is one shape.
        if word.text.allSatisfy({ $0.isLetter || $0.isNumber }), word.text.count == 2 { return .likelyText }
        // Only after a word of the name (two or more characters), never between single capitals.
        let wide = previous.text.count >= 2
            && characterWidth(excluding: word, in: words).map { Double(word.box.width) >= wideRatio * $0 } ?? false
        let tolerance = max(2, sameSize * letters)
        let likeIcon = icons.symbols.contains {
            $0 != word.box && abs(Double($0.width - word.box.width)) <= tolerance
                && abs(Double($0.height - word.box.height)) <= tolerance
        }
        // Names are written in capitalised words and numbers ("Terminal A"); a lone small letter
        // ("å", "a") is more likely the icon read as one. Only the preference: the feed decides.
        let small = word.text.count == 1 && word.text.allSatisfy(\.isLowercase)
        return gap >= farGap || (gap >= apartGap && (tall || wide || likeIcon || small)) ? .likelyIcon : .likelyText
    }

    /// What a glyph starting a name's line is. Nothing but the timeline's marks is drawn before a
    /// name, and they lie left of the column where route lines start.
    static func leadingVerdict(
        _ word: PageText.Word, before next: PageText.Word, in words: [PageText.Word], unit: Double, columnLeft: Int?
    ) -> Verdict {
        // Whatever lies wholly in the margin left of the column is the timeline's, however OCR
        // read it ("fe)" for a dot).
        if let columnLeft, word.box.maxX <= columnLeft { return .icon }
        guard isGlyph(word.text) else { return .text }
        let letters = letterHeight(excluding: word, in: words, unit: unit)
        let gap = Double(next.box.minX - word.box.maxX) / letters
        let leftOfColumn = columnLeft.map { Double($0 - word.box.minX) >= apartGap * letters } ?? false
        let odd = word.confidence < lowConfidence || gap >= farGap
        // A wrapped name's line may start with its own "&" ("NE Broadway" + "& 2nd"): only a symbol
        // left of the column, barely read, or far from the next word is the timeline's.
        if isSymbol(word.text) { return leftOfColumn || odd ? .icon : .text }
        // A number or letter at the column's edge ("72 St") is the name's own, even read poorly;
        // reaching into the margin, it is more likely the dot.
        if leftOfColumn { return .likelyIcon }
        return odd ? .likelyText : .text
    }

    /// The name's last line without a trailing symbol: a name never ends on "&" or "@" (a connector
    /// such as "NE 7th &" only ends a line when the name wraps on), so there it is the icon even
    /// when it sits as close as a word would (a small desktop font). A dash is far flatter than
    /// the icon and a few names do end on one ("Col. Moctezuma -"): the text reading keeps it.
    static func withoutFinalSymbol(_ segment: TextSegment, reading: Reading = .preferred) -> TextSegment? {
        let words = segment.words
        guard words.count >= 2, let last = words.last, isGlyph(last.text), isSymbol(last.text) else {
            return segment
        }
        let letters = letterHeight(excluding: last, in: words, unit: Double(max(segment.height, 1)))
        let iconSized = Double(min(last.box.width, last.box.height)) >= iconSideRatio * letters
        if !iconSized && reading == .asText { return segment }
        return TextSegment(words: Array(words.dropLast()))
    }

    /// "OSquare" → "Square", "O16th" → "16th", "ỌOSanta" → "Santa": a word that starts left of the
    /// column by half a text height or more has the timeline's dot glued on, read as one to three
    /// characters. How many is read from the word's shape: names are written in capitalised words,
    /// so the fewest characters after which the rest starts like one ("Santa", "TAMIEN", "16th",
    /// not "OSanta" or "sSan") are the mark; when no cut gives such a start but the word as read
    /// has one ("Avenida"), nothing is glued on. The word as read is the text reading, so the feed
    /// can still take "OSquare" if a stop is named so.
    static func withoutGluedMark(
        _ word: PageText.Word, columnLeft: Int, unit: Double, reading: Reading = .preferred
    ) -> PageText.Word? {
        let characters = Array(word.text)
        let offset = Double(columnLeft - word.box.minX)
        guard characters.count >= 2, offset >= apartGap * unit, reading != .asText else { return nil }
        let cuts = 1...min(maxGluedMark, characters.count - 1)
        guard let count = cuts.first(where: { startsLikeAWord(characters[$0...]) })
            ?? (startsLikeAWord(characters[...]) ? nil : 1)
        else { return nil }
        var box = word.box
        box.x = min(columnLeft, box.maxX - 1)
        box.width = word.box.maxX - box.x
        let text = String(characters.dropFirst(count))
        // The runners-up of the glyphs kept (one glyph changed each: the same characters are the mark).
        let alternatives = word.alternatives.filter { $0.count == characters.count }.map { String($0.dropFirst(count)) }
            .filter { $0 != text }
        return PageText.Word(text: text, box: box, confidence: word.confidence, alternatives: alternatives)
    }

    /// The most characters OCR has made of the timeline's dot glued to a name ("ObB" in "ObBSo.").
    static let maxGluedMark = 3

    /// A capital or a digit, not followed by a capital and then a small letter ("Santa", "TAMIEN",
    /// "16th", "St."; not "OSanta", "sSan").
    private static func startsLikeAWord(_ text: ArraySlice<Character>) -> Bool {
        let start = Array(text.prefix(3))
        guard let first = start.first, first.isUppercase || first.isNumber else { return false }
        if start.count == 3, start[1].isUppercase, start[2].isLowercase { return false }
        return true
    }
}
