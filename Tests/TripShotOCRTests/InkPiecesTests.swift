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

    /// A letter set just right of a rail, below its ring (a photo's blur and lean bring the name's
    /// first letters that close, seed 137's "Cuauhtémoc"): inside the columns the ring spans, but not
    /// on the rail's line, so it is no mark and stays ink; a dot on the line goes with the rail.
    @Test func aLetterBesideTheRailIsNoMarkOfIt() throws {
        let png = TestPNG.grey(width: 400, height: 200) { x, y in
            let bar = x >= 20 && x < 23 && y >= 30 && y < 140
            let dx = x - 21, dy = y - 32
            let ring = (36...64).contains(dx * dx + dy * dy)
            let line = [40, 80, 120].contains { (($0)..<($0 + 10)).contains(y) }
            let letters = line && x >= 60 && x < 300 && (x / 6) % 2 == 0
            // Columns 25-27 (the ring reaches 28), rows 100-109: beside the line, 2 px clear of it.
            let beside = x >= 25 && x < 28 && y >= 100 && y < 110
            // Columns 20-22, rows 146-149: a dot of the line's dotted segment below its end.
            let dot = x >= 20 && x < 23 && y >= 146 && y < 150
            return bar || ring || letters || beside || dot ? 0 : 255
        }
        let prepared = try preparedPage(png)
        #expect(prepared.analysis.ink[105 * 400 + 26] == 1)
        #expect(prepared.analysis.ink[148 * 400 + 21] == 0)
        #expect(prepared.skipped.count == 1)
    }

    /// The columns of a leaning rule's line where a mark stands: its stroke (the median row's width,
    /// not a ring's) about its centre on those rows, its end row's past its ends.
    @Test func aRulesLineLeansWithIt() {
        // Three columns wide, one column further right every ten rows; a ring nine wide on rows 0-4.
        let rows = (0..<100).map { y in
            let left = 20 + y / 10
            return y < 5 ? (y: y, start: left - 3, end: left + 6) : (y: y, start: left, end: left + 3)
        }
        let axis = RuleAxis(rows)
        #expect(axis.columns(from: 50, to: 60) == 25..<28)
        #expect(axis.columns(from: 0, to: 5) == 20..<23)
        #expect(axis.columns(from: 120, to: 130) == 29..<32)
        #expect(!axis.columns(from: 50, to: 60).overlaps(28..<34))
        #expect(axis.columns(from: 50, to: 60).overlaps(27..<34))
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
