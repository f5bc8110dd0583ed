/// Reads the page's date: "Monday, March 17, 2025", "March 17, 2025", "Mon, Mar 17 2025".
enum ShownDateReader {
    static let months = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]
    /// Sunday first, as `weekday(of:)` counts.
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The first "MONTH DAY, YEAR" in `text`, or nil. Any mark between the parts separates them:
    /// at small sizes OCR reads the comma as a full stop ("Saturdav. October 20. 2018").
    ///
    /// A date its printed weekday contradicts is not read. A month's name with one letter misread
    /// ("Auqust", "Mavy"), or a day read as a digit's look-alike ("September ó" for 6:
    /// `DigitLookAlikes`), is taken only when the page's weekday before it, itself read up to one
    /// letter off ("Sundav."), is that date's weekday: one edit
    /// may turn a month into another ("Mar"/"May"), a date and its weekday agree by chance once in
    /// seven.
    static func read(_ text: String) -> ShownDate? {
        let tokens = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { String($0) }
        for index in tokens.indices where index + 2 < tokens.count {
            let readDay = Int(tokens[index + 1])
            guard let day = readDay ?? DigitLookAlikes.digits(tokens[index + 1]).flatMap({ Int($0) }), (1...31).contains(day),
                let year = Int(tokens[index + 2]), (1900...2999).contains(year)
            else { continue }
            if readDay != nil, let month = month(named: tokens[index]) {
                let date = ShownDate(year: year, month: month, day: day)
                // A weekday printed before it that is not the date's says a digit was misread
                // ("Saturday. December 25. 2024" for the 28th): no date is read then, and the
                // recogniser's runners-up, or the feed's days, decide (`HeaderReader.dateWithNote`).
                let shownWeekdays = weekdays.indices.filter { day in tokens[..<index].contains { near($0, weekdays[day]) } }
                if !shownWeekdays.isEmpty, !shownWeekdays.contains(weekday(of: date)) { continue }
                return date
            }
            let months = readDay != nil ? nearMonths(tokens[index]) : (month(named: tokens[index]).map { [$0] } ?? [])
            for month in months {
                let date = ShownDate(year: year, month: month, day: day)
                let weekday = weekdays[weekday(of: date)]
                if tokens[..<index].contains(where: { near($0, weekday) }) { return date }
            }
        }
        return nil
    }

    /// The date of `text` only when the page's weekday before it agrees (`read` asks that only of
    /// a misread month or day): for a reading that is not the page's own text, such as a runner-up
    /// spelling.
    static func readWithItsWeekday(_ text: String) -> ShownDate? {
        guard let date = read(text) else { return nil }
        let weekday = weekdays[weekday(of: date)]
        let words = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.contains(where: { near($0, weekday) }) ? date : nil
    }

    /// 1...12 for a month's name or its first three letters ("Mar", "Mar.").
    static func month(named token: String) -> Int? {
        let word = token.lowercased().filter(\.isLetter)
        guard word.count >= 3 else { return nil }
        if let full = months.firstIndex(of: word) { return full + 1 }
        if word.count <= 4, let short = months.firstIndex(where: { $0.hasPrefix(word) }) { return short + 1 }
        return nil
    }

    /// The months whose full name is one edit from `token` (three letters or more).
    static func nearMonths(_ token: String) -> [Int] {
        months.indices.filter { near(token, months[$0]) }.map { $0 + 1 }
    }

    private static func near(_ token: String, _ word: String) -> Bool {
        let letters = Array(token.lowercased().filter(\.isLetter))
        return letters.count >= 3 && LayoutWord.editDistance(letters, Array(word), atMost: 1) <= 1
    }

    /// 0 (Sunday) ... 6 (Saturday), by Sakamoto's method on the proleptic Gregorian calendar.
    static func weekday(of date: ShownDate) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = date.month < 3 ? date.year - 1 : date.year
        return (year + year / 4 - year / 100 + year / 400 + offsets[date.month - 1] + date.day) % 7
    }
}
