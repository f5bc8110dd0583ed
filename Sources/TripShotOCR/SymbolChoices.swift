import TripShotPageText

/// The recogniser's runners-up for a word's glyphs, made into the word's other spellings.
///
/// Tesseract's LSTM weighs several glyphs for each one it outputs (`lstm_choice_mode` 2 gives them
/// per output character, from the same CTC decoding that chose it). Where the ink is clear every
/// runner-up scores 0; where it is not, the runner-up is what the ink may also be ("Sauare" with
/// "q" at 37 under its first "a", a count's "?" with "9" at 73). The page cannot say which is right;
/// the feed can (a stop named "Square One"), so the word keeps them as alternatives
/// (`PageText.Word.alternatives`) instead of the reading alone.
struct SymbolChoices {
    /// One output glyph and the runners-up the recogniser weighed for it.
    struct Glyph {
        var text: String
        /// Other glyphs with their confidence (0...100), best first.
        var runnersUp: [(text: String, confidence: Double)]
    }

    /// A runner-up is kept from this confidence: below it the recogniser did not weigh it (clear
    /// glyphs' runners-up score 0; see docs/design/how-it-reads.md for the measurement).
    var floor = 20.0
    /// At most this many spellings per word: one glyph changed each, the likeliest first.
    var maximumAlternatives = 8

    /// The word's other spellings: each one glyph changed to a runner-up at or above `floor`, most
    /// confident first; none equal to the word.
    func alternatives(of glyphs: some Collection<Glyph>) -> [String] {
        let texts = glyphs.map(\.text)
        let word = texts.joined()
        var changes: [(index: Int, text: String, confidence: Double)] = []
        for (index, glyph) in glyphs.enumerated() {
            for runnerUp in glyph.runnersUp where runnerUp.confidence >= floor {
                guard !runnerUp.text.isEmpty, !runnerUp.text.allSatisfy(\.isWhitespace), runnerUp.text != glyph.text else {
                    continue
                }
                changes.append((index, runnerUp.text, runnerUp.confidence))
            }
        }
        var spellings: [String] = []
        for change in changes.sorted(by: { $0.confidence > $1.confidence }) {
            var changed = texts
            changed[change.index] = change.text
            let spelling = changed.joined()
            if spelling != word, !spellings.contains(spelling) { spellings.append(spelling) }
            if spellings.count == maximumAlternatives { break }
        }
        return spellings
    }
}
