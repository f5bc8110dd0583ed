/// Positioned text read from one screenshot: what every OCR engine hands to the layout parser.
///
/// This is also the on-disk JSON format of `tripshot ocr --json`, which another engine (Vision on a
/// phone, say) can write instead of Tesseract:
///
///     {"width": 1170, "height": 2619,
///      "lines": [{"text": "Union Station", "box": {"x": 84, "y": 900, "width": 300, "height": 50},
///                 "confidence": 93.1,
///                 "words": [{"text": "Union", "box": {...}, "confidence": 95.0}, ...]}]}
///
/// `words` and `confidence` are optional; `width`/`height` are the image's size in pixels.
public struct PageText: Hashable, Sendable, Codable {
    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// Every recognised line, in any order (the parser sorts by position).
    public var lines: [Line]

    /// A page from an OCR engine's results, e.g. Vision's observations scaled to pixels.
    public init(width: Int, height: Int, lines: [Line]) {
        self.width = width
        self.height = height
        self.lines = lines
    }

    /// One word of a line, when the engine gives word boxes.
    public struct Word: Hashable, Sendable, Codable {
        /// The word as read.
        public var text: String
        /// Where it is on the image.
        public var box: Box
        /// 0...100, as Tesseract reports it.
        public var confidence: Double

        /// A word; confidence 0...100.
        public init(text: String, box: Box, confidence: Double = 100) {
            self.text = text
            self.box = box
            self.confidence = confidence
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence }

        /// Decodes `confidence` as 100 when absent.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
        }
    }

    /// One recognised line of text.
    public struct Line: Hashable, Sendable, Codable {
        /// The line as read, words separated by spaces.
        public var text: String
        /// Where it is on the image.
        public var box: Box
        /// 0...100 (Vision's 0...1 times 100).
        public var confidence: Double
        /// Its words with their boxes; empty when the engine gives none (the parser then estimates them).
        public var words: [Word]

        /// A line; `words` may be left empty.
        public init(text: String, box: Box, confidence: Double = 100, words: [Word] = []) {
            self.text = text
            self.box = box
            self.confidence = confidence
            self.words = words
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence, words }

        /// Decodes `confidence` as 100 and `words` as empty when absent.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
            words = try c.decodeIfPresent([Word].self, forKey: .words) ?? []
        }
    }
}
