import Foundation
@testable import TripShotOCR

/// An encoded image decoded and prepared as `TextRecognizer` does, for tests of what is read where.
func preparedPage(_ bytes: Data) throws -> PreparedPage {
    let image = try ImageDecoder(maximumPixels: 50_000_000, minimumSide: 48).decode([UInt8](bytes))
    return try Preprocessor().prepare(image)
}
