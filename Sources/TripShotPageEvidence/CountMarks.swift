import TripShotPageText

/// A number of stops: "Ride 4 stops", "3 Zwischenhalte", "5 paradas", "Show 3 Stops in Between".
public struct CountMark: Hashable, Sendable {
    /// What the number counts, as far as the words around it say.
    public enum Kind: Hashable, Sendable {
        /// Only the stops strictly between boarding and alighting ("Zwischenhalte", "in between").
        case between
        /// The stops ridden, the alighting stop included ("Ride 4 stops").
        case ridden
        /// The words do not say ("5 paradas"): either, and the feed's stop count decides.
        case either
    }

    public var count: Int
    public var kind: Kind
    public var box: Box
    public var row: Int

    /// Whether `between` stops strictly between boarding and alighting agree with this count.
    public func agrees(withStopsBetween between: Int) -> Bool {
        switch kind {
        case .between: count == between
        case .ridden: count == between + 1
        case .either: count == between || count == between + 1
        }
    }
}

/// A length of time: "34 min", "1 h 8 min", "1 Std. 7 Min.", "(12 min)", "Fußweg 4 Min.".
public struct DurationMark: Hashable, Sendable {
    public var minutes: Int
    public var box: Box
    public var row: Int
    /// On a walk's or a change's line ("Walk 2 min", "Umstieg 7 Min."): not a ride's length.
    public var isWalkOrWait: Bool
    /// "22m" alone beside clock times: minutes only where the trip's start and end stand beside
    /// it ("10:24 - 10:46 - 22m"), metres anywhere else.
    public var mayBeMetres = false
}

/// A line saying the rider walks or changes between rides.
public struct WalkMark: Hashable, Sendable {
    public var box: Box
    public var row: Int
    public var text: String
}

enum CountReader {
    static func marks(in tokens: [Token], skipping used: Set<Int>) -> (counts: [CountMark], durations: [DurationMark], walks: [WalkMark]) {
        var counts: [CountMark] = [], durations: [DurationMark] = [], walks: [WalkMark] = []
        var byLine: [Int: [Int]] = [:]
        for (index, token) in tokens.enumerated() { byLine[token.line, default: []].append(index) }
        for line in byLine.keys.sorted() {
            let indexes = byLine[line]!.filter { !used.contains($0) }
            guard !indexes.isEmpty else { continue }
            let words = indexes.map { tokens[$0].folded }
            let lineBox = indexes.map { tokens[$0].box }.reduce(tokens[indexes[0]].box) { $0.union($1) }
            let row = tokens[indexes[0]].row
            let isWait = words.contains { LabelWords.transfer.contains($0) }
            // "Marchez 92 m (2 min)", whatever the word: a line giving a distance and minutes, with no
            // clock time, date or stop count on it, is a walk (planners measure only walks in metres).
            let hasTimeOrDate = byLine[line]!.contains(where: used.contains)
            func next(_ position: Int) -> String? { position + 1 < words.count ? words[position + 1] : nil }
            func hasUnit(in units: Set<String>) -> Bool {
                words.indices.contains { numberAndUnit(words[$0], next: next($0)).1.map(units.contains) ?? false }
            }
            let hasDistance = words.indices.contains { isDistance(words[$0], next: next($0)) }
            let hasMinutes = hasUnit(in: LabelWords.minuteUnits), hasCount = hasUnit(in: LabelWords.stopUnits)
            let isWalk =
                words.contains(where: LabelWords.isWalk)
                || (hasMinutes && words.contains { LabelWords.walkWithMinutes.contains($0) })
                || (hasDistance && hasMinutes && !hasTimeOrDate && !hasCount)
            if isWalk || isWait {
                walks.append(WalkMark(box: lineBox, row: row, text: indexes.map { tokens[$0].text }.joined(separator: " ")))
            }
            let kind: CountMark.Kind =
                words.contains(where: LabelWords.between.contains) ? .between
                : words.contains(where: LabelWords.riding.contains) ? .ridden : .either
            // "Erindale GO (1" / "arrêt)": a count a narrow column wrapped, its unit opening the next row.
            let after = byLine[line]!.last! + 1
            // "Station" and its like count only after a bracket ("Chicago Union Quai 20" over
            // "Station" is a platform and a name's word).
            let bracketed = tokens[byLine[line]!.last!].text.hasPrefix("(")
            let wrappedUnit =
                after < tokens.count && tokens[after].row == row + 1
                    && tokens[after].isStopUnit(afterBracket: bracketed) ? tokens[after].folded : nil
            var minutes = 0, durationBox: Box?
            for (position, word) in words.enumerated() {
                if let number = labelledCount(at: position, words: words, texts: indexes.map { tokens[$0].text }) {
                    counts.append(CountMark(count: number, kind: kind, box: lineBox, row: row))
                    continue
                }
                if let glued = gluedHoursAndMinutes(word) {
                    let box = tokens[indexes[position]].box
                    durations.append(
                        DurationMark(
                            minutes: minutes + glued, box: durationBox.map { $0.union(box) } ?? box, row: row,
                            isWalkOrWait: isWalk || isWait))
                    (minutes, durationBox) = (0, nil)
                    continue
                }
                var (number, unit) = numberAndUnit(word, next: position + 1 < words.count ? words[position + 1] : wrappedUnit)
                // "l parada intermedia": a lone stroke ("l", "I", "|") before a stop's unit is the
                // digit 1 OCR read as a letter of its shape (no language writes a letter there).
                if number == nil, ["l", "I", "|"].contains(tokens[indexes[position]].text), position + 1 < words.count,
                    LabelWords.stopUnits.contains(words[position + 1]) || LabelWords.between.contains(words[position + 1])
                {
                    (number, unit) = (1, words[position + 1])
                }
                guard let number else { continue }
                // "3stopsin between": the gaps OCR lost in a small label, the unit and its phrase's next word glued.
                if let glued = unit, let stopUnit = gluedStopUnit(glued) { unit = stopUnit }
                // "14 intermediate stops": the adjective of stops between stands before its unit.
                if let adjective = unit, LabelWords.between.contains(adjective), !LabelWords.stopUnits.contains(adjective),
                    position + 2 < words.count, LabelWords.stopUnits.contains(words[position + 2])
                {
                    unit = words[position + 2]
                }
                let box = tokens[indexes[position]].box
                if let unit, LabelWords.stopUnits.contains(unit) {
                    counts.append(CountMark(count: number, kind: kind, box: lineBox, row: row))
                } else if let unit, LabelWords.hourUnits.contains(unit) {
                    minutes += 60 * number
                    durationBox = durationBox.map { $0.union(box) } ?? box
                } else if let unit, LabelWords.minuteUnits.contains(unit) || (unit == "m" && (minutes > 0 || hasTimeOrDate) && !isWalk) {
                    // "1h 8m": after hours, "m" is minutes; alone, a summary's start and end decide.
                    let mayBeMetres = unit == "m" && minutes == 0
                    minutes += number
                    durationBox = durationBox.map { $0.union(box) } ?? box
                    durations.append(
                        DurationMark(minutes: minutes, box: durationBox!, row: row, isWalkOrWait: isWalk || isWait, mayBeMetres: mayBeMetres))
                    minutes = 0
                    durationBox = nil
                }
            }
            if minutes > 0, let durationBox {
                durations.append(DurationMark(minutes: minutes, box: durationBox, row: row, isWalkOrWait: isWalk || isWait))
            }
        }
        return (counts, durations, walks)
    }

    /// "Fermate intermedie: 3", "Zwischenhalte: 2", "Tussenstops: 4": a count written as a label and
    /// its value, the number alone after a stop word ending with a colon (a form's field, as
    /// e-tickets print them), not before its unit. Only a whole number, and only after the colon:
    /// "Stops 3 min" or "Platform: 3" say nothing of stops.
    static func labelledCount(at position: Int, words: [String], texts: [String]) -> Int? {
        guard words[position].allSatisfy(\.isNumber), let number = Int(words[position]), number < 1000 else { return nil }
        var label = position - 1
        var colon = false
        while label >= 0, words[label].isEmpty {
            colon = colon || texts[label].contains(":")
            label -= 1
        }
        guard label >= 0, colon || texts[label].hasSuffix(":") else { return nil }
        let word = words[label]
        return LabelWords.stopUnits.contains(word) || LabelWords.between.contains(word) ? number : nil
    }

    /// "92" with the next word "m", "92m", "0.3 mi", "1,2km": a number (a decimal comma or point
    /// allowed) and a unit of length.
    static func isDistance(_ word: String, next: String?) -> Bool {
        let number = word.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard number.first?.isNumber == true, number.filter({ $0 == "." || $0 == "," }).count <= 1 else { return false }
        let rest = word.dropFirst(number.count).filter(\.isLetter)
        let unit = rest.isEmpty && word.count == number.count ? next.map { String($0.filter(\.isLetter)) } : String(rest)
        return unit.map(LabelWords.distanceUnits.contains) ?? false
    }

    /// "stopsin" (of "3stopsin between"), "stopsinbetween", "paradasintermedias": a stop unit with
    /// the next word of a count's phrase glued on ("in", or a word of stops between, "in" before it
    /// or not), as OCR reads a small label whose narrow gaps it lost; the unit, nil for any other
    /// word ("stopsign", "stationary" stay words). The longest unit that leaves such a word.
    static func gluedStopUnit(_ word: String) -> String? {
        guard !LabelWords.stopUnits.contains(word) else { return nil }
        let units = LabelWords.stopUnits.filter { word.count > $0.count && word.hasPrefix($0) }.sorted { $0.count > $1.count }
        return units.first { unit in
            let tail = String(word.dropFirst(unit.count))
            return tail == "in" || LabelWords.between.contains(tail)
                || (tail.hasPrefix("in") && LabelWords.between.contains(String(tail.dropFirst(2))))
        }
    }

    /// "1h0min", "2h15min": hours and minutes glued in one word, as minutes; nil for any other
    /// word ("1h30" alone is a clock time's French writing).
    static func gluedHoursAndMinutes(_ word: String) -> Int? {
        let hours = word.prefix { $0.isNumber }
        guard (1...2).contains(hours.count), word.dropFirst(hours.count).first == "h" else { return nil }
        let rest = word.dropFirst(hours.count + 1)
        let digits = rest.prefix { $0.isNumber }
        guard (1...2).contains(digits.count), let h = Int(hours), let m = Int(digits), m < 60,
            LabelWords.minuteUnits.contains(String(rest.dropFirst(digits.count)))
        else { return nil }
        return 60 * h + m
    }

    /// "34" with the next word "min", or "34min" / "1h" glued: the number and its unit's letters.
    static func numberAndUnit(_ word: String, next: String?) -> (Int?, String?) {
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits), number < 1000 else { return (nil, nil) }
        let rest = word.dropFirst(digits.count).filter(\.isLetter)
        if !rest.isEmpty { return (number, String(rest)) }
        guard word.count == digits.count else { return (nil, nil) }
        return (number, next.map { String($0.filter(\.isLetter)) })
    }
}
