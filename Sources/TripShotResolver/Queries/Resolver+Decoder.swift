import TripShotParser
import TripShotFeedDatabase
import TripShotStopNames
import TripShotTrip

/// What the planner decoder (`PlannerDecoder`) asks of a feed, through the resolver's own
/// directories and finder: stops named like a text (the name index, never a scan of every stop),
/// the runs calling at one set of stops and later at another, route codes, stop counts, dates.
extension Resolver {
    /// A stop a page's text may name: its id, the feed's name for it, how well the text fits (0...1).
    package struct NamedStop: Hashable, Sendable {
        package var stopID: String
        package var name: String
        package var score: Double
    }

    /// One scheduled run past a boarding stop and later an alighting stop.
    package struct Run: Hashable, Sendable {
        package var tripID: String
        package var routeID: String
        package var serviceID: String
        package var headsign: String
        /// trip_short_name and the feed's extra trip texts ("2745", GO's route variant).
        package var labels: [String]
        package var boardStopID: String
        package var boardSequence: Int
        package var alightStopID: String
        package var alightSequence: Int
        /// Service-day seconds.
        package var departure: Int
        package var arrival: Int
        /// For a frequencies.txt departure, the shift from its template times.
        package var frequencyShift: Int?
        /// True where the feed times the call only approximately (`timepoint` 0): a page's time
        /// there may be off by `Validation.approximateSlack` minutes.
        package var departureApproximate = false
        package var arrivalApproximate = false
    }

    /// The stops whose names fit `text` by the resolver's keys (`StopDirectory.candidates`), with
    /// their stations' platforms; none below `floor`.
    package func namedStops(_ text: String, floor: Double) throws(ResolveError) -> [NamedStop] {
        return try candidates(for: text, floor: floor, slack: 0.05).compactMap { candidate in
            stops.stop(candidate.stopID).map { NamedStop(stopID: candidate.stopID, name: $0.name, score: candidate.score) }
        }
    }

    /// The stop directory's candidates for `text` at `floor` and `slack`, among the names its
    /// postings leave (`namesFitting`: most runs of a page's words fit no stop, said from a few).
    private func candidates(for text: String, floor: Double, slack: Double) throws(ResolveError) -> [StopDirectory.Candidate] {
        do {
            return try stops.candidates(for: text, floor: floor, slack: slack, among: stops.namesFitting(text, floor: floor))
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The stops whose names are `text`'s words with some of them cut short on one side
    /// (`Abbreviations.sameWordsCut`: "Bratislava hl.st." for "Bratislava hlavná stanica"), which
    /// the trigram likeness scores too low to name; empty for a text with no cut word and a feed
    /// none of whose likely names is one. Asked only where `namedStops` found nothing.
    package func stopsNamedWithCutWords(_ text: String) throws(ResolveError) -> [NamedStop] {
        // A cut word shares few trigrams with its word: the candidates are taken far below the
        // naming floor and by a wide slack; the word-by-word test decides.
        let floor = 0.3
        guard Abbreviations.hasCutWord(text) else { return [] }
        // The text's words, read once for the places and every candidate's comparison.
        let words = Abbreviations.words(of: text)
        guard try someNameSharesAWholeWordPlace(with: Abbreviations.wholeWordPlaces(ofWords: words)) else { return [] }
        return try candidates(for: text, floor: floor, slack: 1).compactMap { candidate in
            guard let stop = stops.stop(candidate.stopID), Abbreviations.sameWordsCut(words: words, stop.name) else { return nil }
            return NamedStop(stopID: candidate.stopID, name: stop.name, score: candidate.score)
        }
    }

    /// The stops whose names `text` reads as through one OCR slip (`OneSlip`: "19th St Oakkand" for
    /// "19th St. Oakland"), which the trigram likeness scores under the naming floor; empty for a
    /// text too short to forgive a slip in. Asked only where `namedStops` found nothing.
    package func stopsNamedThroughOneSlip(_ text: String) throws(ResolveError) -> [NamedStop] {
        let query = stops.grams(text)
        guard query.key.full.count >= OneSlip.shortestKey else { return [] }
        // One slip changes at most three of a key's trigrams and adds at most three: a key of g
        // trigrams keeps a Dice of at least 2(g - 3) / (2g + 3) with the name, the index's floor here.
        let g = Double(min(query.full.count, query.core.count))
        let floor = max(0.3, 2 * (g - 3) / (2 * g + 3) - 0.01)
        return try candidates(for: text, floor: floor, slack: 1).compactMap { candidate in
            guard let stop = stops.stop(candidate.stopID), OneSlip.reads(text, key: query.key, as: stop.name, key: stop.grams.key)
            else { return nil }
            return NamedStop(stopID: candidate.stopID, name: stop.name, score: candidate.score)
        }
    }

    /// The stops whose names read alike with `text` by their spelling keys (`SpellingKey`: only what
    /// no reading of the image can settle folded, spaces among it: "285t" for "28 St", "$207" for
    /// "S207"). The name index folds 0/O and 1/l/I as those keys do, but not S's look-alikes "5",
    /// "$" and "§", nor "/" read for "l": its likeness keeps such a reading apart from the name, so
    /// only a text holding one is asked. Asked only where `namedStops` found nothing.
    package func stopsNamedBySpelling(_ text: String) throws(ResolveError) -> [NamedStop] {
        guard text.unicodeScalars.contains(where: { ["5", "$", "§", "/"].contains($0) }) else { return [] }
        let names: [String]
        do {
            names = try storedStopNames().sameKey(as: text)
        } catch {
            throw ResolveError.wrap(error)
        }
        // The feed's own spelling names its stops exactly (a likeness of 1).
        var found: [NamedStop] = []
        for name in names { found += try namedStops(name, floor: 0.95).filter { NameText.drawn($0.name) == name } }
        return found
    }

    /// Whether some name of the feed has a word written in full at one of a text's `places` (the
    /// same word in full, among as many words: `Abbreviations.wholeWordPlaces`): without one, no
    /// stop's name is `text`'s words cut short (`sameWordsCut`), and the index need not be asked.
    /// The places are read once per resolver from the stored name index's distinct names, which
    /// hold every stop's trimmed name (and the translations, which only add places).
    func someNameSharesAWholeWordPlace(with places: [Abbreviations.WholeWordPlace]) throws(ResolveError) -> Bool {
        if wholeWordPlacesCache == nil {
            var places = Set<Abbreviations.WholeWordPlace>()
            do {
                let select = try database.prepare("SELECT name FROM \(Schema.NameIndex.names)")
                while try select.step() { places.formUnion(Abbreviations.wholeWordPlaces(of: select.text(0).trimmed)) }
            } catch {
                throw ResolveError.wrap(error)
            }
            wholeWordPlacesCache = places
        }
        return places.contains { wholeWordPlacesCache!.contains($0) }
    }

    /// What `namedStops` answers from: two texts with the same key (case, punctuation, the feed's
    /// generic words aside) name the same stops, so a page's runs are asked once per key.
    package func namedStopsKey(_ text: String) -> String { stops.lookupKey(text) }

    /// Runs `body`, a page's many `namedStops` questions, with the name index's postings read
    /// once for all of them (`StopDirectory.keepingPostings`).
    package func askingAboutAPage<T>(_ body: () throws -> T) rethrows -> T { try stops.keepingPostings(body) }

    /// Whether `word` is a word of some stop name of the feed, compared by `nameWordKey`: lets the
    /// decoder ask the name index only about runs of words that start and end like a name.
    /// The words are read once per resolver from the stored name index's distinct names
    /// (`Schema.NameIndex.names`), not from every stop.
    package func isNameWord(_ word: String) throws(ResolveError) -> Bool {
        if nameWordsCache == nil {
            var words = Set<String>()
            var folder = NameFolder()
            do {
                let select = try database.prepare("SELECT name FROM \(Schema.NameIndex.names)")
                while try select.step() {
                    for word in select.text(0).split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                        words.insert(Self.nameWordKey(word, folder: &folder))
                    }
                }
            } catch {
                throw ResolveError.wrap(error)
            }
            nameWordsCache = words
        }
        return nameWordsCache!.contains(Self.nameWordKey(word))
    }

    /// Lower case and accent-free, with OCR's 1/l/I/| and 0/O look-alikes folded as the name keys
    /// fold them: "Hojalateria", as OCR or a planner drops the accent, is a word of "Avenida Del
    /// Trabajo - Hojalatería", as the name index, asked next, also finds it.
    package static func nameWordKey(_ word: some StringProtocol) -> String {
        var folder = NameFolder()
        return nameWordKey(word, folder: &folder)
    }

    /// The same, with a folder that remembers the characters it has folded (a feed's every word).
    package static func nameWordKey(_ word: some StringProtocol, folder: inout NameFolder) -> String {
        // ASCII by bytes (most words): the same folds, without building a Character each.
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNameWordKey(word) }
        let accentFree = folder.accentFree(word)
        if accentFree.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNameWordKey(accentFree) }
        return String(accentFree.lowercased().map { c -> Character in
            switch c {
            case "1", "l", "|", "!": "i"
            case "0": "o"
            default: c
            }
        })
    }

    private static func asciiNameWordKey(_ word: some StringProtocol) -> String {
        String(
            decoding: word.utf8.map { byte -> UInt8 in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    byte == UInt8(ascii: "L") || byte == UInt8(ascii: "I") ? UInt8(ascii: "i") : byte + 32
                case UInt8(ascii: "1"), UInt8(ascii: "l"), UInt8(ascii: "|"), UInt8(ascii: "!"): UInt8(ascii: "i")
                case UInt8(ascii: "0"): UInt8(ascii: "o")
                default: byte
                }
            }, as: UTF8.self)
    }

    /// How alike two names are as this feed keys its names (0...1).
    package func nameSimilarity(_ a: String, _ b: String) -> Double { stops.similarity(of: a, toName: b) }

    /// The translation of one of `stopIDs` that the page's `text` fits better than the stop's own
    /// name ("Oreshani" for "Орешани"): the name a decoded ride gives its stop; nil when the page
    /// wrote the feed's own name.
    package func translatedName(ofStops stopIDs: [String], asShown text: String) throws(ResolveError) -> String? {
        do {
            for id in stopIDs {
                if let language = try stops.language(naming: id, as: text), let name = try stops.name(ofStop: id, in: language) {
                    return name
                }
            }
            return nil
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// Metres between two stops, nil when either is unknown.
    package func metres(from a: String, to b: String) -> Double? {
        guard let a = stops.stop(a), let b = stops.stop(b) else { return nil }
        return Geodesy.meters(a.coordinate, b.coordinate)
    }

    /// The runs leaving one of `boarding` in `window` (service-day seconds) and calling later at one
    /// of `alighting`, on any day (`date` nil) or on the service day `date`.
    package func runs(boarding: [String], alighting: [String], window: ClosedRange<Int>, on date: ShownDate?) throws(ResolveError)
        -> [Run]
    {
        do {
            let query = TripFinder.Query(
                routeIDs: nil, boardStops: boarding, alightStops: alighting, serviceDate: date, window: window)
            return try finder.find(query).map { c in
                Run(
                    tripID: c.tripID, routeID: c.routeID, serviceID: c.serviceID, headsign: c.headsign, labels: c.labels,
                    boardStopID: c.boardStopID, boardSequence: c.boardSequence, alightStopID: c.alightStopID,
                    alightSequence: c.alightSequence, departure: c.departure, arrival: c.arrival,
                    frequencyShift: c.frequencyShift, departureApproximate: c.departureApproximate,
                    arrivalApproximate: c.arrivalApproximate)
            }
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The route a run belongs to.
    package func route(_ id: String) -> RouteInfo? { routes.route(id) }

    /// The routes a code as a page prints it ("S5", "21 C", "MI") names, by the route directory's rules.
    package func routeIDs(forCode code: String) -> Set<String> {
        Set(routes.routes(forCode: code).map(\.route.routeID))
    }

    /// Whether a code names one of a run's labels (trip_short_name "2745", GO's route variant).
    package func code(_ code: String, namesOneOf labels: [String]) -> Bool {
        let key = RouteDirectory.codeKey(code)
        return !key.isEmpty && labels.contains { RouteDirectory.text($0, names: key) }
    }

    /// What `code(_:namesOneOf:)` compares a page's code by: "21 C", "21c" and "21C" are one key.
    package static func codeKey(_ code: String) -> String { RouteDirectory.codeKey(code) }

    /// Every key a run's label names (`code(_:namesOneOf:)` is true for a code whose non-empty key
    /// one of its labels' sets holds): for a page comparing many codes with the same labels.
    package static func codeKeys(namedBy label: String) -> Set<String> { RouteDirectory.keys(namedBy: label) }

    /// Stops the run calls at strictly between its boarding and its alighting.
    package func stopsBetween(_ run: Run) throws(ResolveError) -> Int {
        do {
            let sql = "SELECT count(*) FROM stop_times WHERE trip_id = ? AND stop_sequence > ? AND stop_sequence < ?"
            return try database.withStatement(sql) { statement in
                try statement.bind([.text(run.tripID), .integer(run.boardSequence), .integer(run.alightSequence)])
                return try statement.step() ? statement.int(0) : 0
            }
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// Every call of the run's trip, each "stop@arrival@departure" (service-day seconds, its
    /// frequency shift applied), in order: two trips calling alike are one trip listed twice.
    package func calls(ofTripOf run: Run) throws(ResolveError) -> [String] {
        do {
            let sql = "SELECT stop_id, arrival_time, departure_time FROM stop_times WHERE trip_id = ? ORDER BY stop_sequence"
            return try database.withStatement(sql) { statement in
                try statement.bind([.text(run.tripID)])
                var calls: [String] = []
                let shift = run.frequencyShift ?? 0
                func time(_ column: Int) -> String { statement.isNull(column) ? "" : String(statement.int(column) + shift) }
                while try statement.step() { calls.append("\(statement.text(0))@\(time(1))@\(time(2))") }
                return calls
            }
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The name of the run's trip's last stop: where a trip of a feed without headsigns goes, as
    /// the resolved ride says it (`cleanHeadsign`); nil when the trip has no calls.
    package func lastStopName(of run: Run) throws(ResolveError) -> String? {
        do {
            let statement = try database.prepare(
                "SELECT stop_id FROM stop_times WHERE trip_id = ? ORDER BY stop_sequence DESC LIMIT 1")
            try statement.bind([.text(run.tripID)])
            guard try statement.step() else { return nil }
            let id = statement.text(0)
            return stops.stop(id)?.name ?? id
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The times (service-day seconds, arrival and departure) at which the run's trip calls at one
    /// of `stops`, its frequency shift applied.
    package func calls(of run: Run, at stops: [String]) throws(ResolveError) -> [Int] {
        guard !stops.isEmpty else { return [] }
        do {
            let marks = Array(repeating: "?", count: stops.count).joined(separator: ", ")
            let sql = "SELECT arrival_time, departure_time FROM stop_times WHERE trip_id = ? AND stop_id IN (\(marks))"
            return try database.withStatement(sql) { statement in
                try statement.bind([.text(run.tripID)] + stops.map { .text($0) })
                var times: [Int] = []
                while try statement.step() {
                    for column in 0..<2 where !statement.isNull(column) { times.append(statement.int(column) + (run.frequencyShift ?? 0)) }
                }
                return times
            }
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// How many service days after its own a departure from `stops` may fall on (`lookBack`, the
    /// same rule the resolver asks by): one, more where the stops' own times pass 48:00.
    package func daysOn(boarding stops: [String]) throws(ResolveError) -> Int {
        do {
            return try lookBack(boarding: stops)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The service_ids running on `date`.
    package func services(on date: ShownDate) throws(ResolveError) -> Set<String> {
        do {
            return try calendar.services(on: date)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// Whether `serviceID` runs on `date` (the same answer as `services(on: date).contains(serviceID)`,
    /// without reading the day's other services).
    package func serviceRuns(_ serviceID: String, on date: ShownDate) throws(ResolveError) -> Bool {
        do {
            return try calendar.runs(serviceID, on: date)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The days `serviceID` runs on, for asking about many days (`ServiceDays.runs(onDay:)`).
    package func serviceDays(_ serviceID: String) throws(ResolveError) -> ServiceDays {
        do {
            return try calendar.days(of: serviceID)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The first date on which `serviceID` runs.
    package func firstDate(of serviceID: String) throws(ResolveError) -> ShownDate? {
        do {
            return try calendar.firstDate(of: serviceID)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The years the feed's calendar spans, for a date a page shows without its year; read once.
    package func feedYears() throws(ResolveError) -> ClosedRange<Int> {
        if let known = feedYearsCache { return known }
        do {
            let low = [try database.scalarInt("SELECT min(start_date) FROM calendar"), try database.scalarInt("SELECT min(date) FROM calendar_dates")]
            let high = [try database.scalarInt("SELECT max(end_date) FROM calendar"), try database.scalarInt("SELECT max(date) FROM calendar_dates")]
            var years = 0...0
            if let first = low.compactMap({ $0 }).min(), let last = high.compactMap({ $0 }).max(), first <= last {
                years = (first / 10000)...(last / 10000)
            }
            feedYearsCache = years
            return years
        } catch {
            throw ResolveError.wrap(error)
        }
    }
}
