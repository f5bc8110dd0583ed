import Testing
@testable import TripShotOCR
import TripShotPageText

/// One stretch of ink read twice comes out once; neighbouring words are never taken for one.
@Suite struct OverlappingReadsTests {
    private func word(_ text: String, _ x: Int, _ y: Int, _ width: Int, confidence: Double = 90) -> PageText.Word {
        PageText.Word(text: text, box: Box(x: x, y: y, width: width, height: 40), confidence: confidence)
    }

    private func line(_ words: [PageText.Word]) -> PageText.Line {
        let box = words.dropFirst().reduce(words[0].box) { $0.union($1.box) }
        return PageText.Line(text: words.map(\.text).joined(separator: " "), box: box, confidence: 90, words: words)
    }

    @Test func aNameReadTwiceIsKeptOnce() {
        let first = line([word("Ny", 100, 100, 50), word("Moynihan", 160, 100, 200), word("Train", 370, 100, 110)])
        // The same ink found again 6 px lower, with the next line's words.
        let again = line([
            word("Ny", 101, 106, 50, confidence: 80), word("Moynihan", 161, 106, 200, confidence: 95),
            word("Train", 371, 106, 110, confidence: 70), word("Hall", 100, 150, 90),
        ])
        let merged = OverlappingReads.merge([first, again])
        #expect(merged.map(\.text) == ["Ny Train", "Moynihan Hall"])
        #expect(merged.flatMap(\.words).count == 4)
    }

    /// Words of adjacent tight lines share a few pixels (descenders over ascenders): both stay.
    @Test func wordsOfAdjacentLinesStay() {
        let upper = line([word("Penn", 100, 100, 100)])
        let lower = line([word("Station", 100, 133, 150)])  // 7 of 40 px shared
        #expect(OverlappingReads.merge([upper, lower]) == [upper, lower])
        // Both sides of `sameInkShare` (0.6 of the smaller box).
        #expect(!OverlappingReads.sameInk(Box(x: 0, y: 0, width: 100, height: 40), Box(x: 0, y: 16, width: 100, height: 40)))
        #expect(OverlappingReads.sameInk(Box(x: 0, y: 0, width: 100, height: 40), Box(x: 0, y: 15, width: 100, height: 40)))
    }
}
