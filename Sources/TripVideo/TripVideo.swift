import Foundation

/// `tripshot import SHOT --video FILE`: GO mode recorded from the same page `--html` writes.
///
/// The page runs in headless Chromium (`DevToolsPipe`) with the recorder script
/// (`Page/trip-recorder.js`), which takes the page's animation clock: each video frame advances it
/// by exactly 1/30 s and is then captured (`Page.captureScreenshot`), so the video is smooth and
/// the same length on any machine. While nothing moves, the last capture is reused. Frames go to
/// ffmpeg as PNG (`FFmpegEncoder`), into a temporary file beside the target that is renamed over it
/// only when the video is complete.
public enum TripVideo {
    public struct Progress: Sendable {
        public var captured: Int
        public var encoded: Int
        public var total: Int
    }

    public struct Summary: Sendable {
        public var frames: Int
        public var fps: Int
        public var size: VideoSize
        public var seconds: Double { Double(frames) / Double(fps) }
    }

    /// Fails with the missing program's name and package before any work is done.
    public static func checkTools(path: String?) throws(VideoError) {
        _ = try ExternalTool.ffmpeg(path: path)
        _ = try ExternalTool.chromium(path: path)
    }

    /// Records `page` (a whole trip page, as `TripMapHTML.render` makes) into `output`.
    /// `path` is the PATH the programs are looked up in.
    public static func record(
        page: String, to output: String, size: VideoSize, edit: EditList, path: String?,
        progress: (Progress) -> Void = { _ in }
    ) throws(VideoError) -> Summary {
        guard let format = VideoFormat(fileName: output) else {
            throw .write("\(output): the extension picks the format: .mp4, .webm or .gif")
        }
        let ffmpeg = try ExternalTool.ffmpeg(path: path)
        let chromium = try ExternalTool.chromium(path: path)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tripshot-video-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: work.appendingPathComponent("profile"), withIntermediateDirectories: true)
            try Data(page.utf8).write(to: work.appendingPathComponent("trip.html"))
        } catch {
            throw .write("cannot write the page to record in \(work.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: work) }

        let target = URL(fileURLWithPath: output)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).partial-\(getpid())")
        InterruptCleanup.arm(removing: temporary.path)
        defer { InterruptCleanup.disarm() }
        do {
            return try record(page: page, into: temporary, target: target, size: size, edit: edit, format: format,
                              chromium: chromium, ffmpeg: ffmpeg, work: work, progress: progress)
        } catch {
            // An interrupt shows as a closed pipe somewhere; say what really happened.
            if let signal = InterruptCleanup.signalReceived { throw .interrupted(signal: signal) }
            throw error
        }
    }

    private static func record(
        page: String, into temporary: URL, target: URL, size: VideoSize, edit: EditList, format: VideoFormat,
        chromium: String, ffmpeg: String, work: URL, progress: (Progress) -> Void
    ) throws(VideoError) -> Summary {
        let output = target.path

        // A writer that has gone (ffmpeg or Chromium) must be an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let browser = try DevToolsPipe(
            chromium: chromium, profile: work.appendingPathComponent("profile"), log: work.appendingPathComponent("chromium.log"))
        InterruptCleanup.stop(browser.pid)
        defer { browser.close() }
        let page = try RecordedPage(browser: browser, file: work.appendingPathComponent("trip.html"), size: size)
        let timeline = try VideoTimeline(edit: edit, page: page.plan())
        let encoder = try FFmpegEncoder(
            ffmpeg: ffmpeg, output: temporary.path, format: format, size: size, fps: VideoTimeline.fps, workDirectory: work)
        InterruptCleanup.stop(encoder.pid)
        do {
            try capture(timeline, from: page, into: encoder, progress: progress)
            try encoder.finish()
        } catch {
            encoder.cancel()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        if let signal = InterruptCleanup.signalReceived {
            try? FileManager.default.removeItem(at: temporary)
            throw .interrupted(signal: signal)
        }
        // rename(2) replaces an existing video in one step: a reader sees the old one or the new one.
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .write("cannot write \(output): \(reason)")
        }
        progress(Progress(captured: timeline.frames, encoded: timeline.frames, total: timeline.frames))
        return Summary(frames: timeline.frames, fps: VideoTimeline.fps, size: size)
    }

    /// Plays the timeline frame by frame. Within a segment, once the page reports nothing moving,
    /// later frames are the same picture and the last capture is sent again.
    static func capture(
        _ timeline: VideoTimeline, from page: RecordedPage, into encoder: FFmpegEncoder, progress: (Progress) -> Void
    ) throws(VideoError) {
        var frame = 0
        var captures = 0
        for segment in timeline.segments {
            try page.show(segment.shot)
            var last: [UInt8]?
            var settled = false
            for _ in 0..<segment.frames {
                let settledNow = try page.advance(to: Double(frame) * 1000 / Double(VideoTimeline.fps))
                if last == nil || !settled {
                    last = try page.screenshot()
                    captures += 1
                }
                settled = settledNow
                try encoder.write(last ?? [])
                frame += 1
                if frame % 10 == 0 {
                    progress(Progress(captured: frame, encoded: encoder.encodedFrames, total: timeline.frames))
                }
            }
        }
    }
}
