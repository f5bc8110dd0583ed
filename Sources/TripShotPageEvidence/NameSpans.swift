import TripShotPageText

/// A run of words that may name a stop: the words of a line between its times and separators,
/// with a few words at either end left off or not ("Get off at Square One", "Frankfurt(Main)Hbf
/// Gleis 19"). Whether it names one is the feed's question (its name index); this only offers the
/// runs, so a label word around a name never needs a list.
public struct NameSpan: Hashable, Sendable {
    public var text: String
    public var box: Box
    public var row: Int
    /// The last row it takes: a name wrapped onto the next line ends a row further down.
    public var lastRow: Int
    /// Reading order of its first token.
    public var order: Int
    /// Reading order of its last token (past `order + wordCount` for a name wrapped across a
    /// platform or a time left on its first row).
    public var lastOrder: Int
    /// How many words it holds: of two runs naming stops equally well, the longer explains more.
    public var wordCount: Int
    /// True for a line's whole run between its times and separators, nothing left off or joined.
    public var isWhole: Bool
    /// True when a direction word stands right before it ("toward Union Station"), or right after
    /// it in a language that writes the word after the name ("Kelenföld vasútállomás felé"): a
    /// headsign, where the vehicle goes, not a stop the rider is at on that row.
    public var namesDirection = false
    /// The first word of `text` (a run of letters and digits, `NameSpanReader.firstAndLastWords`),
    /// nil when it has none.
    public var firstWord: String?
    /// The last word of `text`, nil when it has none.
    public var lastWord: String?

    /// Whether the two runs hold a word in common: one place on the page, read two ways.
    public func sharesWords(with other: NameSpan) -> Bool { order <= other.lastOrder && other.order <= lastOrder }
}

enum NameSpanReader {
    /// Words left off at the start of a run ("Get off at", "Board the 21 at") and at its end
    /// ("Gleis 19", "Platform 3").
    static let leadingDrop = 4
    static let trailingDrop = 3
    /// Signs that stand apart inside stops' names, so never end a run.
    static let nameMarks: Set<String> = ["-", "(", ")"]

    static func spans(in tokens: [Token], skipping used: Set<Int>) -> [NameSpan] {
        // Whether each token is a direction word before a name ("toward") or after one ("felé"):
        // asked once per token, not again for every run it stands beside.
        let directionBefore = tokens.indices.map { LabelWords.isDirection($0, in: tokens) }
        let directionAfter = tokens.map { LabelWords.directionAfterName.contains($0.folded) }
        var pieces: [[Int]] = []
        var current: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            // A hyphen stays: names hold one ("Avenida Copilco - Copilco", "The Pier - Terminus Stop E");
            // so do brackets standing apart, as names write them too ("Andador Queretaro ( La Corona )").
            let separates = token.isSeparator && !Self.nameMarks.contains(token.text)
            let breaks = used.contains(index) || separates || directionBefore[index] || directionAfter[index]
            if breaks || (current.last.map { tokens[$0].line != token.line } ?? false) {
                if !current.isEmpty { pieces.append(current) }
                current = []
            }
            if !breaks { current.append(index) }
        }
        if !current.isEmpty { pieces.append(current) }
        // "North Ave / N A Ave", "Main St @ 5th Ave", "Bahnhof + ZOB": a "/", "@", "+" or "|" between
        // two runs of one line is how stop names write a crossing or a pair of places, so the runs
        // joined across it are offered too (the halves stay: a page may print only one of them).
        var joined: [[Int]] = []
        for piece in pieces {
            if let last = joined.last, let end = last.last, piece[0] == end + 2, tokens[end + 1].line == tokens[piece[0]].line,
                nameJoiners.contains(tokens[end + 1].text), !used.contains(end + 1)
            {
                joined[joined.count - 1] += [end + 1] + piece
            } else if let last = joined.last, let end = last.last, piece[0] == end + 1, continuesAfterAbbreviation(tokens, end) {
                joined[joined.count - 1] += piece
            } else {
                joined.append(piece)
            }
        }
        var spans: [NameSpan] = []
        // Each run offered once, with its span's index, or `refused` / `refusedWhole` where it may
        // name nothing. Most runs are consecutive tokens, known by their first token and count as
        // one Int (hashing an Int costs a fraction of hashing an array); a run that skips tokens (a
        // wrapped name) keeps its array. Sized once: a page offers hundreds. A run offered first as
        // a cut of a longer piece and later as a piece of its own (the run after a colon, between
        // quantities) is whole, whichever came first.
        var seenConsecutive = [Int: Int](minimumCapacity: 512)
        var seen: [[Int]: Int] = [:]
        let refused = -1, refusedWhole = -2
        func consecutiveKey(_ part: [Int]) -> Int? {
            for offset in part.indices.dropFirst() where part[offset] != part[offset - 1] + 1 { return nil }
            return part[0] * (tokens.count + 1) + part.count
        }
        // A run is its tokens joined by spaces: its counts and end words are its tokens', read
        // once per token, not once per run holding it.
        let reads = tokens.map { TokenRead($0.text) }
        let tokenBytes = tokens.map { Array($0.text.utf8) }
        func add(_ part: [Int], whole: Bool = false) {
            guard !part.isEmpty else { return }
            let key = consecutiveKey(part)
            func remember(_ state: Int) {
                if let key { seenConsecutive[key] = state } else { seen[part] = state }
            }
            if let at = key.map({ seenConsecutive[$0] }) ?? seen[part] {
                guard whole, at != refusedWhole else { return }
                if at >= 0 {
                    spans[at].isWhole = true
                    return
                }
                // Refused as a cut: a whole run is held to less (`mayName`), so it is read again.
            }
            remember(whole ? refusedWhole : refused)
            // Joined from the tokens' bytes, read once per token: the same text as joining the
            // strings (a space is one byte), at a fraction of String's cost per append.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(part.reduce(part.count - 1) { $0 + tokenBytes[$1].count })
            for (offset, index) in part.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: tokenBytes[index])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            var letters = 0, digits = 0, apart = true
            var firstWord: String?, lastWord: String?
            for index in part {
                let read = reads[index]
                apart = apart && read.standsApart
                letters += read.letters
                digits += read.digits
                if firstWord == nil { firstWord = read.firstWord }
                if let last = read.lastWord { lastWord = last }
            }
            if !apart {
                // A token whose characters join a space beside it: the run is read as its text.
                guard Self.mayName(text, whole: whole) else { return }
                (firstWord, lastWord) = Self.firstAndLastWords(text).map { ($0.0, $0.1) } ?? (nil, nil)
            } else {
                guard Self.mayName(letters: letters, digits: digits, whole: whole) else { return }
            }
            var box = tokens[part[0]].box
            for index in part { box = box.union(tokens[index].box) }
            let before = part[0] - 1, after = part[part.count - 1] + 1
            let namesDirection =
                (before >= 0 && tokens[before].line == tokens[part[0]].line && directionBefore[before])
                || (after < tokens.count && tokens[after].line == tokens[part[part.count - 1]].line && directionAfter[after])
            remember(spans.count)
            spans.append(
                NameSpan(
                    text: text, box: box, row: tokens[part[0]].row, lastRow: tokens[part[part.count - 1]].row, order: part[0],
                    lastOrder: part[part.count - 1], wordCount: part.count, isWhole: whole, namesDirection: namesDirection,
                    firstWord: firstWord, lastWord: lastWord))
        }
        // The runs between a piece's quantities are offered as pieces too (the piece stays: a
        // name may hold a number): "1. Walk 0.2 miles to Market St and Sawyer St" needs five
        // words left off before its name, "Market St and Sawyer St" none.
        let quantity = quantities(in: tokens)
        // The pieces as a set: a run is looked up among them, not compared with each.
        let pieceSet = Set(pieces)
        var between: [[Int]] = []
        var betweenSet = Set<[Int]>()
        for piece in pieces where piece.contains(where: quantity.contains) {
            var run: [Int] = []
            for index in piece + [-1] {
                if index >= 0 && !quantity.contains(index) { run.append(index); continue }
                if !run.isEmpty && run != piece && !pieceSet.contains(run) && betweenSet.insert(run).inserted { between.append(run) }
                run = []
            }
        }
        // The run before a remark in brackets ("Walk to the bus stop Hvannasund (about 2 min)"):
        // a name may hold brackets ("Frankfurt (Main) Hbf"), so the piece stays, and the run's
        // every ending is offered too, however many words lead to it ("Walk to the bus stop").
        for piece in pieces + between {
            guard let open = piece.firstIndex(where: { tokens[$0].text.hasPrefix("(") }), open > 0 else { continue }
            let before = Array(piece[..<open])
            for lead in 0..<before.count { add(Array(before[lead...]), whole: false) }
        }
        // A word ending in a colon inside a piece ends a label or a headsign before a name ("Dr.
        // Gálvez - Indios Verdes: Álvaro Obregón", seven words before the name): the run after it is
        // offered as a piece too (the piece stays: a name may hold a colon).
        for piece in pieces {
            for (at, index) in piece.enumerated().dropLast() where tokens[index].text.hasSuffix(":") {
                let rest = Array(piece[(at + 1)...])
                if !pieceSet.contains(rest), betweenSet.insert(rest).inserted { between.append(rest) }
            }
        }
        for piece in pieces + joined.filter({ !pieceSet.contains($0) }) + between {
            for lead in 0...min(leadingDrop, piece.count - 1) {
                for trail in 0...min(trailingDrop, piece.count - 1 - lead) {
                    add(Array(piece[lead..<(piece.count - trail)]), whole: lead == 0 && trail == 0)
                }
            }
        }
        // A name wrapped onto the next line ("Sheridan St" / "C224 - direction ..."): the run that
        // ends a line joined with each run that starts a line of the next row (a platform printed
        // further right on the first row makes no difference). Joined, the two are read as one
        // line's piece would be (a few words off its start and its end), and as a few words either
        // side of the break, for a name at the end of longer text ("Eje 3 Oriente Francisco Del" /
        // "Paso Y Troncoso - Del Recreo" is eleven words, all one stop's).
        // A time or a separator after it ("Partez de Circuito Interior - Avenida 14:43" over
        // "Universidad": a time set right of a wrapped name) does not keep it from ending its line.
        func endsItsLine(_ piece: [Int]) -> Bool {
            let last = piece[piece.count - 1]
            var next = last + 1
            while next < tokens.count, tokens[next].line == tokens[last].line {
                guard used.contains(next) || tokens[next].isSeparator else { return false }
                next += 1
            }
            return true
        }
        func startsItsLine(_ piece: [Int]) -> Bool { piece[0] == 0 || tokens[piece[0] - 1].line != tokens[piece[0]].line }
        // A line's runs joined across a "/" go on a name too ("De Colonos / Plaza").
        let starting = (pieces + joined.filter { !pieceSet.contains($0) }).filter(startsItsLine)
        // A line with a time (or other read mark) after its words ends the name there: it is the
        // name's own line ("Paso Y Troncoso - Del Recreo — 22:42"), the next row another's.
        func holdsATime(_ piece: [Int]) -> Bool {
            let line = tokens[piece[0]].line
            return used.contains { tokens[$0].line == line }
        }
        // A name's column: the rows it wraps onto start at one left edge, within a word's height.
        func sameColumn(_ a: [Int], _ b: [Int]) -> Bool {
            abs(tokens[a[0]].box.minX - tokens[b[0]].box.minX) <= max(tokens[a[0]].box.height, tokens[b[0]].box.height)
        }
        // A line's runs joined across a "/" end a line too ("North Ave / D Ave" over "N (Demo) 20h42").
        for piece in pieces + joined.filter({ !pieceSet.contains($0) }) where endsItsLine(piece) {
            let row = tokens[piece[0]].row
            // A platform printed right of the name's first line ("Cooksville GO Andén 19b" over
            // "Bus"): that line's name is the piece without it, a number or a word and its number.
            var firsts = [piece]
            if tokens[piece[piece.count - 1]].text.contains(where: \.isNumber) {
                for drop in 1...2 where piece.count > drop { firsts.append(Array(piece.dropLast(drop))) }
            }
            for next in starting where tokens[next[0]].row == row + 1 {
                // A long name wraps over more rows ("Eje 5 Sur Avenida De" / "Las Torres - Unión" /
                // "De Colonos / Plaza" / "Civica"): each next row's line opening in the column of the
                // one before, which its line ends; the rows between are taken whole.
                var rows = [next]
                while rows.count < wrapRows - 1, let last = rows.last, endsItsLine(last), !holdsATime(last),
                    let more = starting.filter({ tokens[$0[0]].row == tokens[last[0]].row + 1 && sameColumn($0, last) })
                        .max(by: { $0.count < $1.count })
                {
                    rows.append(more)
                }
                for first in firsts {
                    for tail in wrapLengths(first.count, dropped: leadingDrop) {
                        // Whole when nothing is left off either end: the first line's run from a
                        // label's colon ("Harrisburg: Trenton Amtrak" / "Staton 18:08"), the last
                        // line's up to its end or its time, as a line's run is. Not from the first
                        // line's start: every two rows of a page would make one, asked whatever its
                        // words (part E's cost); the colon says where a name starts.
                        let startsWhole = tail < first.count && tokens[first[first.count - tail - 1]].text.hasSuffix(":")
                        for depth in rows.indices {
                            let middle = rows[..<depth].flatMap { $0 }
                            for head in wrapLengths(rows[depth].count, dropped: trailingDrop) {
                                add(
                                    Array(first.suffix(tail)) + middle + Array(rows[depth].prefix(head)),
                                    whole: startsWhole && head == rows[depth].count)
                            }
                        }
                    }
                }
            }
        }
        return spans
    }

    /// Whether the line after token `end` goes on the name `end` ends: "STA." and "MESA" read as two
    /// lines of one row (a monospace full stop and space leave a gap OCR takes for a column's), where
    /// a word cut short and marked with a full stop ("Sta.", "St.", "Av.", "Pl.") stands for a word
    /// the name's next word follows. Only a short word (`abbreviationLetters`) is taken as cut, so a
    /// sentence's full stop after a whole word ("Alabang.") joins nothing, and only a next line that
    /// starts on the same row within `abbreviationGap` heights, so a column further right stays
    /// apart. The halves stay: the feed's index decides.
    static func continuesAfterAbbreviation(_ tokens: [Token], _ end: Int) -> Bool {
        let cut = tokens[end], next = tokens[end + 1]
        guard cut.line != next.line, cut.row == next.row, cut.text.last == ".", !cut.text.hasSuffix("..") else { return false }
        let letters = cut.text.dropLast()
        guard (1...abbreviationLetters).contains(letters.count), letters.allSatisfy(\.isLetter) else { return false }
        let gap = next.box.minX - cut.box.maxX
        return gap >= 0 && 2 * gap <= abbreviationGap * max(cut.box.height, next.box.height)
    }

    /// The longest word cut short at a full stop ("Avda.", "Blvd.", "Gral."); longer is a whole word.
    static let abbreviationLetters = 4

    /// The widest gap after a cut word, in line heights, as halves (3 is 1.5 heights): a monospace
    /// full stop and space are about 1.3.
    static let abbreviationGap = 3

    /// The most rows one wrapped name is read across.
    static let wrapRows = 4

    /// The tokens of a quantity, which no stop's name holds, and of a list item's number opening
    /// its line: "0.2 miles", "220 m", "14 min", "23 stops" (a number and its unit, apart or glued),
    /// "1." and "2)".
    static func quantities(in tokens: [Token]) -> Set<Int> {
        var found = Set<Int>()
        for index in tokens.indices {
            let word = tokens[index].folded
            let sameLine = index + 1 < tokens.count && tokens[index + 1].line == tokens[index].line
            let next = sameLine ? tokens[index + 1].folded : nil
            let unit = CountReader.numberAndUnit(word, next: next).1
            let measured = CountReader.isDistance(word, next: next) || unit.map(Self.quantityUnits.contains) == true
            if measured {
                found.insert(index)
                if sameLine, word.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) { found.insert(index + 1) }
            }
            let opensLine = index == 0 || tokens[index - 1].line != tokens[index].line
            if opensLine, tokens[index].isListNumber { found.insert(index) }
        }
        return found
    }

    static let quantityUnits = LabelWords.minuteUnits.union(LabelWords.hourUnits).union(LabelWords.stopUnits)

    /// Words taken from each side of a line break into a wrapped name.
    static let wrapWords = 4

    /// How many of a piece's `count` words, on one side of a line break, a wrapped name takes:
    /// up to `wrapWords` next to the break, or all but up to `dropped` away from it.
    static func wrapLengths(_ count: Int, dropped: Int) -> [Int] {
        // The union of two ranges, in order, without a set: one range when they meet.
        let near = min(wrapWords, count), far = max(1, count - dropped)
        return far <= near + 1 ? Array(1...count) : Array(1...near) + Array(far...count)
    }

    /// Signs that join two parts of one stop's name ("A / B", "A @ B", "A + B", and "A | B" as
    /// Transcollines writes its crossings, though a "|" is more often a cell's edge: both halves are
    /// offered too, and the feed's index decides); "-" and "&" never cut a run in the first place.
    static let nameJoiners: Set<String> = ["/", "@", "+", "|"]

    /// Whether a run has enough to name a stop: three letters ("Bay Fair"); or a letter among three
    /// letters and digits, as numbered streets are named ("23 St", "7 Av"); or, when it is all a
    /// line holds between its times and separators, two letters ("L'X"), as a planner prints a
    /// short name alone. Fewer is a stray glyph, a unit or a platform's letter, which no feed
    /// lookup should be spent on.
    static func mayName(_ text: String, whole: Bool) -> Bool {
        let (letters, digits) = letterAndDigitCounts(text)
        return mayName(letters: letters, digits: digits, whole: whole)
    }

    /// The same, from the run's counts of letters and digits.
    static func mayName(letters: Int, digits: Int, whole: Bool) -> Bool {
        letters >= 3 || (letters >= 1 && letters + digits >= 3) || (whole && letters >= 2)
    }

    /// How many of `text`'s characters are letters and how many are numbers.
    static func letterAndDigitCounts(_ text: String) -> (letters: Int, digits: Int) {
        var letters = 0, digits = 0
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII by bytes (most runs): its letters are A-Z and a-z, its numbers 0-9.
            for byte in text.utf8 {
                if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                    letters += 1
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    digits += 1
                }
            }
        } else {
            letters = text.filter(\.isLetter).count
            digits = text.filter(\.isNumber).count
        }
        return (letters, digits)
    }

    /// The first and the last word of `text` (runs of letters and digits), nil when it has none.
    static func firstAndLastWords(_ text: String) -> (String, String)? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            guard let first = words.first, let last = words.last else { return nil }
            return (String(first), String(last))
        }
        // ASCII by bytes (most runs), as the split above reads it: letters A-Z, a-z, digits 0-9.
        let bytes = Array(text.utf8)
        func inWord(_ byte: UInt8) -> Bool {
            ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        guard let start = bytes.firstIndex(where: inWord), let end = bytes.lastIndex(where: inWord) else { return nil }
        var firstEnd = start
        while firstEnd < bytes.count && inWord(bytes[firstEnd]) { firstEnd += 1 }
        var lastStart = end
        while lastStart > 0 && inWord(bytes[lastStart - 1]) { lastStart -= 1 }
        return (String(decoding: bytes[start..<firstEnd], as: UTF8.self), String(decoding: bytes[lastStart...end], as: UTF8.self))
    }

    /// What a run needs of one of its tokens: its counts of letters and digits and its first and
    /// last words. A run's text is its tokens joined by spaces, and a space separates words and
    /// counts as neither, so the run's are its tokens' summed and its first and last token's with
    /// a word, as long as each token's characters stay its own beside a space (`standsApart`;
    /// false where a space and a combining mark the token starts with would be one character).
    struct TokenRead {
        var letters: Int
        var digits: Int
        var firstWord: String?
        var lastWord: String?
        var standsApart: Bool

        init(_ text: String) {
            (letters, digits) = NameSpanReader.letterAndDigitCounts(text)
            let words = NameSpanReader.firstAndLastWords(text)
            firstWord = words?.0
            lastWord = words?.1
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                standsApart = true
            } else {
                let spaced = Array(" " + text + " ")
                standsApart = spaced.first == " " && spaced.last == " "
            }
        }
    }
}
