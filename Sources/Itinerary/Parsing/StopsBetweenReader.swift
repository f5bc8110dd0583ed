/// Reads "Show 3 Stops in Between" / "Show 1 Stop in Between" (the count's digit may come out of OCR
/// as a look-alike: `DigitLookAlikes`).
enum StopsBetweenReader {
    static func read(_ text: String) -> Int? {
        read(text, lookAlikes: true)
    }

    private static func read(_ text: String, lookAlikes: Bool) -> Int? {
        let tokens = text.split(whereSeparator: \.isWhitespace).flatMap { withSpaceBeforeStop($0.lowercased()) }
        guard let show = tokens.firstIndex(where: { $0.filter(\.isLetter) == "show" }),
            show + 2 < tokens.count,
            tokens[show + 2].hasPrefix("stop")
        else { return nil }
        // The count's look-alikes, and the link's underline read as "_" beside it ("_5").
        let kept = String(tokens[show + 1].filter { $0.isLetter || $0.isNumber || "|§$".contains($0) })
        return lookAlikes ? DigitLookAlikes.digits(kept).flatMap { Int($0) } : Int(kept)
    }

    /// `token` cut before a "stop" its count was glued to ("1stop": the space between them is a
    /// measured blank, which small sizes shrink to nothing), else as it is.
    private static func withSpaceBeforeStop(_ token: String) -> [String] {
        guard let stop = token.indices.dropFirst().first(where: { token[$0...].hasPrefix("stop") }),
            token[..<stop].allSatisfy({ !$0.isLetter || DigitLookAlikes.digits(String($0)) != nil })
        else { return [token] }
        return [String(token[..<stop]), String(token[stop...])]
    }

    /// The count of a count line that does not read ("Show ? Stops in Between"), from the
    /// recogniser's runners-up for its words (a "?" weighed as "9"): only when they give exactly
    /// one count, digits weighed as digits first, then their look-alikes ("O" as 0).
    static func readRunnersUp(_ segment: TextSegment) -> Int? {
        for lookAlikes in [false, true] {
            let counts = RunnerUps.values(of: segment) { read($0, lookAlikes: lookAlikes) }
            if !counts.isEmpty { return counts.count == 1 ? counts.first?.key : nil }
        }
        return nil
    }

    /// Whether the text is a "Show N Stops in Between" line, whether or not its count reads ("Show ?
    /// Stops in Between"): a count the page shows but OCR garbled is reported, not taken for none.
    static func isCountLine(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased().filter(\.isLetter) }
        guard let show = tokens.firstIndex(of: "show") else { return false }
        return tokens.dropFirst(show + 1).prefix(2).contains { $0.hasPrefix("stop") }
    }

    /// "Between" alone: the second line of a wrapped "Show N Stops in Between".
    static func isTail(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased().filter(\.isLetter) }
        return !words.isEmpty && words.allSatisfy { $0 == "in" || $0 == "between" }
    }
}
