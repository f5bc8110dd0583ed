import Foundation
import TestSupport
import TripShotPageText

// Whether Tesseract read what a screenshot's ground truth (`GroundTruth`, in TestSupport) says was
// drawn in each box.

/// Lower case, accents dropped, only letters, digits and ':' kept: "Park-242 St" and "Park 242 St" match,
/// "18:25" and "1825" do not.
func normalised(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return String(folded.unicodeScalars.filter { ($0.properties.isAlphabetic || $0.properties.numericType != nil) && $0.isASCII || $0 == ":" }.map(Character.init))
}

extension PageText {
    /// The words whose centres lie inside `element`'s box (grown by `margin`), in reading order.
    func words(inside element: GroundTruth.Box, margin: Int = 8) -> [Word] {
        let (left, top, right, bottom) = (element.bbox[0], element.bbox[1], element.bbox[2], element.bbox[3])
        return lines.flatMap(\.words).filter {
            (left - margin...right + margin).contains($0.box.midX) && (top - margin...bottom + margin).contains($0.box.midY)
        }
    }

    /// True when the words found where `element` was drawn spell its text.
    func reads(_ element: GroundTruth.Box) -> Bool {
        normalised(words(inside: element).map(\.text).joined()).contains(normalised(element.text))
    }
}
