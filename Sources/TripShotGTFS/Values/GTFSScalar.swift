/// Parsers for GTFS's typed field values, straight from bytes (no `String` is made). Each returns
/// nil for text that is not a value of its kind; callers turn that into a located `FeedError`.
public enum GTFSScalar {
    /// What each kind expects, for error messages: `"25:7" is not a time (HH:MM:SS)`.
    public static func expectation(for kind: FieldKind) -> String {
        switch kind {
        case .time: "a time (HH:MM:SS)"
        case .date: "a date (YYYYMMDD)"
        case .integer: "an integer"
        case .real: "a number"
        case .text: "text"
        }
    }

    /// The bytes without leading and trailing spaces and tabs.
    @inline(__always)
    public static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let base = bytes.baseAddress else { return bytes }
        var low = 0, high = bytes.count
        while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
        while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
        return UnsafeBufferPointer(start: base + low, count: high - low)
    }

    @inline(__always)
    static func digit(_ byte: UInt8) -> Int? {
        byte &- 0x30 < 10 ? Int(byte &- 0x30) : nil
    }

    /// `H:MM:SS` / `HH:MM:SS` / `HHH:MM:SS` -> seconds (H*3600 + M*60 + S), no upper cap on hours.
    /// Minutes and seconds are two digits below 60.
    @inline(__always)
    public static func time(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard count >= 7, count <= 12, bytes[count - 3] == 0x3A,
            let s1 = digit(bytes[count - 2]), let s2 = digit(bytes[count - 1]), s1 < 6,
            let minutes = hoursAndMinutes(bytes, end: count - 3)
        else { return nil }
        return minutes + s1 * 10 + s2
    }

    /// `H:MM` / `HH:MM` -> seconds (H*3600 + M*60): a time written without its seconds, against
    /// the reference's HH:MM:SS, yet with no other reading than the minute itself.
    @inline(__always)
    public static func timeWithoutSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 4, bytes.count <= 9 else { return nil }
        return hoursAndMinutes(bytes, end: bytes.count)
    }

    /// True for `H+:MM:SS` or `H+:MM` written in digits whose minutes or seconds are 60 or more
    /// (`19:70:00`, `04:80`): a clock's shape that is no time. Read as a count it would give
    /// 20:10, yet a typo for 19:07 or 19:17 is as likely, so no time can be taken from it.
    public static func isClockPastSixty(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var groups = 1, length = 0, value = 0, pastSixty = false
        for byte in bytes {
            if byte == 0x3A {
                // Hours of one digit or more; minutes and seconds of two.
                guard length >= (groups == 1 ? 1 : 2), groups < 3, groups == 1 || length == 2 else { return false }
                if groups > 1, value >= 60 { pastSixty = true }
                groups += 1
                length = 0
                value = 0
            } else if let d = digit(byte), length < 6 {
                length += 1
                value = value * 10 + d
            } else {
                return false
            }
        }
        guard groups >= 2, length == 2 else { return false }
        return pastSixty || value >= 60
    }

    /// `H+:MM` in `bytes[..<end]` -> seconds: hours of one digit or more, minutes two digits below 60.
    @inline(__always)
    static func hoursAndMinutes(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        guard end >= 4, bytes[end - 3] == 0x3A, let m1 = digit(bytes[end - 2]), let m2 = digit(bytes[end - 1]), m1 < 6
        else { return nil }
        var hours = 0
        for index in 0..<(end - 3) {
            guard let d = digit(bytes[index]) else { return nil }
            hours = hours * 10 + d
        }
        return hours * 3600 + (m1 * 10 + m2) * 60
    }

    /// `YYYYMMDD` -> the same eight digits as an integer, with month 1...12 and day 1...31.
    @inline(__always)
    public static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 8 else { return nil }
        var value = 0
        for byte in bytes {
            guard let d = digit(byte) else { return nil }
            value = value * 10 + d
        }
        let month = value / 100 % 100, day = value % 100
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return value
    }

    /// An optionally signed decimal integer (at most 18 digits).
    @inline(__always)
    public static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if bytes.count > 0, bytes[0] == 0x2D || bytes[0] == 0x2B {
            negative = bytes[0] == 0x2D
            index = 1
        }
        guard index < bytes.count, bytes.count - index <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            guard let d = digit(bytes[index]) else { return nil }
            value = value * 10 + d
            index += 1
        }
        return negative ? -value : value
    }

    /// True for a decimal number as SQLite reads one: `-79.38`, `.5`, `12`, `1e-3`.
    @inline(__always)
    public static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        if index < count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
        var digits = 0
        while index < count, digit(bytes[index]) != nil { index += 1; digits += 1 }
        if index < count, bytes[index] == 0x2E {
            index += 1
            while index < count, digit(bytes[index]) != nil { index += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if index < count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
            var exponentDigits = 0
            while index < count, digit(bytes[index]) != nil { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == count
    }
}

extension GTFSScalar {
    /// The value of a decimal number (`isNumber` true), read straight from the bytes; for range
    /// checks, where the last bits of precision do not matter. Nil when it is not a number.
    public static func decimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isNumber(bytes) else { return nil }
        var index = 0
        var sign = 1.0
        if bytes[0] == 0x2D || bytes[0] == 0x2B {
            sign = bytes[0] == 0x2D ? -1 : 1
            index = 1
        }
        var value = 0.0
        while index < bytes.count, let d = digit(bytes[index]) { value = value * 10 + Double(d); index += 1 }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            var scale = 0.1
            while index < bytes.count, let d = digit(bytes[index]) { value += Double(d) * scale; scale /= 10; index += 1 }
        }
        if index < bytes.count {  // an exponent: isNumber checked its form
            index += 1
            var exponentSign = 1
            if bytes[index] == 0x2D || bytes[index] == 0x2B { exponentSign = bytes[index] == 0x2D ? -1 : 1; index += 1 }
            var exponent = 0
            while index < bytes.count, let d = digit(bytes[index]) { exponent = min(exponent * 10 + d, 9999); index += 1 }
            value *= Self.power10(exponentSign * exponent)
        }
        return sign * value
    }

    private static func power10(_ exponent: Int) -> Double {
        var result = 1.0
        let step = exponent < 0 ? 0.1 : 10
        for _ in 0..<min(abs(exponent), 400) { result *= step }
        return result
    }
}
