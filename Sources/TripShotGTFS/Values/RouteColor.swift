/// A colour from routes.txt's `route_color` / `route_text_color`.
///
/// The spec asks for six hex digits without `#`; feeds also write `#F57F25`, surround it with
/// spaces or shorten it CSS-style to three digits (`555`). This is the one parser for all of those,
/// so the resolver, the terminal card and the map agree on which colours a feed has.
public struct RouteColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// A colour from its channels, 0...255 each.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour a feed's field means, or nil when the field is empty or not a colour
    /// (wrong length, a character that is not a hex digit).
    public init?(feedText: String?) {
        guard var text = feedText?.trimmingWhitespace, !text.isEmpty else { return nil }
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.allSatisfy(\.isHexDigit) else { return nil }
        if text.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// Six upper-case hex digits without `#`, as routes.txt writes them: `F57F25`.
    public var hex: String {
        [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
