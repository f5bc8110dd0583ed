import Foundation
import TestSupport

/// GTFS-Realtime feeds for the tests, written as text-format messages and encoded by an
/// independent encoder: `protoc --encode` (Debian protobuf-compiler) with the project's .proto.
enum RealtimeFixtures {
    /// `text` (a FeedMessage, or `message` when given) encoded (`RealtimeEncoder`), written to `path`.
    static func encode(_ text: String, as message: String = "transit_realtime.FeedMessage", to path: String) throws {
        try RealtimeEncoder.encode(text, as: message).write(to: URL(fileURLWithPath: path))
    }

    /// A FeedMessage with a header dated `timestamp` and `entities` (text format) after it.
    static func feed(timestamp: Int64?, _ entities: String) -> String { RealtimeEncoder.feed(timestamp: timestamp, entities) }

    static var now: Int64 { Int64(Date().timeIntervalSince1970) }

    /// POSIX seconds of service-day seconds on 2025-03-17 in Toronto (EDT, UTC-4, that day).
    static func toronto(_ serviceSeconds: Int) -> Int64 {
        // 2025-03-17 00:00 EDT is 04:00 UTC; noon minus 12 h is the same instant on a day without a change.
        1_742_184_000 + Int64(serviceSeconds)
    }
}
