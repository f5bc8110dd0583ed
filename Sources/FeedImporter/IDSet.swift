/// A set of ids for the importer's referential checks, holding only a 64-bit hash of each id:
/// lookups straight from the CSV buffer make no `String` and allocate nothing. Two different ids
/// share a hash with probability about n/2^64 (n ids): a missing id could go unnoticed only that
/// rarely.
///
/// Memory stays near 7 bytes per id however many ids come (a national feed's millions of stops):
/// up to `IDSet.tableLimit` ids live in an open-addressing table of whole hashes (fast, 16-32
/// bytes an id); past it they spill into `HashPartitions`, which keeps the low 48 bits of each
/// hash in one small sorted array per value of the top 16, so no array ever doubles the whole set.
struct IDSet {
    /// Table slots past which the set spills into partitions (4 MB of table, 262,144 ids).
    static let tableLimit = 1 << 19

    private var slots: [UInt64]  // 0 = empty; hashes are never 0
    private var mask: Int
    /// Nil until the table is past `tableLimit`; then every id is here and `slots` is empty.
    private var partitions: HashPartitions?
    private(set) var count = 0
    /// The last id looked up or inserted: files list the same id on many rows in a row
    /// (stop_times by trip, shapes by shape), so most checks stop here.
    private var lastHit: UInt64 = 0

    init() {
        slots = Array(repeating: 0, count: 1024)
        mask = 1023
    }

    /// FNV-1a, then a final mix so the low bits (the slot index) depend on every byte.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, then more: UnsafeBufferPointer<UInt8>? = nil) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if let more {  // a two-column key: a separator no text byte equals, then the second
            hash = (hash ^ 0x1FF) &* 0x100_0000_01b3
            for byte in more { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash == 0 ? 1 : hash
    }

    @inline(__always)
    private func slot(for hash: UInt64) -> (index: Int, found: Bool) {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[index]
            if stored == 0 { return (index, false) }
            if stored == hash { return (index, true) }
            index = (index + 1) & mask
        }
    }

    /// Adds the id; false when it was already there.
    @discardableResult
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { insert(hash: IDSet.hash(bytes)) }

    /// Adds an id by its `hash(_:then:)`; false when it was already there.
    @discardableResult
    mutating func insert(hash: UInt64) -> Bool {
        if hash == lastHit { return false }
        lastHit = hash
        if partitions != nil {
            guard partitions!.insert(hash) else { return false }
            count += 1
            return true
        }
        let (index, found) = slot(for: hash)
        if found { return false }
        slots[index] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return true
    }

    mutating func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = IDSet.hash(bytes)
        if hash == lastHit { return true }
        guard contains(hash: hash) else { return false }
        lastHit = hash
        return true
    }

    /// Whether an id with that `hash(_:then:)` is in the set.
    func contains(hash: UInt64) -> Bool {
        if hash == lastHit { return true }
        if let partitions { return partitions.contains(hash) }
        return slot(for: hash).found
    }

    private mutating func grow() {
        let old = slots
        guard old.count < IDSet.tableLimit else {
            slots = []  // freed before the partitions fill (old holds the hashes meanwhile)
            var spilled = HashPartitions()
            for hash in old where hash != 0 { spilled.insert(hash) }
            partitions = spilled
            return
        }
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for hash in old where hash != 0 {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = hash
        }
    }
}

/// 64-bit hashes, compactly: the top 16 bits choose one of 65,536 arrays, which keeps the low 48
/// bits of its hashes sorted, three `UInt16`s each. An array grows by a quarter at a time, so
/// memory is about 6.7 bytes a hash plus 3 MB of arrays, and an insert moves a few hundred bytes.
struct HashPartitions {
    private static let bits = 16
    private var arrays = [[UInt16]](repeating: [], count: 1 << HashPartitions.bits)

    @inline(__always)
    private static func split(_ hash: UInt64) -> (partition: Int, low: UInt64) {
        (Int(truncatingIfNeeded: hash >> UInt64(64 - bits)), hash & 0xFFFF_FFFF_FFFF)
    }

    /// Where `low` is or would go in the sorted array: (entry index, found).
    @inline(__always)
    private static func search(_ entries: UnsafeBufferPointer<UInt16>, _ low: UInt64) -> (Int, Bool) {
        var lower = 0, upper = entries.count / 3
        while lower < upper {
            let middle = (lower + upper) / 2
            let at = middle * 3
            let value = UInt64(entries[at]) << 32 | UInt64(entries[at + 1]) << 16 | UInt64(entries[at + 2])
            if value == low { return (middle, true) }
            if value < low { lower = middle + 1 } else { upper = middle }
        }
        return (lower, false)
    }

    func contains(_ hash: UInt64) -> Bool {
        let (partition, low) = HashPartitions.split(hash)
        return arrays[partition].withUnsafeBufferPointer { HashPartitions.search($0, low).1 }
    }

    /// Adds the hash; false when it was already there.
    @discardableResult
    mutating func insert(_ hash: UInt64) -> Bool {
        let (partition, low) = HashPartitions.split(hash)
        let (index, found) = arrays[partition].withUnsafeBufferPointer { HashPartitions.search($0, low) }
        if found { return false }
        let count = arrays[partition].count
        if count + 3 > arrays[partition].capacity {
            arrays[partition].reserveCapacity(count + max(12, count / 12 * 3))
        }
        arrays[partition].append(contentsOf: repeatElement(0, count: 3))
        arrays[partition].withUnsafeMutableBufferPointer { entries in
            let at = index * 3
            let base = entries.baseAddress!
            // memmove: the entries after `at` move up by one entry
            UnsafeMutableRawPointer(base + at + 3).copyMemory(from: base + at, byteCount: (count - at) * 2)
            entries[at] = UInt16(truncatingIfNeeded: low >> 32)
            entries[at + 1] = UInt16(truncatingIfNeeded: low >> 16)
            entries[at + 2] = UInt16(truncatingIfNeeded: low)
        }
        return true
    }
}
