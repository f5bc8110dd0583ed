import TripShotSQLite
import TripShotStopNames

extension StopDirectory {
    /// The names `namesFitting` makes room for before reading postings (not a limit).
    static let namesSeenAtFirst = 64

    /// The names of stops that fit `name` by `floor` or more, as `candidates` scores them: the only
    /// names whose stops `candidates(for: name, floor: floor)` can answer, none for most runs. The
    /// decoder asks about dozens of runs of a page's words, most of them no stop's name; this
    /// answers those from a third of their trigrams' postings, and the rest score only these names.
    ///
    /// Why it is exact: a score of `floor` or more is an equal full or core key (trigram sets
    /// equal) or a Dice coefficient of the full or the core trigrams of at least `floor`; Dice
    /// `floor` of the page's set A needs at least `floor * |A| / (2 - floor)` of A's trigrams shared
    /// (the name's set holds the shared ones), so such a name holds one of any `|A| - that + 1` of
    /// them: the rarest are read, and each name found is scored exactly. nil when a trigram too common to read
    /// (`commonGramNames`) stands among the rarest: then every name may fit.
    func namesFitting(_ name: String, floor: Double) throws -> [Int: Int]? {
        guard floor > 0 else { return nil }
        let query = grams(name)
        // Sized once: a page asks this of a hundred runs, and growing the set and the list cost more
        // than the names read into them.
        var seen = Set<Int>(minimumCapacity: Self.namesSeenAtFirst)
        var fitting: [Int: Int] = [:]
        for set in query.core == query.full ? [query.full] : [query.full, query.core] {
            let needed = max(1, Int((floor * Double(set.count) / (2 - floor)).rounded(.down)))
            var rarity: [(gram: UInt64, names: Int)] = []
            rarity.reserveCapacity(set.count)
            for gram in set { rarity.append((gram, try namesHolding(gram) ?? 0)) }
            rarity.sort { $0.names != $1.names ? $0.names < $1.names : $0.gram < $1.gram }
            for entry in rarity.prefix(max(0, set.count - needed + 1)) where entry.names > 0 {
                if entry.names > Self.commonGramNames { return nil }
                for posting in try namesWith(entry.gram) where seen.insert(posting.nameID).inserted {
                    // Most names sharing a rare trigram are far longer or shorter: ruled out by
                    // their counts (`mayScore`), exactly, before they are compared.
                    guard query.mayScore(atLeast: floor, gramsAtMost: posting.grams) else { continue }
                    let other = try storedGrams(posting.nameID)
                    if query.mayScore(atLeast: floor, against: other), query.score(other) >= floor {
                        fitting[posting.nameID] = posting.grams
                    }
                }
            }
        }
        return fitting
    }

    /// The stops of the `fitting` names (with their trigram counts), scored and in `scoredStops`'
    /// order, when a full read would choose every one of them: when the stops of all names whose
    /// bound reaches the least of theirs are `scoredStops` or fewer, the reading in bound order
    /// takes them all before any other. Those names are found as `namesFitting` finds its own (a
    /// bound b needs `b * queryGrams / (2 - b)` of the usable trigrams shared, so one of the
    /// rarest). nil when there may be more: the full read decides.
    func fewFittingStops(
        _ query: NameGrams, queryGrams: Int, usable: [(gram: UInt64, names: Int)], fitting: [Int: Int], _ postings: Statement
    ) throws -> [(stop: Stop, score: Double)]? {
        guard !fitting.isEmpty else { return [] }
        let sortedGrams = usable.map(\.gram).sorted()
        var least = Double.infinity
        for (nameID, grams) in fitting {
            least = min(least, Self.bound(shared: try exactShared(nameID, usable: sortedGrams), queryGrams: queryGrams, nameGrams: grams))
        }
        // Rounded down, and a little below: never fewer rarest trigrams read than the bound needs.
        let needed = Int((least * Double(queryGrams) / (2 - least) - 1e-9).rounded(.down))
        guard needed >= 1, needed <= usable.count else { return nil }
        var seen = Set<Int>(), reaching = 0
        for entry in usable.prefix(usable.count - needed + 1) {
            for posting in try postingsOf(entry.gram, postings) where seen.insert(posting.nameID).inserted {
                let shared = try exactShared(posting.nameID, usable: sortedGrams)
                guard Self.bound(shared: shared, queryGrams: queryGrams, nameGrams: posting.grams) >= least else { continue }
                reaching += try stopRows(posting.nameID).count
                if reaching > Self.scoredStops { return nil }
            }
        }
        var scored: [(rowID: Int, stop: Stop, score: Double)] = []
        for nameID in fitting.keys {
            let score = query.score(try storedGrams(nameID))
            for rowID in try stopRows(nameID) {
                guard let stop = try stop(rowID: rowID) else { continue }
                scored.append((rowID, stop, score))
            }
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.rowID < $1.rowID }.map { ($0.stop, $0.score) }
    }
}
