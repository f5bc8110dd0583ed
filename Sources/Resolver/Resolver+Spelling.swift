import Itinerary

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

    /// The feed's names a page may show, read once per resolver: stop names from the stop
    /// directory, route codes from the route directory as pages show them, and the distinct
    /// headsigns (one indexed query).
    func vocabulary() throws -> FeedVocabulary {
        if let vocabularyCache { return vocabularyCache }
        var codes: [String] = []
        for route in routes.routes {
            if !route.shortName.isEmpty {
                codes.append(route.shortName)
            } else if !route.longName.isEmpty, !route.longName.contains(" - ") {
                codes.append(route.longName)
            } else {
                codes.append(route.routeID)
            }
        }
        var headsigns: [String] = []
        if schema.has("trips", "trip_headsign") {
            let statement = try database.prepare("SELECT DISTINCT trip_headsign FROM trips")
            try statement.forEachRow { row in
                guard let headsign = row.optionalText(0)?.trimmed, !headsign.isEmpty else { return }
                // "21C - Square One": the page shows the code in the code's place and the rest
                // as the destination.
                if let dash = headsign.range(of: " - "), !headsign[..<dash.lowerBound].contains(" ") {
                    codes.append(String(headsign[..<dash.lowerBound]))
                    headsigns.append(String(headsign[dash.upperBound...]))
                }
                headsigns.append(headsign)
            }
        }
        let stopNames = NameVocabulary(stops.stops.lazy.map(\.name))
        let built = FeedVocabulary(
            stopNames: stopNames, routeCodes: NameVocabulary(codes), headsigns: NameVocabulary(headsigns, also: stopNames))
        vocabularyCache = built
        return built
    }
}
