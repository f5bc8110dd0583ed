import CommandLineSupport
import Foundation
import TripShot
import TripShotOCR
import TripShotPageText
import TripShotServerChain

/// Turns the SHOT argument of `ocr`, `parse`, `import` and `validate` into `PageText`. A SHOT is:
/// - a path to an image (PNG, JPEG, TIFF, WebP, ... anything leptonica reads), read by Tesseract;
/// - a path to a JSON file of already recognised lines in `PageText`'s Codable format (see
///   PageText.swift), so another engine such as Vision on a phone can feed the pipeline;
/// - `-`: standard input, holding either of the above.
/// Reading the bytes is the command line's part; what they hold is decided by the pipeline's
/// `ScreenshotOCR` (by content, never by file name). One `ShotArgumentReader` keeps one Tesseract
/// engine for all the shots it reads.
public final class ShotArgumentReader {
    private let standardInput: () -> Data
    private let reader: ScreenshotOCR

    /// - Parameters:
    ///   - tessdata: the folder holding `Latin.traineddata` (`--tessdata`); nil uses TESSDATA_PREFIX or
    ///     Tesseract's default.
    ///   - standardInput: where `-` reads from (tests pass bytes here).
    public init(
        tessdata: String? = nil,
        standardInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) {
        self.reader = ScreenshotOCR(tessdata: tessdata)
        self.standardInput = standardInput
    }

    /// Reads one SHOT argument.
    public func read(_ argument: String) throws(TripShotError) -> PageText {
        let source = argument == "-" ? "standard input" : argument
        let bytes: [UInt8]
        do {
            bytes = argument == "-" ? [UInt8](standardInput()) : try TextRecognizer.contents(of: argument)
        } catch {
            throw .screenshot(error, source: source)
        }
        return try reader.read(bytes, source: source)
    }

    /// Reads one SHOT argument; on failure prints the error as `tool` and throws its exit code, which
    /// `TripshotCommand` returns as the process status. A photographed or tilted screen that was
    /// straightened before reading is said on standard error (its positions are not the image's).
    public func read(_ argument: String, console: Console, tool: String) throws(ExitCode) -> PageText {
        let page = try chainStep(console: console, tool: tool) { _ throws(TripShotError) in try read(argument) }
        if let straightened = page.straightened { console.warning(straightened.description, tool: tool) }
        return page
    }
}
