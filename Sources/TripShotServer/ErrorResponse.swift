import CommandLineSupport
import Foundation
import HTTPServer
import TripShot
import TripShotPlannerDecoder

/// An answer that is not a trip: `{"error": {"code": ..., "message": ...}}` with an honest status.
struct ErrorResponse: Error {
    var status: Int
    var code: String
    var message: String
    var retryAfterSeconds: Int? = nil
    /// For `ambiguous_trip`: the trip chains that explain the page equally, as fields.
    var chains: [DecodedChain]? = nil

    var response: HTTPResponse {
        struct Body: Encodable {
            struct Detail: Encodable { var code: String; var message: String; var chains: [DecodedChain]? }
            var error: Detail
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(Body(error: .init(code: code, message: message, chains: chains)))).map { [UInt8]($0) } ?? []
        let headers = retryAfterSeconds.map { [("Retry-After", String($0))] } ?? []
        return HTTPResponse(status: status, contentType: "application/json", headers: headers, body: body)
    }

    static func tooLarge(limitBytes: Int) -> ErrorResponse {
        ErrorResponse(
            status: 413, code: "too_large",
            message: "the upload is over the limit of \(limitBytes / 1_000_000) MB")
    }

    /// The chain's failures: the rider's screenshot is at fault (4xx) unless the server is (500).
    init(_ error: TripShotError) {
        let message = error.message
        switch error {
        case .screenshot(let ocr, _):
            switch ocr {
            case .empty: self.init(status: 400, code: "empty", message: message)
            case .notAnImage: self.init(status: 415, code: "not_an_image", message: message)
            case .corrupt: self.init(status: 422, code: "corrupt_image", message: message)
            case .tooSmall: self.init(status: 422, code: "image_too_small", message: message)
            case .tooLarge: self.init(status: 422, code: "too_many_pixels", message: message)
            case .tooManyBytes: self.init(status: 422, code: "too_many_bytes", message: message)
            case .noText: self.init(status: 422, code: "no_text", message: message)
            case .unreadable, .missingLanguageData, .unusableLanguageData, .engineFailed:
                self.init(status: 500, code: "ocr_failed", message: message)
            // Only a request nobody waits for any more is stopped; its waiter answers it first.
            case .stopped: self.init(status: 503, code: "timeout", message: message)
            }
        case .linesJSON: self.init(status: 422, code: "bad_lines_json", message: message)
        case .itinerary: self.init(status: 422, code: "no_itinerary", message: message)
        case .resolve(let resolve), .feed(let resolve), .decode(.feed(let resolve)):
            switch resolve.kind {
            case .unknownStop: self.init(status: 422, code: "unknown_stop", message: message)
            case .noRides: self.init(status: 422, code: "no_rides", message: message)
            case .unreadTime: self.init(status: 422, code: "unread_time", message: message)
            // The database's own words (its SQL) are for the operator's log, not for the client.
            case .notATripshotDatabase, .database:
                FileHandle.standardError.write(Data(("tripshot serve: " + TerminalText.escaped(message) + "\n").utf8))
                self.init(status: 500, code: "feed_failed", message: "the feed database could not be read; the server's log says why")
            }
        case .decode(let decode): self.init(decode, message: message)
        }
    }

    init(status: Int, code: String, message: String, retryAfterSeconds: Int? = nil, chains: [DecodedChain]? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
        self.chains = chains
    }
}
