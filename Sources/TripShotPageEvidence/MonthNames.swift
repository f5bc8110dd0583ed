import TripShotStopNames

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
        for (name, month) in long where OneSlip.oneEdit(letters, name) {
            if let found, found != month { return nil }
            found = month
        }
        return found
    }

    /// The names of `slipLength` letters or more, as scalars.
    private static let long: [([Unicode.Scalar], Int)] = LabelWords.months
        .filter { $0.key.count >= slipLength }
        .map { (Array($0.key.unicodeScalars), $0.value) }
}
