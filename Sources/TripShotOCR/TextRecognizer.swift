import CTripShotTesseract
import Foundation
import TripShotPageText

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
    ///   - dataPath: the folder holding `LANGUAGE.traineddata`, used as given; nil uses `TESSDATA_PREFIX`,
    ///     else the folders where Linux distributions install Tesseract's data (`LanguageData.folders`).
    ///   - language: the model, or models joined by "+". The default is the Latin-script model, which
    ///     reads accented names ("Oceanía") and spaced single capitals ("SE M L King") that the
    ///     English model does not.
    ///   - correctsWithDictionary: Tesseract's word lists "fix" station names into dictionary words, so
    ///     they are off by default. Off, one model is handed to Tesseract without its LSTM dictionaries
    ///     (`TrainedDataFile.lstmDictionaries`): the LSTM recogniser builds its own dictionary from
    ///     the model whatever `load_system_dawg` says, and Debian's Latin one is 88.8 of the file's 89 MB,
    ///     all read into memory at init. On (or with several models, which Tesseract only loads from
    ///     files), the model files are loaded whole.
    ///   - maximumPixels: an image with more pixels than this (by its header) is refused before decoding.
    public init(
        dataPath: String? = nil, language: String = TextRecognizer.defaultLanguage, correctsWithDictionary: Bool = false,
        maximumPixels: Int = TextRecognizer.defaultMaximumPixels
    ) throws(OCRError) {
        LeptonicaMessages.silence()
        let folder = try LanguageData.folder(for: language, dataPath: dataPath)
        let model: TesseractEngine.Model
        if correctsWithDictionary || language.contains("+") {
            model = .files(folder: folder, language: language)
        } else {
            let file = LanguageData.file(for: language, in: folder)
            let image = try TrainedDataFile(path: file).bytes(dropping: TrainedDataFile.lstmDictionaries)
            model = .image(image, language: language, source: file)
        }
        let dictionary = correctsWithDictionary ? "1" : "0"
        engine = try TesseractEngine(
            model: model,
            variables: [
                "load_system_dawg": dictionary,
                "load_freq_dawg": dictionary,
                // Tesseract's progress and warnings ("Estimating resolution", "Empty page") are not
                // for our users; errors come back as OCRError instead.
                "debug_file": "/dev/null",
                // The runners-up of each output glyph, from the CTC decoding (`SymbolChoices`).
                "lstm_choice_mode": "2",
            ])
        decoder = ImageDecoder(maximumPixels: maximumPixels, minimumSide: Self.minimumSide)
    }

    /// Reads the image file at `path`.
    public func read(imageAt path: String) throws(OCRError) -> PageText {
        try read(imageData: Self.contents(of: path))
    }

    /// Reads encoded image bytes (PNG, JPEG, TIFF, WebP, ... whatever leptonica decodes).
    /// `shouldStop`, when given, is asked while reading (also from inside Tesseract); once it
    /// answers true the read ends with `OCRError.stopped` and the engine is free for the next image.
    public func read(imageData: [UInt8], shouldStop: (() -> Bool)? = nil) throws(OCRError) -> PageText {
        OpenMPThreads.adaptToLoad()
        let monitor = ReadingMonitor(shouldStop: shouldStop)
        let original = try decoder.decode(imageData)
        let prepared = try preprocessor.prepare(original)
        var lines: [PageText.Line] = []
        var skipped = prepared.skipped
        for region in prepared.regions {
            if monitor?.stopRequested == true { throw .stopped }
            let read = regionReader.read(
                region, of: prepared, engine: engine, monitor: monitor, imageWidth: prepared.grey.width,
                imageHeight: prepared.grey.height)
            // Ink handed to the recogniser that came back as no text is said, never dropped unseen.
            if read.isEmpty, monitor?.stopRequested != true { skipped.append(RegionReader.readAsNothing(region)) }
            lines += read
        }
        if monitor?.stopRequested == true { throw .stopped }
        lines = OverlappingReads.merge(lines)
        guard !lines.isEmpty else { throw .noText }
        // A straightened photo's positions are on the straightened page, so its size is the page's.
        return PageText(
            width: prepared.grey.width, height: prepared.grey.height, lines: lines, skipped: skipped,
            straightened: prepared.straightening)
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
}
