/// A value to bind to a statement parameter, for the convenience `bind(_ values:)` and scalar helpers.
public enum SQLiteValue: Hashable, Sendable {
    /// SQL NULL.
    case null
    /// An INTEGER.
    case integer(Int)
    /// A REAL.
    case real(Double)
    /// TEXT, UTF-8.
    case text(String)
}

extension SQLiteValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral
{
    /// `1` is `.integer(1)`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `1.5` is `.real(1.5)`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// `"x"` is `.text("x")`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
}
