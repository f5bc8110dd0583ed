import Foundation
import CTripShotTesseract
import TripShotPageText

/// Walks Tesseract's result iterator word by word and builds `PageText` lines, mapping every box from
/// the prepared image's pixels back to the original's.
struct ResultCollector {
    /// Recognised pixels per original pixel.
    var scale: Double
    /// Pixels of background added around the recognised crop.
    var padding: Int
    /// Where the crop sits in the original image.
    var left: Int
    var top: Int
    var originalWidth: Int
    var originalHeight: Int
    /// The original page's ink, to find spaces the recogniser dropped.
    var ink: PageAnalysis
    /// How the recogniser's runners-up become a word's other spellings.
    var choices = SymbolChoices()

    func lines(from handle: OpaquePointer) -> [PageText.Line] {
        guard let results = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(results) }
        guard let page = TessResultIteratorGetPageIterator(results) else { return [] }
        var lines: [PageText.Line] = []
        var current: PageText.Line?
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                if let line = current { lines.append(line) }
                current = nil
                if let box = box(page, RIL_TEXTLINE) {
                    current = PageText.Line(
                        text: "", box: box, confidence: Double(TessResultIteratorConfidence(results, RIL_TEXTLINE)))
                }
            }
            guard let text = TessResultIteratorGetUTF8Text(results, RIL_WORD) else { continue }
            let word = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(text)
            guard !word.isEmpty, let box = box(page, RIL_WORD) else { continue }
            let symbols = symbols(of: results)
            var whole = PageText.Word(text: word, box: box, confidence: Double(TessResultIteratorConfidence(results, RIL_WORD)))
            if symbols.map(\.text).joined() == word { whole.alternatives = choices.alternatives(of: symbols.map(\.glyph)) }
            let splitter = GluedWordSplitter(ink: ink, lineHeight: current?.box.height ?? box.height, choices: choices)
            current?.words += splitter.split(whole, symbols: symbols)
        } while TessPageIteratorNext(page, RIL_WORD) != 0
        if let line = current { lines.append(line) }
        return lines.compactMap { line in
            guard !line.words.isEmpty else { return nil }
            var finished = line
            finished.text = line.words.map(\.text).joined(separator: " ")
            // Tesseract's line box can clip a word's ascenders; the line must hold all its words.
            finished.box = line.words.reduce(line.box) { $0.union($1.box) }
            return finished
        }
    }

    /// The characters of the word at `results`, with their (approximate, LSTM) boxes in original
    /// pixels and the runners-up the recogniser weighed for each.
    private func symbols(of results: OpaquePointer) -> [GluedWordSplitter.Symbol] {
        guard let copy = TessResultIteratorCopy(results) else { return [] }
        defer { TessResultIteratorDelete(copy) }
        guard let page = TessResultIteratorGetPageIterator(copy) else { return [] }
        var symbols: [GluedWordSplitter.Symbol] = []
        repeat {
            guard let text = TessResultIteratorGetUTF8Text(copy, RIL_SYMBOL) else { continue }
            let symbol = String(cString: text)
            TessDeleteText(text)
            if let box = box(page, RIL_SYMBOL) {
                symbols.append(.init(text: symbol, box: box, runnersUp: runnersUp(of: copy, besides: symbol)))
            }
        } while TessPageIteratorNext(page, RIL_SYMBOL) != 0 && TessPageIteratorIsAtBeginningOf(page, RIL_WORD) == 0
        return symbols
    }

    /// The other glyphs the recogniser weighed for the symbol at `results`, best first (given when
    /// the engine runs with `lstm_choice_mode` 2; otherwise none).
    private func runnersUp(of results: OpaquePointer, besides symbol: String) -> [(text: String, confidence: Double)] {
        guard let choice = TessResultIteratorGetChoiceIterator(results) else { return [] }
        defer { TessChoiceIteratorDelete(choice) }
        var found: [(text: String, confidence: Double)] = []
        repeat {
            guard let text = TessChoiceIteratorGetUTF8Text(choice) else { continue }
            let glyph = String(cString: text)
            let confidence = Double(TessChoiceIteratorConfidence(choice))
            if glyph != symbol, confidence > 0 { found.append((glyph, confidence)) }
        } while TessChoiceIteratorNext(choice) != 0
        return found.sorted { $0.confidence > $1.confidence }
    }

    /// The element's box in original pixels, clipped to the image.
    private func box(_ page: OpaquePointer, _ level: TessPageIteratorLevel) -> TextBox? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0 else { return nil }
        func original(_ value: Int32, _ origin: Int, _ rounding: FloatingPointRoundingRule) -> Int {
            origin + Int((Double(Int(value) - padding) / scale).rounded(rounding))
        }
        let x0 = max(0, min(originalWidth, original(left, self.left, .down)))
        let y0 = max(0, min(originalHeight, original(top, self.top, .down)))
        let x1 = max(x0, min(originalWidth, original(right, self.left, .up)))
        let y1 = max(y0, min(originalHeight, original(bottom, self.top, .up)))
        return TextBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
