import TripShotPageText
import TripShotParser

/// One word of the page with where it is: the unit every evidence reader works on.
public struct Token: Hashable, Sendable {
    /// The word as read.
    public var text: String
    /// Lower-cased, without the punctuation around it ("(34" -> "34", "Richtung:" -> "richtung").
    public var key: String
    /// `key` folded as the label words are written (`LabelWords.fold`), once per word: every
    /// evidence reader compares it with its lists, many of them for every word of a line.
    public var folded: String
    public var box: Box
    /// The page line it belongs to (`PageEvidence.lines`).
    public var line: Int
    /// The row (lines side by side) it belongs to, in reading order (`PageEvidence.rows`).
    public var row: Int

    /// True for a token that only separates ("|", "·", "–", "→").
    public var isSeparator: Bool { key.isEmpty && !text.isEmpty }
    /// The word a clock time is written with after it, "13:45 h", "18:25 Uhr", "14:50 hs", "18:25
    /// hrs": the time's own, no word of a name beside it.
    public var isClockWord: Bool { Self.clockWords.contains(folded) }
    static let clockWords: Set<String> = ["h", "hs", "hrs", "uhr"]
    /// A word counting stops after its number ("13 Halte", "(2 arrêts)", "5 paradas"); "Station",
    /// "Gare" and their like only when their number is bracketed, as they also name places ("52
    /// Station Rd").
    public func isStopUnit(afterBracket: Bool) -> Bool {
        LabelWords.stopUnits.contains(folded) && (afterBracket || !Self.placeUnits.contains(folded))
    }
    static let placeUnits: Set<String> = ["station", "gare", "stazione", "stacja", "estacion", "estacao", "statie"]
    /// "1.", "12)": a list item's number, when it opens its line.
    public var isListNumber: Bool {
        guard text.count >= 2, text.count <= 3, let mark = text.last, mark == "." || mark == ")" else { return false }
        return text.dropLast().allSatisfy(\.isNumber)
    }
}

/// A row of the page: lines whose boxes share most of their height, read left to right. Which time
/// belongs to which name is decided by rows (same row, the row above or below), never by columns.
public struct Row: Hashable, Sendable {
    public var box: Box
    /// Indexes into `PageEvidence.lines`, left to right.
    public var lines: [Int]
}

enum PageTokens {
    /// Characters that only frame or separate words.
    static func isMark(_ c: Character) -> Bool {
        !c.isLetter && !c.isNumber && c != ":" && c != "." && c != "'" && c != "/" && c != "-" && c != "&"
    }

    /// `text` lower-cased with marks stripped from both ends, and trailing full stops and dashes too.
    static func key(_ text: String) -> String {
        var view = Substring(text.lowercased())
        while let c = view.first, isMark(c) || c == "." || c == "-" || c == ":" || c == "/" { view.removeFirst() }
        while let c = view.last, isMark(c) || c == "." || c == "-" || c == ":" || c == "/" || c == "'" { view.removeLast() }
        return String(view)
    }

    /// The page's lines grouped into rows, top to bottom: a line joins a row when it shares at least
    /// half of the smaller height with the row's first line (a timeline's "6:25 PM" and its stop
    /// name beside it; a timetable's cells), otherwise it starts a new one.
    static func rows(of lines: [PageText.Line]) -> [Row] {
        let order = lines.indices.sorted { (lines[$0].box.midY, lines[$0].box.minX) < (lines[$1].box.midY, lines[$1].box.minX) }
        var rows: [Row] = []
        var anchors: [Box] = []
        for index in order {
            let box = lines[index].box
            if let last = anchors.last,
                2 * last.verticalOverlap(box) >= min(last.height, box.height)
            {
                rows[rows.count - 1].lines.append(index)
                rows[rows.count - 1].box = rows[rows.count - 1].box.union(box)
            } else {
                rows.append(Row(box: box, lines: [index]))
                anchors.append(box)
            }
        }
        for r in rows.indices { rows[r].lines.sort { lines[$0].box.minX < lines[$1].box.minX } }
        return rows
    }

    /// Every line's words as tokens, in reading order (row by row, left to right); a word holding a
    /// separator glued to it ("10:26|Frankfurt") is split there.
    static func tokens(of lines: [PageText.Line], rows: [Row]) -> [Token] {
        var result: [Token] = []
        for (rowIndex, row) in rows.enumerated() {
            for lineIndex in row.lines {
                let line = lines[lineIndex]
                let words = (line.words.isEmpty ? Segmenter.estimatedWords(of: line) : line.words)
                    .sorted { $0.box.minX < $1.box.minX }
                for word in words {
                    for part in split(word.text) {
                        let stripped = key(part)
                        result.append(
                            Token(
                                text: part, key: stripped, folded: LabelWords.fold(stripped), box: word.box, line: lineIndex,
                                row: rowIndex))
                    }
                }
            }
        }
        return result
    }

    /// Separator characters inside a word.
    static let separators: Set<Character> = ["|", "·", "•", "–", "—", "→", "►", "▸", "¦"]

    private static func split(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for c in word {
            if separators.contains(c) {
                if !current.isEmpty { parts.append(current) }
                parts.append(String(c))
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.filter { $0.contains { !$0.isWhitespace } }.flatMap(caseEnding)
    }

    /// "Maradana'dan" -> "Maradana", "'dan"; "17:50'de" -> "17:50", "'de": a name or a number with
    /// a Turkish case ending after its apostrophe (`LabelWords.turkishCaseEndings`) is the name or
    /// the number, so that it names its stop and reads as its time; the ending stays a word of its
    /// own. Only after a capitalised word of three letters or more (Turkish sets the apostrophe
    /// only after proper names) or a number: "l'Isle", "d'Orsay", "jusqu'à" are left whole.
    static func caseEnding(_ part: String) -> [String] {
        // A character equal to "'" or "’" is that scalar alone: a part with neither byte "'" nor
        // the last byte of "’" (0x99, E2 80 99 in UTF-8) holds neither.
        guard part.utf8.contains(where: { $0 == UInt8(ascii: "'") || $0 == 0x99 }) else { return [part] }
        guard let mark = part.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }) else { return [part] }
        let stem = part[..<mark], ending = part[part.index(after: mark)...]
        let letters = LabelWords.fold(String(ending.lowercased().filter(\.isLetter)))
        guard !letters.isEmpty, ending.drop(while: \.isLetter).allSatisfy({ !$0.isLetter && !$0.isNumber }),
            LabelWords.turkishCaseEndings.contains(letters)
        else { return [part] }
        let isNumber = stem.last?.isNumber == true && stem.allSatisfy { $0.isNumber || $0 == ":" || $0 == "." }
        let isName = stem.count >= 3 && stem.first?.isUppercase == true && stem.allSatisfy(\.isLetter)
        guard isNumber || isName else { return [part] }
        return [String(stem), String(part[mark...])]
    }
}
