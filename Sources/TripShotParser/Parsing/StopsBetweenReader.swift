/// Reads "Show 3 Stops in Between" / "Show 1 Stop in Between" (the count's digit may come out of OCR
/// as a look-alike: `DigitLookAlikes`).
enum StopsBetweenReader {
    /// A count word at most this many text heights wide holds one glyph, whatever OCR read in it.
    /// Measured on the generated corpus (seeds 6 and 12-17, every "Show N Stops" line whose
    /// count read as digits): one digit is at most 0.92 of its height wide (1,654 counts, the
    /// 99th percentile 0.83), two digits at least 1.0 ("11", 424 counts); the cut lies between.
    static let oneGlyphWidth = 0.96

    static func read(_ text: String) -> Int? {
        read(text, lookAlikes: true)
    }

    /// The count of a count line whose count word is one glyph wide but reads as more ("ć6", 24 px
    /// wide at 37 px high: one "6" read twice, once as a look-alike that is no digit; "§8"), as the
    /// digits its characters read as, each once, digits before look-alikes, the first preferred
    /// and the others kept for the schedule to decide; nil when the word is not one glyph wide or
    /// no character is a digit. Read before the text, which would take "ó6" for 66.
    static func readOneGlyph(_ segment: TextSegment) -> Located<Int>? {
        let words = segment.words
        guard let show = words.firstIndex(where: { isShow($0.text) }),
            show + 2 < words.count, words[show + 2].text.lowercased().hasPrefix("stop")
        else { return nil }
        let count = words[show + 1]
        let glyphs = count.text.filter(isCountGlyph)
        // The height in the line's letters: a word's box may be stretched down by ink under it (the
        // link's underline: "10" in a 46x60 box beside a "Show" 40 high), never made narrower.
        let height = min(count.box.height, words[show].box.height)
        let oneGlyphWide = Double(count.box.width) <= oneGlyphWidth * Double(max(height, 1))
        guard glyphs.count >= 2, oneGlyphWide else { return nil }
        // Glyphs read as digits first, then look-alikes: the recogniser's digit is its own reading.
        var digits: [Int] = []
        for glyph in glyphs.filter(\.isNumber) + glyphs.filter({ !$0.isNumber }) {
            if let digit = DigitLookAlikes.digits(String(glyph)).flatMap({ Int($0) }), !digits.contains(digit) {
                digits.append(digit)
            }
        }
        guard let first = digits.first else { return nil }
        return Located(first, box: segment.box, alternatives: Array(digits.dropFirst()))
    }

    private static func read(_ text: String, lookAlikes: Bool) -> Int? {
        guard let kept = countToken(text) else { return nil }
        return lookAlikes ? DigitLookAlikes.digits(kept).flatMap { Int($0) } : Int(kept)
    }

    /// The count's token of a "Show N Stops" text, without what cannot be its digits (the link's
    /// underline read as "_" beside it: "_5"); nil when the text is no count line.
    private static func countToken(_ text: String) -> String? {
        let tokens = text.split(whereSeparator: \.isWhitespace).flatMap { withSpaceBeforeStop($0.lowercased()) }
        guard let show = tokens.firstIndex(where: isShow),
            show + 2 < tokens.count,
            tokens[show + 2].hasPrefix("stop")
        else { return nil }
        return String(tokens[show + 1].filter(isCountGlyph))
    }

    /// Whether a word's letters are "Show", or "Show" with one or two letters glued before it: the
    /// link's chevron or the rail's ring drawn just before the word is read into it ("sShow").
    static func isShow(_ word: some StringProtocol) -> Bool {
        let letters = word.lowercased().filter(\.isLetter)
        return letters.hasSuffix("show") && letters.count <= "show".count + 2
    }

    /// What in a count's word may be its digit: letters, digits and the symbols that are digits'
    /// look-alikes (`DigitLookAlikes`); the link's underline ("_5") is not.
    private static func isCountGlyph(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "|§$".contains(character)
    }

    /// `token` (lowercased) cut before a "stop" its count was glued to ("1stop": the space between
    /// them is a measured blank, which small sizes shrink to nothing), else as it is. The glued
    /// word's "S" may itself read as one of its look-alikes ("15top" is "1Stop": "§", "$" and "5"
    /// are an S's shapes as much as a 5's).
    private static func withSpaceBeforeStop(_ token: String) -> [String] {
        func isCount(_ text: Substring) -> Bool {
            text.allSatisfy { !$0.isLetter || DigitLookAlikes.digits(String($0)) != nil }
        }
        if let stop = token.indices.dropFirst().first(where: { token[$0...].hasPrefix("stop") }),
            isCount(token[..<stop])
        {
            return [String(token[..<stop]), String(token[stop...])]
        }
        if let top = token.indices.dropFirst(2).first(where: { token[$0...].hasPrefix("top") }),
            "5§$".contains(token[token.index(before: top)]), isCount(token[..<token.index(before: top)])
        {
            return [String(token[..<token.index(before: top)]), "s" + token[top...]]
        }
        return [token]
    }

    /// The count of a count line (`isCountLine`), with how it was repaired when it is not read as
    /// printed; nil when it does not read. In order:
    /// - a count word one glyph wide (`readOneGlyph`);
    /// - digits as printed;
    /// - a count read through a look-alike ("§" for 5): the digits the recogniser's runners-up
    ///   read there come first ("§" with "8" weighed under it: on the generated corpus, seeds 6
    ///   and 12-19, each of the 17 one-glyph counts read as a symbol or letter whose runners-up
    ///   held a digit was that digit), the look-alike's after;
    /// - none reads: the one count the runners-up agree on ("Show ? Stops" with "9" weighed),
    ///   digits weighed as digits first, then their look-alikes ("O" as 0).
    static func readCount(_ segment: TextSegment) -> (count: Located<Int>, repair: String?)? {
        if let count = readOneGlyph(segment) { return (count, "one glyph wide, read twice") }
        if let count = read(segment.text, lookAlikes: false) { return (Located(count, box: segment.box), nil) }
        let digits = runnersUp(of: segment, lookAlikes: false)
        let lookAlikes = countToken(segment.text).map { DigitLookAlikes.readings($0).compactMap { Int($0) } } ?? []
        if !lookAlikes.isEmpty {
            let readings = digits + lookAlikes.filter { !digits.contains($0) }
            let count = Located(readings[0], box: segment.box, alternatives: Array(readings.dropFirst()))
            let repair: String? =
                readings == [lookAlikes[0]] ? nil
                : digits.contains(where: { !lookAlikes.contains($0) }) ? "the recogniser's second choice before the look-alike"
                : "a look-alike of either digit"
            return (count, repair)
        }
        for counts in [digits, runnersUp(of: segment, lookAlikes: true)] where !counts.isEmpty {
            guard counts.count == 1 else { return nil }
            return (Located(counts[0], box: segment.box), "the recogniser's second choice")
        }
        return nil
    }

    /// The counts the runners-up of `segment`'s words read as, in the order of their spellings.
    private static func runnersUp(of segment: TextSegment, lookAlikes: Bool) -> [Int] {
        RunnerUps.values(of: segment) { read($0, lookAlikes: lookAlikes) }.map(\.value)
    }

    /// Whether the text is a "Show N Stops in Between" line, whether or not its count reads ("Show ?
    /// Stops in Between"): a count the page shows but OCR garbled is reported, not taken for none.
    /// Its "Stops" can be garbled too ("Show ó 5fops in Between"): a "Show" whose line ends in
    /// "Between" (a layout word, up to one letter off) is the same line.
    static func isCountLine(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace).flatMap { withSpaceBeforeStop($0.lowercased()) }
            .map { $0.filter(\.isLetter) }
        guard let show = tokens.firstIndex(where: isShow) else { return false }
        if tokens.dropFirst(show + 1).prefix(2).contains(where: { $0.hasPrefix("stop") }) { return true }
        return tokens.count >= show + 3 && LayoutWord.reads(tokens[tokens.count - 1], as: "between")
    }

    /// "Between" alone: the second line of a wrapped "Show N Stops in Between".
    static func isTail(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased().filter(\.isLetter) }
        return !words.isEmpty && words.allSatisfy { $0 == "in" || $0 == "between" }
    }
}
