/// A set of ids for the importer's referential checks, holding only a 64-bit hash of each id:
/// memory stays at 16 bytes or so per id whatever the ids' length, and lookups straight from the
/// CSV buffer make no `String` and allocate nothing. Two different ids share a hash with
/// probability about n/2^64 (n ids): a missing id could go unnoticed only that rarely.
struct IDSet {
    private var slots: [UInt64]  // 0 = empty; hashes are never 0
    private var mask: Int
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
        guard slot(for: hash).found else { return false }
        lastHit = hash
        return true
    }

    /// Whether an id with that `hash(_:then:)` is in the set.
    func contains(hash: UInt64) -> Bool { hash == lastHit || slot(for: hash).found }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for hash in old where hash != 0 {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = hash
        }
    }
}
