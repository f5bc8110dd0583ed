import Foundation

/// GTFS-Realtime bytes for tests from text-format messages, by an independent encoder:
/// `protoc --encode` (Debian protobuf-compiler) with the project's .proto.
public enum RealtimeEncoder {
    public struct Failed: Error, CustomStringConvertible {
        public var description: String
    }

    /// `text` (a FeedMessage, or `message`) encoded.
    public static func encode(_ text: String, as message: String = "transit_realtime.FeedMessage") throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/protoc")
        process.arguments = ["--encode=\(message)", "--proto_path=\(Fixtures.path("Sources/CGTFSRealtime/proto"))", "gtfs-realtime.proto"]
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
            throw Failed(description: "protoc --encode failed: \(String(decoding: complaint, as: UTF8.self))")
        }
        return bytes
    }

    /// A FeedMessage with a header dated `timestamp` and `entities` (text format) after it.
    public static func feed(timestamp: Int64?, _ entities: String) -> String {
        """
        header {
          gtfs_realtime_version: "2.0"
          \(timestamp.map { "timestamp: \($0)" } ?? "")
        }
        \(entities)
        """
    }
}
