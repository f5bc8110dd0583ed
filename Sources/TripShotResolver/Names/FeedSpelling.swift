import TripShotParser

/// Decides the spelling of what a page shows where its reading is doubtful in a way no reading of
/// the image can settle (`SpellingKey`): the page draws the agency's own names, and the feed
/// holds them.
///
/// Per field (stop names, route code, headsign), in order:
/// 1. reading by reading (the preferred one first, then the alternatives): one that IS one of the
///    feed's names is taken as it is (the feed confirms it); one that only what no reading can
///    settle parts from exactly one name (the strict key: "Insurgentes_1 _3") takes that name;
/// 2. else, where exactly one of the feed's names reads alike by a looser key (doubled letters,
///    punctuation) with a reading, that name becomes the value and the page's readings stay as
///    alternatives;
/// 3. else, for a reading long enough, where exactly one name is one glyph added, lost or changed
///    away (never a digit of the reading);
/// 4. two or more names equally close: nothing is guessed; the reading stays and a warning names
///    them. A reading near no name stays exactly as read.
///
/// A route code is then read against its line's destination (`decide(_:runningTo:in:notes:)`).
/// A value the feed spelled is marked (`spelledByFeed`) and a warning says what was read and what
/// the feed names it. Deciding again changes nothing: a value the feed spelled is confirmed.
package enum FeedSpelling {
    /// `itinerary` with the feed's spellings decided; what changed is added to its warnings.
    package static func spell(_ itinerary: Itinerary, with vocabulary: FeedVocabulary) -> Itinerary {
        var result = itinerary
        var notes: [String] = []
        result.legs = itinerary.legs.map { leg in
            guard case .ride(var ride) = leg else { return leg }
            ride.routeCode = decide(ride.routeCode, in: vocabulary.routeCodes, notes: &notes)
            ride.headsign = ride.headsign.map { decide($0, in: vocabulary.headsigns, notes: &notes) }
            ride.routeCode = decide(
                ride.routeCode, runningTo: ride.headsign?.value, in: vocabulary.routeCodesByHeadsign, notes: &notes)
            ride.from = decide(ride.from, in: vocabulary.stopNames, notes: &notes)
            ride.to = decide(ride.to, in: vocabulary.stopNames, notes: &notes)
            return .ride(ride)
        }
        for note in notes where !result.warnings.contains(note) { result.warnings.append(note) }
        return result
    }

    /// One field decided (see the type's comment); `notes` gets a line for a change or a tie.
    package static func decide(_ field: Located<String>, in names: NameVocabulary, notes: inout [String])
        -> Located<String>
    {
        let readings = field.readings
        // Reading by reading, most likely first: one the feed spells so, or so up to what no reading
        // can settle (the strict key), is the page's own.
        var strictTie: [String] = []
        for (index, reading) in readings.enumerated() {
            let isName = names.contains(reading)
            let alike = isName ? [] : names.sameStrictKey(as: reading)
            if isName || alike.count == 1, let fuller = nearMatch(fullerThan: reading, among: readings[..<index], in: names),
                fuller.name != (isName ? reading : alike[0])
            {
                return spelled(field, as: fuller.name, readFrom: fuller.reading, notes: &notes)
            }
            if isName {
                guard reading != field.value else { return field }
                var taken = field
                taken.value = reading
                taken.alternatives = readings.filter { $0 != reading }
                notes.append("read '\(field.value)' or '\(reading)', the feed confirms '\(reading)'")
                return taken
            }
            if alike.count == 1 { return spelled(field, as: alike[0], readFrom: reading, notes: &notes) }
            if strictTie.isEmpty, alike.count > 1 { strictTie = alike }
        }
        if !strictTie.isEmpty { return tie(field, strictTie, notes: &notes) }
        for closeness in [names.sameLooserKey(as:), names.oneGlyphAway(from:)] {
            var tied: [String] = []
            for reading in readings {
                let found = closeness(reading)
                if found.count == 1 { return spelled(field, as: found[0], readFrom: reading, notes: &notes) }
                if tied.isEmpty, found.count > 1 { tied = found }
            }
            if !tied.isEmpty { return tie(field, tied, notes: &notes) }
        }
        return field
    }

    /// The one name an earlier, fuller reading (more words) than `reading` is near, by the looser key
    /// or one glyph, with that reading. A shorter reading is the same ink with a part left out (a
    /// glyph taken for an icon, a wrapped line taken for something else): the feed naming it
    /// exactly ("Oakland", a stop) says less than the feed naming the fuller reading nearly
    /// ("Qakland Coliseum/Airport Amtrak", the headsign the page drew). Nil when no fuller reading
    /// is near exactly one name. (Where it is the shorter reading's own name, that reading says it.)
    private static func nearMatch(fullerThan reading: String, among earlier: ArraySlice<String>, in names: NameVocabulary)
        -> (name: String, reading: String)?
    {
        let words = reading.split(separator: " ").count
        for fuller in earlier where fuller.split(separator: " ").count > words {
            for closeness in [names.sameLooserKey(as:), names.oneGlyphAway(from:)] {
                let found = closeness(fuller)
                if found.count == 1 { return (found[0], fuller) }
                if found.count > 1 { break }
            }
        }
        return nil
    }

    /// `field` with the feed's `name` as its value, its readings kept as alternatives.
    private static func spelled(_ field: Located<String>, as name: String, readFrom reading: String, notes: inout [String])
        -> Located<String>
    {
        var spelled = field
        spelled.value = name
        spelled.alternatives = field.readings
        spelled.spelledByFeed = true
        notes.append("read '\(reading)', the feed names it '\(name)'")
        return spelled
    }

    /// `field` as read, with a note naming the feed's names it reads alike with; but where the tied
    /// names are one name written two ways (the feed has "Indios Verdes - Dr. Gálvez" and "Indios
    /// verdes - Dr. Gálvez", "Xochimilco / Bosque" and "Xochimilco/Bosque"), the way nearest the
    /// reading glyph for glyph (`drawingNearest`) is the one the page shows.
    private static func tie(_ field: Located<String>, _ names: [String], notes: inout [String]) -> Located<String> {
        if let drawing = drawingNearest(to: field.readings, among: names) {
            return spelled(field, as: drawing.name, readFrom: drawing.reading, notes: &notes)
        }
        let listed = names.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
        notes.append("read '\(field.value)', which the feed's \(listed) all read alike; kept as read")
        return field
    }

    /// Of names that differ in letter case and white space alone, the one nearest a reading, with
    /// that reading, when exactly one is nearest. The recogniser gets a glyph's case from its height
    /// and shape far more often than it gets the letter, so the case of even a misread glyph ("Y"
    /// for "V") says which the page shows, and so do the spaces it read around a mark ("Xochimilco |
    /// Bosque" is "Xochimilco / Bosque", not "Xochimilco/Bosque"): each glyph is compared by letter
    /// and by case (`caseWeightedDistance`). Names that differ in anything else are different
    /// places or lines (nil): "Hill Rd" and "Hi1l Rd" differ by a stroke the recogniser cannot tell
    /// apart either.
    static func drawingNearest(to readings: [String], among names: [String]) -> (name: String, reading: String)? {
        func folded(_ name: String) -> String { String(name.lowercased().filter { !$0.isWhitespace }) }
        guard let first = names.first.map(folded), names.count > 1, names.dropFirst().allSatisfy({ folded($0) == first })
        else { return nil }
        for reading in readings {
            let distances = names.map { caseWeightedDistance(Array(reading), Array($0)) }
            guard let nearest = distances.min() else { continue }
            let atNearest = names.indices.filter { distances[$0] == nearest }
            if atNearest.count == 1 { return (names[atNearest[0]], reading) }
        }
        return nil
    }

    /// The edit distance of `a` and `b` where a glyph added or lost costs 2, a different letter 2
    /// and a different case 1 more (so "Y" is nearer "V" than "v"; a glyph without case, "|", is
    /// as near both).
    static func caseWeightedDistance(_ a: [Character], _ b: [Character]) -> Int {
        func cost(_ x: Character, _ y: Character) -> Int {
            guard x != y else { return 0 }
            let letter = x.lowercased() == y.lowercased() ? 0 : 2
            let caseDiffers = x.isCased && y.isCased && x.isUppercase != y.isUppercase ? 1 : 0
            return letter + caseDiffers
        }
        var previous = Array(stride(from: 0, through: 2 * b.count, by: 2))
        for i in a.indices {
            var current = [2 * (i + 1)] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 2, current[j] + 2, previous[j] + cost(a[i], b[j]))
            }
            previous = current
        }
        return previous[b.count]
    }
}
