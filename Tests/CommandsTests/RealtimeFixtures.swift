import Foundation
import TestSupport

/// GTFS-Realtime feeds for the tests, written as text-format messages and encoded by an
/// independent encoder: `protoc --encode` (Debian protobuf-compiler) with the project's .proto.
enum RealtimeFixtures {
    struct EncoderFailed: Error, CustomStringConvertible {
        var description: String
    }

    static let proto = Fixtures.path("Sources/CGTFSRealtime/proto")

    /// `text` (a FeedMessage, or `message` when given) encoded, written to `name` in `directory`.
    static func encode(_ text: String, as message: String = "transit_realtime.FeedMessage", to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/protoc")
        process.arguments = ["--encode=\(message)", "--proto_path=\(proto)", "gtfs-realtime.proto"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EncoderFailed(description: "protoc --encode failed: \(String(decoding: complaint, as: UTF8.self))")
        }
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// A FeedMessage with a header dated `timestamp` and `entities` (text format) after it.
    static func feed(timestamp: Int64?, _ entities: String) -> String {
        """
        header {
          gtfs_realtime_version: "2.0"
          \(timestamp.map { "timestamp: \($0)" } ?? "")
        }
        \(entities)
        """
    }

    static var now: Int64 { Int64(Date().timeIntervalSince1970) }

    /// POSIX seconds of service-day seconds on 2025-03-17 in Toronto (EDT, UTC-4, that day).
    static func toronto(_ serviceSeconds: Int) -> Int64 {
        // 2025-03-17 00:00 EDT is 04:00 UTC; noon minus 12 h is the same instant on a day without a change.
        1_742_184_000 + Int64(serviceSeconds)
    }
}
