import Foundation
import TestSupport
import TripShotPageText

/// The ground truth JSON written beside every rendered screenshot: each drawn element's text and box.
struct GroundTruth: Decodable {
    struct Element: Decodable {
        var kind: String
        var text: String
        /// left, top, right, bottom in image pixels.
        var bbox: [Int]
    }
    var boxes: [Element]
    var image_size: [Int]

    static func load(forImage relativePath: String) throws -> GroundTruth {
        let url = URL(fileURLWithPath: Fixtures.path(relativePath)).deletingPathExtension().appendingPathExtension("json")
        return try JSONDecoder().decode(GroundTruth.self, from: Data(contentsOf: url))
    }
}

/// Lower case, accents dropped, only letters, digits and ':' kept: "Park-242 St" and "Park 242 St" match,
/// "18:25" and "1825" do not.
func normalised(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return String(folded.unicodeScalars.filter { ($0.properties.isAlphabetic || $0.properties.numericType != nil) && $0.isASCII || $0 == ":" }.map(Character.init))
}

extension PageText {
    /// The words whose centres lie inside `element`'s box (grown by `margin`), in reading order.
    func words(inside element: GroundTruth.Element, margin: Int = 8) -> [Word] {
        let (left, top, right, bottom) = (element.bbox[0], element.bbox[1], element.bbox[2], element.bbox[3])
        return lines.flatMap(\.words).filter {
            (left - margin...right + margin).contains($0.box.midX) && (top - margin...bottom + margin).contains($0.box.midY)
        }
    }

    /// True when the words found where `element` was drawn spell its text.
    func reads(_ element: GroundTruth.Element) -> Bool {
        normalised(words(inside: element).map(\.text).joined()).contains(normalised(element.text))
    }
}
