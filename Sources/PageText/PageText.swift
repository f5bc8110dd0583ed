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
/// `skipped` lists the ink the engine did not read, each with its box and why (optional: JSON
/// written before it existed, or by an engine that skips nothing, decodes with none).
public struct PageText: Hashable, Sendable, Codable {
    public var width: Int
    public var height: Int
    public var lines: [Line]
    public var skipped: [Skipped]

    public init(width: Int, height: Int, lines: [Line], skipped: [Skipped] = []) {
        self.width = width
        self.height = height
        self.lines = lines
        self.skipped = skipped
    }

    private enum CodingKeys: String, CodingKey { case width, height, lines, skipped }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        lines = try c.decode([Line].self, forKey: .lines)
        skipped = try c.decodeIfPresent([Skipped].self, forKey: .skipped) ?? []
    }

    /// Ink that was not read, so that nothing is lost without a word: where, and why.
    public struct Skipped: Hashable, Sendable, Codable {
        public var box: Box
        public var reason: String
        /// False only for line art (a timeline rail, a rule, a frame) whose thin strokes cannot hide
        /// a word; true for anything that might have been text (a filled shape with text drawn in
        /// reverse, a rectangle too tall or too dense to read). Absent in JSON means true.
        public var mayHoldText: Bool

        public init(box: Box, reason: String, mayHoldText: Bool) {
            self.box = box
            self.reason = reason
            self.mayHoldText = mayHoldText
        }

        private enum CodingKeys: String, CodingKey { case box, reason, mayHoldText }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            box = try c.decode(Box.self, forKey: .box)
            reason = try c.decode(String.self, forKey: .reason)
            mayHoldText = try c.decodeIfPresent(Bool.self, forKey: .mayHoldText) ?? true
        }
    }

    public struct Word: Hashable, Sendable, Codable {
        public var text: String
        public var box: Box
        /// 0...100, as Tesseract reports it.
        public var confidence: Double

        public init(text: String, box: Box, confidence: Double = 100) {
            self.text = text
            self.box = box
            self.confidence = confidence
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
        }
    }

    public struct Line: Hashable, Sendable, Codable {
        public var text: String
        public var box: Box
        public var confidence: Double
        public var words: [Word]

        public init(text: String, box: Box, confidence: Double = 100, words: [Word] = []) {
            self.text = text
            self.box = box
            self.confidence = confidence
            self.words = words
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence, words }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
            words = try c.decodeIfPresent([Word].self, forKey: .words) ?? []
        }
    }
}
