import TripShotFeedDatabase
import TripShotParser
import TripShotStopNames

extension Resolver {
    /// `itinerary` with the spelling of its doubtful names decided by this feed (`FeedSpelling`):
    /// a stop name, route code or headsign whose letters no reading of the image can settle ("EI
    /// Cerrito", "$207", "SW 1st& Harrison") takes the feed's spelling when exactly one of the
    /// feed's names reads alike, the page's reading kept as an alternative; every change is a
    /// warning. `resolve` does this itself; call it to show the itinerary as the feed spells it.
    public func spelled(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        do {
            return try spelledThrowing(itinerary)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    func spelledThrowing(_ itinerary: Itinerary) throws -> Itinerary {
        FeedSpelling.spell(itinerary, with: try vocabulary())
    }

    /// The feed's names a page may show, read once per resolver: stop names looked up in the
    /// spellings gtfs-load stored, route codes from the route directory as pages show them, and
    /// the distinct headsigns gtfs-load stored with their routes.
    func vocabulary() throws -> FeedVocabulary {
        if let vocabularyCache { return vocabularyCache }
        var codeOfRoute: [String: String] = [:]
        for route in routes.routes {
            if !route.shortName.isEmpty {
                codeOfRoute[route.routeID] = route.shortName
            } else if !route.longName.isEmpty, !route.longName.contains(" - ") {
                codeOfRoute[route.routeID] = route.longName
            } else {
                codeOfRoute[route.routeID] = route.routeID
            }
        }
        var codes = Array(codeOfRoute.values)
        var headsigns: [String] = []
        var routesToHeadsign = RouteCodesByHeadsign()
        if schema.has("trips", "trip_headsign") {
            let statement = try database.prepare(
                "SELECT route_id, trip_headsign FROM \(Schema.NameIndex.routeHeadsigns) ORDER BY rowid")
            try statement.forEachRow { row in
                guard let headsign = row.optionalText(1)?.trimmed, !headsign.isEmpty else { return }
                let code = codeOfRoute[row.text(0)]
                // "21C - Square One": the page shows the code in the code's place and the rest
                // as the destination.
                if let dash = headsign.range(of: " - "), !headsign[..<dash.lowerBound].contains(" ") {
                    let shownCode = String(headsign[..<dash.lowerBound])
                    let destination = String(headsign[dash.upperBound...])
                    codes.append(shownCode)
                    headsigns.append(destination)
                    routesToHeadsign.add(code: shownCode, headsign: destination)
                }
                headsigns.append(headsign)
                if let code { routesToHeadsign.add(code: code, headsign: headsign) }
            }
        }
        let stopNames = try storedStopNames()
        let built = FeedVocabulary(
            stopNames: stopNames, routeCodes: NameVocabulary(codes), headsigns: NameVocabulary(headsigns, also: stopNames),
            routeCodesByHeadsign: routesToHeadsign)
        vocabularyCache = built
        return built
    }

    /// The feed's stop names by the spelling keys gtfs-load stored, opened once per resolver: the
    /// vocabulary's stop names and the planner decoder's lookup (`stopsNamedBySpelling`) share them.
    func storedStopNames() throws -> NameVocabulary {
        if let spellingsCache { return spellingsCache }
        let opened = NameVocabulary(stored: try StoredSpellings(database: database))
        spellingsCache = opened
        return opened
    }
}
