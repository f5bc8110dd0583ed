/// The page's own words ("Depart", "Arrive", "Transfer"), recognised the way OCR delivers them: one
/// letter misread, dropped or added ("Arive:", "Depar:", "Depoart:", "Transter"). The page's
/// vocabulary is fixed and its words differ from each other in most of their letters, so one edit
/// cannot turn one into another; a name in the left column is never asked about.
enum LayoutWord {
    /// The fewest letters a word needs before one edit is forgiven (all the layout's words have 6+).
    static let forgivingLength = 6

    /// Whether `text`'s letters, lower-cased, are `word` (lower case) up to one edit.
    static func reads(_ text: String, as word: String) -> Bool {
        let letters = text.lowercased().filter(\.isLetter)
        if letters == word { return true }
        guard word.count >= forgivingLength else { return false }
        return editDistance(Array(letters), Array(word), atMost: 1) <= 1
    }

    /// The Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            // Every later row only grows from this one's smallest entry.
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
