/// Reads a time as a planner prints it: 24-hour "18:25" / "00:40", or 12-hour "6:25 p.m.",
/// "6:25 PM", "12:40 am". Forgives what OCR does to digits' shapes ("O" for 0, "l" for 1, a "."
/// or ";" for the colon) but nothing else: the whole text must be a time.
package enum ClockTimeReader {
    enum Meridiem: Sendable { case am, pm }

    /// The time, or nil when `text` is not a time. A 24-hour "24:40" (past midnight, as feeds
    /// write it) keeps its clock value 00:40.
    package static func read(_ text: String) -> ClockTime? {
        var body = Substring(text.filter { !$0.isWhitespace })
        var meridiem: Meridiem?
        if let found = trailingMeridiem(of: body) {
            meridiem = found.meridiem
            body = found.rest
        }
        let digits = body.map(digitShape)
        guard let colon = digits.firstIndex(where: { $0 == ":" || $0 == "." || $0 == ";" }) else { return nil }
        let hourText = String(digits[..<colon]), minuteText = String(digits[(colon + 1)...])
        guard (1...2).contains(hourText.count), minuteText.count == 2,
            let hour = Int(hourText), let minute = Int(minuteText), minute < 60
        else { return nil }
        switch meridiem {
        case nil:
            guard hour < 30 else { return nil }
            return ClockTime(hour: hour % 24, minute: minute)
        case .am?:
            guard (1...12).contains(hour) else { return nil }
            return ClockTime(hour: hour % 12, minute: minute)
        case .pm?:
            guard (1...12).contains(hour) else { return nil }
            return ClockTime(hour: hour % 12 + 12, minute: minute)
        }
    }

    /// The times `read` refuses that one misread glyph explains, for the place where the page prints
    /// a time (under a label; the caller warns), most likely first: a "T" standing for a "1" or a
    /// "7" ("T3:27", "T:23 AM"), or one glyph too many, a glyph read twice or a stray mark read as
    /// one ("9:338" is 9:38 or 9:33; "38:33 AM", no hour 38 on a 12-hour clock, is 8:33 or 3:33;
    /// "T7:01 AM", no hour 17 either, is 7:01). Which glyph is the extra one the page cannot say,
    /// so every reading is kept (a glyph that repeats its neighbour first, then from the left) and
    /// the page's other times and the resolver's schedule decide. Empty when `text` reads as it is
    /// or no one-glyph repair makes it a time.
    static func misreadings(_ text: String) -> [ClockTime] {
        if read(text) != nil { return [] }
        var readings: [ClockTime] = []
        // A "T" is a "1" or a "7" in small type (its bar is their top).
        for digit: Character in ["1", "7"] {
            guard let time = read(String(text.map { $0 == "T" ? digit : $0 })), !readings.contains(time) else { continue }
            readings.append(time)
        }
        var body = Substring(text.filter { !$0.isWhitespace })
        var suffix = ""
        if let found = trailingMeridiem(of: body) {
            suffix = String(body[found.rest.endIndex...])
            body = found.rest
        }
        let characters = Array(body)
        guard let colon = characters.firstIndex(where: { $0 == ":" || $0 == "." || $0 == ";" }) else { return readings }
        for part in partsWithAGlyphTooMany(characters, colon: colon, twelveHour: !suffix.isEmpty) {
            let doubled = part.filter { $0 > part.lowerBound && characters[$0] == characters[$0 - 1] }
            for position in doubled + part {
                var shorter = characters
                shorter.remove(at: position)
                if let time = read(String(shorter) + suffix), !readings.contains(time) { readings.append(time) }
            }
        }
        return readings
    }

    /// The hour and minute ranges of `characters` that a clock cannot show with the glyphs read
    /// but could with one fewer: three minute glyphs; an hour of three glyphs, of two with one no
    /// digit's shape ("T7"), or of two over 12 beside an "AM"/"PM".
    private static func partsWithAGlyphTooMany(_ characters: [Character], colon: Int, twelveHour: Bool) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        let hour = characters[..<colon].map(digitShape)
        let noHour = !hour.allSatisfy(\.isNumber) || (twelveHour && (Int(String(hour)) ?? 0) > 12)
        if hour.count == 3 || (hour.count == 2 && noHour) { parts.append(0..<colon) }
        if characters.count - colon - 1 == 3 { parts.append((colon + 1)..<characters.count) }
        return parts
    }

    /// "AM", "p.m.", "pm" at the end of `text` (spaces already removed), and what comes before it.
    /// The dots of "p.m." are the smallest marks on the page, and OCR reads them as whatever small
    /// mark it sees ("p-m.", "p,m", "p·m"), so any punctuation may stand where they do, and the "m"
    /// may come out more than once ("a:.-mMm.").
    static func trailingMeridiem(of text: Substring) -> (meridiem: Meridiem, rest: Substring)? {
        var letters = text
        dropMarks(&letters)
        guard let m = letters.last, m == "m" || m == "M" else { return nil }
        // The "m" read more than once where its dots blur into strokes ("a:.-mMm.").
        while let last = letters.last, last == "m" || last == "M" {
            letters = letters.dropLast()
            dropMarks(&letters)
        }
        guard let ap = letters.last else { return nil }
        let meridiem: Meridiem
        switch ap {
        case "a", "A": meridiem = .am
        case "p", "P": meridiem = .pm
        default: return nil
        }
        var rest = letters.dropLast()
        dropMarks(&rest)
        return (meridiem, rest)
    }

    /// Removes punctuation from the end: neither a letter, a digit nor a space.
    private static func dropMarks(_ text: inout Substring) {
        while let last = text.last, !last.isLetter, !last.isNumber, !last.isWhitespace { text = text.dropLast() }
    }

    /// A line that is only "AM"/"p.m." (a narrow column wraps it under the time).
    static func meridiemOnly(_ text: String) -> Meridiem? {
        let body = Substring(text.filter { !$0.isWhitespace })
        guard let found = trailingMeridiem(of: body), found.rest.isEmpty else { return nil }
        return found.meridiem
    }

    /// Letters OCR reads for digits in a time: O/o → 0, l/I/| → 1.
    private static func digitShape(_ c: Character) -> Character {
        switch c {
        case "O", "o": return "0"
        case "l", "I", "|": return "1"
        default: return c
        }
    }
}
