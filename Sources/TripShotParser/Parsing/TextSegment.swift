import TripShotPageText

/// A run of words on one OCR line with no wide gap inside it. Tesseract often reads a left-column
/// name and the right-column label beside it as one line ("Union Station & Depart:"); the layout
/// works on segments, so each column's text stands on its own.
struct TextSegment: Hashable, Sendable {
    var words: [PageText.Word]
    /// The texts the engine read this segment's line as at other scales and did not keep
    /// (`PageText.Line.otherReadings`), when the segment is its whole line; else empty.
    var otherReadings: [String] = []

    init(words: [PageText.Word]) {
        precondition(!words.isEmpty, "a segment holds at least one word")
        self.words = words
    }

    var text: String { words.map(\.text).joined(separator: " ") }

    var box: Box { words.dropFirst().reduce(words[0].box) { $0.union($1.box) } }

    /// The median word height: the segment's text size, the unit for gaps and alignment.
    var height: Int { Self.median(words.map(\.box.height)) }

    /// The lower median height of the words holding a letter or digit: the letters' size, which a
    /// glued mark or an icon read as part of a word only ever makes taller ("QFruitvale" three
    /// times the height of "å"), and which a dash ending a wrapped line ("Acueducto -", 3 px of
    /// 30) must not make shorter.
    var letterHeight: Int {
        let lettered = words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        let sorted = (lettered.isEmpty ? words : lettered).map(\.box.height).sorted()
        return sorted[(sorted.count - 1) / 2]
    }

    /// The median height of the words holding a letter or digit: the text's size, which a dash
    /// (a few pixels high) in "Vermonter - New" would pull down in `height`.
    var textHeight: Int {
        let heights = words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }.map(\.box.height)
        return heights.isEmpty ? height : Self.median(heights)
    }

    var confidence: Double { words.map(\.confidence).reduce(0, +) / Double(words.count) }

    static func median(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// Splits a page's lines into segments, in reading order (top to bottom, then left to right).
package enum Segmenter {
    /// A gap wider than this many text heights separates columns, not words.
    static let columnGap = 2.5

    static func segments(of page: PageText) -> [TextSegment] {
        var result: [TextSegment] = []
        for line in page.lines {
            let words = (line.words.isEmpty ? estimatedWords(of: line) : line.words)
                .filter { $0.text.contains { !$0.isWhitespace } }
                .sorted { $0.box.minX < $1.box.minX }
            guard !words.isEmpty else { continue }
            let unit = Double(TextSegment.median(words.map(\.box.height)))
            var run: [PageText.Word] = [words[0]]
            for word in words.dropFirst() {
                let gap = Double(word.box.minX - run[run.count - 1].box.maxX)
                if gap > columnGap * unit {
                    result.append(TextSegment(words: run))
                    run = [word]
                } else {
                    run.append(word)
                }
            }
            var last = TextSegment(words: run)
            if run.count == words.count { last.otherReadings = line.otherReadings.map(\.text) }
            result.append(last)
        }
        return result.sorted { ($0.box.minY, $0.box.minX) < ($1.box.minY, $1.box.minX) }
    }

    /// Words for a line given without them (hand-written JSON): the line's width shared out by
    /// character count, which is close enough for alignment and gap rules.
    package static func estimatedWords(of line: PageText.Line) -> [PageText.Word] {
        let tokens = line.text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !tokens.isEmpty else { return [] }
        let characters = tokens.reduce(0) { $0 + $1.count } + tokens.count - 1
        let perCharacter = Double(line.box.width) / Double(max(characters, 1))
        var x = Double(line.box.minX)
        return tokens.map { token in
            let width = perCharacter * Double(token.count)
            let box = Box(x: Int(x.rounded()), y: line.box.y, width: Int(width.rounded()), height: line.box.height)
            x += width + perCharacter
            return PageText.Word(text: token, box: box, confidence: line.confidence)
        }
    }
}
