import Foundation
import TestSupport
import Testing
import TripShotOCR
import TripShotPageText

/// Every kind of bad input gets its own `OCRError` (and so its own exit code), quickly, without a crash.
@Suite struct BadInputTests {
    let directory: TemporaryDirectory
    let recognizer: TextRecognizer

    init() throws {
        directory = try TemporaryDirectory()
        recognizer = try TextRecognizer()
    }

    private func write(_ data: Data, _ name: String) throws -> String {
        let path = directory.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func fixtureBytes(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(relative)))
    }

    @Test func emptyFile() throws {
        let path = try write(Data(), "empty.png")
        #expect(throws: OCRError.empty) { try recognizer.read(imageAt: path) }
    }

    @Test func notAnImage() throws {
        let path = try write(Data("Union Station 18:25\n".utf8), "notes.png")
        #expect(throws: OCRError.notAnImage) { try recognizer.read(imageAt: path) }
        let tiny = try write(Data([0x89, 0x50]), "two-bytes.png")
        #expect(throws: OCRError.notAnImage) { try recognizer.read(imageAt: tiny) }
    }

    @Test func truncatedPNG() throws {
        let whole = try fixtureBytes("Tests/Fixtures/screens/real-feeds/p01_bart_single.png")
        let path = try write(whole.prefix(whole.count / 2), "half.png")
        #expect(throws: OCRError.corrupt(format: "PNG")) { try recognizer.read(imageAt: path) }
    }

    @Test func truncatedJPEG() throws {
        let whole = try fixtureBytes("Tests/Fixtures/screens/ocr/example_mi_21__B_phone3x_dark_jpeg70.jpg")
        let path = try write(whole.prefix(whole.count / 2), "half.jpg")
        #expect(throws: OCRError.corrupt(format: "JPG")) { try recognizer.read(imageAt: path) }
    }

    /// A TIFF of 34 Deflate strips, its directory first (tools/dev/strip-tiff): cut in half, its
    /// header is whole and its later strips are missing. leptonica decodes the top half and leaves
    /// the rest blank; libtiff's errors (counted, not printed) make it corrupt. The whole file reads.
    @Test func truncatedTIFF() throws {
        let whole = try fixtureBytes("Tests/Fixtures/tiff/go_21_squareone_streetsville__C_desktop1x_strips.tif")
        let path = try write(whole.prefix(whole.count / 2), "half.tif")
        #expect(throws: OCRError.corrupt(format: "TIF")) { try recognizer.read(imageAt: path) }
        let wholePath = try write(whole, "whole.tif")
        #expect(try recognizer.read(imageAt: wholePath).lines.contains { $0.text.contains("Streetsville") })
    }

    @Test func imageTooSmall() throws {
        let path = try write(TestPNG.grey(width: 40, height: 40) { x, _ in x < 20 ? 0 : 255 }, "40x40.png")
        #expect(throws: OCRError.tooSmall(width: 40, height: 40, minimum: TextRecognizer.minimumSide)) {
            try recognizer.read(imageAt: path)
        }
    }

    @Test func blankPage() throws {
        let path = try write(TestPNG.grey(width: 600, height: 900), "blank.png")
        #expect(throws: OCRError.noText) { try recognizer.read(imageAt: path) }
    }

    /// Noise (or a photo) is ink everywhere: it must not be handed to Tesseract as one huge "line"
    /// (that took two minutes before the guard).
    @Test func noiseIsNoText() throws {
        var state: UInt32 = 12_345
        let noise = TestPNG.grey(width: 900, height: 1200) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        let path = try write(noise, "noise.png")
        #expect(throws: OCRError.noText) { try recognizer.read(imageAt: path) }
    }

    @Test func decompressionBombIsRefusedFromItsHeader() throws {
        let path = try write(TestPNG.headerOnly(width: 100_000, height: 100_000), "bomb.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count < 100)
        #expect(throws: OCRError.tooLarge(width: 100_000, height: 100_000, limit: TextRecognizer.defaultMaximumPixels)) {
            try recognizer.read(imageAt: path)
        }
    }

    @Test func realImageOverALowerLimit() throws {
        let small = try TextRecognizer(maximumPixels: 1_000_000)
        let path = Fixtures.path("Tests/Fixtures/screens/real-feeds/p01_bart_single.png")  // 1170x1143
        #expect(throws: OCRError.tooLarge(width: 1170, height: 1143, limit: 1_000_000)) {
            try small.read(imageAt: path)
        }
    }

    @Test func missingFile() throws {
        let path = directory.path("nowhere.png")
        #expect(throws: OCRError.unreadable(path: path, reason: "no such file")) { try recognizer.read(imageAt: path) }
    }

    @Test func directoryInsteadOfFile() throws {
        let path = directory.url.path
        #expect(throws: OCRError.unreadable(path: path, reason: "it is a directory")) {
            try recognizer.read(imageAt: path)
        }
    }

    @Test func languageDataFolderWithoutTheLanguage() throws {
        let empty = directory.path("tessdata")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(throws: OCRError.missingLanguageData(language: "Latin", directory: empty)) {
            try TextRecognizer(dataPath: empty)
        }
        // Of two models joined by "+", the one that is missing is named.
        let onlyLatin = directory.path("latin-only")
        try FileManager.default.createDirectory(atPath: onlyLatin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/tesseract-ocr/5/tessdata/Latin.traineddata", toPath: onlyLatin + "/Latin.traineddata")
        #expect(throws: OCRError.missingLanguageData(language: "eng", directory: onlyLatin)) {
            try TextRecognizer(dataPath: onlyLatin, language: "Latin+eng")
        }
        #expect(throws: OCRError.missingLanguageData(language: "xyz", directory: "/usr/share/tesseract-ocr/5/tessdata")) {
            try TextRecognizer(dataPath: "/usr/share/tesseract-ocr/5/tessdata", language: "xyz")
        }
    }

    @Test func everyErrorSaysWhatIsWrong() {
        let errors: [OCRError] = [
            .empty, .notAnImage, .corrupt(format: "PNG"), .tooSmall(width: 40, height: 40, minimum: 48),
            .tooLarge(width: 1, height: 1, limit: 0), .noText, .unreadable(path: "x", reason: "no such file"),
            .missingLanguageData(language: "eng", directory: "/x"), .unusableLanguageData(path: "/x/Latin.traineddata", reason: "z"),
            .engineFailed("y"),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(OCRError.tooSmall(width: 40, height: 40, minimum: 48).description.contains("40x40"))
        #expect(OCRError.missingLanguageData(language: "eng", directory: "/x").description.contains("eng.traineddata"))
        // The Debian package to install: a script model's is named by its ISO 15924 code.
        #expect(OCRError.missingLanguageData(language: "Latin", directory: "/x").description.contains("install tesseract-ocr-script-latn,"))
        #expect(OCRError.missingLanguageData(language: "eng", directory: "/x").description.contains("install tesseract-ocr-eng,"))
    }
}
