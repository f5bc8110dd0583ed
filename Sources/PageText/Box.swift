/// An axis-aligned rectangle in the original image's pixels, origin top left, y growing down.
public struct Box: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var midX: Int { x + width / 2 }
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

    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
