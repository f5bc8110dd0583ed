import Foundation
import TestSupport
import Testing
@testable import TripShotOCR
import TripShotPageText

/// What is still too tall to read is cut further, and what cannot be read is listed, never dropped.
@Suite struct RegionCutTests {
    /// Fourteen lines joined by one-pixel "descenders" (each joining two lines only, at a different
    /// place) make one band taller than `maximumLineHeights` of the page's lines; it is cut at its
    /// faint rows instead of being given up.
    @Test func aTallBlockIsCutAtItsFaintRowsNotSkipped() throws {
        let png = TestPNG.grey(width: 600, height: 600) { x, y in
            let line = (y - 20) / 25, inBlock = y >= 20 && y < 20 + 14 * 25
            let inLine = inBlock && (y - 20) % 25 < 12
            let letter = inLine && x >= 40 && x < 560 && (x / 7) % 2 == 0
            let descender = inBlock && !inLine && line < 13 && x == 42 + 14 * line
            // Five separate lines below give the page its line height.
            let single = y >= 400 && (y - 400) % 30 < 12 && y < 550 && x >= 40 && x < 300 && (x / 7) % 2 == 0
            return letter || descender || single ? 0 : 255
        }
        let page = try preparedPage(png)
        #expect(page.skipped.isEmpty)
        #expect(page.regions.count == 14 + 5)
        // A line with the faint rows under it, as deep as half its height (its descenders).
        #expect(page.regions.allSatisfy { $0.height <= 12 + 6 })
    }

    /// The two sides of the faint-row share: a row inked over more than 2% of the width is a line's
    /// ink, not a gap between lines.
    @Test func aRowInkedOverMoreThanTwoPercentIsNotAGap() {
        let width = 600, height = 400
        var ink = [UInt8](repeating: 0, count: width * height)
        for y in 20..<(20 + 14 * 25) {
            let inLine = (y - 20) % 25 < 12
            let inked = inLine ? width : 13  // 13 of 600 is 2.2%: every row counts as ink
            for x in 0..<inked { ink[y * width + x] = 1 }
        }
        let analysis = PageAnalysis(testInk: ink, width: width, height: height)
        let region = TextRegions.Region(left: 0, top: 20, right: width, bottom: 20 + 14 * 25)
        #expect(TextRegions.cutTall(region, analysis, 12).count == 1)
        for y in 20..<(20 + 14 * 25) where (y - 20) % 25 >= 12 {
            for x in 0..<width { ink[y * width + x] = x < 12 ? 1 : 0 }  // 12 of 600: 2%
        }
        let faint = PageAnalysis(testInk: ink, width: width, height: height)
        #expect(TextRegions.cutTall(region, faint, 12).count == 14)
    }

    /// Noise cannot be cut into lines: it is listed as skipped, with its box and why, and costs no
    /// Tesseract time (the reason the skip exists).
    @Test func noiseIsListedAsSkipped() throws {
        var state: UInt32 = 7
        let noise = TestPNG.grey(width: 500, height: 700) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        let page = try preparedPage(noise)
        #expect(page.regions.isEmpty)
        #expect(!page.skipped.isEmpty)
        #expect(page.skipped.allSatisfy { $0.mayHoldText && !$0.reason.isEmpty })
    }

    /// Faint rows under a line are its descenders: they stay with it, down to half its height.
    @Test func faintRowsUnderALineStayWithItAsDeepAsDescendersGo() {
        let width = 600, height = 120
        var ink = [UInt8](repeating: 0, count: width * height)
        func fill(_ rows: Range<Int>, _ columns: Range<Int>) {
            for y in rows { for x in columns { ink[y * width + x] = 1 } }
        }
        fill(10..<30, 0..<width)  // a line, 20 rows
        fill(30..<40, 300..<305)  // a descender, 10 rows: half the line
        fill(60..<80, 0..<width)  // the next line, apart by blank rows
        fill(80..<91, 100..<105)  // 11 rows under it: deeper than a descender
        fill(91..<110, 0..<width)  // touching the line below
        let analysis = PageAnalysis(testInk: ink, width: width, height: height)
        let region = TextRegions.Region(left: 0, top: 10, right: width, bottom: 110)
        let pieces = TextRegions.cutTall(region, analysis, 20)
        #expect(pieces.map(\.top) == [10, 60, 91])
        #expect(pieces.map(\.bottom) == [40, 90, 110])
    }

    /// Beside a filled shape that leaves no blank row across the page (a light form panel on a dark
    /// desktop page), a tall rectangle is cut into its columns first, and each column as a page:
    /// real Tesseract on such a render reads "1 - South Ferry" with its descender ("Ferrv" when the
    /// line was cut at its descender's faint rows).
    @Test func aTallRectangleIsCutIntoColumnsBeforeFaintRows() throws {
        let screenshot = "Tests/Fixtures/screens/ocr/descender_beside_panel__desktop3x_dark.jpg"
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))
        #expect(page.lines.contains { $0.text == "1 - South Ferry" }, "\(page.lines.map(\.text))")
    }

    /// A page whose lines a filled shape holds together yields a few block-sized rectangles: their
    /// median is no line's height, and the letters' (`lineInLetterHeights` median pieces) caps it.
    @Test func theTypicalLineIsNoTallerThanThreeLetters() {
        let regions = [50, 367, 46].map { TextRegions.Region(left: 0, top: 0, right: 100, bottom: $0) }
        #expect(TextRegions.typicalHeight(of: regions) == 50)
        #expect(TextRegions.typicalHeight(of: regions, letterHeight: 11) == 33)
        #expect(TextRegions.typicalHeight(of: regions, letterHeight: 17) == 50)
    }
}
