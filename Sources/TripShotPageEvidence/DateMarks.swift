import TripShotPageText
import TripShotParser
import TripShotTrip

/// A date shown on the page, with every calendar date it may be: "2024-12-17" is one, "12/11/2024"
/// two (day or month first: the feed's service days decide), "Mo, 17.03.2025" one.
public struct DateMark: Hashable, Sendable {
    /// The dates the text may mean, most likely first; a weekday shown beside it has already
    /// removed those on another weekday.
    public var readings: [ShownDate]
    public var box: Box
    public var row: Int
    /// True when the day and month could be either way round (both 12 or less, slashes or dashes).
    public var orderAmbiguous: Bool
    /// A date shown without its year ("Fri 3/21", "ven. 21 mars"): (month, day) pairs, and the
    /// weekday shown with it (0 = Monday) if any; `readings` is then empty, and the feed's years
    /// give the year (`readings(inYears:)`).
    public var monthDays: [(month: Int, day: Int)] = []
    public var weekday: Int? = nil
    /// What the label before it on its line says the date is, nil when nothing says.
    public var label: Label? = nil

    public enum Label: Hashable, Sendable {
        /// A travel or validity label: "Travel date", "Reisedatum", "Fecha de viaje", "Válido em".
        case travel
        /// A "Date:" within two rows of a "From:" or "To:" block that shows no more of a mail: a
        /// mail's header, or a ticket's own fields ("From: Union Station" over "Date: 17.03.2025"),
        /// so it is the trip's day only when the page labels no other as that.
        case mail
        /// Certainly when a mail was sent or a ticket made, never when the trip runs: beside a sent
        /// word ("Sent", "Gesendet") or a made one ("Issued", "Printed"), or the "Date:" of a header
        /// block that a subject line or an address ("@") shows to be a mail's.
        case sent
    }

    /// The dates it may mean in `years` (a yearless date on its shown weekday only).
    public func readings(inYears years: ClosedRange<Int>) -> [ShownDate] {
        guard !monthDays.isEmpty else { return readings }
        return years.flatMap { year in
            monthDays.compactMap { ShownDate(year: year, month: $0.month, day: $0.day).checked }
        }.filter { date in weekday.map { date.weekdayIndex == $0 } ?? true }
    }

    public static func == (a: DateMark, b: DateMark) -> Bool {
        a.readings == b.readings && a.box == b.box && a.monthDays.map(\.month) == b.monthDays.map(\.month)
            && a.monthDays.map(\.day) == b.monthDays.map(\.day)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(readings)
        hasher.combine(box)
    }
}

enum DateReader {
    static func marks(in tokens: [Token]) -> [DateMark] {
        var marks: [DateMark] = []
        var byLine: [Int: [Int]] = [:]
        var byRow: [Int: [Int]] = [:]
        for (index, token) in tokens.enumerated() {
            byLine[token.line, default: []].append(index)
            byRow[token.row, default: []].append(index)
        }
        // Rows opening with an e-mail's "From:" or "Subject:": its header block; a mail's for sure
        // when one of them is a subject or holds an address ("Od: Tickets <noreply@...>").
        var mailConfirmed = false
        let headerRows = Set(
            byLine.values.compactMap { indexes -> Int? in
                let first = tokens[indexes[0]]
                guard first.text.hasSuffix(":"), LabelWords.mailHeader.contains(first.folded) else { return nil }
                if LabelWords.mailSubject.contains(first.folded) || indexes.contains(where: { tokens[$0].text.contains("@") }) {
                    mailConfirmed = true
                }
                return first.row
            })
        for line in byLine.keys.sorted() {
            // A table's label cell ("Date of travel" | "10.12.2026") is another line of the row.
            let first = tokens[byLine[line]![0]]
            let lead = byRow[first.row]!.filter { tokens[$0].line != line && tokens[$0].box.x < first.box.x }
            // A form's field label stacked over its value ("Date of journey" over "06/03/2026", as
            // tickets print their cells): the line just above, starting where this one starts,
            // with no digit of its own.
            var stacked: [Int] = []
            if let start = byRow[first.row - 1]?.first(where: {
                byLine[tokens[$0].line]![0] == $0 && abs(tokens[$0].box.x - first.box.x) <= first.box.height
            }), let label = byLine[tokens[start].line], !label.contains(where: { tokens[$0].text.contains(where: \.isNumber) }) {
                stacked = label
            }
            marks += Self.marks(onLine: byLine[line]!, in: tokens, headerRows: headerRows, lead: lead, stacked: stacked)
        }
        // A date wrapped across two lines of one column ("sábado, 12 de" / "diciembre de 2026"):
        // the end of a line read on into the start of the line just below it, when the lower line
        // starts where the upper one does; only a date that takes words from both lines is added.
        let lines = byLine.keys.sorted()
        for (upper, lower) in zip(lines, lines.dropFirst()) {
            let above = byLine[upper]!, below = byLine[lower]!
            let top = tokens[above[0]], next = tokens[below[0]]
            guard next.row == top.row + 1, abs(next.box.x - top.box.x) <= min(top.box.height, next.box.height) else { continue }
            let joined = Array(above.suffix(Self.wrapWords)) + Array(below.prefix(Self.wrapWords))
            for mark in Self.marks(onLine: joined, in: tokens, headerRows: headerRows)
            where mark.box.y < next.box.y && mark.box.y + mark.box.height > next.box.y + next.box.height / 2 {
                marks.append(mark)
            }
        }
        if mailConfirmed {
            for index in marks.indices where marks[index].label == .mail { marks[index].label = .sent }
        }
        return marks
    }

    /// Words taken from each side of a line break into a wrapped date: a weekday, a day and "de"
    /// above, the month, "de" and the year below.
    static let wrapWords = 4

    /// The date one line shows (the first found on it), or none.
    static func marks(
        onLine tokenIndexes: [Int], in tokens: [Token], headerRows: Set<Int>, lead: [Int] = [], stacked: [Int] = []
    ) -> [DateMark] {
        // Every reading below takes a day or a year from its words (`DateWords`): a line of
        // words without a digit shows no date, and a word is read only where what it needs is near.
        guard tokenIndexes.contains(where: { DateWords.mayHoldDigit(tokens[$0].folded) }) else { return [] }
        // A weekday the OCR glued to its day ("lör21", "Sa21.12.") is read as two words.
        let split = tokenIndexes.flatMap { index in
            (DateWords.mayHoldDigit(tokens[index].folded) ? gluedWeekday(tokens[index].folded) : nil)
                .map { [($0.weekday, index), ($0.rest, index)] } ?? [(tokens[index].folded, index)]
        }
        let words = split.map(\.0), indexes = split.map(\.1)
        let marks = DateWords(words)
        let labelIndexes = lead + tokenIndexes
        let label = Self.label(
            of: labelIndexes, in: tokens, words: labelIndexes.map { tokens[$0].folded }, headerRows: headerRows,
            stacked: stacked.map { tokens[$0].folded })
        let glued = split.count > tokenIndexes.count
        // Looked up only when a date is found, or a yearless one may be.
        lazy var weekday = words.lazy.compactMap { LabelWords.weekdays[$0.filter(\.isLetter)] }.first
        // A yearless date is read only beside its weekday, which then picks its year: the word
        // right before or after its words, signs between skipped ("Fr., 21.03.", "3/21 (Fri)").
        // A weekday elsewhere on the line is another word's ("Mai (thú Sáu 15/11)": Vietnamese
        // "thứ", folded, is English "Thu"; the two words beside the date are Friday).
        func weekdayBeside(_ position: Int, length: Int) -> Int? {
            var before = position - 1
            while before >= 0, !words[before].contains(where: { $0.isLetter || $0.isNumber }) { before -= 1 }
            var after = position + length
            while after < words.count, !words[after].contains(where: { $0.isLetter || $0.isNumber }) { after += 1 }
            func letters(_ at: Int) -> String? { words.indices.contains(at) ? words[at].filter(\.isLetter) : nil }
            // A two-word weekday first: "thứ Sáu 15/11" is Friday, not "thứ" read as "Thu".
            for (first, second) in [(before - 1, before), (after, after + 1)] {
                if let a = letters(first), let b = letters(second), let day = LabelWords.twoWordWeekday(a, b) { return day }
            }
            for at in [before, after] {
                if let word = letters(at), let day = LabelWords.weekdays[word] { return day }
            }
            return nil
        }
        // Each word's full-date reading, once: the check for a dated line and the reading share it.
        let fullDates = words.indices.map { position -> (readings: [ShownDate], length: Int, ambiguous: Bool)? in
            if marks.digit(at: position), let numeric = numeric(words[position]) { return (numeric.readings, 1, numeric.ambiguous) }
            if marks.year(within: position, words: 6), let worded = worded(Array(words[position...].prefix(6))) {
                return (worded.readings, worded.length, false)
            }
            return nil
        }
        // A date with its year on the line is read before a yearless one at an earlier word:
        // "mar, 29 ene 2019" is Tuesday 29 January ("mar" is Tuesday in Spanish and French),
        // not "mar 29", 29 March.
        let dated = fullDates.contains { $0 != nil }
        for (position, index) in indexes.enumerated() {
            let found = fullDates[position]
            guard let found, !found.readings.isEmpty else {
                if dated { continue }
                // Without a year: "3/21", "21/03", "21.03." beside a weekday; "21 mars", "March 21".
                // `monthDay` splits the word at a dot or a slash: only such a word asks for the weekday.
                let dotOrSlash = words[position].utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }
                let numbered = (marks.digit(at: position) && dotOrSlash
                    ? monthDay(words[position], weekdayShown: weekdayBeside(position, length: 1) != nil) : nil)
                    .map { (pairs: $0, length: 1) }
                guard let (pairs, length) = numbered
                    ?? (marks.day(within: position, words: 3) ? wordedMonthDay(Array(words[position...].prefix(4))) : nil),
                    !pairs.isEmpty
                else { continue }
                let weekday = weekdayBeside(position, length: length)
                // The box holds every word the date took, as a dated one's does: a yearless date
                // wrapped across a line break ("på fredag 14" / "mars:") then spans both lines.
                let box = indexes[position..<min(indexes.count, position + length)].map { tokens[$0].box }
                    .reduce(tokens[index].box) { $0.union($1) }
                return [
                    DateMark(
                        readings: [], box: box, row: tokens[index].row, orderAmbiguous: pairs.count > 1,
                        monthDays: pairs, weekday: weekday, label: label)
                ]
            }
            var (readings, ambiguous) = (found.readings, found.ambiguous)
            let length = found.length
            if let weekday {
                let agreeing = readings.filter { $0.weekdayIndex == weekday }
                // Glued digits may be misread with their glue: only a date its weekday confirms is taken.
                if glued, agreeing.isEmpty { return [] }
                if !agreeing.isEmpty { readings = agreeing }
                ambiguous = ambiguous && readings.count > 1
            }
            let box = indexes[position..<min(indexes.count, position + length)].map { tokens[$0].box }
                .reduce(tokens[index].box) { $0.union($1) }
            return [DateMark(readings: readings, box: box, row: tokens[index].row, orderAmbiguous: ambiguous, label: label)]
        }
        return []
    }

    /// "lor21" -> ("lor", "21"), "sa21.12" -> ("sa", "21.12"), "mo,17.03.2025": a weekday's name
    /// (two letters or more), its comma or dot if any, and a day's digits right after it, as OCR
    /// joins the two words across a narrow space.
    static func gluedWeekday(_ word: String) -> (weekday: String, rest: String)? {
        let letters = word.prefix(while: \.isLetter)
        var rest = word.dropFirst(letters.count)
        if rest.first == "," || rest.first == "." { rest = rest.dropFirst() }
        guard letters.count >= 2, rest.first?.isNumber == true, LabelWords.weekdays[String(letters)] != nil else { return nil }
        return (String(letters), String(rest))
    }

    /// A travel or validity word on the line or in its row's label cell wins ("Data da viagem:",
    /// "Válido em:", "Date of travel"); else a mail's sent word anywhere on the line ("· Sent 28
    /// Nov"), a date on a "From:" or "Subject:" line itself, or a line opening with "Date:" within
    /// two rows of one, is a mail's header (a "Date:" alone is as often the planner's own label,
    /// so it says nothing).
    static func label(
        of indexes: [Int], in tokens: [Token], words: [String], headerRows: Set<Int>, stacked: [String] = []
    ) -> DateMark.Label? {
        if words.contains(where: LabelWords.travelDate.contains) { return .travel }
        // "Booked 28/02" is when the booking was made, "Booked for 17/03" the day it is for.
        let made = words.indices.contains { index in
            LabelWords.documentMade.contains(words[index])
                && !(index + 1 < words.count && LabelWords.madeFor.contains(words[index + 1].filter(\.isLetter)))
        }
        if made || words.contains(where: LabelWords.mailSent.contains) { return .sent }
        // A label stacked over the date says travel or made in its words only.
        if stacked.contains(where: LabelWords.travelDate.contains) { return .travel }
        if stacked.contains(where: LabelWords.documentMade.contains) { return .sent }
        let first = tokens[indexes[0]]
        if headerRows.contains(first.row), first.text.hasSuffix(":"), LabelWords.mailHeader.contains(words[0]) { return .mail }
        guard first.text.hasSuffix(":"), LabelWords.mailDate.contains(words[0]) else { return nil }
        return headerRows.contains { abs($0 - first.row) <= 2 } ? .mail : nil
    }

    /// "2024-12-17", "17.12.2024", "12/17/2024", "17/12/24", "17-12-2024"; "19.03:2025" too
    /// (`colonForDot`).
    static func numeric(_ key: String) -> (readings: [ShownDate], ambiguous: Bool)? {
        let key = colonForDot(key)
        // Three parts need two of one separator: most words have none, and splitting them three
        // times over was a tenth of reading a page's evidence.
        var counts = (0, 0, 0)
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "-"): counts.0 += 1
            case UInt8(ascii: "."): counts.1 += 1
            case UInt8(ascii: "/"): counts.2 += 1
            default: break
            }
        }
        guard counts.0 == 2 || counts.1 == 2 || counts.2 == 2 else { return nil }
        for separator: Character in ["-", ".", "/"] {
            let parts = key.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            // ASCII digits only: `isNumber` holds for "١٧" and "²" too, which `Int` does not read,
            // and three parts must give three numbers.
            let digits = { (part: String) in !part.isEmpty && part.count <= 4 && part.allSatisfy { $0.isASCII && $0.isNumber } }
            guard parts.count == 3, parts.allSatisfy(digits) else { continue }
            let numbers = parts.compactMap { Int($0) }
            if parts[0].count == 4 {
                return ShownDate(year: numbers[0], month: numbers[1], day: numbers[2]).checked.map { ([$0], false) }
            }
            guard parts[2].count == 4 || parts[2].count == 2 else { return nil }
            let year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
            let dayFirst = ShownDate(year: year, month: numbers[1], day: numbers[0]).checked
            let monthFirst = ShownDate(year: year, month: numbers[0], day: numbers[1]).checked
            // Dots are written day first wherever they are used; slashes and dashes both ways.
            if separator == "." { return dayFirst.map { ([$0], false) } }
            let readings = [dayFirst, monthFirst].compactMap { $0 }
            let distinct = readings.count == 2 && readings[0] != readings[1]
            return readings.isEmpty ? nil : (distinct ? readings : [readings[0]], distinct)
        }
        return nil
    }

    /// A dotted date with one dot read as a colon ("19.03:2025", "19:03.2025"): OCR takes a dot
    /// with a speck of noise above it for a colon. Only with a dot kept and a four-digit year at an
    /// end, so that a clock ("19:03", "12:30:45") and a clock beside a number ("03:25.5") stay
    /// what they are.
    static func colonForDot(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: ".")), key.utf8.contains(UInt8(ascii: ":")) else { return key }
        let parts = key.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == ":" })
        guard key.contains("."), key.contains(":"), parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
            parts[0].count == 4 || parts[2].count == 4
        else { return key }
        return parts.joined(separator: ".")
    }

    /// "3/21" or "21/03" (both orders) and "21.03." (day first), only beside a weekday: alone, two
    /// numbers with a slash are as often a fraction or a count.
    static func monthDay(_ key: String, weekdayShown: Bool) -> [(month: Int, day: Int)]? {
        guard weekdayShown else { return nil }
        for separator: Character in [".", "/"] {
            let parts = key.split(separator: separator).map(String.init)
            guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }),
                let a = Int(parts[0]), let b = Int(parts[1])
            else { continue }
            var pairs: [(month: Int, day: Int)] = []
            if (1...12).contains(b), (1...31).contains(a) { pairs.append((b, a)) }
            if separator == "/", (1...12).contains(a), (1...31).contains(b), a != b { pairs.append((a, b)) }
            return pairs
        }
        return nil
    }

    /// "21 mars", "21. März", "March 21": a day and a month's name with no year after them; the
    /// pair and how many of `words` it took ("12 de diciembre": 3). A day between two months'
    /// names ("mar 7 de septiembre") is the second's: no language writes a month, its day and
    /// another month, and the first word is then a weekday that is also a month ("mar": Tuesday,
    /// March).
    static func wordedMonthDay(_ words: [String]) -> (pairs: [(month: Int, day: Int)], length: Int)? {
        let parts = words.filter { !["de", "del"].contains($0) }
        guard parts.count >= 2 else { return nil }
        let kept = words.indices.filter { !["de", "del"].contains(words[$0]) }
        let length = kept[1] + 1
        func day(_ text: String) -> Int? {
            text.allSatisfy(\.isNumber) ? Int(text).flatMap { (1...31).contains($0) ? $0 : nil } : nil
        }
        func month(_ text: String) -> Int? { MonthNames.month(text.filter(\.isLetter)) }
        if let d = day(parts[0]), let m = month(parts[1]) { return ([(m, d)], length) }
        if parts[0].count >= 3, let d = day(parts[1]), let m = month(parts[0]) {
            if parts.count >= 3, let next = month(parts[2]) { return ([(next, d)], kept[2] + 1) }
            return ([(m, d)], length)
        }
        return nil
    }

    /// "17 March 2025", "March 17, 2025", "17. März 2025", "17 de marzo de 2025", "17 marca 2025",
    /// "2025. március 17.": the folded words from a day, a month or a year on; the readings and how many words they took.
    static func worded(_ words: [String]) -> (readings: [ShownDate], length: Int)? {
        let parts = words.filter { !["de", "del"].contains($0) }
        let skipped = words.count - parts.count
        guard parts.count >= 3 else { return nil }
        func year(_ text: String) -> Int? { Int(text).flatMap { (1900...2999).contains($0) ? $0 : nil } }
        func day(_ text: String) -> Int? { Int(text.filter(\.isNumber)).flatMap { (1...31).contains($0) ? $0 : nil } }
        func month(_ text: String) -> Int? { MonthNames.month(text.filter(\.isLetter)) }
        func monthBetween(_ text: String) -> Int? {
            MonthNames.month(text.filter(\.isLetter), slipFrom: MonthNames.slipLengthBetweenDayAndYear)
        }
        if let d = day(parts[0]), parts[0].first?.isNumber == true, let m = monthBetween(parts[1]), let y = year(parts[2]) {
            return ShownDate(year: y, month: m, day: d).checked.map { ([$0], 3 + skipped) }
        }
        if parts[0].first?.isLetter == true, let d = day(parts[1]), let y = year(parts[2]), let m = month(parts[0]) {
            return ShownDate(year: y, month: m, day: d).checked.map { ([$0], 3 + skipped) }
        }
        // The year first, as Hungarian writes it ("2026. március 12."): with the month a name,
        // the order says itself.
        if let y = year(parts[0]), let m = month(parts[1]), let d = day(parts[2]), parts[2].first?.isNumber == true {
            return ShownDate(year: y, month: m, day: d).checked.map { ([$0], 3 + skipped) }
        }
        return nil
    }
}

/// What a line's words may give a date, judged once per word: every reading of `DateReader`
/// needs one of them near. `numeric` and `monthDay` read a word holding a digit (an ASCII digit,
/// which is all `Int` reads, or any non-ASCII character, read as before, not judged here);
/// `worded` needs a year (a number 1900...2999) among the six words it reads, `wordedMonthDay` a
/// day (a number 1...31, digits only) among its three.
struct DateWords {
    private let digits: [Bool]
    private let years: [Bool]
    private let days: [Bool]

    init(_ words: [String]) {
        digits = words.map(Self.mayHoldDigit)
        years = words.map { Int($0).map { (1900...2999).contains($0) } ?? false }
        days = words.map { $0.allSatisfy(\.isNumber) && Int($0).map { (1...31).contains($0) } ?? false }
    }

    static func mayHoldDigit(_ word: String) -> Bool {
        word.utf8.contains { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 >= 0x80 }
    }

    func digit(at position: Int) -> Bool { digits[position] }
    func year(within position: Int, words: Int) -> Bool { years[position..<min(years.count, position + words)].contains(true) }
    func day(within position: Int, words: Int) -> Bool { days[position..<min(days.count, position + words)].contains(true) }
}

extension ShownDate {
    /// Self when it is a real calendar date.
    var checked: ShownDate? { ShownDate(yyyymmdd: yyyymmdd) }
}
