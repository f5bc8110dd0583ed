import TripShotParser
import TripShotStopNames

extension FeedSpelling {
    /// A route line's code read against its own destination. A code is a glyph or two with no word
    /// around it to tell a misread ("Z" for "2", "01l" for "01"), and a misread code is often another
    /// of the feed's codes, so its spelling alone cannot settle it; the destination, read on the same
    /// line, names the trips the code must belong to. When no reading of the code runs to the
    /// headsign and exactly one code that does is one glyph off a reading (never a digit of it:
    /// `SpellingKey.isOneGlyphOff`), that code is taken, the page's readings kept as alternatives.
    /// A headsign no trip carries (a page showing the last stop's name) decides nothing.
    package static func decide(
        _ code: Located<String>, runningTo headsign: String?, in pairs: RouteCodesByHeadsign, notes: inout [String]
    ) -> Located<String> {
        guard let headsign else { return code }
        let running = pairs.codes(to: headsign)
        let readings = code.readings
        guard !running.isEmpty, !readings.contains(where: { running.contains(NameText.drawn($0)) }) else { return code }
        let near = running.filter { candidate in
            let key = SpellingKey(candidate, collapsingDoubles: false)
            return readings.contains { SpellingKey($0, collapsingDoubles: false).isOneGlyphOff(from: key) }
        }
        guard near.count == 1, let taken = near.first else {
            if near.count > 1 {
                let listed = near.sorted().prefix(4).map { "'\($0)'" }.joined(separator: ", ")
                notes.append("read route '\(code.value)' to '\(headsign)', which \(listed) all run to; kept as read")
            }
            return code
        }
        var spelled = code
        spelled.value = taken
        spelled.alternatives = readings
        spelled.spelledByFeed = true
        notes.append("read route '\(code.value)' to '\(headsign)': no such trip; the feed's '\(taken)' runs there")
        return spelled
    }
}
