/// Reads "Show 3 Stops in Between" / "Show 1 Stop in Between" (the count's digit may come out of OCR
/// as a look-alike: "l", "I" or "|" for 1, "O" for 0, "S", "§" or "$" for 5 - the classes the feed's
/// spelling key folds - and "ó" for 6, whose accent is the 6's stem: read so on generated pages in
/// counts and dates).
enum StopsBetweenReader {
    static func read(_ text: String) -> Int? {
        let tokens = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let show = tokens.firstIndex(where: { $0.filter(\.isLetter) == "show" }),
            show + 2 < tokens.count,
            tokens[show + 2].hasPrefix("stop")
        else { return nil }
        // The count's look-alikes, and the link's underline read as "_" beside it ("_5").
        let digits = String(tokens[show + 1].filter { $0.isLetter || $0.isNumber || "|§$".contains($0) }.map { c -> Character in
            switch c {
            case "o": return "0"
            case "l", "i", "|": return "1"
            case "s", "§", "$": return "5"
            case "ó": return "6"
            default: return c
            }
        })
        return Int(digits)
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
