extension PageText {
    /// What the engine did to a photographed or tilted screen before reading it, so that a reader
    /// of the page knows its positions are not the image's own. In JSON:
    ///
    ///     "straightened": {"imageWidth": 1080, "imageHeight": 1732, "rotationDegrees": 2.1,
    ///                      "screen": [{"x": 133, "y": 97}, {"x": 963, "y": 126}, ...]}
    public struct Straightening: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The size of the image as given, in pixels (the page's own `width`/`height` are after).
        public var imageWidth: Int
        public var imageHeight: Int
        /// The screen's corners in the given image (top left, top right, bottom right, bottom left),
        /// when the page was cut out of a photo of a screen and its perspective undone; nil when
        /// the page filled the image.
        public var screen: [Corner]?
        /// The tilt of the text lines that was turned away, in degrees (positive: the page stood
        /// turned counter-clockwise in the image); 0 when none was.
        public var rotationDegrees: Double

        public init(imageWidth: Int, imageHeight: Int, screen: [Corner]?, rotationDegrees: Double) {
            self.imageWidth = imageWidth
            self.imageHeight = imageHeight
            self.screen = screen
            self.rotationDegrees = rotationDegrees
        }

        /// One line for a warning: what was done, and that positions are on the straightened page.
        public var description: String {
            var done: [String] = []
            if screen != nil { done.append("the screen was found in the \(imageWidth)x\(imageHeight) photo and cut out of it") }
            if rotationDegrees != 0 {
                let degrees = (abs(rotationDegrees) * 10).rounded() / 10
                done.append("a tilt of \(degrees) degrees was turned level")
            }
            return "the screenshot was straightened before reading (\(done.joined(separator: ", "))); "
                + "positions are on the straightened page"
        }
    }

    /// A point in an image's pixels.
    public struct Corner: Hashable, Sendable, Codable {
        public var x: Int
        public var y: Int

        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }
}
