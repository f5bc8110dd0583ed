/// The recogniser's runners-up (`PageText.Word.alternatives`: a word's spellings with one glyph
/// changed to what Tesseract also weighed there) as readings of the layout's text.
enum RunnerUps {
    /// The one value `read` finds among the runner-up spellings of `segment` (`spellings(of:)`),
    /// with the first spelling it is read from; nil when they give none, or several.
    static func agreed<Value: Hashable>(of segment: TextSegment, _ read: (String) -> Value?)
        -> (value: Value, spelling: String)?
    {
        let found = values(of: segment, read)
        guard found.count == 1, let (value, spelling) = found.first else { return nil }
        return (value, spelling)
    }

    /// Every value `read` finds among the runner-up spellings of `segment`, each once with the
    /// first spelling it is read from, in the order of the spellings.
    static func values<Value: Hashable>(of segment: TextSegment, _ read: (String) -> Value?)
        -> [(value: Value, spelling: String)]
    {
        var found: [(value: Value, spelling: String)] = []
        for spelling in spellings(of: [segment]) {
            if let value = read(spelling), !found.contains(where: { $0.value == value }) { found.append((value, spelling)) }
        }
        return found
    }

    /// The text of `lines` with one word spelled as one of its runners-up, for every such word and
    /// spelling, in reading order.
    static func spellings(of lines: [TextSegment]) -> [String] {
        var spellings: [String] = []
        for (lineIndex, line) in lines.enumerated() {
            for (wordIndex, word) in line.words.enumerated() {
                for alternative in word.alternatives {
                    var texts = lines.map { $0.words.map(\.text) }
                    texts[lineIndex][wordIndex] = alternative
                    spellings.append(GOTripLayout.joinWrapped(texts.map { $0.joined(separator: " ") }))
                }
            }
        }
        return spellings
    }
}
