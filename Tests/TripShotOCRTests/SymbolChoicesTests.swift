import Testing

@testable import TripShotOCR

/// Runners-up become a word's other spellings: one glyph changed each, the most confident first,
/// only those the recogniser weighed (at or above the floor), none equal to the word.
@Suite struct SymbolChoicesTests {
    private func glyphs(_ text: String, runnersUp: [Int: [(String, Double)]] = [:]) -> [SymbolChoices.Glyph] {
        Array(text).enumerated().map { index, character in
            SymbolChoices.Glyph(text: String(character), runnersUp: (runnersUp[index] ?? []).map { ($0.0, $0.1) })
        }
    }

    @Test func eachRunnerUpChangesOneGlyphMostConfidentFirst() {
        // "Square" read "Sauare": "q" weighed at 37 under the first "a", "v" at 53 under the "u".
        let word = glyphs("Sauare", runnersUp: [1: [("q", 37), ("g", 17)], 2: [("v", 53)]])
        #expect(SymbolChoices().alternatives(of: word) == ["Savare", "Square"])
    }

    @Test func runnersUpTheRecogniserDidNotWeighAreNotSpellings() {
        // Below the floor (clear glyphs' runners-up score 0), blank, or the glyph itself.
        let word = glyphs("Union", runnersUp: [0: [("U", 90), (" ", 60), ("", 50), ("V", 19.9)]])
        #expect(SymbolChoices().alternatives(of: word).isEmpty)
        #expect(SymbolChoices(floor: 19).alternatives(of: word) == ["Vnion"])
    }

    @Test func aWordHasAtMostTheMaximumSpellings() {
        let word = glyphs("?7", runnersUp: [0: [("9", 80), ("F", 70), ("S", 60)], 1: [("7", 99), ("1", 50)]])
        #expect(SymbolChoices(maximumAlternatives: 2).alternatives(of: word) == ["97", "F7"])
        #expect(SymbolChoices().alternatives(of: word) == ["97", "F7", "S7", "?1"])
    }
}
