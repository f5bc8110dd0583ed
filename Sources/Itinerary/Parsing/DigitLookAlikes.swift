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
}
