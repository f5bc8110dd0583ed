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
/// `otherReadings`, optional, are a line's readings that were not kept when the engine read it more
/// than once (Tesseract reads a line it is unsure of again at other scales), so nothing read is lost.
/// `skipped` lists the ink the engine did not read, each with its box and why (optional: JSON
/// written before it existed, or by an engine that skips nothing, decodes with none).
/// `straightened`, present only when the engine straightened a photographed or tilted screen before
/// reading it, says what it did (positions are then on the straightened page).
public struct PageText: Hashable, Sendable, Codable {
    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// Every recognised line, in any order (the parser sorts by position).
    public var lines: [Line]
    /// Ink that was not read, each with its box and why (absent in older JSON: none).
    public var skipped: [Skipped]
    /// What was done to the image before it was read (a screen cut out of a photo, a tilt
    /// corrected); nil for a screenshot read as it was, and then left out of the JSON.
    public var straightened: Straightening?

    /// A page from an OCR engine's results, e.g. Vision's observations scaled to pixels; `skipped`
    /// is the ink the engine did not read, if it says; `straightened` what it did to the image first.
    public init(width: Int, height: Int, lines: [Line], skipped: [Skipped] = [], straightened: Straightening? = nil) {
        self.width = width
        self.height = height
        self.lines = lines
        self.skipped = skipped
        self.straightened = straightened
    }

    private enum CodingKeys: String, CodingKey { case width, height, lines, skipped, straightened }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        lines = try c.decode([Line].self, forKey: .lines)
        skipped = try c.decodeIfPresent([Skipped].self, forKey: .skipped) ?? []
        straightened = try c.decodeIfPresent(Straightening.self, forKey: .straightened)
    }

    /// Ink that was not read, so that nothing is lost without a word: where, and why.
    public struct Skipped: Hashable, Sendable, Codable {
        /// Where the ink is, in image pixels.
        public var box: Box
        /// Why it was not read ("read as no text", "line art", ...).
        public var reason: String
        /// False only for line art (a timeline rail, a rule, a frame) whose thin strokes cannot hide
        /// a word, and a glyph-shaped rectangle the recogniser read as no text (an icon); true for
        /// anything that might have been text (a filled shape with text drawn in
        /// reverse, a rectangle too tall or too dense to read). Absent in JSON means true.
        public var mayHoldText: Bool

        /// Ink at `box` not read for `reason`.
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

    /// One word of a line, when the engine gives word boxes.
    public struct Word: Hashable, Sendable, Codable {
        /// The word as read.
        public var text: String
        /// Where it is on the image.
        public var box: Box
        /// 0...100, as Tesseract reports it.
        public var confidence: Double
        /// Other spellings the recogniser weighed for the same ink, most likely first (one glyph
        /// each changed to its runner-up); empty when it had no doubt.
        public var alternatives: [String]

        /// A word; confidence 0...100.
        public init(text: String, box: Box, confidence: Double = 100, alternatives: [String] = []) {
            self.text = text
            self.box = box
            self.confidence = confidence
            self.alternatives = alternatives
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence, alternatives }

        /// Decodes `confidence` as 100 and `alternatives` as none when absent.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
            alternatives = try c.decodeIfPresent([String].self, forKey: .alternatives) ?? []
        }

        /// Leaves `alternatives` out when there are none.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(box, forKey: .box)
            try c.encode(confidence, forKey: .confidence)
            if !alternatives.isEmpty { try c.encode(alternatives, forKey: .alternatives) }
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
        /// The same ink's other readings, not kept (in the order read); empty when it was read once.
        public var otherReadings: [Reading]

        /// A line; `words` may be left empty.
        public init(text: String, box: Box, confidence: Double = 100, words: [Word] = [], otherReadings: [Reading] = []) {
            self.text = text
            self.box = box
            self.confidence = confidence
            self.words = words
            self.otherReadings = otherReadings
        }

        private enum CodingKeys: String, CodingKey { case text, box, confidence, words, otherReadings }

        /// Decodes `confidence` as 100, `words` and `otherReadings` as empty when absent.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            box = try c.decode(Box.self, forKey: .box)
            confidence = try c.decodeIfPresent(Double.self, forKey: .confidence) ?? 100
            words = try c.decodeIfPresent([Word].self, forKey: .words) ?? []
            otherReadings = try c.decodeIfPresent([Reading].self, forKey: .otherReadings) ?? []
        }

        /// Leaves `otherReadings` out when there are none, so a line read once is written as before.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(box, forKey: .box)
            try c.encode(confidence, forKey: .confidence)
            try c.encode(words, forKey: .words)
            if !otherReadings.isEmpty { try c.encode(otherReadings, forKey: .otherReadings) }
        }
    }

    /// A reading of a line's ink that was not kept: its text, confidence and words, as a `Line` has them.
    public struct Reading: Hashable, Sendable, Codable {
        /// The line's text in this reading.
        public var text: String
        /// 0...100.
        public var confidence: Double
        /// Its words with their boxes; may be empty.
        public var words: [Word]

        /// A reading of `text` at `confidence` (0...100), with its words when known.
        public init(text: String, confidence: Double, words: [Word] = []) {
            self.text = text
            self.confidence = confidence
            self.words = words
        }

        /// The reading a line holds (its text, confidence and words).
        public init(of line: Line) {
            self.init(text: line.text, confidence: line.confidence, words: line.words)
        }

        private enum CodingKeys: String, CodingKey { case text, confidence, words }

        /// Decodes `words` as empty when absent.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            text = try c.decode(String.self, forKey: .text)
            confidence = try c.decode(Double.self, forKey: .confidence)
            words = try c.decodeIfPresent([Word].self, forKey: .words) ?? []
        }
    }
}
