/// A set of ids held as bytes, for the importer's referential checks: looking up an id straight
/// from the CSV buffer makes no `String` and allocates nothing. Open addressing, FNV-1a hashing.
struct IDSet {
    private var storage: [UInt8] = []
    private var offsets: [Int] = []  // start of each id in `storage`; its end is the next start
    private var slots: [Int32]  // index into `offsets`, -1 when empty
    private var mask: Int
    /// The last id looked up or inserted: files list the same id on many rows in a row
    /// (stop_times by trip, shapes by shape), so most checks stop here.
    private var lastHit: [UInt8] = []

    init() {
        slots = Array(repeating: -1, count: 1024)
        mask = 1023
        offsets = [0]
    }

    var count: Int { offsets.count - 1 }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    @inline(__always)
    private func equals(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let from = offsets[entry], to = offsets[entry + 1]
        guard to - from == bytes.count else { return false }
        return storage.withUnsafeBufferPointer { stored in
            var index = 0
            while index < bytes.count {
                if stored[from + index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    private func slot(for bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, found: Bool) {
        var index = IDSet.hash(bytes) & mask
        while true {
            let entry = slots[index]
            if entry < 0 { return (index, false) }
            if equals(Int(entry), bytes) { return (index, true) }
            index = (index + 1) & mask
        }
    }

    @inline(__always)
    private func isLastHit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lastHit.count == bytes.count && lastHit.withUnsafeBufferPointer { last in
            var index = 0
            while index < bytes.count {
                if last[index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) {
        if isLastHit(bytes) { return }
        lastHit.removeAll(keepingCapacity: true)
        lastHit.append(contentsOf: bytes)
        let (index, found) = slot(for: bytes)
        if found { return }
        slots[index] = Int32(count)
        storage.append(contentsOf: bytes)
        offsets.append(storage.count)
        if count * 2 > slots.count { grow() }
    }

    mutating func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if isLastHit(bytes) { return true }
        guard slot(for: bytes).found else { return false }
        lastHit.removeAll(keepingCapacity: true)
        lastHit.append(contentsOf: bytes)
        return true
    }

    func contains(_ id: String) -> Bool {
        var copy = id
        return copy.withUTF8 { slot(for: $0).found }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        storage.withUnsafeBufferPointer { stored in
            for entry in 0..<count {
                let bytes = UnsafeBufferPointer(rebasing: stored[offsets[entry]..<offsets[entry + 1]])
                var index = IDSet.hash(bytes) & mask
                while slots[index] >= 0 { index = (index + 1) & mask }
                slots[index] = Int32(entry)
            }
        }
    }
}
