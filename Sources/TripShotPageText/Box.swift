/// An axis-aligned rectangle in the original image's pixels, origin top left, y growing down.
public struct Box: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left edge, pixels from the image's left.
    public var x: Int
    /// Top edge, pixels from the image's top.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A box from its top-left corner and size, in image pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Left edge.
    public var minX: Int { x }
    /// Top edge.
    public var minY: Int { y }
    /// Right edge (exclusive).
    public var maxX: Int { x + width }
    /// Bottom edge (exclusive).
    public var maxY: Int { y + height }
    /// Horizontal centre.
    public var midX: Int { x + width / 2 }
    /// Vertical centre.
    public var midY: Int { y + height / 2 }

    /// The smallest box holding both.
    public func union(_ other: Box) -> Box {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        let right = max(maxX, other.maxX), bottom = max(maxY, other.maxY)
        return Box(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Pixels shared vertically with `other` (0 when they do not overlap).
    public func verticalOverlap(_ other: Box) -> Int {
        max(0, min(maxY, other.maxY) - max(minY, other.minY))
    }

    /// "(x,y wxh)", for messages.
    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
