import Foundation
import Testing
@testable import TripShotOCR
import TripShotPageText

/// The splitter puts back a space the recogniser dropped only where the ink shows a word gap and a
/// word may start there; route codes are never cut.
@Suite struct GluedWordSplitterTests {
    static let lineHeight = 40

    /// One word of `glyphs`, each 10 px wide, with the blank run `gaps[i]` px after glyph i; the ink
    /// mask has a block per glyph, the symbols have the glyphs' boxes.
    private func split(_ glyphs: [String], gaps: [Int]) -> [String] {
        var x = 10
        var symbols: [GluedWordSplitter.Symbol] = []
        for (index, glyph) in glyphs.enumerated() {
            symbols.append(.init(text: glyph, box: Box(x: x, y: 10, width: 10, height: 30)))
            x += 10 + (index < gaps.count ? gaps[index] : 0)
        }
        let width = x + 10, height = 60
        var ink = [UInt8](repeating: 0, count: width * height)
        for symbol in symbols {
            for y in symbol.box.minY..<symbol.box.maxY {
                for x in symbol.box.minX..<symbol.box.maxX { ink[y * width + x] = 1 }
            }
        }
        let analysis = PageAnalysis(testInk: ink, width: width, height: height)
        let box = symbols.dropFirst().reduce(symbols[0].box) { $0.union($1.box) }
        let word = PageText.Word(text: glyphs.joined(), box: box, confidence: 90)
        let splitter = GluedWordSplitter(ink: analysis, lineHeight: Self.lineHeight)
        return splitter.split(word, symbols: symbols).map(\.text)
    }

    /// 0.2 line heights of a 40 px line is 8 px: a gap of 8 splits, one of 7 does not.
    @Test func aCapitalAfterALowerCaseLetterStartsAWordAtAWordGap() {
        let glyphs = ["e", "G", "O"]
        #expect(split(glyphs, gaps: [8, 2]) == ["e", "GO"])
        #expect(split(glyphs, gaps: [7, 2]) == ["eGO"])
        // "MacArthur": a capital inside a name, letters apart as usual.
        #expect(split(["c", "A", "r"], gaps: [3, 3]) == ["cAr"])
    }

    /// Route codes are digits and capitals: no gap cuts them, however wide ("21C" after a tabular "1").
    @Test(arguments: [["2", "1", "C"], ["N", "2", "2"], ["S", "1"], ["M", "1", "5"], ["3", "9", "A"], ["1", "3", "1", "N"]])
    func routeCodesAreAtoms(_ code: [String]) {
        let wide = [Int](repeating: 16, count: code.count - 1)  // 0.4 line heights everywhere
        #expect(split(code, gaps: wide) == [code.joined()])
    }

    /// After a number, a capital starting a lower-case word is a new word ("72St" -> "72 St"), at a
    /// word gap only.
    @Test func aWordAfterANumberIsSplitAtAWordGap() {
        #expect(split(["7", "2", "S", "t"], gaps: [2, 12, 2]) == ["72", "St"])
        #expect(split(["7", "2", "S", "t"], gaps: [2, 7, 2]) == ["72St"])
    }

    @Test func allCapitalWordsStayWhole() {
        #expect(split(["T", "A", "M", "I", "E", "N"], gaps: [2, 2, 2, 12, 2]) == ["TAMIEN"])
    }
}
