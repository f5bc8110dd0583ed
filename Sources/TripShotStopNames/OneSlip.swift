/// A stop's name read through one OCR slip: a letter changed, lost or added ("19th St Oakkand" for
/// "19th St. Oakland"). The trigram likeness loses three trigrams to one slip, so a key of fewer
/// than 14 letters read so falls under any naming floor near 0.8, however plain the rest of the
/// name is. A slip is forgiven only in letters: a number is which street or which platform ("12th
/// St." and "19th St.", "23 St" and "28 St" are other places), so both texts must hold the same
/// digits in the same order; and only in a key long enough that one slip does not turn the page's
/// other words into names.
package enum OneSlip {
    /// The shortest key (folded letters and digits, spaces out) a slip is forgiven in. Measured on
    /// seeds 113 and 117's OCR (every run of up to six words that names no stop, against its feed):
    /// of about 2,100 runs of 5 to 7 characters, eight were one slip from a name, among them other
    /// places ("Carro" of "Cairo"); of about 3,500 of 8 to 16, three, each the stop itself with a
    /// stray or a misread letter ("à Wilmington", "19th St Oakkand").
    package static let shortestKey = 8

    /// Whether `read` (a page's text, keyed `readKey`) names `name` (keyed `nameKey`) through one
    /// slip: the two full keys, or the two core keys, one letter apart and both at least
    /// `shortestKey` long, with the same digits in both texts.
    package static func reads(_ read: String, key readKey: StopNameKey, as name: String, key nameKey: StopNameKey) -> Bool {
        guard digits(read) == digits(name) else { return false }
        return [(readKey.full, nameKey.full), (readKey.core, nameKey.core)].contains { pair in
            min(pair.0.count, pair.1.count) >= shortestKey && oneEdit(Array(pair.0.unicodeScalars), Array(pair.1.unicodeScalars))
        }
    }

    /// The ASCII digits of `text`, in order (before the keys fold 0 and 1 into letters).
    static func digits(_ text: String) -> [UInt8] { text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }

    /// Whether `a` becomes `b` by exactly one letter changed, lost or added.
    package static func oneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        var i = 0, j = 0, edits = 0
        while i < short.count, j < long.count {
            if short[i] == long[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if short.count == long.count { i += 1 }
            j += 1
        }
        edits += (short.count - i) + (long.count - j)
        return edits == 1
    }
}
