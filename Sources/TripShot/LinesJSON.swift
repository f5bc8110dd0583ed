import Foundation
import TripShotPageText

/// The chain's "lines JSON" step: recognised lines in `PageText`'s Codable format (what `tripshot
/// ocr --json` writes, or another engine such as Vision on a phone), told from an image by content
/// (JSON starts with `{`), never by a file name or a content type.
public enum LinesJSON {
    /// True when `bytes` hold JSON (after an optional UTF-8 byte order mark and white space).
    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{")
    }

    /// Decodes recognised lines; `source` names them in the message of a ``TripShotError/linesJSON(_:)``.
    public static func decode(_ bytes: [UInt8], source: String) throws(TripShotError) -> PageText {
        let page: PageText
        do {
            page = try JSONDecoder().decode(PageText.self, from: Data(bytes))
        } catch {
            throw .linesJSON("\(source) is JSON but not recognised lines in the PageText format: \(describe(error))")
        }
        guard page.width > 0, page.height > 0 else {
            throw .linesJSON("\(source): PageText JSON needs a positive image width and height")
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
