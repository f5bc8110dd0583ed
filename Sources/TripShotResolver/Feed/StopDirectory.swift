import TripShotFeedDatabase
import TripShotSQLite
import TripShotStopNames
import TripShotTrip

/// The feed's stops as the resolver asks for them, read on demand from the database: a stop by
/// its id, and the stops whose names fit a name read from a page, through the trigram postings
/// `gtfs-load` stored (`StopNameIndex`). Opening it reads one row (the feed's generic words), so
/// a national feed opens as fast as a city's; what was read is remembered for the resolver's life.
final class StopDirectory {
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

    /// Candidates are picked by trigrams shared with the page's name, then scored exactly; a
    /// trigram more than this many distinct names hold ("sta", "bah" of "Bahnhof" in a national
    /// feed) picks no candidates (it still counts in the exact score): reading its postings would
    /// cost more than the rest of resolving, and a name sharing only such trigrams fits badly.
    /// No committed feed has a trigram this common (CDMX's most shared is in 1,763 of its 5,943 names).
    static let commonGramNames = 5000
    /// How many stops, best bound first, are scored exactly.
    static let scoredStops = 200

    /// The words this feed's names share too widely to tell stops apart (`GenericWords`).
    let genericWords: Set<String>
    private let database: Database
    private let selectColumns: String
    private var byID: [String: Stop?] = [:]
    private var byRowID: [Int: Stop] = [:]
    private var gramsByNameID: [Int: NameGrams] = [:]
    private var childrenByParent: [String: [String]] = [:]
    /// The stops (rowids, in order) bearing each name, and how many names hold each trigram: a
    /// decoded page asks the index about dozens of runs of words, which share most of their
    /// trigrams and names, and read them again for each run (as many SQL steps as the rest of the
    /// page's decoding).
    private var stopRowsByNameID: [Int: [Int]] = [:]
    private var namesByGram: [UInt64: Int?] = [:]
    /// The lookup's statements, prepared once: preparing them for each run of words cost as much
    /// as running them.
    private var statements: [String: Statement] = [:]
    /// The postings read while `keepingPostings` runs; nil otherwise.
    private var pagePostings: [UInt64: [(nameID: Int, grams: Int)]]?
    /// The names' keys and trigrams computed while `keepingPostings` runs (a page's run is keyed,
    /// then looked up, then scored: three times the same key); nil otherwise.
    private var pageGrams: [String: NameGrams]?
    /// Read every posting of the page's trigrams, as before reading stopped early (for tests).
    var readsEveryPosting = false
    /// Whether `fitsAStop` rules names out by `nameSummary` first (off: the index alone, for tests).
    var usesNameSummary = true
    /// The names' trigrams in memory (`nameSummary`): nil until asked, `.some(nil)` for a feed too large.
    private var summary: NameGramSummary??
    /// How many postings rows the lookups read (for tests and benches).
    private(set) var postingsRead = 0

    init(database: Database, schema: FeedSchema) throws {
        self.database = database
        for table in [Schema.NameIndex.facts, Schema.NameIndex.names, Schema.NameIndex.grams, Schema.NameIndex.summaryNames]
        where !schema.hasTable(table) {
            throw ResolveError(
                .notATripshotDatabase(
                    path: database.path, reason: "it has no table \(table)", outdated: true))
        }
        let words = try database.scalarText(
            "SELECT value FROM \(Schema.NameIndex.facts) WHERE key = ?", .text(Schema.NameIndex.genericWordsKey))
        genericWords = Set((words ?? "").split(separator: " ").map(String.init))
        selectColumns = "stop_id, stop_name, stop_lat, stop_lon, \(schema.column("stops", "location_type")), "
            + schema.column("stops", "parent_station")
    }

    func stop(_ id: String) -> Stop? {
        if let known = byID[id] { return known }
        // The last row of a repeated stop_id wins, as a directory keyed by id would keep it. A read
        // failing on the open, read-only database is not remembered: the next asking reads again.
        guard let found = try? read("SELECT \(selectColumns) FROM stops WHERE stop_id = ? ORDER BY rowid DESC LIMIT 1", .text(id))
        else { return nil }
        byID[id] = .some(found)
        return found
    }

    func stop(rowID: Int) throws -> Stop? {
        if let known = byRowID[rowID] { return known }
        let found = try read("SELECT \(selectColumns) FROM stops WHERE rowid = ?", .integer(rowID))
        byRowID[rowID] = found
        return found
    }

    private func read(_ sql: String, _ argument: SQLiteValue) throws -> Stop? {
        let row: (id: String, name: String, coordinate: Coordinate, locationType: Int, parentID: String?)? =
            try database.withStatement(sql) { statement in
                try statement.bind([argument])
                guard try statement.step() else { return nil }
                return (
                    statement.text(0), statement.text(1).trimmed, Coordinate(lat: statement.double(2), lon: statement.double(3)),
                    statement.optionalInt(4) ?? 0, statement.optionalText(5)?.trimmed
                )
            }
        guard let row else { return nil }
        return Stop(
            id: row.id, name: row.name, coordinate: row.coordinate, locationType: row.locationType,
            parentID: row.parentID?.isEmpty == false ? row.parentID : nil, grams: grams(row.name))
    }

    /// The ids of the stops whose parent station is `id`, in the feed's order.
    private func children(of id: String) throws -> [String] {
        if let known = childrenByParent[id] { return known }
        var found: [String] = []
        let statement = try database.prepare("SELECT stop_id FROM stops WHERE parent_station = ? ORDER BY rowid")
        try statement.bind([.text(id)])
        try statement.forEachRow { found.append($0.text(0)) }
        childrenByParent[id] = found
        return found
    }

    /// Whether `name` names some stop by its key (the whole name, or its core without the feed's
    /// generic words), not by mere likeness.
    func namesAStop(_ name: String) -> Bool {
        ((try? scoredStops(for: name))?.first?.score ?? 0) >= NameGrams.sameCoreScore
    }

    /// Whether `name` fits some stop at least as well as `candidates` asks (`floor`). On a feed of
    /// at most `summaryNames` names it is answered with no SQL (`NameGramSummary`) when no name
    /// of the feed fits it, or when one does and `scoredStops` surely scores it (`surelyFits`):
    /// the cheap first pass asks it of every feed a server holds, on every page.
    func fitsAStop(_ name: String, floor: Double = 0.45) throws -> Bool {
        // Above 0.97 an equal core key (scored 0.97, its trigrams' Dice 1) is no fit: the summary's
        // Dice would say it is.
        if usesNameSummary, floor > 0, floor <= NameGrams.sameCoreScore, let summary = try nameSummary() {
            let query = grams(name)
            let fitting = try summary.fittingNames(query, floor: floor, upTo: Self.fittingNamesTried)
            if fitting.isEmpty { return false }
            if try surelyFits(query, fitting: fitting, in: summary) { return true }
        }
        return (try scoredStops(for: name).first?.score ?? 0) >= floor
    }

    /// The feed's names summarised for `fitsAStop` at most (`NameGramSummary`, stored by
    /// `gtfs-load` up to `Schema.NameIndex.summaryNameLimit` names); a larger feed asks the index
    /// as before. Not a matching rule: the answers are the same either side of it.
    static let summaryNames = Schema.NameIndex.summaryNameLimit

    /// The summary of the feed's names, opened on the first question; nil for a feed of more than
    /// `limit` names or with none stored (the first question's limit holds for the directory's life).
    func nameSummary(limit: Int = summaryNames) throws -> NameGramSummary? {
        if let known = summary { return known }
        let names = try database.scalarInt("SELECT count(*) FROM \(Schema.NameIndex.names)") ?? 0
        let read = names <= limit ? try NameGramSummary(database: database) : nil
        summary = .some(read)
        return read
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

    /// The key `candidates` and `scoredStops` read `name` by: two names with the same key get the
    /// same answers.
    func lookupKey(_ name: String) -> String {
        let key = grams(name).key
        return key.full + "\u{1F}" + key.core
    }

    func grams(_ name: String) -> NameGrams {
        if let known = pageGrams?[name] { return known }
        let grams = NameGrams(key: StopNameKey(name, genericWords: genericWords))
        pageGrams?[name] = grams
        return grams
    }

    /// Stops whose names fit `name`, best first: every stop within `slack` of the best score (and at
    /// least `floor`), with stations expanded to their platforms and platforms to their siblings,
    /// because the page names a station while the schedule stops at one of its platforms.
    /// `among`: the only names that can fit by `floor` (`namesFitting`, with their trigram
    /// counts), nil for any; the others are not scored.
    func candidates(for name: String, floor: Double = 0.45, slack: Double = 0.3, among: [Int: Int]? = nil) throws -> [Candidate] {
        if among?.isEmpty == true { return [] }
        let scored = try scoredStops(for: name, among: among)
        guard let best = scored.first?.score, best >= floor else { return [] }
        var result: [String: Double] = [:]
        func add(_ id: String, _ score: Double) {
            if score > result[id] ?? -1 { result[id] = score }
        }
        for (stop, score) in scored where score >= max(floor, best - slack) {
            add(stop.id, score)
            for child in try children(of: stop.id) { add(child, score) }
            if let parentID = stop.parentID {
                for sibling in try children(of: parentID) { add(sibling, score - 0.01) }
            }
        }
        return result.map { Candidate(stopID: $0.key, score: $0.value) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.stopID < $1.stopID }
    }

    /// The distinct names nearest to `name`, for "no stop named X; closest: ...".
    func closestNames(to name: String, limit: Int = 3) throws -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for (stop, _) in try scoredStops(for: name) where seen.insert(stop.name).inserted {
            names.append(stop.name)
            if names.count == limit { break }
        }
        return names
    }

    /// The stops sharing a trigram with `name` (among the `commonGramNames` rule), scored, best
    /// first, ties in the feed's order: the `scoredStops` stops with the best upper bound from the
    /// shared counts (2 shared / (both counts)) are scored exactly.
    ///
    /// The trigrams' postings are read rarest first, and reading stops as soon as no name yet
    /// unseen can reach the bound that `scoredStops` stops already have (a name holding none of
    /// the trigrams read shares at most the rest): the seen names that still can are counted
    /// exactly from their stored keys. The stops chosen are those a full read chooses
    /// (`readsEveryPosting` makes one, for tests), at a cost in proportion to the names that can fit.
    func scoredStops(for name: String, among: [Int: Int]? = nil) throws -> [(stop: Stop, score: Double)] {
        let query = grams(name)
        let queryGrams = query.all
        var usable: [(gram: UInt64, names: Int)] = []
        for gram in queryGrams {
            guard let names = try namesHolding(gram), names <= Self.commonGramNames else { continue }
            usable.append((gram, names))
        }
        usable.sort { $0.names != $1.names ? $0.names < $1.names : $0.gram < $1.gram }
        let usableGrams = usable.map(\.gram).sorted()
        let postings = try statement(Self.postingsSQL)
        if let among, let few = try fewFittingStops(query, queryGrams: queryGrams.count, usable: usable, fitting: among, postings) {
            return few
        }
        var shared: [Int: (count: Int, grams: Int)] = [:]
        // Exact shared counts of names, as the checks for stopping early count them (`usable` is fixed).
        var exact: [Int: Int] = [:]
        // The postings still unread from each trigram on: asking whether reading can stop costs
        // about one row per name seen plus the names of twice `scoredStops` stops, so it is only
        // asked when more rows than that remain (on a city feed a page's hundreds of name runs
        // each paid it at every common trigram, for nothing: decoded pages took twice as long).
        var unread = [Int](repeating: 0, count: usable.count + 1)
        for index in usable.indices.reversed() { unread[index] = unread[index + 1] + usable[index].names }
        for (index, entry) in usable.enumerated() {
            let rest = usable.count - index
            if !readsEveryPosting, entry.names >= Self.postingsWorthAStop,
                unread[index] > Self.askingCost(seen: shared.count),
                let sure = try boundSureOfEnoughStops(shared, queryGrams: queryGrams.count, usable: usableGrams, exact: &exact),
                sure > Self.bound(shared: rest, queryGrams: queryGrams.count, nameGrams: rest)
            {
                shared = try exactCounts(
                    of: shared, reaching: sure, rest: rest, queryGrams: queryGrams.count, usable: usableGrams, known: exact)
                break
            }
            for posting in try postingsOf(entry.gram, postings) { shared[posting.nameID, default: (0, posting.grams)].count += 1 }
        }
        let ranked = shared.map {
            (nameID: $0.key, bound: Self.bound(shared: $0.value.count, queryGrams: queryGrams.count, nameGrams: $0.value.grams))
        }
            .sorted { $0.bound != $1.bound ? $0.bound > $1.bound : $0.nameID < $1.nameID }
        // Names in bound order give their stops until enough are in, and every name tied with the
        // last one taken, so the feed's order settles ties as it would over every stop.
        var picked: [(rowID: Int, nameID: Int, bound: Double)] = []
        for name in ranked {
            if picked.count >= Self.scoredStops, name.bound < picked.last!.bound { break }
            for rowID in try stopRows(name.nameID) { picked.append((rowID, name.nameID, name.bound)) }
        }
        let chosen = picked.sorted { $0.bound != $1.bound ? $0.bound > $1.bound : $0.rowID < $1.rowID }
            .prefix(Self.scoredStops)
        var stops: [Stop] = []
        var scored: [(rowID: Int, index: Int, score: Double)] = []
        for pick in chosen where among.map({ $0[pick.nameID] != nil }) ?? true {
            guard let stop = try stop(rowID: pick.rowID) else { continue }
            scored.append((pick.rowID, stops.count, query.score(try storedGrams(pick.nameID))))
            stops.append(stop)
        }
        // Sorted by index, not moving the stops (their names and trigrams): a fifth of a lookup.
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.rowID < $1.rowID }.map { (stops[$0.index], $0.score) }
    }

    /// The upper bound of a name's score from its shared trigrams: 2 shared / (both counts).
    static func bound(shared: Int, queryGrams: Int, nameGrams: Int) -> Double {
        2 * Double(shared) / Double(queryGrams + nameGrams)
    }

    /// A trigram held by fewer names than this is read without first asking whether reading can
    /// stop: its postings cost less than the asking.
    static let postingsWorthAStop = 64

    /// What asking whether reading can stop costs, in postings rows: a row per name seen (sorted
    /// by bound) and the names of twice `scoredStops` stops counted exactly.
    static func askingCost(seen: Int) -> Int { seen + 2 * scoredStops }

    /// A bound that at least `scoredStops` stops of the seen names reach for sure, or nil while
    /// the seen names have fewer stops: the names with the best partial counts, twice as many
    /// stops' worth, are counted exactly, and the `scoredStops`-th stop of them in exact order
    /// gives the bound. Exact counts are kept in `exact` for the rest of the lookup.
    private func boundSureOfEnoughStops(
        _ shared: [Int: (count: Int, grams: Int)], queryGrams: Int, usable: [UInt64], exact: inout [Int: Int]
    ) throws -> Double? {
        var counted: [(bound: Double, stops: Int)] = []
        for nameID in try bestNames(shared, queryGrams: queryGrams, stops: 2 * Self.scoredStops) {
            let shares: Int
            if let known = exact[nameID] {
                shares = known
            } else {
                shares = try exactShared(nameID, usable: usable)
                exact[nameID] = shares
            }
            counted.append((Self.bound(shared: shares, queryGrams: queryGrams, nameGrams: shared[nameID]!.grams), try stopCount(nameID)))
        }
        var stops = 0
        for name in counted.sorted(by: { $0.bound > $1.bound }) {
            stops += name.stops
            if stops >= Self.scoredStops { return name.bound }
        }
        return nil
    }

    /// The names of `shared` in (partial bound, name id) order until they hold `stops` stops (the
    /// name that reaches it included), or all of them: what sorting every name would give first.
    ///
    /// It is asked once per trigram read, so it must not cost a sort of every name seen (a feed
    /// of 20,000 stops sees thousands, and sorting them at every trigram was most of the first
    /// pass of choosing among feeds). A name's bound is fixed by its shared count and its own
    /// trigram count: the names are put in cells by the two, and only the cells walked are put in
    /// name order. A name sharing `count` trigrams holds at least as many, so its bound is at most
    /// 2 count / (queryGrams + count): counts are taken best first until the names walked above
    /// any bound the rest can reach hold enough stops.
    func bestNames(_ shared: [Int: (count: Int, grams: Int)], queryGrams: Int, stops wanted: Int) throws -> [Int] {
        var cells: [[[Int]]] = []
        for (nameID, counts) in shared {
            while cells.count <= counts.count { cells.append([]) }
            while cells[counts.count].count <= counts.grams { cells[counts.count].append([]) }
            cells[counts.count][counts.grams].append(nameID)
        }
        var inOrder = cells.map { $0.map { _ in false } }
        var pairs: [(bound: Double, count: Int, grams: Int)] = []
        var names = 0
        var next = cells.count - 1
        while next >= 0 {
            // Take the counts down to `next`; the names left reach at most `ceiling`.
            for grams in cells[next].indices where !cells[next][grams].isEmpty {
                pairs.append((Self.bound(shared: next, queryGrams: queryGrams, nameGrams: grams), next, grams))
                names += cells[next][grams].count
            }
            let ceiling = next > 0 ? Self.bound(shared: next - 1, queryGrams: queryGrams, nameGrams: next - 1) : -1
            next -= 1
            if next >= 0 && names < wanted / 8 { continue }
            pairs.sort { $0.bound > $1.bound }
            var taken: [Int] = []
            var stops = 0
            var first = 0
            walk: while first < pairs.count {
                // The cells of one bound, merged in name order.
                var end = first
                var run: [Int] = []
                while end < pairs.count && pairs[end].bound == pairs[first].bound {
                    let (count, grams) = (pairs[end].count, pairs[end].grams)
                    if !inOrder[count][grams] {
                        cells[count][grams].sort()
                        inOrder[count][grams] = true
                    }
                    run += cells[count][grams]
                    end += 1
                }
                if end - first > 1 { run.sort() }
                for nameID in run {
                    if stops >= wanted { return taken }
                    // A name at or under the ceiling may come after one of a count not yet taken.
                    if pairs[first].bound <= ceiling { break walk }
                    taken.append(nameID)
                    stops += try stopCount(nameID)
                }
                first = end
            }
            if stops >= wanted || next < 0 { return taken }
        }
        return []
    }

    /// The seen names whose bound can still reach `sure` with the `rest` trigrams unread, with
    /// their exact shared counts.
    private func exactCounts(
        of shared: [Int: (count: Int, grams: Int)], reaching sure: Double, rest: Int, queryGrams: Int,
        usable: [UInt64], known: [Int: Int]
    ) throws -> [Int: (count: Int, grams: Int)] {
        var exact: [Int: (count: Int, grams: Int)] = [:]
        for (nameID, counts) in shared
        where Self.bound(shared: counts.count + rest, queryGrams: queryGrams, nameGrams: counts.grams) >= sure {
            exact[nameID] = (try known[nameID] ?? exactShared(nameID, usable: usable), counts.grams)
        }
        return exact
    }

    /// How many of the `usable` trigrams (sorted) name `nameID` holds, from its stored keys (the
    /// postings' own trigrams: `StopNameIndex` wrote them from the same keys): one walk along the
    /// three sorted lists.
    func exactShared(_ nameID: Int, usable: [UInt64]) throws -> Int {
        let grams = try storedGrams(nameID)
        var shared = 0, full = 0, core = 0
        for gram in usable {
            while full < grams.full.count && grams.full[full] < gram { full += 1 }
            while core < grams.core.count && grams.core[core] < gram { core += 1 }
            if (full < grams.full.count && grams.full[full] == gram) || (core < grams.core.count && grams.core[core] == gram) {
                shared += 1
            }
        }
        return shared
    }

    /// How many stops bear name `nameID`.
    private func stopCount(_ nameID: Int) throws -> Int { try stopRows(nameID).count }

    /// The rowids of the stops bearing name `nameID`, in the feed's order.
    func stopRows(_ nameID: Int) throws -> [Int] {
        if let known = stopRowsByNameID[nameID] { return known }
        var rows: [Int] = []
        // A name is a stop's own or a translation of it (`translatedStopNames`), or both.
        let select = try statement(
            """
            SELECT stop_rowid FROM \(Schema.NameIndex.stopNames) WHERE name_id = ?1
            UNION SELECT stop_rowid FROM \(Schema.NameIndex.translatedStopNames) WHERE name_id = ?1 ORDER BY 1
            """)
        try select.bind([.integer(nameID)])
        try select.forEachRow { rows.append($0.int(0)) }
        stopRowsByNameID[nameID] = rows
        return rows
    }

    /// The names holding trigram `gram`, from its postings, with their counts of trigrams.
    func namesWith(_ gram: UInt64) throws -> [(nameID: Int, grams: Int)] {
        // A page's runs ask it of the same trigrams again and again: the kept postings first, and
        // the statement built and looked up only to read.
        if let known = pagePostings?[gram] { return known }
        return try postingsOf(gram, statement(Self.postingsSQL))
    }

    static let postingsSQL = "SELECT name_id, grams FROM \(Schema.NameIndex.grams) WHERE gram = ?"

    /// Trigram `gram`'s postings (each name holding it, with its count of trigrams), read by
    /// `select`; kept while `pagePostings` is on.
    func postingsOf(_ gram: UInt64, _ select: Statement) throws -> [(nameID: Int, grams: Int)] {
        if let known = pagePostings?[gram] { return known }
        var found: [(nameID: Int, grams: Int)] = []
        try select.bind([.integer(Int(gram))])
        try select.forEachRow { found.append(($0.int(0), $0.int(1))) }
        postingsRead += found.count
        pagePostings?[gram] = found
        return found
    }

    /// Runs `body` with the postings read (and the names keyed) kept for its length: a decoded page's runs of words
    /// share most trigrams ("Frankfurt (Main) Hbf", its cuts and its neighbours), and reading them
    /// once per run was half of a lookup. Only for a page's length: a server's feed would otherwise
    /// keep every posting it ever read.
    func keepingPostings<T>(_ body: () throws -> T) rethrows -> T {
        pagePostings = [:]
        pageGrams = [:]
        defer {
            pagePostings = nil
            pageGrams = nil
        }
        return try body()
    }

    /// How many distinct names hold trigram `gram`; nil when none does.
    func namesHolding(_ gram: UInt64) throws -> Int? {
        if let known = namesByGram[gram] { return known }
        let select = try statement("SELECT names FROM \(Schema.NameIndex.gramNames) WHERE gram = ?")
        try select.bind([.integer(Int(gram))])
        let names = try select.step() ? select.int(0) : nil
        select.reset()
        namesByGram[gram] = .some(names)
        return names
    }

    /// `sql` prepared, once per directory (bound again for each use: `bind` resets it).
    func statement(_ sql: String) throws -> Statement {
        if let known = statements[sql] { return known }
        let prepared = try database.prepare(sql)
        statements[sql] = prepared
        return prepared
    }

    /// A name's trigrams from the keys `gtfs-load` stored.
    func storedGrams(_ nameID: Int) throws -> NameGrams {
        if let known = gramsByNameID[nameID] { return known }
        let key = try database.withStatement("SELECT full, core FROM \(Schema.NameIndex.names) WHERE name_id = ?") { statement in
            try statement.bind([.integer(nameID)])
            guard try statement.step() else { throw ResolveError(.database("stop name \(nameID) is not in the name index")) }
            return StopNameKey(full: statement.text(0), core: statement.text(1))
        }
        let grams = NameGrams(key: key)
        gramsByNameID[nameID] = grams
        return grams
    }
}
