import Foundation

/// ffmpeg reading PNG frames on its standard input (`-f image2pipe`) at the video's frame rate and
/// writing `output`. It reports the frames it has encoded through `-progress` into a file, read on
/// demand for the progress line.
final class FFmpegEncoder {
    private let process = Process()
    private let input = Pipe()
    private let log: URL
    private let progress: URL

    init(ffmpeg: String, output: String, format: VideoFormat, size: VideoSize, fps: Int, workDirectory: URL) throws(VideoError) {
        log = workDirectory.appendingPathComponent("ffmpeg.log")
        progress = workDirectory.appendingPathComponent("ffmpeg.progress")
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            ["-hide_banner", "-loglevel", "error", "-nostats", "-y", "-progress", progress.path,
             "-f", "image2pipe", "-framerate", String(fps), "-c:v", "png", "-i", "-"]
            + format.ffmpegOutput(size: size) + ["-r", String(fps), output]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        do {
            try ExternalTool.launch(process, log: log)
        } catch {
            throw .encoder("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        try? input.fileHandleForReading.close()
    }

    var pid: pid_t { process.processIdentifier }

    /// Sends one frame; ffmpeg having stopped is an error with its own words.
    func write(_ png: [UInt8]) throws(VideoError) {
        guard ExternalTool.writeAll(png, to: input.fileHandleForWriting.fileDescriptor) else {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            throw .encoder("ffmpeg stopped reading frames\(logTail)")
        }
    }

    /// The frames ffmpeg says it has encoded so far.
    var encodedFrames: Int {
        let text = (try? String(contentsOf: progress, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("frame=") }) else { return 0 }
        return Int(line.dropFirst("frame=".count)) ?? 0
    }

    /// Ends the input and waits for ffmpeg to write the file.
    func finish() throws(VideoError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .encoder("ffmpeg failed (status \(process.terminationStatus))\(logTail)")
        }
    }

    /// Stops ffmpeg without waiting for a file that will be thrown away.
    func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private var logTail: String { ExternalTool.tail(of: log) }
}
