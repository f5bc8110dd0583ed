@testable import FeedImporter
import Testing

/// The importer's id sets answer the same before and after they spill from the table into
/// partitions (`IDSet.tableLimit` slots: past 262,144 ids), so a national feed's checks are a
/// city feed's.
@Suite struct IDSetTests {
    private func ids(_ range: Range<Int>, prefix: String = "stop-") -> [[UInt8]] {
        range.map { Array("\(prefix)\($0)".utf8) }
    }

    private func insert(_ id: [UInt8], into set: inout IDSet) -> Bool { id.withUnsafeBufferPointer { set.insert($0) } }
    private func contains(_ id: [UInt8], _ set: inout IDSet) -> Bool { id.withUnsafeBufferPointer { set.contains($0) } }

    @Test(arguments: [262_144, 262_145, 300_000])
    func everyIdIsFoundAndNoOtherAtEitherSideOfTheSpill(count: Int) {
        var set = IDSet()
        var refused = 0
        for id in ids(0..<count) where !insert(id, into: &set) { refused += 1 }
        #expect(refused == 0)
        #expect(set.count == count)
        // Looked up in another order than inserted (lastHit answers only a repeat of the last).
        for id in ids(0..<count).reversed() where !contains(id, &set) {
            Issue.record("lost \(String(decoding: id, as: UTF8.self))")
            break
        }
        var others = 0
        for id in ids(0..<1000, prefix: "other-") where contains(id, &set) { others += 1 }
        #expect(others == 0)
        let next = contains(Array("stop-\(count)".utf8), &set)
        #expect(!next)
    }

    @Test(arguments: [262_144, 300_000])
    func aRepeatedIdIsNotInsertedAgainAtEitherSideOfTheSpill(count: Int) {
        var set = IDSet()
        for id in ids(0..<count) { _ = insert(id, into: &set) }
        let repeats = ["stop-0", "stop-\(count / 2)", "stop-\(count - 1)"].map { insert(Array($0.utf8), into: &set) }
        #expect(repeats == [false, false, false])
        #expect(set.count == count)
        let new = insert(Array("stop-\(count)".utf8), into: &set)
        #expect(new)
        #expect(set.count == count + 1)
    }

    @Test func partitionsKeepHashesThatDifferOnlyInTheirTopOrLowBits() {
        var partitions = HashPartitions()
        let hashes: [UInt64] = [1, 2, 0xFFFF_FFFF_FFFF, 1 << 48 | 1, 0xFFFF << 48 | 1, UInt64.max, 1 << 32, 1 << 16]
        let first = hashes.map { partitions.insert($0) }
        #expect(first == Array(repeating: true, count: hashes.count))
        #expect(hashes.allSatisfy { partitions.contains($0) })
        let again = hashes.map { partitions.insert($0) }
        #expect(again == Array(repeating: false, count: hashes.count))
        #expect(!partitions.contains(3))
        #expect(!partitions.contains(2 << 48 | 1))
        #expect(!partitions.contains(0xFFFF << 48 | 2))
    }
}
