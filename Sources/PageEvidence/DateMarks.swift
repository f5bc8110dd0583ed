import Itinerary
import PageText
import TripModel

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
}

enum DateReader {
    static func marks(in tokens: [Token]) -> [DateMark] {
        var marks: [DateMark] = []
        var byLine: [Int: [Int]] = [:]
        for (index, token) in tokens.enumerated() { byLine[token.line, default: []].append(index) }
        for line in byLine.keys.sorted() {
            let indexes = byLine[line]!
            let words = indexes.map { LabelWords.fold(tokens[$0].key) }
            let weekday = words.lazy.compactMap { LabelWords.weekdays[$0.filter(\.isLetter)] }.first
            for (position, index) in indexes.enumerated() {
                var found: (readings: [ShownDate], length: Int, ambiguous: Bool)?
                if let numeric = numeric(tokens[index].key) {
                    found = (numeric.readings, 1, numeric.ambiguous)
                } else if let worded = worded(Array(words[position...].prefix(4))) {
                    found = (worded.readings, worded.length, false)
                }
                guard let found, !found.readings.isEmpty else { continue }
                var (readings, ambiguous) = (found.readings, found.ambiguous)
                let length = found.length
                if let weekday {
                    let agreeing = readings.filter { $0.weekdayIndex == weekday }
                    if !agreeing.isEmpty { readings = agreeing }
                    ambiguous = ambiguous && readings.count > 1
                }
                let box = indexes[position..<min(indexes.count, position + length)].map { tokens[$0].box }
                    .reduce(tokens[index].box) { $0.union($1) }
                marks.append(DateMark(readings: readings, box: box, row: tokens[index].row, orderAmbiguous: ambiguous))
                break
            }
        }
        return marks
    }

    /// "2024-12-17", "17.12.2024", "12/17/2024", "17/12/24", "17-12-2024".
    static func numeric(_ key: String) -> (readings: [ShownDate], ambiguous: Bool)? {
        for separator: Character in ["-", ".", "/"] {
            let parts = key.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) }) else {
                continue
            }
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

    /// "17 March 2025", "March 17, 2025", "17. März 2025", "17 de marzo de 2025", "17 marca 2025":
    /// the folded words from a day or a month on; the readings and how many words they took.
    static func worded(_ words: [String]) -> (readings: [ShownDate], length: Int)? {
        let parts = words.filter { !["de", "del"].contains($0) }
        let skipped = words.count - parts.count
        guard parts.count >= 3 else { return nil }
        func year(_ text: String) -> Int? { Int(text).flatMap { (1900...2999).contains($0) ? $0 : nil } }
        func day(_ text: String) -> Int? { Int(text.filter(\.isNumber)).flatMap { (1...31).contains($0) ? $0 : nil } }
        func month(_ text: String) -> Int? { LabelWords.months[text.filter(\.isLetter)] }
        if let d = day(parts[0]), parts[0].first?.isNumber == true, let m = month(parts[1]), let y = year(parts[2]) {
            return ShownDate(year: y, month: m, day: d).checked.map { ([$0], 3 + skipped) }
        }
        if let m = month(parts[0]), parts[0].first?.isLetter == true, let d = day(parts[1]), let y = year(parts[2]) {
            return ShownDate(year: y, month: m, day: d).checked.map { ([$0], 3 + skipped) }
        }
        return nil
    }
}

extension ShownDate {
    /// Self when it is a real calendar date.
    var checked: ShownDate? { ShownDate(yyyymmdd: yyyymmdd) }
}
