import CommandLineSupport
import Foundation
import TripShotRender
import TripVideo

/// `tripshot import --video FILE [--video-size WxH] [--video-script FILE.json]`: the options read
/// and checked before the screenshot is, so a bad size, script or missing program fails at once.
struct ImportVideo {
    var output: String
    var size: VideoSize
    var edit: EditList

    /// nil when `--video` is not given.
    static func read(_ arguments: inout ArgumentCursor, console: Console, tool: String) throws -> ImportVideo? {
        let output = try arguments.option("--video")
        let sizeText = try arguments.option("--video-size")
        let script = try arguments.option("--video-script")
        guard let output else {
            if sizeText != nil || script != nil { throw UsageError("--video-size and --video-script need --video FILE") }
            return nil
        }
        guard VideoFormat(fileName: output) != nil else {
            throw UsageError("--video \(output): the extension picks the format: .mp4, .webm or .gif")
        }
        var size = VideoSize.fullHD
        if let sizeText {
            guard let chosen = VideoSize(sizeText) else {
                throw UsageError("--video-size \(sizeText): one of \(VideoSize.all.map(\.description).joined(separator: ", "))")
            }
            size = chosen
        }
        do {
            let edit = try script.map { path throws(VideoError) in try EditList(contentsOf: path) } ?? EditList()
            try TripVideo.checkTools(path: ProcessInfo.processInfo.environment["PATH"])
            return ImportVideo(output: output, size: size, edit: edit)
        } catch {
            console.error(error.description, tool: tool)
            throw error.exitCode
        }
    }

    /// Records `page`; progress on a terminal only.
    func record(page: String, console: Console, tool: String) throws(ExitCode) {
        let terminal = console.errIsTerminal
        do {
            let summary = try TripVideo.record(
                page: page, to: output, size: size, edit: edit, path: ProcessInfo.processInfo.environment["PATH"]
            ) { progress in
                guard terminal else { return }
                console.err("\r\(tool): video: \(progress.captured)/\(progress.total) frames captured, \(progress.encoded) encoded")
            }
            if terminal {
                let seconds = String(format: "%.1f", summary.seconds)
                console.err("\n\(tool): wrote \(output): \(summary.size), \(summary.frames) frames, \(seconds) s\n")
            }
        } catch {
            if terminal { console.err("\n") }
            console.error(error.description, tool: tool)
            throw error.exitCode
        }
    }
}
