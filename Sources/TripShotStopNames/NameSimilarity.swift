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
