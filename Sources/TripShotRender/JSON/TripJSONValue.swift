/// A JSON value that keeps its keys in the order they were written, so the output reads like the
/// description in docs/formats/trip-json.md (Foundation's encoder sorts or scrambles them).
indirect enum TripJSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([TripJSONValue])
    case object([(String, TripJSONValue)])

    static func == (a: TripJSONValue, b: TripJSONValue) -> Bool { a.text(indent: nil) == b.text(indent: nil) }

    static func optional(_ value: Int?) -> TripJSONValue { value.map { .int($0) } ?? .null }
    static func optional(_ value: String?) -> TripJSONValue { value.map { .string($0) } ?? .null }

    /// A coordinate component, rounded to 7 decimals (about 1 cm), so interpolated points do not
    /// print binary noise.
    static func degrees(_ value: Double) -> TripJSONValue { .number((value * 1e7).rounded() / 1e7) }

    /// Pretty-printed with two spaces per level, or on one line when `indent` is nil.
    func text(indent: Int? = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                out += String(Int(value))
            } else {
                out += value.isFinite ? "\(value)" : "null"
            }
        case .string(let value): Self.quote(value, into: &out)
        case .array(let items):
            // Short arrays of scalars (a coordinate pair) stay on one line.
            let flat = indent == nil || items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += flat ? ", " : "," }
                if !flat, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, indent: flat ? nil : indent.map { $0 + 1 })
            }
            if !flat, let indent, !items.isEmpty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += indent == nil ? ", " : "," }
                if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                Self.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent, !members.isEmpty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
