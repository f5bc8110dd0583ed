import Foundation
import TestSupport
import Testing
@testable import TripShotOCR
import TripShotPageText

/// A line that runs across the edge of a column other rectangles start at (a name, its icon and the
/// "Depart:" beside it read as one) is cut there: `TextRegions.rectanglesStartingAColumn`,
/// `columnMemberWidthInHeights`, `alignedInHeights` and `columnGapBeforeEdgeInHeights`, each tested
/// on both sides.
@Suite struct ColumnEdgeTests {
    typealias Region = TextRegions.Region
    static let lineHeight = 12

    /// Ink filling each rectangle, and the rectangles as regions.
    static func page(_ rectangles: [Region], width: Int = 320, height: Int = 130) -> PageAnalysis {
        var ink = [UInt8](repeating: 0, count: width * height)
        for r in rectangles {
            for y in r.top..<r.bottom { for x in r.left..<r.right { ink[y * width + x] = 1 } }
        }
        return PageAnalysis(testInk: ink, width: width, height: height)
    }

    /// A name ending at `nameEnd` and a label starting at `labelStart` in one rectangle (y 20..<32),
    /// then a column of rectangles starting at x 260 below: a time beside the name's second line,
    /// and `columnBelow` more.
    static func cut(nameEnd: Int = 200, labelStart: Int = 260, secondLine: Bool = true, columnBelow: Int = 2) -> [Region] {
        let name = Region(left: 20, top: 20, right: nameEnd, bottom: 32)
        let label = Region(left: labelStart, top: 20, right: 300, bottom: 32)
        var ink = [name, label, Region(left: 260, top: 40, right: 300, bottom: 52)]
        if secondLine { ink.append(Region(left: 20, top: 40, right: 120, bottom: 52)) }
        for index in 0..<columnBelow { ink.append(Region(left: 260 + index % 2, top: 80 + 20 * index, right: 300, bottom: 92 + 20 * index)) }
        var regions = [Region(left: 20, top: 20, right: 300, bottom: 32)] + ink.dropFirst(2)
        regions.sort { ($0.top, $0.left) < ($1.top, $1.left) }
        return TextRegions.cuttingAtColumnEdges(regions, page(ink), typicalHeight: lineHeight)
            .filter { $0.top == 20 }.sorted { $0.left < $1.left }
    }

    @Test func aNameReadWithTheLabelBesideItIsCutAtTheLabelsColumn() {
        #expect(Self.cut() == [Region(left: 20, top: 20, right: 200, bottom: 32), Region(left: 260, top: 20, right: 300, bottom: 32)])
    }

    /// Three rectangles start a column (the joined one's label is not one of them); two do not.
    @Test func threeRectanglesMakeAColumnTwoDoNot() {
        #expect(Self.cut(columnBelow: 2).count == 2)
        #expect(Self.cut(columnBelow: 1).count == 1)
    }

    /// A left margin or a timeline's indent has no text before it: lines across it stay whole.
    @Test func aColumnWithNothingBeforeItCutsNothing() {
        #expect(Self.cut(secondLine: false).count == 1)
    }

    /// The blank before the edge must be half a line (6 px of 12): letters and most word spaces
    /// stand closer.
    @Test func aGapNarrowerThanHalfALineIsNoColumnBreak() {
        #expect(Self.cut(nameEnd: 254).count == 2)  // 6 blank columns
        #expect(Self.cut(nameEnd: 255).count == 1)  // 5
    }

    /// Ink resuming within 2 px of the edge (0.1 line heights, at least 2) starts the column; 3 px
    /// off, it is ordinary text that happens to pass there.
    @Test func theBreakMustBeAtTheEdge() {
        #expect(Self.cut(labelStart: 262).count == 2)
        #expect(Self.cut(labelStart: 263).count == 1)
    }

    /// Icons lined up after names of one length are glyphs, not a column of words: rectangles
    /// narrower than twice their height do not make an edge.
    @Test func squareRectanglesDoNotStartAColumn() {
        let left = Region(left: 0, top: 0, right: 50, bottom: 10)
        let icons = (0..<3).map { Region(left: 100, top: 20 * $0, right: 119, bottom: 20 * $0 + 10) }
        #expect(TextRegions.columnEdges([left] + icons, tolerance: 2).isEmpty)
        let words = (0..<3).map { Region(left: 100, top: 20 * $0, right: 120, bottom: 20 * $0 + 10) }
        #expect(TextRegions.columnEdges([left] + words, tolerance: 2) == [100])
    }

    @Test func edgesAreTheLeftmostOfEachAlignedGroup() {
        let regions = [Region(left: 100, top: 0, right: 130, bottom: 10), Region(left: 101, top: 20, right: 130, bottom: 30),
                       Region(left: 102, top: 40, right: 130, bottom: 50), Region(left: 0, top: 0, right: 50, bottom: 10)]
        #expect(TextRegions.columnEdges(regions, tolerance: 2) == [100])
        #expect(TextRegions.columnEdges(regions, tolerance: 1).isEmpty)
    }

    /// Real Tesseract on a real render: a phone 3x page where a station's icon stood between its
    /// name and the "Arrive:" beside it, both read as one line ("Tracey CI - Hail and Ride &
    /// Arrive:"), reads the label on its own.
    @Test func theLabelBesideAnIconIsReadOnItsOwn() throws {
        let page = try TextRecognizer().read(imageAt: Fixtures.path(Self.joinedScreenshot))
        let labels = page.lines.filter { $0.text.contains("Depart:") || $0.text.contains("Arrive:") }
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.text == "Depart:" || $0.text == "Arrive:" }, "\(labels.map(\.text))")
    }

    static let joinedScreenshot = "Tests/Fixtures/screens/ocr/joined_label_icon__phone3x.jpg"
}
