/// RFC 5545's text rules: escaping TEXT values (3.3.11) and folding content lines at 75 octets
/// (3.1), never inside a UTF-8 sequence; lines end in CRLF.
enum ICSText {
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// One content line, folded: continuation lines start with a space.
    static func folded(_ line: String) -> String {
        var out = ""
        var count = 0
        for character in line {
            let octets = String(character).utf8.count
            if count + octets > 75 {
                out += "\r\n "
                count = 1
            }
            out.append(character)
            count += octets
        }
        return out + "\r\n"
    }
}
