import Testing
import TripShotPageText

@testable import TripShotParser

/// The layout's thresholds, each pinned by literal cases on both sides (no input is computed from the
/// constant), so that moving one by 15% either way fails a case here. `StrayGlyphs.wellRead`'s
/// cases (a literal 79/80 pair) are the model.
@Suite struct LayoutThresholdTests {
    typealias Run = PageBuilder.Run

    /// A two-line name 80 px apart (62 and 60 px letters), then "Station" `below` px under the
    /// second line's top, still within a wrap gap of it.
    private func from(stationBelow below: Int) throws -> String {
        var page = PageBuilder()
        page.lineRuns(y: 900, [.init(text: "Downtownð", x: PageBuilder.left, height: 62), .init(text: "Depart:", x: PageBuilder.right)])
        page.lineRuns(y: 980, [.init(text: "Berkeley", x: PageBuilder.left, height: 60), .init(text: "11:33", x: PageBuilder.right)])
        page.lineRuns(y: 980 + below, [.init(text: "Station", x: PageBuilder.left, height: 60)])
        page.text("03 - Fremont", y: 1300)
        page.stop(["Fremont"], label: "Arrive:", time: "11:45", y: 1500)
        return try #require(try ItineraryParser.parse(page.page).rides.first).from.value
    }

    /// `GOTripLayout.pitchTolerance` (1.4): a line 1.3 pitches under a name's last line (104 px for
    /// an 80 px pitch) is its own; 1.5 pitches (120 px) under it is something else.
    @Test func aNamesNextLineWithin1_4PitchesIsItsOwn() throws {
        #expect(try from(stationBelow: 104) == "Downtownð Berkeley Station")
        #expect(try from(stationBelow: 120) == "Downtownð Berkeley")
    }

    private func word(_ text: String, x: Int, width: Int, height: Int = 40) -> PageText.Word {
        PageText.Word(text: text, box: Box(x: x, y: 500, width: width, height: height))
    }

    /// `LeftColumn.wouldNotFit`: in a column from x 100 to 1100, the wrap limit is 950
    /// (`filledShare` 0.85 of it) and a 40 px line's word space 14 px (`wordSpace` 0.35 text
    /// heights). A 150 px word after a line ending at 800 needs 964 and wrapped; after one ending at
    /// 700 it needs 864 and would have fitted, so it starts a line of its own (the share). After
    /// lines ending at 788 and 785 it needs 952 and 949: wrapped, and not (the word space).
    @Test(arguments: [(800, true), (700, false), (788, true), (785, false)])
    func aWordWrappedOnlyWhenItWouldNotFitIn0_85OfTheColumn(_ lineEnd: Int, _ wrapped: Bool) {
        let next = word("Universidad", x: 100, width: 150)
        let line = TextSegment(words: [word("Metro", x: 100, width: 300), word("Norte", x: 420, width: lineEnd - 420)])
        #expect(line.box.maxX == lineEnd)
        #expect(LeftColumn.wouldNotFit(next, after: line, left: 100, right: 1100) == wrapped)
    }

    /// `StrayGlyphs.lowConfidence` (50): two characters in a box no wider than tall, read at 44
    /// ("Åå" in a 37x47 square), may be one glyph, the icon; read at 56 they are two letters.
    @Test func twoCharactersBarelyReadUnderFiftyMayBeOneGlyph() {
        func read(at confidence: Double) -> PageText.Word {
            PageText.Word(text: "Åå", box: Box(x: 500, y: 500, width: 37, height: 47), confidence: confidence)
        }
        #expect(StrayGlyphs.isGlyph(read(at: 44)))
        #expect(!StrayGlyphs.isGlyph(read(at: 56)))
    }
}
