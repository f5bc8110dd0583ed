import CommandLineSupport
import Foundation
import OCR
import PageText

/// A SHOT argument that could not be turned into positioned text: what to tell the user, and the
/// exit code (80-89) that says which kind of problem it was.
public struct ShotInputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var exitCode: ExitCode
    public var description: String { message }
}

/// Turns the SHOT argument of `ocr`, `parse`, `import` and `validate` into `PageText`. A SHOT is:
/// - a path to an image (PNG, JPEG, TIFF, WebP, ... anything leptonica reads), read by Tesseract;
/// - a path to a JSON file of already recognised lines in `PageText`'s Codable format (see
///   PageText.swift), so another engine such as Vision on a phone can feed the pipeline;
/// - `-`: standard input, holding either of the above.
/// Images and JSON are told apart by content (JSON starts with `{`), never by file name.
/// One `ShotReader` keeps one Tesseract engine for all the shots it reads.
public final class ShotReader {
    private let tessdata: String?
    private let standardInput: () -> Data
    private var recognizer: TextRecognizer?

    /// - Parameters:
    ///   - tessdata: the folder holding `Latin.traineddata` (`--tessdata`); nil uses TESSDATA_PREFIX or
    ///     Tesseract's default.
    ///   - standardInput: where `-` reads from (tests pass bytes here).
    public init(
        tessdata: String? = nil,
        standardInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) {
        self.tessdata = tessdata
        self.standardInput = standardInput
    }

    /// Reads one SHOT argument.
    public func read(_ argument: String) throws(ShotInputError) -> PageText {
        do {
            let bytes = argument == "-" ? [UInt8](standardInput()) : try TextRecognizer.contents(of: argument)
            let name = argument == "-" ? "standard input" : argument
            if Self.looksLikeJSON(bytes) { return try Self.decodePageText(bytes, name: name) }
            return try engine().read(imageData: bytes)
        } catch let error as ShotInputError {
            throw error
        } catch let error as OCRError {
            throw ShotInputError(message: Self.message(for: error, argument: argument), exitCode: Self.exitCode(for: error))
        } catch {
            throw ShotInputError(message: "\(error)", exitCode: .internalError)
        }
    }

    /// Reads one SHOT argument; on failure prints the error as `tool` and throws its exit code, which
    /// `TripshotCommand` returns as the process status.
    public func read(_ argument: String, console: Console, tool: String) throws(ExitCode) -> PageText {
        do {
            return try read(argument)
        } catch {
            console.error(error.message, tool: tool)
            throw error.exitCode
        }
    }

    /// The shared engine, created on first use (it loads the language model).
    private func engine() throws(OCRError) -> TextRecognizer {
        if let recognizer { return recognizer }
        let created = try TextRecognizer(dataPath: tessdata)
        recognizer = created
        return created
    }

    private static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{")
    }

    private static func decodePageText(_ bytes: [UInt8], name: String) throws(ShotInputError) -> PageText {
        let page: PageText
        do {
            page = try JSONDecoder().decode(PageText.self, from: Data(bytes))
        } catch {
            throw ShotInputError(
                message: "\(name) is JSON but not recognised lines in the PageText format: \(describe(error))",
                exitCode: .shotBadJSON)
        }
        guard page.width > 0, page.height > 0 else {
            throw ShotInputError(
                message: "\(name): PageText JSON needs a positive image width and height", exitCode: .shotBadJSON)
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
        case .dataCorrupted(let context): return "invalid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        @unknown default: return "\(error)"
        }
    }

    private static func message(for error: OCRError, argument: String) -> String {
        switch error {
        case .unreadable, .missingLanguageData, .unusableLanguageData: return error.description
        default: return "\(argument == "-" ? "standard input" : argument): \(error.description)"
        }
    }

    static func exitCode(for error: OCRError) -> ExitCode {
        switch error {
        case .empty: return .shotEmpty
        case .notAnImage: return .shotNotAnImage
        case .corrupt: return .shotCorrupt
        case .tooSmall: return .shotTooSmall
        case .tooLarge: return .shotTooLarge
        case .noText: return .shotNoText
        case .unreadable: return .shotUnreadable
        case .missingLanguageData, .unusableLanguageData: return .ocrLanguageDataMissing
        case .engineFailed: return .ocrEngineFailed
        }
    }
}
