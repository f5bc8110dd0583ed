import PageText
import Testing

@testable import OCR

/// `SecondReading.margin` (20 points) pinned by literal confidences on both sides, as
/// `StrayGlyphs.wellRead` is: moving it by 15% either way fails a case.
@Suite struct SecondReadingMarginTests {
    private func line(_ text: String, _ confidence: Double) -> PageText.Line {
        PageText.Line(text: text, box: Box(x: 10, y: 20, width: 60, height: 14), confidence: confidence)
    }

    /// "ri]" first read at 30: "5:25" at 50 beats it by 20 and is kept; at 48, 18 points ahead, the
    /// first reading stays and "5:25" is kept among the other readings.
    @Test func anotherReadingMustWinByTwentyPoints() {
        let rule = SecondReading()
        #expect(rule.keep(first: line("ri]", 30), others: [line("5:25", 50)]).text == "5:25")
        let kept = rule.keep(first: line("ri]", 30), others: [line("5:25", 48)])
        #expect(kept.text == "ri]")
        #expect(kept.otherReadings.map(\.text) == ["5:25"])
    }
}
