import TripShotPageText

/// What the page's icon looks like, learnt from the stops' names (the icon is drawn alike
/// beside every accessible stop, however OCR reads it).
struct PageIcons: Sendable {
    /// The icons read as symbols ("&", "@") standing apart: their size, to know the icon again
    /// where it was read as a letter.
    var symbols: [Box] = []
    /// The glyph ending every one-line stop name, with the words before it: where a name does not
    /// wrap on, its last glyph cannot be a connector ("SW Park &" + "Market").
    var endings: [(glyph: PageText.Word, name: [String])] = []

    init() {}

    /// Learnt from the stops' names, each its lines (the first beside its label).
    init(names: [[TextSegment]]) {
        for lines in names {
            guard let line = lines.first else { continue }
            let words = line.words
            guard words.count >= 2, let last = words.last, StrayGlyphs.isGlyph(last.text) else { continue }
            if lines.count == 1 { endings.append((last, words.dropLast().map(\.text))) }
            if StrayGlyphs.isSymbolApart(last, after: words[words.count - 2], in: words, unit: Double(max(line.height, 1))) {
                symbols.append(last.box)
            }
        }
    }

    /// Whether `glyph`, ending the line `words`, is read the same (same text, same size) at the end
    /// of another stop's differently named one-line name: two names do not end in the same letter
    /// drawn the same, an icon does ("Daly City å", "Alexandria å").
    /// Only a glyph the icon's size counts: the icon is a square about as tall as the letters
    /// (`letters`), so a dash or a dot ending two names ("Francisco Villa -") is no icon.
    func isEcho(_ glyph: PageText.Word, endingLine words: [PageText.Word], letters: Double) -> Bool {
        guard Double(min(glyph.box.width, glyph.box.height)) >= StrayGlyphs.iconSideRatio * letters else { return false }
        let name = words.dropLast().map(\.text)
        let tolerance = max(2, Int(StrayGlyphs.sameSize * Double(glyph.box.height)))
        return endings.contains {
            $0.glyph.box != glyph.box && $0.glyph.text == glyph.text && $0.name != name
                && abs($0.glyph.box.width - glyph.box.width) <= tolerance
                && abs($0.glyph.box.height - glyph.box.height) <= tolerance
        }
    }
}
