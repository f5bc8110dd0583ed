import Foundation
import TripShot
import TripShotPlannerDecoder

/// `--json`'s face of a page two trips explain equally (exit 108): on standard output, the same
/// object `tripshot serve` answers with (HTTP 422), both chains as fields; the message still goes to
/// standard error. Other failures print only their message, as before.
enum AmbiguityJSON {
    /// `{"error": {"chains": [...], "code": "ambiguous_trip", "message": "..."}}`, or nil for any
    /// other failure.
    static func text(for error: TripShotError) -> String? {
        guard case .decode(.ambiguous(let first, let second)) = error else { return nil }
        struct Body: Encodable {
            struct Detail: Encodable { var code: String; var message: String; var chains: [DecodedChain] }
            var error: Detail
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let body = Body(error: .init(code: "ambiguous_trip", message: error.message, chains: [first, second]))
        return (try? encoder.encode(body)).map { String(decoding: $0, as: UTF8.self) }
    }
}
