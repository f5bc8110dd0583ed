import CTripShotTesseract
import Foundation
import TripShotPageText

/// Finds a model's `.traineddata` before Tesseract is started, so a missing one is reported with the
/// folder and the package to install (Tesseract itself only says "Could not initialize tesseract"),
/// and so tripshot can read the file itself and hand Tesseract the model without its dictionaries.
enum LanguageData {
    /// The folders a model is looked for in: `dataPath` (`--tessdata`) as given, else
    /// `TESSDATA_PREFIX` as given, else where Linux distributions install Tesseract's data. Tesseract's
    /// own compiled-in default cannot be asked for through its C API, so the known places are listed:
    /// Debian and Ubuntu (by the library's major version), then Fedora, then upstream's default prefixes.
    static func folders(dataPath: String?, environment: [String: String]) -> [String] {
        if let dataPath { return [dataPath] }
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty { return [prefix] }
        let major = String(cString: TessVersion()).prefix { $0.isNumber }
        return [
            "/usr/share/tesseract-ocr/\(major)/tessdata", "/usr/share/tesseract-ocr/\(major).00/tessdata",
            "/usr/share/tesseract/tessdata", "/usr/share/tessdata", "/usr/local/share/tessdata",
        ]
    }

    /// The folder holding every model of `language` ("Latin", or models joined by "+": each must be
    /// there); the first folder of `folders` that does.
    static func folder(
        for language: String, dataPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(OCRError) -> String {
        let candidates = folders(dataPath: dataPath, environment: environment)
        let models = language.split(separator: "+").map(String.init)
        for folder in candidates {
            if models.allSatisfy({ FileManager.default.isReadableFile(atPath: file(for: $0, in: folder)) }) { return folder }
        }
        // Name the first model that is missing from the first place looked at.
        let first = candidates[0]
        let missing = models.first { !FileManager.default.isReadableFile(atPath: file(for: $0, in: first)) } ?? models[0]
        let place = candidates.count == 1 ? first : "any of " + candidates.joined(separator: ", ")
        throw .missingLanguageData(language: missing, directory: place)
    }

    static func file(for model: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent("\(model).traineddata").path
    }
}
