import SQLiteDB
import TripModel

/// Every stop of the feed with its name key and a trigram index over the keys, read once from the
/// `stops` table. Finding the candidates for a name read from a page is then a few index lookups,
/// fast enough to run per leg even on large feeds.
struct StopDirectory {
    struct Stop {
        var id: String
        var name: String
        var coordinate: Coordinate
        /// GTFS location_type: 0 stop/platform, 1 station, 2 entrance, 3 node, 4 boarding area.
        var locationType: Int
        var parentID: String?
        var grams: NameGrams
    }

    /// A stop that may be the one a page names, with how well its name fits (0...1).
    struct Candidate: Hashable {
        var stopID: String
        var score: Double
    }

    private(set) var stops: [Stop] = []
    /// The words this feed's names share too widely to tell stops apart (`GenericWords`).
    let genericWords: Set<String>
    private var indexByID: [String: Int] = [:]
    private var childrenByParent: [String: [Int]] = [:]
    private var postings: [UInt64: [Int]] = [:]
    private var trigramCounts: [Int] = []

    init(database: Database, schema: FeedSchema) throws {
        let locationType = schema.column("stops", "location_type")
        let parent = schema.column("stops", "parent_station")
        let statement = try database.prepare(
            "SELECT stop_id, stop_name, stop_lat, stop_lon, \(locationType), \(parent) FROM stops")
        // Each name is cut into words once: the words learn the generic set, then make the keys.
        var wordsByName: [String: [String]] = [:]
        var folder = NameFolder()
        var rows: [(id: String, name: String, coordinate: Coordinate, locationType: Int, parentID: String?)] = []
        try statement.forEachRow { row in
            let name = row.text(1).trimmed
            let parentID = row.optionalText(5)?.trimmed
            if wordsByName[name] == nil { wordsByName[name] = StopNameKey.words(of: name, folder: &folder) }
            rows.append(
                (row.text(0), name, Coordinate(lat: row.double(2), lon: row.double(3)), row.optionalInt(4) ?? 0,
                 parentID?.isEmpty == false ? parentID : nil))
        }
        let generic = GenericWords.learn(fromNames: wordsByName.values)
        genericWords = generic
        var gramsByName: [String: NameGrams] = [:]
        for row in rows {
            let grams = gramsByName[row.name]
                ?? NameGrams(key: StopNameKey(words: wordsByName[row.name]!, genericWords: generic))
            gramsByName[row.name] = grams
            stops.append(
                Stop(
                    id: row.id, name: row.name, coordinate: row.coordinate, locationType: row.locationType,
                    parentID: row.parentID, grams: grams))
        }
        for (index, stop) in stops.enumerated() {
            indexByID[stop.id] = index
            if let parentID = stop.parentID { childrenByParent[parentID, default: []].append(index) }
            let grams = stop.grams.all
            trigramCounts.append(grams.count)
            for gram in grams { postings[gram, default: []].append(index) }
        }
    }

    func stop(_ id: String) -> Stop? { indexByID[id].map { stops[$0] } }

    /// Whether `name` names some stop by its key (the whole name, or its core without the feed's
    /// generic words), not by mere likeness.
    func namesAStop(_ name: String) -> Bool {
        (scoredStops(for: name).first?.score ?? 0) >= NameGrams.sameCoreScore
    }

    /// How alike `name` is to the name of stop `id` (0...1, as `candidates` scores), 0 for no such stop.
    func similarity(of name: String, toStop id: String) -> Double {
        guard let stop = stop(id) else { return 0 }
        return grams(name).score(stop.grams)
    }

    /// How alike two names are, keyed as this feed's names are.
    func similarity(of name: String, toName other: String) -> Double {
        grams(name).score(grams(other))
    }

    private func grams(_ name: String) -> NameGrams { NameGrams(key: StopNameKey(name, genericWords: genericWords)) }

    /// Stops whose names fit `name`, best first: every stop within `slack` of the best score (and at
    /// least `floor`), with stations expanded to their platforms and platforms to their siblings,
    /// because the page names a station while the schedule stops at one of its platforms.
    func candidates(for name: String, floor: Double = 0.45, slack: Double = 0.3) -> [Candidate] {
        let scored = scoredStops(for: name)
        guard let best = scored.first?.score, best >= floor else { return [] }
        var result: [String: Double] = [:]
        func add(_ index: Int, _ score: Double) {
            let id = stops[index].id
            if score > result[id] ?? -1 { result[id] = score }
        }
        for (index, score) in scored where score >= max(floor, best - slack) {
            add(index, score)
            let stop = stops[index]
            for child in childrenByParent[stop.id] ?? [] { add(child, score) }
            if let parentID = stop.parentID {
                for sibling in childrenByParent[parentID] ?? [] { add(sibling, score - 0.01) }
            }
        }
        return result.map { Candidate(stopID: $0.key, score: $0.value) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.stopID < $1.stopID }
    }

    /// The distinct names nearest to `name`, for "no stop named X; closest: ...".
    func closestNames(to name: String, limit: Int = 3) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for (index, _) in scoredStops(for: name) where seen.insert(stops[index].name).inserted {
            names.append(stops[index].name)
            if names.count == limit { break }
        }
        return names
    }

    /// Every stop sharing a trigram with `name`, scored, best first.
    private func scoredStops(for name: String) -> [(index: Int, score: Double)] {
        let query = NameGrams(key: StopNameKey(name, genericWords: genericWords))
        let grams = query.all
        var shared = [Int32](repeating: 0, count: stops.count)
        var touched: [Int] = []
        for gram in grams {
            for index in postings[gram] ?? [] {
                if shared[index] == 0 { touched.append(index) }
                shared[index] += 1
            }
        }
        // A cheap upper bound from the shared counts picks who deserves the exact score.
        let rough = touched.map { (index: $0, bound: 2 * Double(shared[$0]) / Double(grams.count + trigramCounts[$0])) }
            .sorted { $0.bound > $1.bound }
            .prefix(200)
        return rough.map { (index: $0.index, score: query.score(stops[$0.index].grams)) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    }
}

extension String {
    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
