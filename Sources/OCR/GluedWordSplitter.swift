import Foundation
import PageText

/// Puts back spaces Tesseract's LSTM dropped. At some sizes it reads a station name's last words as
/// one ("ErindaleGO", "191St") although the ink shows a gap as wide as a space. A word is split
/// where the page's ink has an empty column run at least `spaceInLineHeights` line heights wide, and
/// only before an upper-case letter that follows a lower-case letter or a digit, so "11th",
/// "Park-242" and all-capital words stay whole (capitals such as "I" leave wide gaps: measured,
/// splitting them broke "TAMIEN", "BR", "MI", "SE"); "SE ML King" for "SE M L King" stays unfixed. Where the gap falls among the
/// characters is taken from the characters' (approximate) boxes.
struct GluedWordSplitter {
    struct Symbol {
        var text: String
        var box: Box
    }

    let ink: PageAnalysis
    /// The height of the word's line, original pixels.
    let lineHeight: Int
    /// Measured on the shared screenshots: letters inside a word are at most ~0.1 line heights apart,
    /// word spaces at least ~0.25.
    static let spaceInLineHeights = 0.2

    func split(_ word: PageText.Word, symbols: [Symbol]) -> [PageText.Word] {
        guard symbols.count >= 2, symbols.map(\.text).joined() == word.text else { return [word] }
        let minimumGap = max(3, Int((Double(lineHeight) * Self.spaceInLineHeights).rounded()))
        var cuts: [(index: Int, gapStart: Int, gapEnd: Int)] = []
        for gap in blankRuns(in: word.box) where gap.upperBound - gap.lowerBound >= minimumGap {
            let middle = (gap.lowerBound + gap.upperBound) / 2
            let index = symbols.firstIndex { $0.box.midX > middle } ?? symbols.count
            guard index > 0, index < symbols.count, cuts.last?.index != index,
                Self.mayStartWord(after: symbols[index - 1].text, symbols[index].text)
            else { continue }
            cuts.append((index, gap.lowerBound, gap.upperBound))
        }
        guard !cuts.isEmpty else { return [word] }
        var parts: [PageText.Word] = []
        var start = 0, left = word.box.minX
        for cut in cuts + [(symbols.count, word.box.maxX, word.box.maxX)] {
            let text = symbols[start..<cut.index].map(\.text).joined()
            let box = Box(x: left, y: word.box.y, width: max(1, cut.gapStart - left), height: word.box.height)
            parts.append(PageText.Word(text: text, box: box, confidence: word.confidence))
            start = cut.index
            left = cut.gapEnd
        }
        return parts
    }

    /// Runs of columns with no ink strictly inside `box`.
    private func blankRuns(in box: Box) -> [Range<Int>] {
        let top = max(0, box.minY), bottom = min(ink.height, box.maxY)
        let left = max(0, box.minX), right = min(ink.width, box.maxX)
        guard top < bottom, left < right else { return [] }
        var runs: [Range<Int>] = []
        var blankStart: Int?
        var seenInk = false
        for x in left..<right {
            if ink.columnHasInk(x, top: top, bottom: bottom) {
                if let start = blankStart, seenInk { runs.append(start..<x) }
                blankStart = nil
                seenInk = true
            } else if blankStart == nil {
                blankStart = x
            }
        }
        return runs
    }

    private static func mayStartWord(after previous: String, _ next: String) -> Bool {
        guard let last = previous.unicodeScalars.last, let first = next.unicodeScalars.first else { return false }
        let lowerOrDigit = last.properties.isLowercase || last.properties.numericType != nil
        return first.properties.isUppercase && lowerOrDigit
    }
}
