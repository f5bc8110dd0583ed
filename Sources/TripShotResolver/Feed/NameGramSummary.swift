import TripShotFeedDatabase
import TripShotSQLite
import TripShotStopNames

/// Every name of a feed as its trigrams, in memory, to tell with no SQL that no stop of the feed
/// can fit a name by a score floor: what a server holding many feeds asks of each on every page
/// (`Resolver.firstPassFit`), and most feeds have no stop named like most of a page's names.
///
/// Why it never rules out a name some stop fits: a stop's score (`NameGrams.score`) is 1 for an
/// equal full key, 0.97 for an equal core key, else the better Dice coefficient of the full and of
/// the core trigrams; an equal key has equal trigrams, whose Dice is 1. So a score of `floor` or
/// more has a Dice of `floor` or more on the full or the core trigrams. This counts, for every
/// name of the index, its trigrams shared with the page's name (full with full, core with core,
/// from the same stored keys `StopDirectory.storedGrams` reads) and computes both Dice
/// coefficients as `NameSimilarity.dice` does: a name it finds under `floor` on both scores under
/// `floor`.
///
/// Stored by `gtfs-load` (`Schema.NameIndex.summaryNames`, `summaryGrams`): opening it reads the
/// per-name counts (17 bytes a name), and each trigram's postings are read the first time a
/// question holds it, so a server pays for the trigrams its pages hold, not for every name.
/// Memory: those counts, and a 4-byte name number per name holding a trigram read (`bytes`).
final class NameGramSummary {
    /// Each trigram asked about: its number in `full`, `core` and `gramNames`, nil when no name holds it.
    private var gramIndex: [UInt64: Int32?] = [:]
    /// Postings of each trigram read (by `gramIndex`): the names whose full trigrams hold it, and
    /// the names whose core trigrams, differing from their full ones, hold it.
    private var full = Postings()
    private var core = Postings()
    private let fullCounts: [UInt32]
    /// A name's count of core trigrams; its full count where `coreDiffers` is false.
    private let coreCounts: [UInt32]
    private let coreDiffers: [Bool]
    /// A name's count of distinct trigrams, full and core together (its postings' `grams`), and of stops.
    private let unionCounts: [UInt32]
    private let stopCounts: [UInt32]
    /// How many names hold each trigram read (by `gramIndex`), from the stored table.
    private var gramNames: [UInt32] = []
    /// A count per name for a question to use (zero between questions).
    private var scratch: [UInt32]
    private let readGram: Statement

    /// How many names it holds.
    let names: Int
    /// How many trigrams' postings have been read (for tests).
    var gramsRead: Int { gramNames.count }

    /// The memory its arrays hold, in bytes: the postings read, 21 bytes per name slot (counts,
    /// flag and the question's counter), and per trigram read its count of names and its entry
    /// in the index (12 bytes, twice that for the dictionary's free slots).
    var bytes: Int {
        4 * (full.count + core.count) + 21 * fullCounts.count + 28 * gramIndex.count
    }

    /// The summary `gtfs-load` stored in `database`; nil when it stored none (a feed of more than
    /// `Schema.NameIndex.summaryNameLimit` names).
    init?(database: Database) throws {
        let select = try database.prepare(
            """
            SELECT names, full_counts, core_counts, core_differs, union_counts, stop_counts
            FROM \(Schema.NameIndex.summaryNames)
            """)
        defer { select.reset() }
        guard try select.step() else { return nil }
        names = select.int(0)
        fullCounts = select.withBlob(1) { Schema.NameIndex.unpacked($0) }
        coreCounts = select.withBlob(2) { Schema.NameIndex.unpacked($0) }
        coreDiffers = select.withBlob(3) { $0.map { $0 != 0 } }
        unionCounts = select.withBlob(4) { Schema.NameIndex.unpacked($0) }
        stopCounts = select.withBlob(5) { Schema.NameIndex.unpacked($0) }
        scratch = [UInt32](repeating: 0, count: fullCounts.count)
        readGram = try database.prepare(
            """
            SELECT s.full, s.core, coalesce(g.names, 0) FROM \(Schema.NameIndex.summaryGrams) s
            LEFT JOIN \(Schema.NameIndex.gramNames) g ON g.gram = s.gram WHERE s.gram = ?
            """)
    }

    /// The number of trigram `gram` in the summary, its postings read on the first asking; nil for
    /// a trigram no name holds.
    func index(of gram: UInt64) throws -> Int32? {
        if let known = gramIndex[gram] { return known }
        try readGram.bind(Int(Int64(bitPattern: gram)), at: 1)
        defer { readGram.reset() }
        var found: Int32?
        if try readGram.step() {
            found = Int32(gramNames.count)
            full.append(readGram.withBlob(0) { Schema.NameIndex.unpacked($0) })
            core.append(readGram.withBlob(1) { Schema.NameIndex.unpacked($0) })
            gramNames.append(UInt32(readGram.int(2)))
        }
        gramIndex[gram] = .some(found)
        return found
    }

    /// Whether some name of the feed may score `floor` or more against `query`: false only when
    /// every name's Dice on the full and on the core trigrams is under `floor`.
    func someNameMayFit(_ query: NameGrams, floor: Double) throws -> Bool {
        guard floor > 0 else { return true }
        return try !fittingNames(query, floor: floor, upTo: 1).isEmpty
    }

    /// Names (by number) whose Dice with `query` on the full or the core trigrams reaches `floor`,
    /// `upTo` of them at most (some, not the best); none when no name does. `floor` above 0.
    func fittingNames(_ query: NameGrams, floor: Double, upTo limit: Int) throws -> [Int] {
        var found: [Int] = []
        try collect(floor, query.full, side: .full, into: &found, upTo: limit)
        // A name whose core trigrams are its full ones was just compared, when the page's are too.
        try collect(floor, query.core, side: query.core == query.full ? .differingCores : .core, into: &found, upTo: limit)
        return found
    }

    /// Which trigrams of the names a question compares the page's with.
    private enum Side { case full, core, differingCores }

    /// The names whose Dice with `grams` on `side` reaches `floor`, counted exactly, into `found`
    /// until it holds `limit`.
    ///
    /// Dice `floor` of the page's `a` trigrams needs at least `floor * a / (2 - floor)` of them
    /// shared (the name holds the shared ones), so such a name holds one of any `a - that + 1` of
    /// them: only the names of the rarest are taken, and each is counted on the others by a
    /// search of their postings (in name order), not by reading the common trigrams' thousands.
    private func collect(_ floor: Double, _ grams: [UInt64], side: Side, into found: inout [Int], upTo limit: Int) throws {
        guard found.count < limit else { return }
        let indices = try grams.map { try index(of: $0) }
        // Local copies: the class's arrays would cost an exclusivity check per element.
        let full = self.full, core = self.core, coreDiffers = self.coreDiffers
        func size(_ gram: Int32?) -> Int {
            guard let gram else { return 0 }
            return (side == .differingCores ? 0 : full.of(gram).count) + (side == .full ? 0 : core.of(gram).count)
        }
        let byRarity = indices.sorted { size($0) < size($1) }
        // Rounded down, and a little below: never fewer trigrams taken than the bound needs.
        let needed = max(1, Int((floor * Double(grams.count) / (2 - floor) - 1e-9).rounded(.down)))
        let taken = byRarity.prefix(max(0, grams.count - needed + 1))
        let searched = byRarity.dropFirst(taken.count).compactMap { $0 }
        counting { counts, touched in
            counts.withUnsafeMutableBufferPointer { counts in
                for case let gram? in taken {
                    if side != .differingCores {
                        for name in full.of(gram) where side == .full || !coreDiffers[Int(name)] {
                            if counts[Int(name)] == 0 { touched.append(Int32(name)) }
                            counts[Int(name)] += 1
                        }
                    }
                    if side != .full {
                        for name in core.of(gram) {
                            if counts[Int(name)] == 0 { touched.append(Int32(name)) }
                            counts[Int(name)] += 1
                        }
                    }
                }
            }
            for name in touched.lazy.map({ Int($0) }) {
                let own = Int(side == .full ? fullCounts[name] : coreCounts[name])
                var shared = Int(counts[name])
                // As `NameSimilarity.dice` computes it, so that a name at the floor is found at it; a
                // name short of it with every searched trigram held is not searched.
                if 2 * Double(shared + searched.count) / Double(grams.count + own) < floor { continue }
                let postings = side != .full && coreDiffers[name] ? core : full
                for gram in searched where postings.holds(gram, UInt32(name)) { shared += 1 }
                if 2 * Double(shared) / Double(grams.count + own) >= floor, !found.contains(name) {
                    found.append(name)
                    if found.count == limit { return }
                }
            }
        }
    }

    /// How many names hold trigram `index` (full or core), as the stored table says.
    func namesHolding(_ index: Int32) -> Int { Int(gramNames[Int(index)]) }

    /// Whether the names whose bound reaches `least` hold at most `limit` stops: the bound of a
    /// name being 2 shared / (`queryGrams` + its union count), shared counted exactly over
    /// `usable` (trigram numbers), of which every such name holds one of the first `taken`.
    func namesReaching(_ least: Double, usable: [Int32], queryGrams: Int, taken: Int, holdAtMost limit: Int) -> Bool {
        let full = self.full, core = self.core, coreDiffers = self.coreDiffers
        return counting { counts, touched in
            counts.withUnsafeMutableBufferPointer { counts in
                for gram in usable.prefix(taken) {
                    for name in full.of(gram) {
                        if counts[Int(name)] == 0 { touched.append(Int32(name)) }
                        counts[Int(name)] += 1
                    }
                    // Once per name: a core may share the trigram with its full key.
                    for name in core.of(gram) where !full.holds(gram, name) {
                        if counts[Int(name)] == 0 { touched.append(Int32(name)) }
                        counts[Int(name)] += 1
                    }
                }
            }
            let searched = usable.dropFirst(taken)
            var stops = 0
            for name in touched.lazy.map({ Int($0) }) {
                let own = Int(unionCounts[name])
                var shared = Int(counts[name])
                // As `StopDirectory.bound` computes it; a name short of it with every searched trigram
                // held is not searched.
                if 2 * Double(shared + searched.count) / Double(queryGrams + own) < least { continue }
                for gram in searched where full.holds(gram, UInt32(name)) || (coreDiffers[name] && core.holds(gram, UInt32(name))) {
                    shared += 1
                }
                guard 2 * Double(shared) / Double(queryGrams + own) >= least else { continue }
                stops += Int(stopCounts[name])
                if stops > limit { return false }
            }
            return true
        }
    }

    /// Runs `body` with the per-name counts (all zero) and a list for the names it counts, and
    /// zeroes those again after: a question costs the names it touches, not a pass over every name.
    private func counting<T>(_ body: (inout [UInt32], inout [Int32]) -> T) -> T {
        var counts = scratch
        scratch = []
        var touched: [Int32] = []
        defer {
            for name in touched { counts[Int(name)] = 0 }
            scratch = counts
        }
        return body(&counts, &touched)
    }

    /// Whether name `name` holds trigram `index`, full or core.
    func holds(_ name: Int, _ index: Int32) -> Bool {
        full.holds(index, UInt32(name)) || (coreDiffers[name] && core.holds(index, UInt32(name)))
    }

    /// Name `name`'s count of distinct trigrams, full and core together, and of stops.
    func unionCount(_ name: Int) -> Int { Int(unionCounts[name]) }
    func stopCount(_ name: Int) -> Int { Int(stopCounts[name]) }

    /// Names by trigram read: the names of trigram `g` are `lists[g]`, in name order (as stored).
    private struct Postings {
        private var lists: [[UInt32]] = []
        /// Postings held, all trigrams together.
        private(set) var count = 0

        mutating func append(_ names: [UInt32]) {
            lists.append(names)
            count += names.count
        }

        func of(_ gram: Int32) -> [UInt32] { lists[Int(gram)] }

        /// Whether `name` holds trigram `gram`: a binary search of its names (in name order).
        func holds(_ gram: Int32, _ name: UInt32) -> Bool {
            lists[Int(gram)].withUnsafeBufferPointer { names in
                var low = 0, high = names.count
                while low < high {
                    let middle = (low + high) / 2
                    if names[middle] < name { low = middle + 1 } else { high = middle }
                }
                return low < names.count && names[low] == name
            }
        }
    }
}
