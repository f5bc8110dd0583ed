/// Reads a trip's duration: "1 h 8 min", "1h 8 min", "33 min", "2 h" (with or without a leading
/// "Duration:").
enum DurationReader {
    /// The duration in minutes, or nil when the text (after an optional "Duration:") is not one.
    ///
    /// After the label the line can only hold numbers and units, so a symbol glued to a number
    /// ("§56 min", "5§ min": a speck or the label's colon read as a glyph) is dropped there; an
    /// unlabelled line is read strictly. A wrong number still meets the check against the legs'
    /// times (`Itinerary.checks`).
    static func read(_ text: String) -> Int? {
        var tokens = Self.tokens(text)
        if let first = tokens.first, Self.isLabel(first) {
            tokens.removeFirst()
            tokens = tokens.map(Self.withoutSymbolsBesideDigits)
        }
        guard !tokens.isEmpty else { return nil }
        var minutes = 0
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
            var unit = token.dropFirst(digits.count).lowercased()
            if unit.hasSuffix(".") { unit.removeLast() }
            let value: Int
            if !digits.isEmpty {
                guard pending == nil, let glued = Int(digits) else { return nil }
                value = glued
            } else {
                guard let number = pending else { return nil }
                value = number
            }
            pending = nil
            switch unit {
            case "h", "hr", "hrs", "hour", "hours": minutes += value * 60
            case "min", "mins", "minute", "minutes", "m": minutes += value
            default: return nil
            }
            sawUnit = true
        }
        guard sawUnit, pending == nil else { return nil }
        return minutes
    }

    /// Whether the text starts with the word "Duration" (the header's label), read as OCR
    /// delivers layout words: up to one letter off ("Duratlion:").
    static func isLabelled(_ text: String) -> Bool {
        tokens(text).first.map(isLabel) ?? false
    }

    private static func isLabel(_ token: String) -> Bool {
        token.lowercased().hasPrefix("duration") || LayoutWord.reads(token, as: "duration")
    }

    /// "§56" -> "56"; a token without digits ("min", "h") is left as it is.
    private static func withoutSymbolsBesideDigits(_ token: String) -> String {
        guard token.contains(where: \.isNumber) else { return token }
        return token.filter { $0.isLetter || $0.isNumber || $0 == "." }
    }

    private static func tokens(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
    }
}
