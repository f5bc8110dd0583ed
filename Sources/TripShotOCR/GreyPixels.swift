import CTripShotTesseract

/// Read access to an 8-bit grey leptonica image. Leptonica packs bytes into 32-bit words in
/// big-endian order, so on a little-endian machine byte `x` of a row lives at offset `x ^ 3`.
struct GreyPixels {
    let width: Int
    let height: Int
    private let bytes: UnsafePointer<UInt8>
    private let bytesPerRow: Int
    private let byteIndexMask: Int

    /// `image` must be 8 bits deep and outlive this value.
    init(_ image: LeptonicaImage) {
        precondition(image.depth == 8, "GreyPixels needs an 8-bit image")
        width = image.width
        height = image.height
        bytesPerRow = Int(pixGetWpl(image.pix)) * 4
        bytes = UnsafeRawPointer(pixGetData(image.pix)).assumingMemoryBound(to: UInt8.self)
        byteIndexMask = 1.littleEndian == 1 ? 3 : 0
    }

    @inline(__always)
    subscript(x: Int, y: Int) -> UInt8 {
        bytes[y * bytesPerRow + (x ^ byteIndexMask)]
    }

    /// How many sampled pixels have each grey value (every `step`-th pixel in both directions), over
    /// the whole image or the rectangle given (right and bottom exclusive).
    func histogram(step: Int, left: Int = 0, top: Int = 0, right: Int? = nil, bottom: Int? = nil) -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        var y = top
        while y < (bottom ?? height) {
            var x = left
            while x < (right ?? width) {
                counts[Int(self[x, y])] += 1
                x += step
            }
            y += step
        }
        return counts
    }

    /// The most common grey value of the sampled pixels (a page's background).
    func mostCommonValue(step: Int) -> UInt8 {
        let counts = histogram(step: step)
        return UInt8(counts.indices.max { counts[$0] < counts[$1] } ?? 255)
    }

    /// Sets the pixels of each run (row, first column, end column exclusive) to `value`. The image must
    /// not be shared with anyone who expects it unchanged.
    func fill(_ runs: [(y: Int, start: Int, end: Int)], with value: UInt8) {
        let writable = UnsafeMutablePointer(mutating: bytes)
        for run in runs {
            for x in run.start..<run.end { writable[run.y * bytesPerRow + (x ^ byteIndexMask)] = value }
        }
    }

    /// Inverts the pixels of the rectangle (left, top, right and bottom exclusive). The same caution
    /// as `fill`.
    func invert(left: Int, top: Int, right: Int, bottom: Int) {
        let writable = UnsafeMutablePointer(mutating: bytes)
        for y in top..<bottom {
            for x in left..<right {
                let index = y * bytesPerRow + (x ^ byteIndexMask)
                writable[index] = 255 - writable[index]
            }
        }
    }

    /// Writes `values` (row by row over a rectangle `width` wide at `left`, `top`). The same caution
    /// as `fill`.
    func set(left: Int, top: Int, width: Int, values: [UInt8]) {
        let writable = UnsafeMutablePointer(mutating: bytes)
        for (offset, value) in values.enumerated() {
            let x = left + offset % width, y = top + offset / width
            writable[y * bytesPerRow + (x ^ byteIndexMask)] = value
        }
    }
}
