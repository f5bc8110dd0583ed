/// How alike two stop names are, 0...1: the Dice coefficient of their letter trigrams. Trigrams
/// tolerate a wrong or missing letter and a lost space, which is what OCR produces.
///
/// A name's trigrams are computed once (`NameGrams`), each packed into one integer and kept sorted,
/// so comparing a page's name with every stop of a large feed is a merge of small integer arrays.
package struct NameGrams {
    package var key: StopNameKey
    /// Sorted, distinct packed trigrams of `key.full` and of `key.core`.
    package var full: [UInt64]
    package var core: [UInt64]

    package init(key: StopNameKey) {
        self.key = key
        full = NameSimilarity.trigrams(key.full)
        core = key.core == key.full ? full : NameSimilarity.trigrams(key.core)
    }

    /// Both sets of trigrams, for the index.
    package var all: [UInt64] { Array(Set(full).union(core)) }

    /// The score of two names whose core keys (without the feed's generic words) are equal: below
    /// equal full keys, above any likeness of trigrams that are not all shared.
    package static let sameCoreScore = 0.97

    /// Whether some name whose full and core trigram sets hold at most `most` trigrams each could
    /// score `floor` or more against this one: false only when `score` is below `floor` for every
    /// such name. Dice of sets of a and b trigrams is at most 2 min(a, b) / (a + b), and an equal
    /// key is an equal set, of the same count; so a name far shorter than this one is ruled out
    /// by its count alone, without comparing (`StopDirectory.namesFitting` reads the counts from
    /// the postings).
    package func mayScore(atLeast floor: Double, gramsAtMost most: Int) -> Bool {
        func may(_ count: Int) -> Bool { most >= count || Self.diceBound(count, most) >= floor }
        return may(full.count) || may(core.count)
    }

    /// Whether `other` could score `floor` or more against this name, by the counts of their
    /// trigram sets alone (`mayScore(atLeast:gramsAtMost:)`): false only when `score` is below `floor`.
    package func mayScore(atLeast floor: Double, against other: NameGrams) -> Bool {
        Self.diceBound(full.count, other.full.count) >= floor || Self.diceBound(core.count, other.core.count) >= floor
    }

    /// The greatest Dice coefficient of two sets of `a` and `b` elements (both empty: 1, as `dice` says).
    static func diceBound(_ a: Int, _ b: Int) -> Double { a + b == 0 ? 1 : 2 * Double(min(a, b)) / Double(a + b) }

    /// The best of comparing the full keys and the core keys; an exact key is 1.
    package func score(_ other: NameGrams) -> Double {
        if key.full == other.key.full { return 1 }
        if key.core == other.key.core { return Self.sameCoreScore }
        return max(NameSimilarity.dice(full, other.full), NameSimilarity.dice(core, other.core))
    }
}

enum NameSimilarity {
    /// The trigrams of `key`, padded so that short keys and word starts count, each packed as three
    /// 21-bit Unicode scalar values; sorted and distinct.
    static func trigrams(_ key: String) -> [UInt64] {
        let scalars = [32, 32] + key.unicodeScalars.map { UInt64($0.value) } + [32]
        guard scalars.count >= 3 else { return [] }
        var grams: [UInt64] = []
        grams.reserveCapacity(scalars.count - 2)
        for index in 0...(scalars.count - 3) {
            grams.append(scalars[index] << 42 | scalars[index + 1] << 21 | scalars[index + 2])
        }
        grams.sort()
        var distinct: [UInt64] = []
        distinct.reserveCapacity(grams.count)
        for gram in grams where distinct.last != gram { distinct.append(gram) }
        return distinct
    }

    /// Dice coefficient of two sorted, distinct arrays.
    static func dice(_ a: [UInt64], _ b: [UInt64]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        var i = 0, j = 0, shared = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                shared += 1
                i += 1
                j += 1
            } else if a[i] < b[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return 2 * Double(shared) / Double(a.count + b.count)
    }

    /// The similarity of two names as a page and a feed write them.
    static func score(_ a: StopNameKey, _ b: StopNameKey) -> Double {
        NameGrams(key: a).score(NameGrams(key: b))
    }
}
