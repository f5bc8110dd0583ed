/// The words of a feed's stop names that say little about which stop is meant, learnt from the
/// feed when the resolver opens it: the agency's own suffix ("GO", "Caltrain", "Amtrak"), street
/// kinds ("St", "Rd", "Av"), a numbering prefix ("stop" of Dublin's "stop 1175").
///
/// Rule: a word is generic when at least `share` of the feed's distinct stop names contain it.
/// A word shared by one name in seven or more tells the feed's habit, not the stop. Measured on
/// the eight feeds in ../shared, the words at or above 15% are: GO demo st, rd, go (16.9%), dr,
/// ave; Amtrak amtrak, station, stop, bus; Caltrain caltrain, san; Cairns st, rd, hail, and, ride,
/// location; CDMX avenida, de; TriMet's sample nw, sw, ne, se, grand; NYC st, av. The most shared
/// place words below it are GO's "yonge" (13.6%) and BART's "st" (12.5%). Dropping a word only
/// from the `core` key costs little even when wrong: `full` keeps every word, and the schedule
/// decides among stops whose names fit alike.
///
/// Words with a digit are never generic: numbers tell stops apart ("Centrum 07" / "Centrum 05",
/// "72 St" / "86 St"). Feeds with fewer than `minimumNames` names learn nothing: there one name
/// moves a share by five points or more.
package enum GenericWords {
    static let share = 0.15
    static let minimumNames = 20

    /// `StopNameKey.placeKindWords` plus the feed's generic words, from each distinct name's words.
    static func learn(fromNames names: some Collection<[String]>) -> Set<String> {
        guard names.count >= minimumNames else { return StopNameKey.placeKindWords }
        var counts: [String: Int] = [:]
        for words in names {
            for word in Set(words) where !hasDigit(word) { counts[word, default: 0] += 1 }
        }
        return learn(wordCounts: counts, names: names.count)
    }

    /// The same from how many of `names` distinct names hold each word without a digit (what
    /// `StopNameIndex` counts while streaming a feed's names).
    package static func learn(wordCounts counts: [String: Int], names: Int) -> Set<String> {
        var learnt = StopNameKey.placeKindWords
        guard names >= minimumNames else { return learnt }
        let needed = Double(names) * share
        for (word, count) in counts where Double(count) >= needed { learnt.insert(word) }
        return learnt
    }

    /// True when a character of `word` is a number. ASCII words (most of every feed's) are checked
    /// byte by byte: there only 0-9 are numbers, and `Character.isNumber` on every character of every
    /// name was a tenth of opening the CDMX feed.
    package static func hasDigit(_ word: String) -> Bool {
        let bytes = word.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.contains { (0x30...0x39).contains($0) } }
        return word.contains(where: \.isNumber)
    }
}
