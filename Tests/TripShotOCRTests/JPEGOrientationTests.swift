import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// The EXIF orientation read from a JPEG's APP1 segment, applied when decoding, and safe against
/// malformed segments (they read as upright, never out of bounds).
@Suite struct JPEGOrientationTests {
    static let sideways = Fixtures.path("Tests/Fixtures/photos/go_21_squareone__exif_orientation6.jpg")
    static let original = Fixtures.path("Tests/Fixtures/screens/go/go_21_squareone_streetsville__C_desktop1x.png")

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// SOI, one APP1 "Exif" segment holding IFD0 with the orientation tag, then SOS.
    static func jpeg(orientation: UInt16, bigEndian: Bool = false) -> [UInt8] {
        func short(_ value: UInt16) -> [UInt8] { bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func long(_ value: UInt32) -> [UInt8] { bigEndian ? (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } : (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        let tiff = (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + short(42) + long(8)
            + short(1) + short(0x0112) + short(3) + long(1) + short(orientation) + short(0) + long(0)
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xDA, 0, 2]
    }

    @Test func theOrientationIsReadInEitherByteOrder() {
        #expect(JPEGOrientation.of(Self.jpeg(orientation: 6)) == 6)
        #expect(JPEGOrientation.of(Self.jpeg(orientation: 8, bigEndian: true)) == 8)
        #expect(JPEGOrientation.of(Self.jpeg(orientation: 1)) == 1)
    }

    @Test func theCommittedPhoneJPEGSaysSix() throws {
        #expect(JPEGOrientation.of(try Self.bytes(Self.sideways)) == 6)
    }

    /// Cut anywhere, or with lengths and offsets that point past the end: upright, no crash.
    @Test func malformedSegmentsReadAsUpright() {
        let whole = Self.jpeg(orientation: 6)
        for cut in 0..<(whole.count - 4) { #expect(JPEGOrientation.of(Array(whole.prefix(cut))) == 1) }
        var longSegment = whole
        longSegment[4] = 0xFF  // the APP1 length past the end of the file
        #expect(JPEGOrientation.of(longSegment) == 1)
        var farIFD = whole
        farIFD[6 + 6 + 4] = 0xF0  // IFD0's offset past the segment
        #expect(JPEGOrientation.of(farIFD) == 1)
        var manyEntries = whole
        manyEntries[6 + 6 + 8] = 0xFF  // 65535 entries claimed, one present
        manyEntries[6 + 6 + 9] = 0xFF
        #expect(JPEGOrientation.of(manyEntries) == 6)  // found before the claimed count runs out
        var nine = whole
        nine[6 + 6 + 8 + 2 + 8] = 9  // not an orientation
        #expect(JPEGOrientation.of(nine) == 1)
        #expect(JPEGOrientation.of([0x89, 0x50, 0x4E, 0x47]) == 1)
    }

    /// Stored 540x1280, shown and decoded 1280x540 like the screenshot it was made from.
    @Test func theDecodedImageIsTurnedUpright() throws {
        let decoder = ImageDecoder(maximumPixels: 50_000_000, minimumSide: 48)
        let image = try decoder.decode(try Self.bytes(Self.sideways))
        let original = try decoder.decode(try Self.bytes(Self.original))
        #expect((image.width, image.height) == (1280, 540))
        #expect((image.width, image.height) == (original.width, original.height))
    }
}
