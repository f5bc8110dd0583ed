import Foundation

/// Why a screenshot could not be turned into text. Each case is a different thing the user must fix,
/// so each maps to its own exit code (see `ExitCode` 80-89 in CommandLineSupport and docs/formats/exit-codes.md).
/// Beside `PageText`, not in the OCR module, so that the chain an app embeds (`TripShot`) can name
/// the screenshot step's failures without linking Tesseract; an app's own OCR may throw them too.
public enum OCRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or data has no bytes at all.
    case empty
    /// The bytes are not in any image format leptonica knows.
    case notAnImage
    /// The format is recognised but decoding failed: a cut-off download, a damaged file.
    case corrupt(format: String)
    /// Too few pixels to hold a readable line of text.
    case tooSmall(width: Int, height: Int, minimum: Int)
    /// More pixels than `TextRecognizer.maximumPixels`; refused before decoding (decompression bombs).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// Its decoded samples (width x height x channels x bit depth, from the header) would take more
    /// bytes than `ImageDecoder.maximumBytes`; refused before decoding (a 16-bit RGBA bomb).
    case tooManyBytes(width: Int, height: Int, bytes: Int, limit: Int)
    /// The image decoded fine but no text was found on it.
    case noText
    /// The file is missing, a directory, or cannot be read.
    case unreadable(path: String, reason: String)
    /// Tesseract's trained data for the language is not where it was looked for.
    case missingLanguageData(language: String, directory: String)
    /// The trained data file is there but is not a model tripshot can use (damaged, cut short, or a
    /// Tesseract 3 model without the LSTM recogniser).
    case unusableLanguageData(path: String, reason: String)
    /// Tesseract refused to start or to recognise for another reason.
    case engineFailed(String)
    /// The caller asked the read to stop before it finished (a server's time limit).
    case stopped

    public var description: String {
        switch self {
        case .empty:
            return "the screenshot is empty (0 bytes)"
        case .notAnImage:
            return "the screenshot is not an image (expected PNG, JPEG, TIFF, WebP, GIF, BMP or PNM)"
        case .corrupt(let format):
            return "the \(format) image is truncated or corrupt and cannot be decoded"
        case .tooSmall(let width, let height, let minimum):
            return "the image is \(width)x\(height) pixels, too small to read (both sides must be at least \(minimum))"
        case .tooLarge(let width, let height, let limit):
            return "the image is \(width)x\(height) pixels, over the limit of \(limit) pixels; refusing to decode it"
        case .tooManyBytes(let width, let height, let bytes, let limit):
            return "the image is \(width)x\(height) pixels of \(bytes / 1_000_000) MB decoded, over the limit of "
                + "\(limit / 1_000_000) MB; refusing to decode it (a screenshot in 8-bit colour takes far less)"
        case .noText:
            return "no text found on the screenshot"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .missingLanguageData(let language, let directory):
            return "Tesseract language data '\(language).traineddata' not found in \(directory) "
                + "(install \(Self.debianPackage(for: language)), or point --tessdata / TESSDATA_PREFIX at the folder holding it)"
        case .unusableLanguageData(let path, let reason):
            let model = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return "Tesseract language data '\(path)' cannot be used: \(reason) "
                + "(reinstall \(Self.debianPackage(for: model)), or point --tessdata / TESSDATA_PREFIX at a folder with a good copy)"
        case .engineFailed(let message):
            return "Tesseract failed: \(message)"
        case .stopped:
            return "reading the screenshot was stopped before it finished"
        }
    }
}

extension OCRError {
    /// The Debian package that ships a model: language models are `tesseract-ocr-LANG`
    /// ("eng" → tesseract-ocr-eng); script models, named with a capital, are
    /// `tesseract-ocr-script-CODE` by their ISO 15924 code ("Latin" → tesseract-ocr-script-latn).
    static func debianPackage(for language: String) -> String {
        let scriptCodes = ["Latin": "latn", "Cyrillic": "cyrl", "Greek": "grek", "Arabic": "arab", "Hebrew": "hebr"]
        if let code = scriptCodes[language] { return "tesseract-ocr-script-\(code)" }
        return "tesseract-ocr-\(language.lowercased())"
    }
}
