import Foundation
import Testing

/// ffprobe and ffmpeg looking at a finished video, and the built tripshot run with its own PATH.
enum VideoTools {
    static let present = ["chromium", "ffmpeg", "ffprobe"].allSatisfy { find($0) != nil }
    static var chromium: String { find("chromium") ?? "chromium" }

    static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Probe {
        var codec: String
        var pixelFormat: String
        var width: Int
        var height: Int
        var frames: Int
        var seconds: Double
    }

    static func probe(_ file: String) throws -> Probe {
        let out = try run("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-of", "json",
            "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames:format=duration", file,
        ])
        let json = try #require(try JSONSerialization.jsonObject(with: out) as? [String: Any])
        let stream = try #require((json["streams"] as? [[String: Any]])?.first)
        let format = try #require(json["format"] as? [String: Any])
        return Probe(
            codec: stream["codec_name"] as? String ?? "", pixelFormat: stream["pix_fmt"] as? String ?? "",
            width: stream["width"] as? Int ?? 0, height: stream["height"] as? Int ?? 0,
            frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
            seconds: Double(format["duration"] as? String ?? "") ?? -1)
    }

    /// A frame as grey pixels, scaled down (160 wide is enough to see a new view; the moving icon
    /// needs more).
    struct Picture {
        var width: Int
        var height: Int
        var grey: [UInt8]
    }

    static func frame(_ index: Int, of file: String, width: Int = 160, height: Int = 90) throws -> Picture {
        let out = try run("ffmpeg", [
            "-v", "error", "-i", file, "-vf", "select=eq(n\\,\(index)),scale=\(width):\(height)",
            "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-",
        ])
        try #require(out.count == width * height, "frame \(index) of \(file): \(out.count) bytes")
        return Picture(width: width, height: height, grey: Array(out))
    }

    /// One MD5 per decoded frame (ffmpeg's framemd5).
    static func frameDigests(_ file: String) throws -> [String] {
        let out = try run("ffmpeg", ["-v", "error", "-i", file, "-f", "framemd5", "-"])
        return String(decoding: out, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// The share of pixels that differ by more than a codec's noise.
    static func changedShare(_ a: Picture, _ b: Picture) -> Double {
        let changed = zip(a.grey, b.grey).filter { abs(Int($0) - Int($1)) > 24 }.count
        return Double(changed) / Double(a.grey.count)
    }

    /// The share of pixels in a region that stand out from the region's most common grey: text.
    static func inkShare(_ p: Picture, rows: Range<Double>, columns: Range<Double>) -> Double {
        let ys = Int(rows.lowerBound * Double(p.height))..<Int(rows.upperBound * Double(p.height))
        let xs = Int(columns.lowerBound * Double(p.width))..<Int(columns.upperBound * Double(p.width))
        let region = ys.flatMap { y in xs.map { x in p.grey[y * p.width + x] } }
        var counts = [Int](repeating: 0, count: 256)
        for g in region { counts[Int(g)] += 1 }
        let background = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        return Double(region.filter { abs(Int($0) - background) > 48 }.count) / Double(region.count)
    }

    private static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(program) \(arguments) failed")
        return data
    }

    /// The built tripshot, beside the test bundle.
    static var tripshotBinary: String { BuiltTripshot.path }

    /// The built tripshot with PATH set to `path` only.
    static func runTripshot(_ arguments: [String], path: String, createDirectory: String) throws
        -> (status: Int32, err: String)
    {
        try FileManager.default.createDirectory(atPath: createDirectory, withIntermediateDirectories: true)
        let result = try BuiltTripshot.run(arguments, environment: ["PATH": path])
        return (result.status, result.err)
    }
}
