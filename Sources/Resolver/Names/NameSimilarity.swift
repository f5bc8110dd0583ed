/// How alike two stop-name keys are, 0...1: the Dice coefficient of their letter trigrams.
/// Trigrams tolerate a wrong or missing letter and a lost space, which is what OCR produces.
enum NameSimilarity {
    /// The trigrams of `key`, padded so that short keys and word starts count.
    static func trigrams(_ key: String) -> Set<String> {
        let characters = Array("  " + key + " ")
        guard characters.count >= 3 else { return [] }
        var grams = Set<String>()
        for index in 0...(characters.count - 3) {
            grams.insert(String(characters[index..<(index + 3)]))
        }
        return grams
    }

    static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
    }

    /// The best of comparing the full keys and the core keys; an exact key is 1.
    static func score(_ a: StopNameKey, _ b: StopNameKey) -> Double {
        if a.full == b.full { return 1 }
        if a.core == b.core { return 0.97 }
        return max(dice(trigrams(a.full), trigrams(b.full)), dice(trigrams(a.core), trigrams(b.core)))
    }
}
