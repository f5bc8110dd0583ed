/// Text fields as a database's readers need them: every SQLite client (Python's sqlite3 among
/// them) expects TEXT to be UTF-8, and C clients stop a string at a NUL byte. A feed's text is
/// checked byte by byte on its way in and repaired only when it would break them.
public enum TextBytes {
    /// True when the bytes are UTF-8 with no NUL byte: they can be stored as they are. ASCII (all
    /// but a few fields of real feeds) is decided in one pass with no decoding.
    @inline(__always)
    public static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high = false
        for byte in bytes {
            if byte == 0 { return false }
            if byte >= 0x80 { high = true }
        }
        return !high || String(validating: bytes, as: UTF8.self) != nil
    }

    /// The bytes with NUL bytes removed and every sequence that is not UTF-8 replaced by U+FFFD.
    public static func repaired(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).utf8.filter { $0 != 0 })
    }

    /// A header name as a column name: repaired like text, then without the spaces, tabs and other
    /// control characters (a form feed glued to a name) around it, and without a BOM.
    public static func columnName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: repaired(bytes), as: UTF8.self)
        let isNoise: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 || $0.value == 0x7F || $0.value == 0xFEFF }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isNoise($0) }),
            let last = scalars.lastIndex(where: { !isNoise($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
