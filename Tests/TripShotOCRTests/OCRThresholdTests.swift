import Testing
import TripShotPageText

@testable import TripShotOCR

/// The OCR's thresholds on which reading wins and what is read again, each pinned by literal cases
/// on both sides (no input computed from the constant), as `StrayGlyphs.wellRead` is: moving one by
/// 15% either way fails a case.
@Suite struct OCRThresholdTests {
    private func line(_ text: String, _ confidence: Double) -> PageText.Line {
        PageText.Line(text: text, box: Box(x: 10, y: 20, width: 60, height: 14), confidence: confidence)
    }

    /// `SecondReading.margin` (20 points): "ri]" first read at 30: "5:25" at 50 beats it by 20 and is
    /// kept; at 48, 18 points ahead, the first reading stays and "5:25" is kept among the others.
    @Test func anotherReadingMustWinByTwentyPoints() {
        let rule = SecondReading()
        #expect(rule.keep(first: line("ri]", 30), others: [line("5:25", 50)]).text == "5:25")
        let kept = rule.keep(first: line("ri]", 30), others: [line("5:25", 48)])
        #expect(kept.text == "ri]")
        #expect(kept.otherReadings.map(\.text) == ["5:25"])
    }

    /// `SecondReading.threshold` (40): a line read at 39 is read again, one read at 41 is not.
    @Test func aLineUnderForty_IsReadAgain() {
        let rule = SecondReading()
        #expect(rule.wantsAnotherReading(of: line("wall St", 39)))
        #expect(!rule.wantsAnotherReading(of: line("Wall St", 41)))
    }

    /// `SymbolChoices.floor` (20): a runner-up weighed at 21 makes a spelling, one at 17 does not.
    @Test func aRunnerUpFromTwentyIsASpelling() {
        let word = ["S", "a", "u", "a", "r", "e"].enumerated().map { index, text in
            SymbolChoices.Glyph(text: text, runnersUp: index == 1 ? [("q", 21), ("g", 17)] : [])
        }
        #expect(SymbolChoices().alternatives(of: word) == ["Square"])
    }
}
