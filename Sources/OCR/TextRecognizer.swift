import CTesseract
import Foundation
import PageText

/// Reads screenshots into positioned text with Tesseract. Creating one loads the language model
/// (the slow part), so make one and reuse it for every image of a run. Not thread-safe: one
/// recognizer per thread.
public final class TextRecognizer {
    /// Images with more pixels than this are refused from their header, before decoding
    /// (decompression bombs). 50 megapixels is several times a long phone screenshot.
    public static let defaultMaximumPixels = 50_000_000
    /// Images narrower or shorter than this cannot hold a readable line.
    public static let minimumSide = 48

    let engine: TesseractEngine
    private let decoder: ImageDecoder
    private let preprocessor = Preprocessor()
    private let regionReader = RegionReader()

    /// - Parameters:
    ///   - dataPath: the folder holding `LANGUAGE.traineddata`; nil uses `TESSDATA_PREFIX` or
    ///     Tesseract's built-in default.
    ///   - language: the model, or models joined by "+". The default is the Latin-script model, which
    ///     reads accented names ("Oceanía") and spaced single capitals ("SE M L King") that the
    ///     English model does not.
    ///   - correctsWithDictionary: Tesseract's word lists "fix" station names into dictionary words, so
    ///     they are off by default; they can only be switched at init time.
    public init(
        dataPath: String? = nil, language: String = TextRecognizer.defaultLanguage, correctsWithDictionary: Bool = false,
        maximumPixels: Int = TextRecognizer.defaultMaximumPixels
    ) throws(OCRError) {
        LeptonicaMessages.silence()
        try Self.checkLanguageData(dataPath: dataPath, language: language)
        let dictionary = correctsWithDictionary ? "1" : "0"
        engine = try TesseractEngine(
            dataPath: dataPath, language: language,
            variables: [
                "load_system_dawg": dictionary,
                "load_freq_dawg": dictionary,
                // Tesseract's progress and warnings ("Estimating resolution", "Empty page") are not
                // for our users; errors come back as OCRError instead.
                "debug_file": "/dev/null",
            ])
        decoder = ImageDecoder(maximumPixels: maximumPixels, minimumSide: Self.minimumSide)
    }

    /// Reads the image file at `path`.
    public func read(imageAt path: String) throws(OCRError) -> PageText {
        try read(imageData: Self.contents(of: path))
    }

    /// Reads encoded image bytes (PNG, JPEG, TIFF, WebP, ... whatever leptonica decodes).
    public func read(imageData: [UInt8]) throws(OCRError) -> PageText {
        OpenMPThreads.adaptToLoad()
        let original = try decoder.decode(imageData)
        let prepared = try preprocessor.prepare(original)
        var lines: [PageText.Line] = []
        for region in prepared.regions {
            lines += regionReader.read(
                region, of: prepared, engine: engine, imageWidth: original.width, imageHeight: original.height)
        }
        lines = OverlappingReads.merge(lines)
        guard !lines.isEmpty else { throw .noText }
        return PageText(width: original.width, height: original.height, lines: lines, skipped: prepared.skipped)
    }

    /// Reads encoded image bytes.
    public func read(imageData: Data) throws(OCRError) -> PageText {
        try read(imageData: [UInt8](imageData))
    }

    /// The file's bytes, or `OCRError.unreadable` saying why not (missing, a directory, permissions).
    public static func contents(of path: String) throws(OCRError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// The model read when none is asked for (`Latin.traineddata`).
    public static let defaultLanguage = "Latin"

    /// Fails early with a clear message when the trained data file is not where Tesseract will look;
    /// Tesseract itself only says "Could not initialize tesseract".
    private static func checkLanguageData(dataPath: String?, language: String) throws(OCRError) {
        let folder: String
        if let dataPath {
            folder = dataPath
        } else if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            folder = prefix
        } else {
            return  // Tesseract's compiled-in default; its init failure is reported below.
        }
        // "Latin+eng" is read from two files; each must be there.
        for model in language.split(separator: "+").map(String.init) {
            let file = URL(fileURLWithPath: folder).appendingPathComponent("\(model).traineddata").path
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw .missingLanguageData(language: model, directory: folder)
            }
        }
    }
}
