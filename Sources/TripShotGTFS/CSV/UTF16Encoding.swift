/// A UTF-16 file told from its first two bytes: a byte-order mark (FF FE, FE FF), or text whose
/// first character is ASCII (a header name) and so has one NUL byte beside it. UTF-8 text has no
/// NUL there, so nothing that loads today is refused.
struct UTF16Encoding: CustomStringConvertible {
    let bigEndian: Bool
    let byteOrderMark: Bool

    init?(firstBytes bytes: UnsafePointer<UInt8>, count: Int) {
        guard count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): (bigEndian, byteOrderMark) = (false, true)
        case (0xFE, 0xFF): (bigEndian, byteOrderMark) = (true, true)
        case (let first, 0) where first != 0: (bigEndian, byteOrderMark) = (false, false)
        case (0, let second) where second != 0: (bigEndian, byteOrderMark) = (true, false)
        default: return nil
        }
    }

    var description: String {
        (bigEndian ? "big-endian" : "little-endian") + (byteOrderMark ? ", with a byte-order mark" : ", no byte-order mark")
    }
}
