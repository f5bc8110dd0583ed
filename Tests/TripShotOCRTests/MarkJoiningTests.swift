import Foundation
import TestSupport
import Testing
@testable import TripShotOCR
import TripShotPageText

/// Marks that a blank row parts from their letters (an underscore, an accent over a capital) are
/// read with their line: `TextRegions.markGapInHeights`, `accentGapInHeights`, `markHeightShare`,
/// `flatMarkWidthInHeights` and `markBlankInHeights`, each tested on both sides.
@Suite struct MarkJoiningTests {
    /// A page of `width` x `height` with ink in the given rectangles (x0, y0, x1, y1; exclusive).
    static func analysis(_ rectangles: [(Int, Int, Int, Int)], width: Int = 300, height: Int = 120) -> PageAnalysis {
        var ink = [UInt8](repeating: 0, count: width * height)
        for (x0, y0, x1, y1) in rectangles {
            for y in y0..<y1 { for x in x0..<x1 { ink[y * width + x] = 1 } }
        }
        return PageAnalysis(testInk: ink, width: width, height: height)
    }

    /// A line of twelve rows (y 40..<52) of letters five pixels wide and three apart, from x 20 to 198.
    static let letters = stride(from: 20, to: 200, by: 8).map { ($0, 40, $0 + 5, 52) }

    static func regions(_ extra: [(Int, Int, Int, Int)]) -> [TextRegions.Region] {
        TextRegions.find(in: analysis(letters + extra))
    }

    @Test func anUnderscoreAGapBelowIsReadWithItsLine() {
        // 3 blank rows of 12 (0.25): still the line's leading.
        let joined = Self.regions([(60, 55, 76, 56)])
        #expect(joined.count == 1)
        #expect(joined.first?.top == 40 && joined.first?.bottom == 56)
        // 4 of 12 (0.33): a line of its own (dropped as too short), the line left as it was.
        let apart = Self.regions([(60, 56, 76, 57)])
        #expect(apart == [TextRegions.Region(left: 20, top: 40, right: 201, bottom: 52)])
    }

    @Test func anAccentAboveIsReadWithItsLineUnlessItIsTallAsALine() {
        // 4 rows of 12 (0.33) one row above: a mark.
        let joined = Self.regions([(44, 35, 48, 39)])
        #expect(joined.count == 1)
        #expect(joined.first?.top == 35 && joined.first?.bottom == 52)
        // 5 rows of 12 (0.42): too tall for a mark.
        let line = Self.regions([(44, 34, 48, 39)])
        #expect(line.first?.top == 40)
        // Two blank rows above a 12-row line (0.17): farther than an accent stands
        // (`accentGapInHeights` 0.1, at least one row).
        let apart = Self.regions([(44, 34, 48, 38)])
        #expect(apart.contains(TextRegions.Region(left: 20, top: 40, right: 201, bottom: 52)))
    }

    /// Under a line only a flat mark is the line's (an underscore is many times wider than high); a
    /// round one (a timeline's walking dot) is not, at the same distance.
    @Test func onlyAFlatMarkBelowIsTheLines() {
        let round = Self.regions([(60, 53, 63, 56)])  // 3 x 3
        #expect(round.allSatisfy { $0.bottom != 56 })
        let flat = Self.regions([(60, 53, 66, 56)])  // 6 x 3: twice as wide as high
        #expect(flat.first?.bottom == 56)
    }

    /// Cut out as a rectangle of its own (tall enough to pass for text), the mark goes into its
    /// line's rectangle and is not read a second time alone.
    @Test func aMarkCutOutAloneJoinsItsLineAndIsNotReadTwice() {
        let tall = (0..<9).map { index in (20 + 10 * index, 60, 26 + 10 * index, 100) }  // 40 rows
        let accent = (24, 50, 30, 58)  // 8 rows (0.2), 2 rows above
        let regions = TextRegions.find(in: Self.analysis(tall + [accent]))
        #expect(regions == [TextRegions.Region(left: 20, top: 50, right: 106, bottom: 100)])
    }

    @Test func aRuleRunningPastTheLineIsNotAMark() {
        // Under the line, one row down, but on past its right end by more than its leading.
        let rule = Self.regions([(20, 53, 240, 54)])
        #expect(rule.allSatisfy { $0.bottom == 52 })
        // The same within the line's ends is an underline.
        let underline = Self.regions([(20, 53, 197, 54)])
        #expect(underline.first?.bottom == 54)
    }

    @Test func aMarkOverABlankStretchWiderThanALineIsNotTheLinesMark() {
        // Two words 12 and 14 columns apart, a stroke under both and the gap.
        let words = [(20, 40, 60, 52), (72, 40, 110, 52)]
        let narrow = TextRegions.find(in: Self.analysis(words + [(20, 53, 110, 54)]))
        #expect(narrow.first?.bottom == 54)
        let wide = [(20, 40, 60, 52), (73, 40, 110, 52)]  // 13 blank columns: wider than the line
        let notJoined = TextRegions.find(in: Self.analysis(wide + [(20, 53, 110, 54)]))
        #expect(notJoined.allSatisfy { $0.bottom == 52 })
    }

    /// Real Tesseract on a real render: the committed corpus page (desktop 1x) whose capital "Ó" a
    /// blank row parts from its accent is read with it ("HELIÓPOLIS", not "HELIOPOLIS").
    @Test func anAccentedCapitalIsReadWithItsAccent() throws {
        let page = try TextRecognizer().read(imageAt: Fixtures.path("Tests/Fixtures/corpus/s3_cdmx_003.png"))
        #expect(page.lines.contains { $0.text == "HELIÓPOLIS" }, "\(page.lines.map(\.text))")
    }

    /// Real Tesseract on a render of a Mexico City trip at phone 1x, whose underscores stand a blank
    /// row under their letters: "MOCTEZUMA_1_4" and "NORTE_1_4" (they were read "MOCTEZUMA 1 4").
    @Test func underscoresAreReadWithTheirLine() throws {
        let page = try TextRecognizer().read(imageAt: Fixtures.path("Tests/Fixtures/screens/ocr/underscore_accent__phone1x.png"))
        let texts = page.lines.map(\.text)
        #expect(texts.contains("MOCTEZUMA_1_4"), "\(texts)")
        #expect(texts.contains("NORTE_1_4"), "\(texts)")
        #expect(texts.contains("DIVISIÓN DEL"), "\(texts)")
    }
}
