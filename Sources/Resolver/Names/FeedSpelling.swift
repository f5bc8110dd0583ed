import Itinerary

/// Decides the spelling of what a page shows where its reading is doubtful in a way no reading of
/// the image can settle (`SpellingKey`): the page draws the agency's own names, and the feed
/// holds them.
///
/// Per field (stop names, route code, headsign), in order:
/// 1. a reading the page allows (the preferred one, else the first alternative) that IS one of the
///    feed's names is taken as it is: the feed confirms it;
/// 2. else, where exactly one of the feed's names reads alike (same key) with a reading, that name
///    becomes the value and the page's readings stay as alternatives;
/// 3. else, for a reading long enough, where exactly one name is one glyph (not a digit) away;
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
        if let confirmed = readings.first(where: names.contains) {
            guard confirmed != field.value else { return field }
            var taken = field
            taken.value = confirmed
            taken.alternatives = readings.filter { $0 != confirmed }
            notes.append("read '\(field.value)' or '\(confirmed)', the feed confirms '\(confirmed)'")
            return taken
        }
        for closeness in [names.sameKey(as:), names.oneGlyphAway(from:)] {
            var tied: [String] = []
            for reading in readings {
                let found = closeness(reading)
                if found.count == 1 {
                    var spelled = field
                    spelled.value = found[0]
                    spelled.alternatives = readings
                    spelled.spelledByFeed = true
                    notes.append("read '\(reading)', the feed names it '\(found[0])'")
                    return spelled
                }
                if tied.isEmpty, found.count > 1 { tied = found }
            }
            if !tied.isEmpty {
                let listed = tied.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
                notes.append("read '\(field.value)', which the feed's \(listed) all read alike; kept as read")
                return field
            }
        }
        return field
    }
}
