import TripShotStopNames

/// The names a feed uses where a page shows them, of one kind (stop names, route codes or
/// headsigns), indexed by `SpellingKey` so a page's reading is looked up, never compared with every
/// name.
///
/// Names are kept as a page draws them: white space collapsed to single spaces (HTML does that, and
/// feeds have "Santo Tomás Ajusco -  Estadio Azteca"). The key index is built on the first
/// reading that is not one of the names as it is (most pages read every name right): folding
/// every name of a large feed costs more than the rest of opening it.
package final class NameVocabulary {
    /// Readings whose key is at least this long may be one glyph away from a name (a glyph added,
    /// "Wakefield-241 Stł", or lost). Shorter keys are too close to each other: measured over the
    /// stop names and headsigns of the eight corpus feeds, 2.1% of keys of 5-9 characters have
    /// another name one letter away ("Francia"/"Francita", "Mitongo"/"Maitongo"), and a short
    /// reading one glyph off is as likely another name as a misread. Of the 7,446 keys of 10 or
    /// more, 0.6% have another name one glyph changed, nearly all a final letter ("Terminus Stop
    /// B"/"C", "Clark Ave. W."/"E."), which a page that reads it right confirms before any of this.
    package static let oneGlyphMinimumLength = 10

    private let names: Set<String>
    /// The names `gtfs-load` stored with their keys (a feed's stop names), looked up in SQLite
    /// instead of `names` and `keyIndexes`.
    private let stored: StoredSpellings?
    /// Another kind's names a field of this kind may also show (a trip without a headsign shows its
    /// last stop's name): looked up in its own index, so a feed's stop names are folded once.
    private let shared: NameVocabulary?
    /// The names by each kind of key, each built on its first lookup.
    private var keyIndexes: [KeyKind: [String: [String]]] = [:]
    /// Every character the keys hold: what a glyph lost or changed on the page may have been.
    private var keyScalars: [Unicode.Scalar]?

    /// The names, and another kind's (`also`) that this kind's fields may show as well.
    package init(_ names: some Sequence<String>, also shared: NameVocabulary? = nil) {
        var drawn = Set<String>()
        for name in names {
            let shown = NameText.drawn(name)
            if !shown.isEmpty, shared?.has(shown) != true { drawn.insert(shown) }
        }
        self.names = drawn
        self.shared = shared
        stored = nil
    }

    /// The stop names `gtfs-load` stored with their spelling keys (`StopNameIndex`).
    init(stored: StoredSpellings) {
        names = []
        shared = nil
        self.stored = stored
    }

    /// Whether this kind's own names hold `shown` (a drawn name).
    private func has(_ shown: String) -> Bool { names.contains(shown) || stored?.contains(shown) == true }

    /// Whether the feed spells a name exactly so.
    package func contains(_ reading: String) -> Bool {
        let shown = NameText.drawn(reading)
        return has(shown) || shared?.has(shown) == true
    }

    /// The feed's names that read alike with `reading` (same key), sorted: by the strict key
    /// first, by the key with doubled letters folded only when the strict one finds none, and by
    /// letters and digits alone (punctuation dropped) only when neither does.
    package func sameKey(as reading: String) -> [String] {
        let strict = sameStrictKey(as: reading)
        return strict.isEmpty ? sameLooserKey(as: reading) : strict
    }

    /// The feed's names with `reading`'s strict key (only what no reading of the image can settle
    /// folded), sorted.
    package func sameStrictKey(as reading: String) -> [String] {
        sameKey(as: reading, kind: .strict)
    }

    /// The feed's names with `reading`'s key with doubled letters folded, else by letters and digits
    /// alone; sorted.
    package func sameLooserKey(as reading: String) -> [String] {
        for kind in [KeyKind.collapsingDoubles, .lettersAndDigits] {
            let found = sameKey(as: reading, kind: kind)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The keys a reading is looked up by, in order.
    enum KeyKind: CaseIterable {
        case strict, collapsingDoubles, lettersAndDigits

        /// The column of `Schema.NameIndex.spellings` holding this key.
        var storedColumn: String {
            switch self {
            case .strict: "strict"
            case .collapsingDoubles: "doubles"
            case .lettersAndDigits: "letters"
            }
        }

        func folder() -> SpellingFolder {
            switch self {
            case .strict: SpellingFolder(collapsesDoubles: false)
            case .collapsingDoubles: SpellingFolder()
            case .lettersAndDigits: SpellingFolder(keepsPunctuation: false)
            }
        }
    }

    private func sameKey(as reading: String, kind: KeyKind) -> [String] {
        var folder = kind.folder()
        let own = names(withKey: folder.key(reading).text, kind: kind)
        return (own + (shared?.sameKey(as: reading, kind: kind) ?? [])).sorted()
    }

    /// The feed's names one glyph away from `reading` (added, lost or changed; never a digit of the
    /// reading, and never a digit added), for readings long enough (`oneGlyphMinimumLength`); sorted.
    package func oneGlyphAway(from reading: String) -> [String] {
        (ownOneGlyphAway(from: reading) + (shared?.oneGlyphAway(from: reading) ?? [])).sorted()
    }

    private func ownOneGlyphAway(from reading: String) -> [String] {
        let key = SpellingKey(reading)
        guard key.length >= Self.oneGlyphMinimumLength else { return [] }
        let kind = KeyKind.collapsingDoubles
        var found = Set<String>()
        // A glyph added on the page: the name's key is the reading's with one glyph less.
        for shorter in key.withOneGlyphLess() { found.formUnion(names(withKey: shorter, kind: kind)) }
        // A glyph lost on the page: the reading's key is the name's with one (non-digit) glyph less.
        let scalars = Array(key.text.unicodeScalars)
        var tried = Set<String>()
        for position in 0...scalars.count {
            for scalar in allKeyScalars() where !("2"..."9").contains(scalar) {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[..<position])
                view.append(scalar)
                view.append(contentsOf: scalars[position...])
                let longer = String(view)
                guard tried.insert(longer).inserted else { continue }
                let named = names(withKey: longer, kind: kind)
                for name in named where SpellingKey(name).withOneGlyphLess().contains(key.text) { found.insert(name) }
            }
        }
        // A glyph changed on the page ("Bað Point", "\\mtrak"): one of the reading's glyphs that is
        // not a digit replaced by any glyph of the feed's names.
        for position in scalars.indices where !key.fromDigit[position] {
            for scalar in allKeyScalars() where scalar != scalars[position] {
                var changed = scalars
                changed[position] = scalar
                var view = String.UnicodeScalarView()
                view.append(contentsOf: changed)
                found.formUnion(names(withKey: String(view), kind: kind))
            }
        }
        return Array(found)
    }

    /// This kind's own names with that key.
    private func names(withKey key: String, kind: KeyKind) -> [String] {
        if let stored { return stored.names(withKey: key, kind: kind) }
        return index(kind)[key] ?? []
    }

    private func index(_ kind: KeyKind) -> [String: [String]] {
        if let built = keyIndexes[kind] { return built }
        var folder = kind.folder()
        var built: [String: [String]] = [:]
        for name in names { built[folder.key(name).text, default: []].append(name) }
        keyIndexes[kind] = built
        return built
    }

    /// Every character the names' keys hold (read on first need).
    private func allKeyScalars() -> [Unicode.Scalar] {
        if let keyScalars { return keyScalars }
        if let stored {
            keyScalars = stored.keyScalars
            return stored.keyScalars
        }
        var scalars = Set<Unicode.Scalar>()
        for key in index(.collapsingDoubles).keys { scalars.formUnion(key.unicodeScalars) }
        let found = scalars.sorted()
        keyScalars = found
        return found
    }
}

/// The names of one feed a page may show, by the field that shows them.
package struct FeedVocabulary {
    /// Stop names (`stops.stop_name`): the page's boarding and alighting names.
    package var stopNames: NameVocabulary
    /// The codes a route line starts with: `route_short_name`, else `route_long_name` without " - ",
    /// else `route_id`, and a code a headsign begins with ("21C - Square One").
    package var routeCodes: NameVocabulary
    /// Destinations: `trip_headsign` (without a leading code and " - "), and every stop name (a
    /// trip without a headsign shows its last stop's).
    package var headsigns: NameVocabulary
    /// Which codes run to which headsign (trips' own `trip_headsign`s only).
    package var routeCodesByHeadsign: RouteCodesByHeadsign

    package init(
        stopNames: NameVocabulary, routeCodes: NameVocabulary, headsigns: NameVocabulary,
        routeCodesByHeadsign: RouteCodesByHeadsign = RouteCodesByHeadsign()
    ) {
        self.stopNames = stopNames
        self.routeCodes = routeCodes
        self.headsigns = headsigns
        self.routeCodesByHeadsign = routeCodesByHeadsign
    }
}

/// The route codes whose trips carry each headsign, as a page shows both: the route line's
/// code and its destination are read together, so the destination tells which codes the line can
/// start with.
package struct RouteCodesByHeadsign: Sendable {
    private var codes: [String: Set<String>] = [:]

    package init() {}

    package mutating func add(code: String, headsign: String) {
        codes[NameText.drawn(headsign), default: []].insert(NameText.drawn(code))
    }

    /// The codes running to `headsign`; empty for a headsign no trip carries.
    package func codes(to headsign: String) -> Set<String> {
        codes[NameText.drawn(headsign)] ?? []
    }
}
