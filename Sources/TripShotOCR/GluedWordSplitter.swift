import Foundation
import TripShotPageText

/// Puts back spaces Tesseract's LSTM dropped. At some sizes it reads a station name's last words as
/// one ("ErindaleGO", "191St") although the ink shows a gap as wide as a space. A word is split
/// where the page's ink has an empty column run at least `spaceInLineHeights` line heights wide, and
/// only where a word may start (`mayStartWord`): "11th", "Park-242", route codes ("21C") and
/// all-capital words stay whole (capitals such as "I" leave wide gaps: measured, splitting them
/// broke "TAMIEN", "BR", "MI", "SE"); "SE ML King" for "SE M L King" stays unfixed. Where the gap
/// falls among the characters is taken from the characters' (approximate) boxes.
struct GluedWordSplitter {
    struct Symbol {
        var text: String
        var box: Box
        /// The other glyphs the recogniser weighed here, best first.
        var runnersUp: [(text: String, confidence: Double)] = []

        var glyph: SymbolChoices.Glyph { .init(text: text, runnersUp: runnersUp) }
    }

    let ink: PageAnalysis
    /// The height of the word's line, original pixels.
    let lineHeight: Int
    /// Gives each part of a split word the other spellings of its own glyphs.
    var choices = SymbolChoices()
    /// Measured on the generated corpus (seed 1, 100 pages) and 30 more renders, in heights of the
    /// word's line: a capital after a lower-case letter inside a word ("MacArthur") is 0.04-0.08
    /// away; a space before a capital is at least 0.13 (a large title's "Your Trip"), 1% of 1362
    /// below 0.16, median 0.36. 0.2 stays on the safe side of that gap: a glued word left whole
    /// costs nothing (stop names are compared without spaces), a word wrongly cut changes a name.
    static let spaceInLineHeights = 0.2

    func split(_ word: PageText.Word, symbols: [Symbol]) -> [PageText.Word] {
        guard symbols.count >= 2, symbols.map(\.text).joined() == word.text else { return [word] }
        let minimumGap = max(3, Int((Double(lineHeight) * Self.spaceInLineHeights).rounded()))
        var cuts: [(index: Int, gapStart: Int, gapEnd: Int)] = []
        for gap in blankRuns(in: word.box) where gap.upperBound - gap.lowerBound >= minimumGap {
            let middle = (gap.lowerBound + gap.upperBound) / 2
            let index = symbols.firstIndex { $0.box.midX > middle } ?? symbols.count
            guard index > 0, index < symbols.count, cuts.last?.index != index,
                Self.mayStartWord(after: symbols[index - 1].text, symbols[index...].map(\.text))
            else { continue }
            cuts.append((index, gap.lowerBound, gap.upperBound))
        }
        guard !cuts.isEmpty else { return [word] }
        var parts: [PageText.Word] = []
        var start = 0, left = word.box.minX
        for cut in cuts + [(symbols.count, word.box.maxX, word.box.maxX)] {
            let text = symbols[start..<cut.index].map(\.text).joined()
            let box = Box(x: left, y: word.box.y, width: max(1, cut.gapStart - left), height: word.box.height)
            parts.append(
                PageText.Word(
                    text: text, box: box, confidence: word.confidence,
                    alternatives: choices.alternatives(of: symbols[start..<cut.index].map(\.glyph))))
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

    /// True when a word may begin at `next[0]` after `previous`: a capital after a lower-case letter
    /// ("ErindaleGO"), or after a digit a capital that begins a lower-case word ("181St", "1Av/E").
    /// A capital after a digit with no lower-case letter after it is part of a route code ("21C",
    /// "N22A"): codes are written in digits and capitals, and the ink cannot tell them apart from a
    /// glued word, because digits are set on equal advances and a "1" leaves a gap as wide as a space
    /// (measured on the corpus: "21C" 0.14-0.30 line heights, real spaces after digits 0.26-0.40).
    static func mayStartWord(after previous: String, _ next: [String]) -> Bool {
        guard let last = previous.unicodeScalars.last, let first = next.first?.unicodeScalars.first,
            first.properties.isUppercase
        else { return false }
        if last.properties.isLowercase { return true }
        guard last.properties.numericType != nil, next.count > 1, let following = next[1].unicodeScalars.first else {
            return false
        }
        return following.properties.isLowercase
    }
}
