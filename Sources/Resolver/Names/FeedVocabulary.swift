/// The names a feed uses where a page shows them, of one kind (stop names, route codes or
/// headsigns), indexed by `SpellingKey` so a page's reading is looked up, never compared with every
/// name.
///
/// Names are kept as a page draws them: white space collapsed to single spaces (HTML does that, and
/// feeds have "Santo Tomás Ajusco -  Estadio Azteca").
package struct NameVocabulary: Sendable {
    /// Readings whose key is at least this long may be one glyph away from a name (a glyph added,
    /// "Wakefield-241 Stł", or lost). Shorter keys are too close to each other: measured over the
    /// stop names and headsigns of the eight corpus feeds, 2.1% of keys of 5-9 characters have
    /// another name one letter away ("Oceanía"/"Oceanía_1" aside, "Francia"/"Francita"), and a
    /// short reading one glyph off is as likely another name as a misread.
    package static let oneGlyphMinimumLength = 10

    private var names: Set<String> = []
    private var byKey: [String: Set<String>] = [:]
    /// Per key one non-digit glyph shorter, the keys (of length `oneGlyphMinimumLength` - 1 or more)
    /// it was made from: a reading that lost a glyph finds its names here.
    private var byShorterKey: [String: Set<String>] = [:]

    package init(_ names: some Sequence<String>) {
        var folder = SpellingFolder()
        for name in names {
            let drawn = Self.drawn(name)
            guard !drawn.isEmpty, self.names.insert(drawn).inserted else { continue }
            let key = folder.key(drawn)
            let isNew = byKey[key.text] == nil
            byKey[key.text, default: []].insert(drawn)
            if isNew, key.length >= Self.oneGlyphMinimumLength {
                for shorter in key.withOneGlyphLess() { byShorterKey[shorter, default: []].insert(key.text) }
            }
        }
    }

    /// Whether the feed spells a name exactly so.
    package func contains(_ reading: String) -> Bool { names.contains(Self.drawn(reading)) }

    /// The feed's names that read alike with `reading` (same key), sorted.
    package func sameKey(as reading: String) -> [String] {
        (byKey[SpellingKey(reading).text] ?? []).sorted()
    }

    /// The feed's names one glyph (not a digit) away from `reading`, added or lost, for readings
    /// long enough (`oneGlyphMinimumLength`); sorted.
    package func oneGlyphAway(from reading: String) -> [String] {
        let key = SpellingKey(reading)
        guard key.length >= Self.oneGlyphMinimumLength else { return [] }
        var keys = Set<String>()
        // A glyph added on the page: the name's key is the reading's with one glyph less.
        for shorter in key.withOneGlyphLess() where byKey[shorter] != nil { keys.insert(shorter) }
        // A glyph lost on the page: the reading's key is the name's with one glyph less.
        keys.formUnion(byShorterKey[key.text] ?? [])
        return keys.flatMap { byKey[$0] ?? [] }.sorted()
    }

    /// White space collapsed to single spaces, trimmed.
    static func drawn(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// The names of one feed a page may show, by the field that shows them.
package struct FeedVocabulary: Sendable {
    /// Stop names (`stops.stop_name`): the page's boarding and alighting names.
    package var stopNames: NameVocabulary
    /// The codes a route line starts with: `route_short_name`, else `route_long_name` without " - ",
    /// else `route_id`, and a code a headsign begins with ("21C - Square One").
    package var routeCodes: NameVocabulary
    /// Destinations: `trip_headsign` (without a leading code and " - "), and every stop name (a
    /// trip without a headsign shows its last stop's).
    package var headsigns: NameVocabulary

    package init(stopNames: NameVocabulary, routeCodes: NameVocabulary, headsigns: NameVocabulary) {
        self.stopNames = stopNames
        self.routeCodes = routeCodes
        self.headsigns = headsigns
    }
}
