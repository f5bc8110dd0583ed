/// A value to bind to a statement parameter, for the convenience `bind(_ values:)` and scalar helpers.
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral
{
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(stringLiteral value: String) { self = .text(value) }
    public init(nilLiteral: ()) { self = .null }
}
