/// A block of typed rows on their way from the parsing thread to the inserting thread. Text is
/// copied into one byte array and bound from there without another copy. A value type, filled in
/// a local variable: no class property access (and no exclusivity check) per cell.
struct RowBatch: @unchecked Sendable {
    enum Tag: UInt8 { case null, integer, text }

    let columnCount: Int
    private(set) var rowCount = 0
    /// Per cell (row-major): what it holds.
    private(set) var tags: [Tag] = []
    /// Per cell: the integer, or the text's offset in `bytes`.
    private(set) var values: [Int] = []
    /// Per cell: the text's length.
    private(set) var lengths: [Int32] = []
    private(set) var bytes: [UInt8] = []

    init(columnCount: Int, capacity: Int) {
        self.columnCount = columnCount
        tags.reserveCapacity(columnCount * capacity)
        values.reserveCapacity(columnCount * capacity)
        lengths.reserveCapacity(columnCount * capacity)
        bytes.reserveCapacity(capacity * 64)
    }

    @inline(__always) mutating func appendNull() {
        tags.append(.null)
        values.append(0)
        lengths.append(0)
    }

    @inline(__always) mutating func append(_ value: Int) {
        tags.append(.integer)
        values.append(value)
        lengths.append(0)
    }

    @inline(__always) mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        tags.append(.text)
        values.append(bytes.count)
        lengths.append(Int32(text.count))
        bytes.append(contentsOf: text)
    }

    @inline(__always) mutating func endRow() { rowCount += 1 }
}
