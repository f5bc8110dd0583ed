/// A month's name as a date writes it beside its day ("19 marca", "March 17"), read through one
/// OCR slip ("19 martca"): a letter added, lost or changed. Only for words of five letters or more
/// (shorter ones, "mar", "mai", "juin", are a slip from too many words), only beside a day's number
/// (the callers' rule), and only when every name one slip away is of one month: "junio" and
/// "julio" are one slip apart, so a word one slip from both names neither.
enum MonthNames {
    static let slipLength = 5

    /// The month `word` (folded, letters only) names, exactly or through one slip.
    static func month(_ word: String) -> Int? {
        if let exact = LabelWords.months[word] { return exact }
        guard word.count >= slipLength else { return nil }
        let letters = Array(word.unicodeScalars)
        var found: Int?
        for (name, month) in long where oneEdit(letters, name) {
            if let found, found != month { return nil }
            found = month
        }
        return found
    }

    /// The names of `slipLength` letters or more, as scalars.
    private static let long: [([Unicode.Scalar], Int)] = LabelWords.months
        .filter { $0.key.count >= slipLength }
        .map { (Array($0.key.unicodeScalars), $0.value) }

    /// Whether `a` becomes `b` by one letter added, lost or changed (not zero: exact names are
    /// found above).
    static func oneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        let (short, longer) = a.count <= b.count ? (a, b) : (b, a)
        guard longer.count - short.count <= 1 else { return false }
        var i = 0, j = 0, edits = 0
        while i < short.count, j < longer.count {
            if short[i] == longer[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if short.count == longer.count { i += 1 }
            j += 1
        }
        edits += (short.count - i) + (longer.count - j)
        return edits == 1
    }
}
