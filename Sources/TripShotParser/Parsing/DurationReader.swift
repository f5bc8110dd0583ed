/// Reads a trip's duration: "1 h 8 min", "1h 8 min", "33 min", "2 h" (with or without a leading
/// "Duration:").
enum DurationReader {
    /// The duration in minutes, or nil when the text (after an optional "Duration:") is not one.
    static func read(_ text: String) -> Int? {
        readings(text).first
    }

    /// Every duration the text may be, most likely first; empty when it is none.
    ///
    /// After the label the line can only hold numbers and units, so a symbol glued to a number is
    /// doubtful: a speck or the colon read as a glyph ("§56 min" for 56, "5§ min" for 5), or a
    /// digit drawn like it (§ and $ are S-shaped, and so is 5: "§0 min" for 50). Both readings are
    /// kept, the symbol dropped first; the legs' times choose (`GOTripLayout`). An unlabelled line
    /// is read strictly.
    static func readings(_ text: String) -> [Int] {
        var tokens = Self.tokens(text)
        guard let first = tokens.first, isLabel(first) else { return minutes(in: tokens).map { [$0] } ?? [] }
        tokens.removeFirst()
        var found: [Int] = []
        let dropped = tokens.map { SymbolReading.dropped.apply(to: $0) }.map(unitReadByItsStrokes)
        let candidates = [dropped, tokens.map { SymbolReading.asDigit.apply(to: $0) }]
            + withLookAlikeNumbers(dropped) + [withHourByPosition(dropped), withStrayLettersDropped(dropped)]
        for reading in candidates {
            if let minutes = minutes(in: reading), !found.contains(minutes) { found.append(minutes) }
        }
        return found
    }

    /// A unit read with its thin upright glyphs multiplied or changed ("mIiIn", "mln", "hì" for
    /// "min" and "h"): i, l, I, 1, | and their accented forms are the same stroke to the recogniser,
    /// so a unit is known by its other letters ("mn" is "min", "h" is "h", "hr" is "hr"). No unit
    /// is another's letters with its strokes dropped, so nothing is taken for a different unit. A
    /// token that is a number stays one.
    private static func unitReadByItsStrokes(_ token: String) -> String {
        let digits = token.prefix(while: \.isNumber)
        let rest = token.dropFirst(digits.count)
        guard !rest.isEmpty, minutesPer(unitText(String(rest))) == nil else { return token }
        let letters = String(rest.lowercased().filter { !isStroke($0) })
        guard let unit = unitsByTheirLetters[letters] else { return token }
        return digits + unit
    }

    /// The units by their letters without strokes ("mn" for "min").
    private static let unitsByTheirLetters: [String: String] = Dictionary(
        uniqueKeysWithValues: ["h", "hr", "hrs", "hour", "hours", "min", "mins", "minute", "minutes"].map {
            (String($0.filter { !isStroke($0) }), $0)
        })

    /// Whether a (lower-cased) glyph is a thin upright stroke.
    private static func isStroke(_ character: Character) -> Bool {
        "il1|!ìíîïĩīįıł".contains(character)
    }

    /// "1 AN 24 min": a token that is no unit standing between two numbers, the second followed by
    /// minutes, can only be the hours' unit ("h" misread).
    private static func withHourByPosition(_ tokens: [String]) -> [String] {
        guard tokens.count == 4, Int(tokens[0]) != nil, Int(tokens[2]) != nil, !isUnit(tokens[1]),
            minutesPer(unitText(tokens[3])) == 1
        else { return tokens }
        return [tokens[0], "h", tokens[2], tokens[3]]
    }

    /// A token right before a unit can only be a number: its look-alike glyphs are read as the
    /// digits they look like ("6 h O min" is 6 h 0 min), each reading of a glyph that looks like
    /// more than one digit ("§ min": 5 or 8, `DigitLookAlikes.readings`) in turn.
    private static func withLookAlikeNumbers(_ tokens: [String]) -> [[String]] {
        var results: [[String]] = [[]]
        for (index, token) in tokens.enumerated() {
            var readings = [token]
            if index + 1 < tokens.count, Int(token) == nil, isUnit(tokens[index + 1]) {
                let digits = DigitLookAlikes.readings(token)
                if !digits.isEmpty { readings = digits }
            }
            results = results.flatMap { start in readings.map { start + [$0] } }
        }
        return results
    }

    /// A number before a unit with a letter glued to it that is no digit's look-alike ("é6 min": one
    /// "6" read twice, once as the accented letter) is the number's digits alone; kept after the
    /// other readings, for the legs' times to choose.
    private static func withStrayLettersDropped(_ tokens: [String]) -> [String] {
        tokens.indices.map { index in
            let token = tokens[index]
            guard index + 1 < tokens.count, isUnit(tokens[index + 1]), Int(token) == nil,
                token.contains(where: \.isNumber), DigitLookAlikes.digits(token) == nil
            else { return token }
            return token.filter(\.isNumber)
        }
    }

    /// What a symbol glued to a number after the label is taken to be.
    private enum SymbolReading {
        case dropped, asDigit

        func apply(to token: String) -> String {
            guard token.contains(where: \.isNumber) else { return token }
            return String(token.compactMap { character -> Character? in
                if character.isLetter || character.isNumber || character == "." { return character }
                return self == .asDigit && DurationReader.fiveShaped.contains(character) ? "5" : nil
            })
        }
    }

    /// Symbols drawn like a 5 (the S shape): what the reader confuses with it.
    private static let fiveShaped: Set<Character> = ["§", "$"]

    /// The minutes that number-and-unit tokens add up to, or nil when they are not a duration.
    private static func minutes(in tokens: [String]) -> Int? {
        guard !tokens.isEmpty else { return nil }
        var total = 0
        var sawUnit = false
        var pending: Int?
        for token in tokens {
            if let number = Int(token) {
                guard pending == nil else { return nil }
                pending = number
                continue
            }
            // "1h" glued: number then unit in one token.
            let digits = token.prefix(while: \.isNumber)
            let unit = unitText(String(token.dropFirst(digits.count)))
            let value: Int
            if !digits.isEmpty {
                guard pending == nil, let glued = Int(digits) else { return nil }
                value = glued
            } else {
                guard let number = pending else { return nil }
                value = number
            }
            pending = nil
            guard let perUnit = minutesPer(unit) else { return nil }
            total += value * perUnit
            sawUnit = true
        }
        guard sawUnit, pending == nil else { return nil }
        return total
    }

    /// The minutes in one of `unit` (lower case, without a final "."), or nil when it is no unit.
    private static func minutesPer(_ unit: some StringProtocol) -> Int? {
        switch unit {
        case "h", "hr", "hrs", "hour", "hours": 60
        case "min", "mins", "minute", "minutes", "m": 1
        default: nil
        }
    }

    private static func isUnit(_ token: String) -> Bool {
        minutesPer(unitText(token)) != nil
    }

    /// A unit token as `minutesPer` takes it: lower case, without a final ".".
    private static func unitText(_ token: String) -> Substring {
        var unit = Substring(token.lowercased())
        if unit.hasSuffix(".") { unit.removeLast() }
        return unit
    }

    /// Whether the text starts with the word "Duration" (the header's label), read as OCR
    /// delivers layout words: up to one letter off ("Duratlion:").
    static func isLabelled(_ text: String) -> Bool {
        tokens(text).first.map(isLabel) ?? false
    }

    private static func isLabel(_ token: String) -> Bool {
        token.lowercased().hasPrefix("duration") || LayoutWord.reads(token, as: "duration")
    }


    /// The text's tokens, a token cut where a unit's letter meets the next number ("1h1min", the
    /// spaces a small size shrinks to nothing, is "1h" and "1min"), and after a word's colon
    /// ("Duration:1h 44 min", the space after the label lost, is "Duration:" and "1h": the label
    /// is dropped as a token, and must not take the hours with it).
    private static func tokens(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).flatMap(afterLabelColon).flatMap { token -> [String] in
            var parts: [String] = []
            var current = ""
            for character in token {
                if character.isNumber, let last = current.last, last.isLetter, current.contains(where: \.isNumber) {
                    parts.append(current)
                    current = ""
                }
                current.append(character)
            }
            return parts + [current]
        }
    }

    /// A token of letters, a colon and more, cut after the colon.
    private static func afterLabelColon(_ token: Substring) -> [Substring] {
        guard let colon = token.firstIndex(of: ":"), colon != token.startIndex,
            token[..<colon].allSatisfy(\.isLetter), token.index(after: colon) < token.endIndex
        else { return [token] }
        return [token[...colon], token[token.index(after: colon)...]]
    }
}
