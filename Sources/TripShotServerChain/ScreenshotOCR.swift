import TripShot
import TripShotOCR
import TripShotPageText

/// The chain's screenshot step with Tesseract: the OCR that `TripChain` leaves to its caller, for
/// the commands and the server. An image (PNG, JPEG, TIFF, WebP, ... anything leptonica reads) is
/// read by Tesseract; JSON of already recognised lines is decoded (`LinesJSON`), told apart by
/// content, never by a file name or a content type.
///
/// One reader keeps one Tesseract engine, created on first use (loading the model is the slow
/// part), for every screenshot it reads. Not thread-safe: one reader per thread.
public final class ScreenshotOCR {
    private let tessdata: String?
    private var recognizer: TextRecognizer?

    /// - Parameter tessdata: the folder holding `Latin.traineddata`; nil uses TESSDATA_PREFIX or
    ///   Tesseract's default.
    public init(tessdata: String? = nil) {
        self.tessdata = tessdata
    }

    /// Reads one screenshot; `source` names it in error messages. `shouldStop` (a server's time
    /// limit) is asked while the image is read; once true the read ends early with `.stopped`.
    public func read(_ bytes: [UInt8], source: String, shouldStop: (() -> Bool)? = nil) throws(TripShotError) -> PageText {
        try TripChain.page(from: bytes, source: source, readImage: readImage(shouldStop: shouldStop))
    }

    /// The chain's injected OCR step: this reader's engine, asked `shouldStop` while it reads.
    public func readImage(shouldStop: (() -> Bool)? = nil) -> TripChain.ReadImage {
        { bytes throws(OCRError) in try self.engine().read(imageData: bytes, shouldStop: shouldStop) }
    }

    /// Loads the engine now instead of on the first screenshot (a server warms its workers).
    public func prepare() throws(TripShotError) {
        do {
            _ = try engine()
        } catch {
            throw .screenshot(error, source: "the OCR engine")
        }
    }

    private func engine() throws(OCRError) -> TextRecognizer {
        if let recognizer { return recognizer }
        let created = try TextRecognizer(dataPath: tessdata)
        recognizer = created
        return created
    }
}
