import TripShotPageText

/// A line that names a route and where it goes: "S5 Richtung Bad Homburg", "Bus 651 towards
/// Kipling", "MI - Union Station", "Linia 14 kierunek Dworzec", "Board the 21 toward Union Station".
/// What is the code and what the headsign the words around them say; whether the feed has such a
/// route is the decoder's question.
public struct RouteLine: Hashable, Sendable {
    /// The texts before the direction word that may be the code, shortest first ("5", "S 5" for
    /// "S 5"; "651", "Bus 651").
    public var codes: [String]
    public var codeBox: Box?
    /// The text after the direction word, nil when there is none.
    public var headsign: String?
    public var headsignBox: Box?
    /// Longer readings of the headsign, for the feed to decide between: on through the line's dashes
    /// ("Buenavista - Cuautitlán", where `headsign` stops at "Buenavista"), and on into the next row
    /// ("vers SW Lowell" / "& Bond"), a headsign wrapped after more than one word.
    public var longerHeadsigns: [String] = []
    public var row: Int
    /// The last row `headsign` and each of `longerHeadsigns` reach (a reading wrapped onto the next
    /// row reaches that row).
    public var headsignLastRow: Int
    public var longerHeadsignLastRows: [Int] = []
}

enum RouteLineReader {
    /// Arrows a planner prints between a route and where it goes ("Bus 20 > to Furnace Creek").
    static let arrows: Set<String> = ["→", "->", ">", "»", "➔", "▶"]
    /// The dashes between a route and where it goes ("MI - Union Station"), and inside names.
    static let dashes: Set<String> = ["-", "–", "—"]

    /// A word as a route's badge prints it: a digit in it ("21A", "175"), or two to four capitals
    /// and nothing else ("MI", "RB"); not a name's capitalised word ("Terminal", "Praça").
    static func looksLikeBadge(_ word: String) -> Bool {
        word.contains(where: \.isNumber)
            || ((2...4).contains(word.count) && word.allSatisfy { $0.isUppercase && $0.isLetter })
    }

    /// Whether the line's word `at` ends with a colon, its own or the next token's ("Destino:",
    /// "Destino :"): a field's label.
    static func endsWithColon(_ at: Int, _ indexes: [Int], tokens: [Token]) -> Bool {
        tokens[indexes[at]].text.hasSuffix(":") || (at + 1 < indexes.count && tokens[indexes[at + 1]].text.hasPrefix(":"))
    }

    static func lines(in tokens: [Token], skipping used: Set<Int>) -> [RouteLine] {
        // A stop count's number ends a headsign as a separator does ("kierunek SW 10th & Clay (12
        // stacji)"): a number before a stop's unit on its line.
        let counted = Set(tokens.indices.filter { index in
            index + 1 < tokens.count && tokens[index + 1].line == tokens[index].line && !tokens[index].key.isEmpty
                && tokens[index].key.allSatisfy(\.isNumber) && LabelWords.stopUnits.contains(tokens[index + 1].folded)
        })
        func endsHeadsign(_ index: Int) -> Bool { tokens[index].isSeparator || counted.contains(index) }
        var result: [RouteLine] = []
        var byLine: [Int: [Int]] = [:]
        for (index, token) in tokens.enumerated() where !used.contains(index) { byLine[token.line, default: []].append(index) }
        let usedLines = Set(used.map { tokens[$0].line })
        let lineOrder = byLine.keys.sorted()
        // The first line (in reading order) of row `row`, where a wrapped headsign reads on.
        func firstLine(onRow row: Int) -> Int? { lineOrder.first { tokens[byLine[$0]![0]].row == row } }
        for line in lineOrder {
            let indexes = byLine[line]!
            let words = indexes.map { tokens[$0].folded }
            if let after = nameBeforeDirection(indexes, tokens: tokens) { result.append(after) }
            let cue =
                indexes.indices.first(where: { LabelWords.isDirection(indexes[$0], in: tokens) })
                ?? indexes.firstIndex(where: { Self.arrows.contains(tokens[$0].text) })
                ?? words.indices.first(where: { at in
                    LabelWords.directionAfterCode.contains(words[at])
                        && (!LabelWords.directionAfterBadge.contains(words[at]) || (at > 0 && Self.looksLikeBadge(tokens[indexes[at - 1]].text)))
                        && !(LabelWords.labelsToo.contains(words[at]) && Self.endsWithColon(at, indexes, tokens: tokens))
                })
            let dash = indexes.firstIndex { Self.dashes.contains(tokens[$0].text) }
            // A direction word opening its line ("vers SW Lowell & Bond" under a badge drawn as an
            // image), or only its phrase's lead before it ("con destino a"): a headsign with no code.
            let opensWithDirection =
                cue.map { cue in LabelWords.isDirection(indexes[cue], in: tokens) && words[..<cue].allSatisfy(LabelWords.directionLead.contains) }
                ?? false
            guard let split = cue ?? dash, split > 0 || opensWithDirection else { continue }
            // A word either side of its name ending the line after words ("9 Kamppi suuntaan"):
            // the name is before it (`nameBeforeDirection`), not on the next row.
            if cue != nil, split > 0, split == indexes.count - 1, LabelWords.directionAfterName.contains(words[split]) { continue }
            var before = indexes[..<split].filter { !tokens[$0].isSeparator }
            if cue != nil, before.count > 1, LabelWords.directionLead.contains(tokens[before[before.count - 1]].folded) {
                before.removeLast()
            }
            if opensWithDirection { before = [] }
            // The rest of the phrase ("con destino a"'s "a") is no part of the headsign.
            let headStart = indexes[(split + 1)...].firstIndex { !LabelWords.isDirection($0, in: tokens) } ?? indexes.count
            var after = Array(indexes[headStart...].prefix { !endsHeadsign($0) })
            // A word ending with a colon closes a field ("sentido Norfolk: Kingston Amtrak", the
            // headsign, then the stop boarded at): the words after it are the longer reading.
            if let colon = after.firstIndex(where: { tokens[$0].text.hasSuffix(":") }) { after = Array(after[...colon]) }
            let ownRow = after
            var wrapped: Int?
            // "Einsteigen in Richtung" / "Raintrees Shopping Centre": a headsign wrapped onto the next
            // row when the direction word ends the line, or leaves one word after it and the next line
            // is indented under the text (a continuation, not the next item of a list).
            if cue != nil, after.count <= 1, after.last.map({ $0 == indexes[indexes.count - 1] }) ?? true,
                let next = firstLine(onRow: tokens[indexes[0]].row + 1),
                after.isEmpty || tokens[byLine[next]![0]].box.minX > tokens[indexes[0]].box.minX + tokens[indexes[0]].box.height
            {
                after += byLine[next]!.prefix { !endsHeadsign($0) }
                wrapped = next
            }
            // The longer readings: through the line's separators to its end, and on into the next
            // row's first line (its words up to a separator) when this one ends with the headsign and
            // that one holds words only (no time or date read on it).
            var longer: [[Int]] = []
            if cue != nil, !after.isEmpty {
                var whole = Array(indexes[headStart...].prefix { !counted.contains($0) })
                // A line ending with a dash after the headsign's words ("Col. Navidad ( las piedras) -"
                // over "Metro Tacubaya") is a name wrapped at its dash: it reads on through the dash.
                let dash = whole.count > 1 && Self.dashes.contains(tokens[whole[whole.count - 1]].text) ? whole.removeLast() : nil
                if whole.count > after.count, !tokens[whole[whole.count - 1]].isSeparator { longer.append(whole) }
                let carried = (longer.last ?? after) + (dash.map { [$0] } ?? [])
                if carried.last == indexes[indexes.count - 1],
                    let next = firstLine(onRow: tokens[indexes[0]].row + 1),
                    !after.contains(where: { tokens[$0].row != tokens[indexes[0]].row }),
                    !usedLines.contains(next)
                {
                    let wrapped = Array(byLine[next]!.prefix { !endsHeadsign($0) })
                    if !wrapped.isEmpty { longer.append(carried + wrapped) }
                    // On through that line's separators, and into the row after it, as a headsign
                    // the indentation carries reads ("towards Cierre de" / "circuito Santa Fe -
                    // Metro" / "Balderas").
                    let line = Array(byLine[next]!.prefix { !counted.contains($0) })
                    if line.count > wrapped.count, !wrapped.isEmpty, !tokens[line[line.count - 1]].isSeparator {
                        longer.append(carried + line)
                    }
                    if line.count > wrapped.count, !wrapped.isEmpty,
                        let third = firstLine(onRow: tokens[line[0]].row + 1),
                        !usedLines.contains(third)
                    {
                        let more = byLine[third]!.prefix { !endsHeadsign($0) }
                        if !more.isEmpty { longer.append(carried + line + more) }
                    }
                }
            }
            // A headsign carried onto the next row reads on as one on its own row does: through that
            // line's separators ("Pedregal de San Nicolás - Metro"), and on into the row after it
            // when that line ends there ("Universidad"), words only; the feed decides how far it runs.
            if let next = wrapped, !after.isEmpty, case let line = Array(byLine[next]!.prefix { !counted.contains($0) }),
                !line.isEmpty
            {
                let whole = ownRow + line
                if whole.count > after.count, !tokens[line[line.count - 1]].isSeparator { longer.append(whole) }
                let row = tokens[line[0]].row
                if let third = firstLine(onRow: row + 1), !usedLines.contains(third) {
                    let more = byLine[third]!.prefix { !endsHeadsign($0) }
                    if !more.isEmpty { longer.append((whole.count > after.count ? whole : after) + more) }
                }
            }
            // The one word left on the direction word's row is a reading too: the indented row below
            // may be the step's next sentence ("w kierunku Antioch" over "Przejedź 10 stacji").
            if after.count > ownRow.count, !ownRow.isEmpty { longer.append(ownRow) }
            // Without a direction word, only "CODE - Destination" with a short code reads as a route line.
            if cue == nil, before.count > 2 { continue }
            guard !before.isEmpty || opensWithDirection else { continue }
            var codes: [String] = []
            for length in 1...max(1, min(3, before.count)) where length <= before.count {
                codes.append(before.suffix(length).map { tokens[$0].text }.joined(separator: " "))
            }
            func text(_ indexes: [Int]) -> String { indexes.map { tokens[$0].text }.joined(separator: " ") }
            func lastRow(of part: [Int]) -> Int { part.map { tokens[$0].row }.max() ?? tokens[indexes[0]].row }
            let headsign = text(after)
            result.append(
                RouteLine(
                    codes: codes, codeBox: before.first.map { first in before.map { tokens[$0].box }.reduce(tokens[first].box) { $0.union($1) } },
                    headsign: headsign.isEmpty ? nil : headsign,
                    headsignBox: after.first.map { first in after.map { tokens[$0].box }.reduce(tokens[first].box) { $0.union($1) } },
                    longerHeadsigns: longer.map(text), row: tokens[indexes[0]].row,
                    headsignLastRow: lastRow(of: after), longerHeadsignLastRows: longer.map(lastRow)))
        }
        return result
    }

    /// A line whose direction word follows the headsign ("Vonat · Chiang Mai felé", "Ubon
    /// Ratchathani yönüne · 7 durak", "9 Kamppi suuntaan"): the headsign is the words before the
    /// word back to a separator or the line's start, as it is the words after "towards"; a code
    /// stands before that separator ("M4 · Kelenföld vasútállomás felé"), or opens the run when it
    /// is drawn as a badge ("9 Kamppi suuntaan": "9" and "Kamppi", the whole run kept as a longer
    /// reading). Nothing between a code and a name marks where one ends here, so the feed decides.
    static func nameBeforeDirection(_ indexes: [Int], tokens: [Token]) -> RouteLine? {
        guard let cue = indexes.firstIndex(where: { LabelWords.directionAfterName.contains(tokens[$0].folded) }), cue > 0 else {
            return nil
        }
        let start = (indexes[..<cue].lastIndex { tokens[$0].isSeparator }).map { $0 + 1 } ?? 0
        var run = Array(indexes[start..<cue])
        guard !run.isEmpty else { return nil }
        let whole = run
        var code: [Int] = []
        if start > 0 {
            code = Array(indexes[..<start].filter { !tokens[$0].isSeparator }.suffix(3))
        } else {
            // A badge opening the run ("9", "M4", "Bus 651": a word then a badge) is its code.
            let lead = run.count > 2 && looksLikeBadge(tokens[run[1]].text) && !looksLikeBadge(tokens[run[0]].text) ? 2 : 1
            if run.count > lead, looksLikeBadge(tokens[run[lead - 1]].text) {
                code = Array(run[..<lead])
                run.removeFirst(lead)
            }
        }
        func text(_ part: [Int]) -> String { part.map { tokens[$0].text }.joined(separator: " ") }
        func box(_ part: [Int]) -> Box? { part.first.map { first in part.map { tokens[$0].box }.reduce(tokens[first].box) { $0.union($1) } } }
        var codes: [String] = []
        for length in 1...max(1, code.count) where length <= code.count { codes.append(text(Array(code.suffix(length)))) }
        return RouteLine(
            codes: codes, codeBox: box(code), headsign: text(run), headsignBox: box(run),
            longerHeadsigns: whole.count > run.count ? [text(whole)] : [], row: tokens[indexes[0]].row,
            headsignLastRow: tokens[indexes[0]].row, longerHeadsignLastRows: whole.count > run.count ? [tokens[indexes[0]].row] : [])
    }
}
