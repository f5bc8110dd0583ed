/// Reads the page's date: "Monday, March 17, 2025", "March 17, 2025", "Mon, Mar 17 2025".
enum ShownDateReader {
    static let months = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    /// The first "MONTH DAY, YEAR" in `text`, or nil. Any mark between the parts separates them:
    /// at small sizes OCR reads the comma as a full stop ("Saturdav. October 20. 2018").
    static func read(_ text: String) -> ShownDate? {
        let tokens = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { String($0) }
        for index in tokens.indices where index + 2 < tokens.count {
            guard let month = month(named: tokens[index]),
                let day = Int(tokens[index + 1]), (1...31).contains(day),
                let year = Int(tokens[index + 2]), (1900...2999).contains(year)
            else { continue }
            return ShownDate(year: year, month: month, day: day)
        }
        return nil
    }

    /// 1...12 for a month's name or its first three letters ("Mar", "Mar.").
    static func month(named token: String) -> Int? {
        let word = token.lowercased().filter(\.isLetter)
        guard word.count >= 3 else { return nil }
        if let full = months.firstIndex(of: word) { return full + 1 }
        if word.count <= 4, let short = months.firstIndex(where: { $0.hasPrefix(word) }) { return short + 1 }
        return nil
    }
}
