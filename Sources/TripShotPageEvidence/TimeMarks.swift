import TripShotPageText
import TripShotParser

/// A clock time shown on the page: "6:25 PM", "ab 10:26", "18.25", "6h25", "7:05 p. m.".
public struct TimeMark: Hashable, Sendable {
    public enum Role: Hashable, Sendable { case departure, arrival }

    public var time: ClockTime
    public var box: Box
    public var row: Int
    /// Position in reading order among the page's tokens (of its first token).
    public var order: Int
    /// What a label before it says it is ("ab", "dep", "Llegada"), nil when nothing says.
    public var role: Role?
    /// One end of a "6:25 PM – 7:33 PM" summary line (the trip's start or end), nil otherwise.
    public var summaryEnd: SummaryEnd?

    public enum SummaryEnd: Hashable, Sendable { case start, end }

    /// A search's limit the page repeats ("dalle ore 05:00": trips from 05:00 on; "arrive by 9:00"),
    /// nil for any other time: the rider's query, no time of the trip (`TimeReader.limit`).
    public var limit: Limit?

    /// Which side of the trip a search's limit bounds.
    public enum Limit: Hashable, Sendable {
        /// Trips leaving at or after it ("dalle ore 05:00", "after 5:00 AM").
        case notBefore
        /// Trips arriving at or before it ("arrive by 9:00 AM").
        case notAfter
    }
}

enum TimeReader {
    /// Every time among `tokens`, a 12-hour time's "PM", "p.m." or "p. m." taken with it; and the
    /// "H:MM" a label says is a length ("Reistijd 0:35") as durations, those it says are a price
    /// ("Tarifa 6.00") as neither.
    static func marks(in tokens: [Token]) -> (marks: [TimeMark], used: Set<Int>, durations: [DurationMark]) {
        var marks: [TimeMark] = []
        var durations: [DurationMark] = []
        var used = Set<Int>()
        var index = 0
        while index < tokens.count {
            guard let (time, length) = time(at: index, in: tokens) else {
                index += 1
                continue
            }
            let box = tokens[index..<(index + length)].map(\.box).reduce(tokens[index].box) { $0.union($1) }
            if let label = NumberLabel.before(index, in: tokens, used: used) {
                if label == .duration {
                    // "Restid 25:10": a length past a day, which a clock's reading wraps.
                    let hours = Int(tokens[index].key.prefix(while: \.isNumber)) ?? 0
                    let minutes = time.minutesOfDay + (hours >= 24 ? 1440 : 0)
                    // Labelled the trip's length, it is no walk's or wait's whatever else its line says.
                    durations.append(DurationMark(minutes: minutes, box: box, row: tokens[index].row, isWalkOrWait: false))
                }
                for i in index..<(index + length) { used.insert(i) }
                index += length
                continue
            }
            marks.append(
                TimeMark(
                    time: time, box: box, row: tokens[index].row, order: index, role: role(before: index, in: tokens),
                    summaryEnd: nil, limit: limit(at: index, length: length, in: tokens)))
            for i in index..<(index + length) { used.insert(i) }
            index += length
        }
        durations += summaryLengths(&marks, tokens: tokens, used: used)
        markSummaries(&marks, tokens: tokens, used: used)
        return (marks, used, durations)
    }

    /// Four digits that read as a 24-hour time with its separator lost ("at 1929" for 19:29: OCR
    /// drops a colon's two small dots more often than a digit) or run into a dash ("10-47"),
    /// outside the page's times and dates,
    /// no price's, no part of a longer run of numbers ("4417 1929 0023"). Doubtful: as often a
    /// year, a train's number or part of a booking code, so the decoder tries them only when no
    /// trip explains the page by its plain times, and the schedule has to call at the stop named
    /// beside one at that minute.
    static func separatorLost(in tokens: [Token], used: Set<Int>, dates: [DateMark]) -> [TimeMark] {
        func isDigits(_ key: some StringProtocol) -> Bool {
            !key.isEmpty && key.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        // "1929", or "10-47": a colon's two dots run together into a dash.
        func hourAndMinute(_ token: Token) -> (Int, Int)? {
            if token.key.utf8.count == 4, isDigits(token.key) { return (Int(token.key.prefix(2))!, Int(token.key.suffix(2))!) }
            let parts = token.text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2, parts.allSatisfy(isDigits) else { return nil }
            return (Int(parts[0])!, Int(parts[1])!)
        }
        var marks: [TimeMark] = []
        for (index, token) in tokens.enumerated() where !used.contains(index) {
            guard let (hour, minute) = hourAndMinute(token) else { continue }
            guard hour < 24, minute < 60, !isPrice(index..<(index + 1), in: tokens) else { continue }
            let neighbours = [index - 1, index + 1].filter { tokens.indices.contains($0) && tokens[$0].line == token.line }
            guard !neighbours.contains(where: { isDigits(tokens[$0].key) }) else { continue }
            let inDate = dates.contains { $0.row == token.row && $0.box.minX <= token.box.minX && token.box.maxX <= $0.box.maxX }
            guard !inDate else { continue }
            marks.append(
                TimeMark(
                    time: ClockTime(hour: hour, minute: minute), box: token.box, row: token.row, order: index,
                    role: role(before: index, in: tokens), summaryEnd: nil))
        }
        return marks
    }

    /// The time starting at token `index` and how many tokens it takes (one to three: "7:05 p. m.").
    private static func time(at index: Int, in tokens: [Token]) -> (ClockTime, Int)? {
        let first = tokens[index]
        if let named = namedTimes[first.folded] { return (named, 1) }
        if let wrapped = wrappedTime(at: index, in: tokens) { return wrapped }
        // "1 h 48 min", "2h03 min": hours and minutes with a minute's unit after them are a
        // length, which no clock time writes.
        func isLength(_ length: Int) -> Bool {
            let after = index + length
            return after < tokens.count && tokens[after].line == first.line && LabelWords.minuteUnits.contains(tokens[after].folded)
        }
        // French "07 h 33": hour, "h", minutes as three words.
        if index + 2 < tokens.count, !isLength(3), tokens[index + 2].line == first.line, tokens[index + 1].key == "h",
            (1...2).contains(first.key.count), first.key.allSatisfy(\.isNumber), tokens[index + 2].key.count == 2,
            let time = ClockTimeReader.read(first.key + ":" + tokens[index + 2].key)
        {
            return (time, 3)
        }
        // "22 h03" and "23h 12": the same with one space, as OCR reads the narrow one.
        if index + 1 < tokens.count, tokens[index + 1].line == first.line, !isLength(2) {
            let joined = first.key + tokens[index + 1].key
            let parts = joined.split(separator: "h", omittingEmptySubsequences: false)
            if (first.key.hasSuffix("h") || tokens[index + 1].key.hasPrefix("h")), parts.count == 2,
                (1...2).contains(parts[0].count), parts[1].count == 2, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
                let time = ClockTimeReader.read(parts.joined(separator: ":"))
            {
                return (time, 2)
            }
        }
        guard first.text.contains(where: \.isNumber), first.text.contains(where: { $0 == ":" || $0 == "." || $0 == "h" }) else {
            return nil
        }
        for length in stride(from: 3, through: 1, by: -1) where index + length <= tokens.count {
            let part = tokens[index..<(index + length)]
            guard part.allSatisfy({ $0.line == first.line }) else { continue }
            var text = part.map(\.text).joined(separator: " ")
            text = length == 1 ? lookAlikeTime(text) ?? text : text
            text = withoutSentenceStop(strippedFrame(text))
            if length == 1 { text = hourLetter(text) }
            if part.contains(where: { $0.key.contains("h") }), isLength(length) { continue }
            if let time = ClockTimeReader.read(text) {
                // A 24-hour reading of the first token alone is right only when what follows is no meridiem.
                if !text.contains(":"), isPrice(index..<(index + length), in: tokens) { return nil }
                if let (wrapped, taken) = wrappedMeridiem(text, last: index + length - 1, in: tokens) { return (wrapped, length + taken) }
                if let split = splitMeridiem(text, last: index + length - 1, in: tokens) { return (split, length + 2) }
                return (time, length)
            }
        }
        return nil
    }

    /// "IZ:09", "l2:O5": a word of a clock time's shape whose digits OCR read as the letters of
    /// their shapes (I, l, i and | a 1's stroke, Z a 2, O a 0, S a 5), as photos of screens read;
    /// at least two real digits, so no word is a time by letters alone. The schedule decides.
    static func lookAlikeTime(_ word: String) -> String? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            word.filter(\.isNumber).count >= 2, word.contains(where: \.isLetter) || word.contains("|")
        else { return nil }
        let mapped = String(word.map { character -> Character in
            switch character {
            case "I", "l", "i", "|": "1"
            case "Z", "z": "2"
            case "O", "o": "0"
            case "S", "s": "5"
            default: character
            }
        })
        return mapped.allSatisfy({ $0.isNumber || $0 == ":" }) ? mapped : nil
    }

    /// Brackets and separators around a time: "(6:25", "10:26|" -> "6:25", "10:26".
    private static func strippedFrame(_ text: String) -> String {
        var view = Substring(text)
        while let c = view.first, !c.isNumber { view.removeFirst() }
        while let c = view.last, !c.isNumber, !c.isLetter, c != "." { view.removeLast() }
        return String(view)
    }

    /// "9:36." ending a sentence ("it gets there 9:36.", "um 9.36."): the full stop is the
    /// sentence's, not the time's. Not after a dotted day and month ("9.12.", how German and
    /// Swedish write 9 December): that stays a date's shape, as it is without the stop.
    static func withoutSentenceStop(_ text: String) -> String {
        guard text.hasSuffix("."), text.dropLast().last?.isNumber == true else { return text }
        let body = String(text.dropLast())
        guard ClockTimeReader.read(body) != nil else { return text }
        let parts = body.split(separator: ".")
        if !body.contains(":"), parts.count == 2, let day = Int(parts[0]), let month = Int(parts[1]),
            (1...31).contains(day), (1...12).contains(month)
        {
            return text
        }
        return body
    }

    /// "noon" and "midnight" as planners write them for 12:00 and 00:00, in the languages read.
    static let namedTimes: [String: ClockTime] = [
        "noon": ClockTime(hour: 12, minute: 0), "midday": ClockTime(hour: 12, minute: 0),
        "mezzogiorno": ClockTime(hour: 12, minute: 0), "midnight": ClockTime(hour: 0, minute: 0),
        "mitternacht": ClockTime(hour: 0, minute: 0), "medianoche": ClockTime(hour: 0, minute: 0),
        "meia-noite": ClockTime(hour: 0, minute: 0), "minuit": ClockTime(hour: 0, minute: 0),
        "mezzanotte": ClockTime(hour: 0, minute: 0), "middernacht": ClockTime(hour: 0, minute: 0),
    ]

    /// Signs and codes of a currency: "6.26 €", "$12.50", "12.50 zł" are prices, and a clock time
    /// never carries one, so a dotted number beside one is not read as a time.
    static let currencies: Set<String> = [
        "€", "$", "£", "¥", "eur", "usd", "gbp", "chf", "cad", "aud", "mxn", "brl", "pln", "zl", "zł", "kr", "r$", "us$",
    ]

    /// Whether the tokens of a dotted time ("6.26") hold or stand beside a currency on their line.
    private static func isPrice(_ range: Range<Int>, in tokens: [Token]) -> Bool {
        let line = tokens[range.lowerBound].line
        if tokens[range].contains(where: { token in currencies.contains { token.text.lowercased().contains($0) } }) { return true }
        return [range.lowerBound - 1, range.upperBound].contains { i in
            tokens.indices.contains(i) && tokens[i].line == line && currencies.contains(tokens[i].text.lowercased())
        }
    }

    /// "Sale Fairview St C281 (Forno Park) 11:32" with "p.m." alone on the next row: a 12-hour
    /// time ending its line and its meridiem, all its own line, opening the next row are one time
    /// a narrow column wrapped (GO's layout parser reads its wrapped "PM" so too). So is Spanish
    /// "p. m." whole on the next row, its two words all that line holds. "18:32" / "p.m." stays
    /// 18:32: no 12-hour clock shows 18. Returns the time and how many tokens its meridiem takes.
    private static func wrappedMeridiem(_ text: String, last: Int, in tokens: [Token]) -> (ClockTime, Int)? {
        let next = last + 1
        guard text.last?.isNumber == true, next < tokens.count, tokens[next].line != tokens[last].line,
            tokens[next].row == tokens[last].row + 1
        else { return nil }
        func endsLine(_ i: Int) -> Bool { i + 1 == tokens.count || tokens[i + 1].line != tokens[i].line }
        if endsLine(next) { return ClockTimeReader.read(text + tokens[next].text).map { ($0, 1) } }
        let m = next + 1
        guard ["a.", "p."].contains(tokens[next].text.lowercased()), tokens[m].text.lowercased() == "m.", endsLine(m) else {
            return nil
        }
        return ClockTimeReader.read(text + " " + tokens[next].text + " " + tokens[m].text).map { ($0, 2) }
    }

    /// "Sale Oakland Coliseum/Airport Amtrak 9:01 p." with "m." alone opening the next row: Spanish
    /// "p. m." (and "a. m.") is two words, and a narrow column may wrap between them as between a
    /// time and its meridiem. "m." alone on its line, or before a separator ("m. —> Franklin St", the
    /// compact line's arrow), is no other word; "9:01 p." without it stays 9:01 (Italian timetables
    /// write "p." for a departure).
    private static func splitMeridiem(_ text: String, last: Int, in tokens: [Token]) -> ClockTime? {
        let letter = last + 1, m = last + 2
        guard text.last?.isNumber == true, m < tokens.count, tokens[letter].line == tokens[last].line,
            ["a.", "p."].contains(tokens[letter].text.lowercased()), tokens[m].text.lowercased() == "m.",
            tokens[m].line != tokens[letter].line, tokens[m].row == tokens[letter].row + 1,
            m + 1 == tokens.count || tokens[m + 1].line != tokens[m].line || tokens[m + 1].isSeparator
        else { return nil }
        return ClockTimeReader.read(text + " " + tokens[letter].text + " " + tokens[m].text)
    }

    /// "Départ Metropark 17 h" with "29" starting the next row: an hour with its unit ending a line
    /// and two digits of minutes opening the next is one time a narrow column wrapped. So is "14"
    /// ending a line with "h 35" or "h35" opening the next: a wrap may fall on either space.
    private static func wrappedTime(at index: Int, in tokens: [Token]) -> (ClockTime, Int)? {
        let first = tokens[index]
        func endsLine(_ i: Int) -> Bool { i + 1 < tokens.count && tokens[i + 1].line != tokens[i].line }
        if let unitBelow = hourWithUnitBelow(at: index, in: tokens) { return unitBelow }
        var hourTokens = 1
        var hour = first.key
        if hour.hasSuffix("h") {
            hour.removeLast()
        } else if index + 1 < tokens.count, tokens[index + 1].line == first.line, tokens[index + 1].key == "h" {
            hourTokens = 2
        } else {
            return nil
        }
        let last = index + hourTokens - 1
        guard (1...2).contains(hour.count), hour.allSatisfy(\.isNumber), endsLine(last) else { return nil }
        let minutes = tokens[last + 1]
        guard minutes.row == first.row + 1, minutes.key.count == 2, minutes.key.allSatisfy(\.isNumber),
            !(last + 2 < tokens.count && tokens[last + 2].line == minutes.line
                && LabelWords.minuteUnits.contains(tokens[last + 2].folded)),  // "1 h" / "30 min": a duration
            let time = ClockTimeReader.read(hour + ":" + minutes.key)
        else { return nil }
        return (time, hourTokens + 1)
    }

    /// "14" ending a line, "h 35" or "h35" opening the next row's line (not "h 35 min", a length).
    private static func hourWithUnitBelow(at index: Int, in tokens: [Token]) -> (ClockTime, Int)? {
        let hour = tokens[index]
        guard (1...2).contains(hour.key.count), hour.key.allSatisfy(\.isNumber), index + 1 < tokens.count else { return nil }
        let unit = tokens[index + 1]
        guard unit.line != hour.line, unit.row == hour.row + 1, unit.key.hasPrefix("h") else { return nil }
        func sameLine(_ i: Int) -> Bool { i < tokens.count && tokens[i].line == unit.line }
        let minutes: String, length: Int
        if unit.key == "h", sameLine(index + 2) {
            (minutes, length) = (tokens[index + 2].key, 3)
        } else {
            (minutes, length) = (String(unit.key.dropFirst()), 2)
        }
        let after = index + length
        guard minutes.count == 2, minutes.allSatisfy(\.isNumber),
            !(sameLine(after) && LabelWords.minuteUnits.contains(tokens[after].folded)),
            let time = ClockTimeReader.read(hour.key + ":" + minutes)
        else { return nil }
        return (time, length)
    }

    /// French "6h25" as "6:25"; "18:25h" (a 24-hour time with the hour's letter after it) as "18:25".
    private static func hourLetter(_ text: String) -> String {
        if text.hasSuffix("h"), ClockTimeReader.read(String(text.dropLast())) != nil { return String(text.dropLast()) }
        let parts = text.split(separator: "h", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) })
        else { return text }
        return parts.joined(separator: ":")
    }

    /// Whether the time at `index` (`length` tokens) is a search's limit: a limit's word right
    /// before it ("after 5:00", "dalle ore 05:00", with up to two filler words between) or right
    /// after it in a language of postpositions ("5:00 után", "05:00'den sonra"), on its line.
    static func limit(at index: Int, length: Int, in tokens: [Token]) -> TimeMark.Limit? {
        let line = tokens[index].line
        func word(_ i: Int) -> String? { tokens.indices.contains(i) && tokens[i].line == line ? tokens[i].folded : nil }
        var before = index - 1
        while before >= index - 2, let filler = word(before), LabelWords.limitFillers.contains(filler) { before -= 1 }
        if let cue = word(before) {
            if LabelWords.notBeforeBefore.contains(cue) { return .notBefore }
            if LabelWords.notAfterBefore.contains(cue) { return .notAfter }
        }
        var after = index + length
        // A case ending split from the time keeps its apostrophe ("'den").
        if let ending = word(after).map({ String($0.drop { $0 == "'" || $0 == "\u{2019}" }) }),
            LabelWords.turkishCaseEndings.contains(ending) || LabelWords.limitFillers.contains(ending)
        {
            after += 1
        }
        if let cue = word(after) {
            if LabelWords.notBeforeAfter.contains(cue) { return .notBefore }
            if LabelWords.notAfterAfter.contains(cue) { return .notAfter }
        }
        return nil
    }

    /// The label right before the time, else the first word of its line ("Depart Union Station at 6:25").
    private static func role(before index: Int, in tokens: [Token]) -> TimeMark.Role? {
        func role(_ token: Token) -> TimeMark.Role? {
            let word = token.folded
            if LabelWords.departure.contains(word) { return .departure }
            if LabelWords.arrival.contains(word) { return .arrival }
            return nil
        }
        if index > 0, tokens[index - 1].line == tokens[index].line, let found = role(tokens[index - 1]) { return found }
        let line = tokens[index].line
        guard let start = tokens[..<index].lastIndex(where: { $0.line != line }).map({ $0 + 1 }) ?? (index > 0 ? 0 : nil),
            start < index
        else { return nil }
        return role(tokens[start])
    }

    /// Two times on one line with only a dash, "to", "bis", "a" or "à" between them, and no other
    /// word on the line but a duration: the trip's start and end, as a summary shows them. So too a
    /// departure's label and time then an arrival's ("Dép 05 h 50 Arr 06 h 27"): a departure and an
    /// arrival with no stop named between them.
    private static func markSummaries(_ marks: inout [TimeMark], tokens: [Token], used: Set<Int>) {
        for i in marks.indices.dropLast() where isSummary(marks[i], marks[i + 1], tokens: tokens, used: used) {
            marks[i].summaryEnd = .start
            marks[i + 1].summaryEnd = .end
        }
    }

    private static func isSummary(_ a: TimeMark, _ b: TimeMark, tokens: [Token], used: Set<Int>) -> Bool {
        guard tokens[a.order].line == tokens[b.order].line else { return false }
        let between = ((a.order + 1)..<b.order).filter { !used.contains($0) }.map { tokens[$0].folded }
        let joiners: Set<String> = ["", "-", "to", "bis", "a", "hasta", "ate", "do", "au"]
        let labelled = a.role == .departure && between.count == 1 && LabelWords.arrival.contains(between[0])
        return labelled || (between.count <= 1 && between.allSatisfy(joiners.contains))
    }

    /// "14:37 - 15:58 · 1:21 h": an "H:MM" right after a summary's end, only separators between, whose
    /// hours and minutes are the span from its start to its end is the trip's length as a German
    /// planner writes it, no third clock time (a clock reading equal to the span would be chance). One
    /// that is not the span stays a time, for the feed to explain or not.
    private static func summaryLengths(_ marks: inout [TimeMark], tokens: [Token], used: Set<Int>) -> [DurationMark] {
        var lengths: [DurationMark] = []
        var i = 0
        while i + 2 < marks.count {
            let (start, end, next) = (marks[i], marks[i + 1], marks[i + 2])
            let span = (end.time.minutesOfDay - start.time.minutesOfDay + 24 * 60) % (24 * 60)
            guard span > 0, next.time.minutesOfDay == span, tokens[next.order].line == tokens[end.order].line,
                ((end.order + 1)..<next.order).allSatisfy({ used.contains($0) || tokens[$0].isSeparator }),
                isSummary(start, end, tokens: tokens, used: used)
            else {
                i += 1
                continue
            }
            lengths.append(DurationMark(minutes: span, box: next.box, row: next.row, isWalkOrWait: false))
            marks.remove(at: i + 2)
            i += 2
        }
        return lengths
    }
}
