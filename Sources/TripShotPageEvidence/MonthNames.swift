import TripShotStopNames

/// A month's name as a date writes it beside its day ("19 marca", "March 17"), read through one
/// OCR slip ("19 martca"): a letter added, lost or changed. Only for words of five letters or more
/// (shorter ones, "mar", "mai", "juin", are a slip from too many words), only beside a day's number
/// (the callers' rule), and only when every name one slip away is of one month: "junio" and
/// "julio" are one slip apart, so a word one slip from both names neither. Between a day and a
/// year ("27 iuil. 2021") the word stands where only a month does, so four letters may slip too.
enum MonthNames {
    static let slipLength = 5
    static let slipLengthBetweenDayAndYear = 4

    /// The month `word` (folded, letters only) names, exactly or through one slip when it has
    /// `slipFrom` letters or more.
    static func month(_ word: String, slipFrom: Int = slipLength) -> Int? {
        if let exact = LabelWords.months[word] { return exact }
        guard word.count >= slipFrom else { return nil }
        let letters = Array(word.unicodeScalars)
        var found: Int?
        for (name, month) in names(from: slipFrom) where OneSlip.oneEdit(letters, name) {
            if let found, found != month { return nil }
            found = month
        }
        return found
    }

    /// The names a word of `length` letters or more may be one slip from (one letter fewer at
    /// least), as scalars.
    private static func names(from length: Int) -> [([Unicode.Scalar], Int)] { length >= slipLength ? long : fromFour }
    private static let long = named(from: slipLength)
    private static let fromFour = named(from: slipLengthBetweenDayAndYear)
    private static func named(from length: Int) -> [([Unicode.Scalar], Int)] {
        LabelWords.months.filter { $0.key.count >= length }.map { (Array($0.key.unicodeScalars), $0.value) }
    }
}
