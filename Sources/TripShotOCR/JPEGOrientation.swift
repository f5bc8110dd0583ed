import CTripShotTesseract

/// The EXIF orientation of a JPEG (tag 0x0112 in its APP1 "Exif" segment), which phones write
/// instead of turning the pixels and which leptonica does not apply. Read in plain Swift from the
/// segments before the image data; every offset is checked against the bytes, so a malformed or
/// cut file reads as "upright" (1), never out of bounds.
enum JPEGOrientation {
    /// Segments looked at before giving up (a real file has its APP1 among the first few).
    static let maximumSegments = 64

    /// 1...8 as EXIF numbers them; 1 when absent or unreadable.
    static func of(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var position = 2
        for _ in 0..<maximumSegments {
            guard position + 4 <= bytes.count, bytes[position] == 0xFF else { return 1 }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }  // fill byte
            if marker == 0xDA || marker == 0xD9 { return 1 }  // image data or end: no EXIF before it
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2, position + 2 + length <= bytes.count else { return 1 }
            if marker == 0xE1, let orientation = exifOrientation(bytes[(position + 4)..<(position + 2 + length)]) {
                return orientation
            }
            position += 2 + length
        }
        return 1
    }

    /// The orientation in an APP1 payload: "Exif\0\0", a TIFF header, IFD0's entries.
    private static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        guard segment.starts(with: exif) else { return nil }
        let tiff = Array(segment.dropFirst(exif.count))
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true  // "II"
        case (0x4D, 0x4D): little = false  // "MM"
        default: return nil
        }
        func integer(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            return (0..<size).reduce(0) { value, index in
                value | Int(tiff[at + index]) << (8 * (little ? index : size - 1 - index))
            }
        }
        guard integer(2, 2) == 42, let ifd = integer(4, 4), let count = integer(ifd, 2) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = integer(at, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // A SHORT (type 3) whose value sits in the entry's first two value bytes.
            guard integer(at + 2, 2) == 3, let value = integer(at + 8, 2), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}

extension LeptonicaImage {
    /// The image turned upright for an EXIF orientation: 6 (what a phone held upright writes)
    /// turns a quarter clockwise, 3 a half, 8 three quarters; 2, 4, 5, 7 are those mirrored.
    func upright(orientation: Int) -> LeptonicaImage? {
        let quarters: Int32, mirror: Bool
        switch orientation {
        case 2: (quarters, mirror) = (0, true)
        case 3: (quarters, mirror) = (2, false)
        case 4: (quarters, mirror) = (2, true)
        case 5: (quarters, mirror) = (1, true)
        case 6: (quarters, mirror) = (1, false)
        case 7: (quarters, mirror) = (3, true)
        case 8: (quarters, mirror) = (3, false)
        default: return self
        }
        let turned = quarters == 0 ? pixCopy(nil, pix) : pixRotateOrth(pix, quarters)
        guard let owned = LeptonicaImage(taking: turned) else { return nil }
        guard mirror else { return owned }
        // Mirrored left to right after the turn, in place.
        return pixFlipLR(owned.pix, owned.pix) == nil ? nil : owned
    }
}
