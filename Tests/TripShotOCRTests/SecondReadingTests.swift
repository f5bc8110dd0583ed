import Foundation
import TestSupport
import Testing
@testable import TripShotOCR
import TripShotPageText

/// A line Tesseract is unsure of is read again at other scales; another reading is kept only when it
/// is clearly more confident, and the readings not kept stay on the line.
@Suite struct SecondReadingTests {
    private let rule = SecondReading()

    private func line(_ text: String, _ confidence: Double) -> PageText.Line {
        PageText.Line(text: text, box: Box(x: 10, y: 20, width: 60, height: 14), confidence: confidence)
    }

    @Test func onlyLinesUnderTheThresholdAreReadAgain() {
        #expect(rule.wantsAnotherReading(of: line("EZI", 0)))
        #expect(rule.wantsAnotherReading(of: line("wall St", rule.threshold - 0.1)))
        #expect(!rule.wantsAnotherReading(of: line("Wall St", rule.threshold)))
        #expect(!rule.wantsAnotherReading(of: line("Wall St", 92)))
    }

    @Test func anotherReadingIsKeptOnlyWhenItWinsByTheMargin() {
        let first = line("ri]", 30)
        let clearly = rule.keep(first: first, others: [line("5:25", 30 + rule.margin)])
        #expect(clearly.text == "5:25")
        #expect(clearly.otherReadings == [PageText.Reading(text: "ri]", confidence: 30)])

        let barely = rule.keep(first: first, others: [line("5:25", 30 + rule.margin - 0.1)])
        #expect(barely.text == "ri]")
        #expect(barely.otherReadings.map(\.text) == ["5:25"])
    }

    @Test func theMostConfidentReadingWinsAndTheOthersStayInTheOrderRead() {
        let kept = rule.keep(first: line("EZI", 0), others: [line("KEZI", 0), line("17:27", 93)])
        #expect(kept.text == "17:27")
        #expect(kept.otherReadings.map(\.text) == ["EZI", "KEZI"])
        let unread = rule.keep(first: line("EZI", 0), others: [])
        #expect(unread.text == "EZI" && unread.otherReadings.isEmpty)
    }

    /// The CI sample's "Oakland International Airport" headsign: 40 at 36 px, "international" at 90 at
    /// 48 px, "International" again at 71 at 30 px. Two scales agreeing outweigh one confident reading.
    @Test func aReadingAnotherScaleRepeatsCountsBothConfidences() {
        let first = line("International", 39.9)
        let kept = rule.keep(first: first, others: [line("international", 90), line("International", 71)])
        #expect(kept.text == "International" && kept.confidence == 39.9)
        #expect(kept.otherReadings.map(\.text) == ["international", "International"])
        // Repeated junk does not beat one clear reading by the margin: 0 + 0 against 93.
        let time = rule.keep(first: line("EZI", 0), others: [line("EZI", 0), line("17:27", 93)])
        #expect(time.text == "17:27")
        // Two other scales agreeing can together beat the first.
        let agreed = rule.keep(first: line("Wa11", 30), others: [line("Wall", 26), line("Wall", 25)])
        #expect(agreed.text == "Wall" && agreed.confidence == 26)
    }

    @Test func otherScalesSkipTheFirstReadingsHeight() {
        // A 13 px line first read at 36 px is read again at 48 and 30 px.
        #expect(rule.scales(lineHeight: 13, firstScale: 36.0 / 13, maximumScale: 4) == [48.0 / 13, 30.0 / 13])
        // A 50 px line read at its own size: 48 px would read the same, so only 30 px.
        #expect(rule.scales(lineHeight: 50, firstScale: 1, maximumScale: 4) == [30.0 / 50])
        // Tiny text is never scaled past the maximum, and a scale within a tenth of one already read is
        // not read again: a 6 px line (read at 4x) is read once; a 10 px one (read at 36 px) at 4x
        // (40 px, for 48) and 30 px; a 9 px one (read at 4x) only at 30 px.
        #expect(rule.scales(lineHeight: 6, firstScale: 4, maximumScale: 4) == [])
        #expect(rule.scales(lineHeight: 10, firstScale: 3.6, maximumScale: 4) == [4.0, 3.0])
        #expect(rule.scales(lineHeight: 9, firstScale: 4, maximumScale: 4) == [30.0 / 9])
    }

    /// Real Tesseract on two seed-6 desktop 1x dark renders: the time under "Depart:" reads as junk at
    /// confidence 0 at 36 px, and right at one of the other heights (30 px for this serif face, 48 px
    /// for the narrow sans), so no single height would do.
    @Test(arguments: [
        ("Tests/Fixtures/screens/ocr/time_read_right_at_30px__desktop1x_dark.jpg", "17:27"),
        ("Tests/Fixtures/screens/ocr/time_read_right_at_48px__desktop1x_dark.png", "5:25"),
    ])
    func aTimeReadAsJunkIsReadAgainRight(_ screenshot: String, _ time: String) throws {
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))
        let line = try #require(page.lines.first { $0.text == time }, "\(page.lines.map(\.text))")
        let first = try #require(line.otherReadings.first)
        #expect(first.text != time)
        #expect(first.confidence < rule.threshold)
        #expect(line.confidence >= first.confidence + rule.margin)
    }

    /// A line read confidently is read once: "Depart:" keeps no other reading.
    @Test func confidentLinesAreReadOnce() throws {
        let page = try TextRecognizer().read(
            imageAt: Fixtures.path("Tests/Fixtures/screens/ocr/time_read_right_at_30px__desktop1x_dark.jpg"))
        let label = try #require(page.lines.first { $0.text == "Depart:" })
        #expect(label.confidence >= rule.threshold)
        #expect(label.otherReadings.isEmpty)
    }
}
