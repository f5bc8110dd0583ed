import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// A route badge drawn white (or lighter than its fill) on a coloured pill inside a line of text:
/// Tesseract's threshold for the line put the pill on the text's side and its code on the
/// background's, and the code was lost; `ColouredBadges` turns it dark on white first.
@Suite struct ColouredBadgeTests {
    /// Two lines of a planner, 320x140 at 1x (Chromium, DejaVu Sans, `white-on-colour.html`): "R5"
    /// white on red and "47" white on yellow before their lines' words. Before the badges were
    /// turned, Tesseract read "B towards Airport" and "EE) Harbour Line".
    @Test func whiteCodesOnColouredPillsAreRead() throws {
        let image = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/badges/white-on-colour.png")))
        let texts = try TextRecognizer().read(imageData: image).lines.map(\.text)
        #expect(texts.contains("R5 towards Airport"), "\(texts)")
        #expect(texts.contains("47 Harbour Line"), "\(texts)")
        #expect(texts.contains("Depart 18:25 Union Station"), "\(texts)")
    }

    /// A grey page; `grey` gives each pixel (a flat 90 by default: then only a piece's size and cover
    /// decide).
    static func pixels(_ grey: @escaping (Int, Int) -> UInt8 = { _, _ in 90 }) throws -> LeptonicaImage {
        let png = TestPNG.grey(width: 200, height: 120, pixel: grey)
        return try ImageDecoder(maximumPixels: 50_000_000, minimumSide: 48).decode([UInt8](png))
    }

    static func found(
        width: Int, height: Int, pixels count: Int, letterHeight: Int = 20,
        grey: @escaping (Int, Int) -> UInt8 = { _, _ in 90 }
    ) throws -> Bool {
        let image = try pixels(grey)
        let piece = InkPieces.Piece(left: 10, top: 10, right: 10 + width, bottom: 10 + height, pixels: count)
        return !ColouredBadges.find(pieces: [piece], pixels: GreyPixels(image), letterHeight: letterHeight).isEmpty
    }

    /// A 50-column box in four stripes: 20 columns of 90 (its mode, 0.4), then 10 each of `near`,
    /// `other` and 150.
    static func striped(near: UInt8, other: UInt8) -> (Int, Int) -> UInt8 {
        { x, _ in
            switch x - 10 {
            case ..<20: 90
            case 20..<30: near
            case 30..<40: other
            default: 150
            }
        }
    }

    @Test func aFillSpreadWithinEightGreysOfItsModeIsFlat() throws {
        // 98 and 82 are 8 from the mode: 0.8 of the box is the fill.
        #expect(try Self.found(width: 50, height: 34, pixels: 1_700, grey: Self.striped(near: 98, other: 82)))
        // 99 and 81 are 9 from it: only the mode's 0.4, under half.
        #expect(try !Self.found(width: 50, height: 34, pixels: 1_700, grey: Self.striped(near: 99, other: 81)))
    }

    @Test func aPieceCoveringSixTenthsOfItsBoxIsABadge() throws {
        // A 50x34 box (1,700 pixels), 34 px is 1.7 letters of 20.
        #expect(try Self.found(width: 50, height: 34, pixels: 1_020))
        #expect(try !Self.found(width: 50, height: 34, pixels: 1_019))
    }

    @Test func aBadgeIsBetweenOnePointSevenAndFourLettersTall() throws {
        #expect(try Self.found(width: 50, height: 34, pixels: 1_700))
        #expect(try !Self.found(width: 50, height: 33, pixels: 1_650))
        #expect(try Self.found(width: 80, height: 80, pixels: 6_400))
        #expect(try !Self.found(width: 82, height: 81, pixels: 6_642))
    }
}
