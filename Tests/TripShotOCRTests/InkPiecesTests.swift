import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// Ink too tall to be a letter (a timeline rail, an outline) is taken out before the page is cut into
/// lines, and listed; letters, and filled shapes that may hold reverse text, stay.
@Suite struct InkPiecesTests {
    /// A white page of "letters" (10 px tall blocks in three lines) beside one more vertical bar.
    private func page(bar: (left: Int, top: Int, width: Int, height: Int), ring: Bool = false) throws -> PreparedPage {
        let png = TestPNG.grey(width: 400, height: 200) { x, y in
            let inBar = x >= bar.left && x < bar.left + bar.width && y >= bar.top && y < bar.top + bar.height
            // A stop ring centred near the bar's top, as a timeline draws it.
            let dx = x - (bar.left + bar.width / 2), dy = y - (bar.top + 2)
            let onRing = ring && (36...64).contains(dx * dx + dy * dy)
            let line = [40, 80, 120].contains { (($0)..<($0 + 10)).contains(y) }
            let letter = line && x >= 60 && x < 300 && (x / 6) % 2 == 0
            return inBar || onRing || letter ? 0 : 255
        }
        return try preparedPage(png)
    }

    /// Both sides of `tallestLetterInMedianHeights` (4 letter heights of 10 px): a 39 px bar stays
    /// ink, a 41 px one is taken out.
    @Test func aPieceTallerThanFourLettersIsNotText() throws {
        let short = try page(bar: (20, 40, 3, 39))
        #expect(short.skipped.isEmpty)
        #expect(short.analysis.ink[60 * 400 + 21] == 1)
        let tall = try page(bar: (20, 40, 3, 41))
        #expect(tall.skipped.count == 1)
        #expect(tall.analysis.ink[60 * 400 + 21] == 0)
        #expect(tall.skipped.first?.mayHoldText == false)
    }

    /// A rail beside three lines makes them one tall band no blank row cuts; without it each line is a
    /// rectangle of its own, and none of them reaches over the rail's column.
    @Test func aRailNoLongerHoldsTheLinesBesideItTogether() throws {
        let prepared = try page(bar: (20, 30, 3, 110), ring: true)
        #expect(prepared.regions.count == 3)
        #expect(prepared.regions.allSatisfy { $0.left >= 60 && $0.height <= 12 })
        let rail = try #require(prepared.skipped.first)
        #expect(rail.reason.contains("rail"))
        // The ring on the rail's axis went with it: it is not left as a glyph before the line.
        #expect(rail.box.minY <= 30 - 6 && rail.box.minX <= 21 - 6)
    }

    /// A filled shape (a button, a banner) is not taken out even when tall: reverse text inside it is
    /// still read.
    @Test func aWideFilledShapeStays() throws {
        let prepared = try page(bar: (320, 20, 60, 60))
        #expect(prepared.skipped.isEmpty)
        #expect(prepared.analysis.ink[50 * 400 + 350] == 1)
    }

    /// Pieces 2 px wide of the given heights, side by side: a page's ink without a picture.
    private func pieces(_ heights: [Int]) -> InkPieces {
        let width = heights.count * 4, height = 50
        var ink = [UInt8](repeating: 0, count: width * height)
        for (index, tall) in heights.enumerated() {
            for y in 0..<tall { for x in (index * 4)..<(index * 4 + 2) { ink[y * width + x] = 1 } }
        }
        return InkPieces(ink: ink, width: width, height: height)
    }

    /// Both sides of `speckShareOfTall` (a quarter of the tall pieces' 40 px): eight pieces of
    /// 9 px are specks and the median is the letters' 40; of 10 px they count, and the median is 10.
    /// Seed 107's photo: noise specks made the median 4 and narrow letters were erased as rules.
    @Test func specksAreNoLetters() {
        #expect(pieces(Array(repeating: 9, count: 8) + Array(repeating: 40, count: 6)).medianHeight(minimumHeight: 3) == 40)
        #expect(pieces(Array(repeating: 10, count: 8) + Array(repeating: 40, count: 6)).medianHeight(minimumHeight: 3) == 10)
    }
}
