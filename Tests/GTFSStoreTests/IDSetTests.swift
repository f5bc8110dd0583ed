@testable import GTFSStore
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
        for id in ids(0..<count) { #expect(insert(id, into: &set)) }
        #expect(set.count == count)
        // Looked up in another order than inserted (lastHit answers only a repeat of the last).
        for id in ids(0..<count).reversed() where !contains(id, &set) {
            Issue.record("lost \(String(decoding: id, as: UTF8.self))")
            break
        }
        #expect(ids(0..<1000, prefix: "other-").allSatisfy { !contains($0, &set) })
        #expect(!contains(Array("stop-\(count)".utf8), &set))
    }

    @Test(arguments: [262_144, 300_000])
    func aRepeatedIdIsNotInsertedAgainAtEitherSideOfTheSpill(count: Int) {
        var set = IDSet()
        for id in ids(0..<count) { _ = insert(id, into: &set) }
        #expect(!insert(Array("stop-0".utf8), into: &set))
        #expect(!insert(Array("stop-\(count / 2)".utf8), into: &set))
        #expect(!insert(Array("stop-\(count - 1)".utf8), into: &set))
        #expect(set.count == count)
        #expect(insert(Array("stop-\(count)".utf8), into: &set))
        #expect(set.count == count + 1)
    }

    @Test func partitionsKeepHashesThatDifferOnlyInTheirTopOrLowBits() {
        var partitions = HashPartitions()
        let hashes: [UInt64] = [1, 2, 0xFFFF_FFFF_FFFF, 1 << 48 | 1, 0xFFFF << 48 | 1, UInt64.max, 1 << 32, 1 << 16]
        for hash in hashes { #expect(partitions.insert(hash)) }
        for hash in hashes {
            #expect(partitions.contains(hash))
            #expect(!partitions.insert(hash))
        }
        #expect(!partitions.contains(3))
        #expect(!partitions.contains(2 << 48 | 1))
        #expect(!partitions.contains(0xFFFF << 48 | 2))
    }
}
