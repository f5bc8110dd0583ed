/// Text from outside (a feed, a screenshot, a request) made safe for a terminal or a log line:
/// control characters are shown as escapes (`\x1b`, `\u{9b}`) instead of reaching the terminal,
/// where an ESC or OSC sequence could clear the screen, retitle the window or forge a line; so are
/// the characters that reorder text on screen (bidirectional overrides).
public enum TerminalText {
    /// Every control character escaped, line breaks included.
    public static func escaped(_ text: String) -> String {
        escaped(text, keepingLineBreaks: false)
    }

    /// `text` with its line breaks (and tabs) kept: a whole card or summary of several lines.
    public static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A field of a log line: controls escaped, and the space and backslash too, so that the
    /// line's fields stay one word each and an escape in the text cannot pass for one of ours.
    public static func logField(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\\" || needsEscape(scalar, keepingLineBreaks: false) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` written with colour by this program (SGR sequences, `ESC [ digits ; m`): those are
    /// kept, every other control character is escaped, line breaks kept. Only SGR, which sets
    /// colour and weight, survives from the text itself: no cursor moves, clears or OSC.
    public static func escaped(keepingColour text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = sgrEnd(scalars, from: index) {
                out.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if needsEscape(scalar, keepingLineBreaks: true) { out.append(contentsOf: escape(scalar).unicodeScalars) } else { out.append(scalar) }
            index += 1
        }
        return String(out)
    }

    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, scalars[index].properties.numericType != nil || scalars[index] == ";" {
            guard scalars[index].isASCII else { return nil }
            index += 1
        }
        return index < scalars.count && scalars[index] == "m" ? index : nil
    }

    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates.
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return scalar.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
    }
}
