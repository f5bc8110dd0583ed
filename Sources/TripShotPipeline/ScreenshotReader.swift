import Foundation
import OCR
import PageText

/// Turns a screenshot's bytes into positioned text: an image (PNG, JPEG, TIFF, WebP, ... anything
/// leptonica reads) is read by Tesseract; JSON of already recognised lines in `PageText`'s Codable
/// format (another engine, such as Vision on a phone) is decoded. The two are told apart by
/// content (JSON starts with `{`), never by a file name or a content type.
///
/// One reader keeps one Tesseract engine, created on first use (loading the model is the slow
/// part), for every screenshot it reads. Not thread-safe: one reader per thread.
public final class ScreenshotReader {
    private let tessdata: String?
    private var recognizer: TextRecognizer?

    /// - Parameter tessdata: the folder holding `Latin.traineddata`; nil uses TESSDATA_PREFIX or
    ///   Tesseract's default.
    public init(tessdata: String? = nil) {
        self.tessdata = tessdata
    }

    /// Reads one screenshot; `source` names it in error messages. `shouldStop` (a server's time
    /// limit) is asked while the image is read; once true the read ends early with `.stopped`.
    public func read(_ bytes: [UInt8], source: String, shouldStop: (() -> Bool)? = nil) throws(PipelineError) -> PageText {
        if Self.looksLikeJSON(bytes) { return try Self.decodePageText(bytes, source: source) }
        do {
            return try engine().read(imageData: bytes, shouldStop: shouldStop)
        } catch {
            throw .screenshot(error, source: source)
        }
    }

    /// Loads the engine now instead of on the first screenshot (a server warms its workers).
    public func prepare() throws(PipelineError) {
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

    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{")
    }

    public static func decodePageText(_ bytes: [UInt8], source: String) throws(PipelineError) -> PageText {
        let page: PageText
        do {
            page = try JSONDecoder().decode(PageText.self, from: Data(bytes))
        } catch {
            throw .pageTextJSON("\(source) is JSON but not recognised lines in the PageText format: \(describe(error))")
        }
        guard page.width > 0, page.height > 0 else {
            throw .pageTextJSON("\(source): PageText JSON needs a positive image width and height")
        }
        return page
    }

    /// A decoding error as one line naming the JSON path, instead of Foundation's nested dump.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
        }
        switch decoding {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) at \(path(context))"
        case .dataCorrupted(let context):
            return "invalid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        @unknown default: return "\(error)"
        }
    }
}
