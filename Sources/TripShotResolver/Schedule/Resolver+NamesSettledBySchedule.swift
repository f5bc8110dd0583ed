import TripShotParser
import TripShotStopNames
import TripShotTrip

extension Resolver {
    /// `itinerary` with each stop name the schedule settles: for `tripshot parse --db`, whose names
    /// then agree with the stops `import` takes. The page is resolved as `import` resolves it; for
    /// every ride whose run matches the page exactly, a name that is neither its stop's nor its
    /// station's is decided again by the page's readings against those two names alone, by
    /// `FeedSpelling`'s rules (the same key, a looser key, one glyph off). "14 Sst" reads as the
    /// feed's "145 St" (S for 5, a space moved) as well as its "14 St" (one glyph added), and the
    /// feed's spelling alone took the first; the run calling at 14 St at both shown times settles
    /// it. A name no reading of which names any stop of the feed ("z2 Ss A", which the schedule
    /// named 72 St) is the run's stop; a destination near the run's headsign by those rules is
    /// that headsign. A name that names another stop is left as read: the page then shows another
    /// name than the run's stop, which `import` reports, not `parse`. A page that does not resolve
    /// is left as it is.
    func withNamesSettledBySchedule(_ itinerary: Itinerary) -> Itinerary {
        guard let trip = try? resolve(itinerary) else { return itinerary }
        let resolvedRides = trip.legs.compactMap { leg -> ResolvedRide? in
            if case .ride(let ride) = leg { ride } else { nil }
        }
        var result = itinerary
        var rideIndex = 0
        for index in result.legs.indices {
            guard case .ride(var ride) = result.legs[index] else { continue }
            defer { rideIndex += 1 }
            guard rideIndex < resolvedRides.count, resolvedRides[rideIndex].validation.status == .match else { continue }
            let resolved = resolvedRides[rideIndex]
            ride.from = settled(ride.from, by: resolved.from, notes: &result.warnings)
            ride.to = settled(ride.to, by: resolved.to, notes: &result.warnings)
            if let headsign = ride.headsign, !resolved.headsign.isEmpty, headsign.value != resolved.headsign {
                ride.headsign = settled(headsign, as: resolved.headsign, notes: &result.warnings)
            }
            result.legs[index] = .ride(ride)
        }
        return result
    }

    /// The page's destination spelled as the run's own headsign where a reading is near it by
    /// `FeedSpelling`'s rules: a feed may write one destination two ways ("La Villa/Cantera
    /// -Centro Comercial Santa Fe" and "La Villa/Cantera - Centro Comercial Santa Fe", alike by the
    /// key, which folds spaces), and the trip taken says which the page drew.
    private func settled(_ headsign: Located<String>, as tripHeadsign: String, notes: inout [String]) -> Located<String> {
        var ignored: [String] = []
        var decided = FeedSpelling.decide(headsign, in: NameVocabulary([tripHeadsign]), notes: &ignored)
        // The vocabulary holds the headsign as pages draw it (white space collapsed).
        guard decided.value != headsign.value else { return headsign }
        decided.spelledByFeed = true
        notes.append("read the destination '\(headsign.value)'; the schedule's run at the shown times is headed '\(decided.value)'")
        return decided
    }

    /// `field` spelled as the stop the run calls at: when a reading of it is near that stop's name
    /// or its station's, or is that name by the key the resolver found it with (`StopNameKey`:
    /// "Oakland Intemational Airport"), or when no reading names any stop of the feed at all (the
    /// page draws the feed's names, so a text that is none of them is a misreading, and the run
    /// says which stop it is: "z2 Ss A" for 72 St); else as it was.
    private func settled(_ field: Located<String>, by call: StopCall, notes: inout [String]) -> Located<String> {
        let station = stops.stop(call.stopID)?.parentID.flatMap { stops.stop($0)?.name }
        // As pages draw them (white space collapsed: a feed's "Avenida Santiago \t - Eje 8 Sur").
        let names = [station, call.name].compactMap { $0 }.map(NameText.drawn)
        guard !names.contains(field.value) else { return field }
        var ignored: [String] = []
        var decided = FeedSpelling.decide(field, in: NameVocabulary(names), notes: &ignored)
        // How near the page's text is to a name: 1 or `sameCoreScore` where a reading is the name
        // by the resolver's own key (which also folds "rn" read "m": "Intemational").
        func nearness(_ name: String) -> Double {
            field.readings.map { stops.similarity(of: $0, toName: name) }.max() ?? 0
        }
        let namesTheStop = names.contains { nearness($0) >= NameGrams.sameCoreScore }
        if decided.value == field.value, namesTheStop || !field.readings.contains(where: stops.namesAStop) {
            // The one of the two names nearest the page's text (a station and its platform may
            // be named apart).
            decided.value = names.max { nearness($0) < nearness($1) } ?? call.name
            decided.alternatives = field.readings
        }
        guard decided.value != field.value, names.contains(decided.value) else { return field }
        decided.spelledByFeed = true
        let read = field.spelledByFeed ? "'\(field.alternatives.first ?? field.value)' (the feed's '\(field.value)')" : "'\(field.value)'"
        notes.append("read \(read); the schedule's run at the shown times calls at '\(decided.value)'")
        return decided
    }
}
