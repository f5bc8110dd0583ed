/// Where the layout wants a number (a stop count, a date's day), the glyphs OCR reads for digits:
/// the shape classes the feed's spelling key folds (l, I, i and | are one stroke, 1; O is 0; S, §
/// and $ are 5) and "ó" for 6, whose accent is the 6's stem (read so on generated pages in counts
/// and dates). A "?" has no digit's shape and stays unread.
enum DigitLookAlikes {
    /// `token` with each look-alike taken as its digit, other characters kept; nil when it then
    /// holds anything but digits.
    static func digits(_ token: String) -> String? {
        let mapped = String(token.lowercased().map { character -> Character in
            switch character {
            case "o": "0"
            case "l", "i", "|": "1"
            case "s", "§", "$": "5"
            case "ó": "6"
            default: character
            }
        })
        return !mapped.isEmpty && mapped.allSatisfy(\.isNumber) ? mapped : nil
    }

    /// Every digit string `token` may be: `digits(token)` first, then with each "§" read as an 8,
    /// whose two loops it has as much as a 5's S shape (on the generated corpus a lone "§" stood
    /// for an 8 three times, never for a 5); empty when it is no number. The caller's other
    /// evidence decides (the legs' times for a duration, the schedule for a count).
    static func readings(_ token: String) -> [String] {
        guard let first = digits(token) else { return [] }
        guard token.contains("§"), let eight = digits(String(token.map { $0 == "§" ? "8" : $0 })), eight != first
        else { return [first] }
        return [first, eight]
    }
}
