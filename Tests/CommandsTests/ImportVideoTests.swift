import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import Commands

/// `tripshot import --video`: real Chromium records the page, real ffmpeg encodes it, and ffprobe
/// and ffmpeg look at the result. The Square One → Streetsville trip has three GO steps: board
/// (a 1.6 s camera move), ride (1.6 s camera and 2.6 s icon travel) and arrive (1.6 s).
@Suite(.serialized, .enabled(if: VideoTools.present, "needs chromium and ffmpeg: TRIPSHOT_VIDEO=1 tools/install-deps.sh"))
struct ImportVideoTests {
    static let lines = Fixtures.path("Tests/Fixtures/lines/go/go_21_squareone_streetsville__C_desktop1x.json")
    static let fps = 30.0

    /// Title 0.5 s, overview 0.3 s, step 1 (board) and step 2 (ride) each held 0.3 s, end 0.3 s.
    static let script = """
        {"title": {"text": "Video test title", "seconds": 0.5}, "overview": 0.3, "hold": 0.3,
         "steps": [1, {"step": 2, "caption": "The 21 bus"}], "end": {"seconds": 0.3}}
        """
    /// The last frame of each segment the script implies: title, overview, board, ride, end card.
    static let segmentEnds: [Int] = {
        let seconds = [0.5, 0.3, 1.6 + 0.3, 1.6 + 2.6 + 0.3, 0.3]
        var end = 0
        return seconds.map { s in
            end += Int((s * fps).rounded())
            return end - 1
        }
    }()

    @Test func mp4HasTheEditListsLengthSizeAndCodecAndItsFramesChange() throws {
        let directory = try TemporaryDirectory()
        try Self.script.write(toFile: directory.path("script.json"), atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        let status = capture.tripshot([
            "import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", directory.path("trip.mp4"),
            "--video-size", "1280x720", "--video-script", directory.path("script.json"),
        ])
        #expect(status == 0, "\(capture.err)")
        #expect(capture.err.isEmpty, "progress stays off a pipe: \(capture.err)")

        let probe = try VideoTools.probe(directory.path("trip.mp4"))
        #expect(probe.codec == "h264" && probe.pixelFormat == "yuv420p")
        #expect(probe.width == 1280 && probe.height == 720)
        let frames = Self.segmentEnds.last! + 1
        #expect(abs(probe.frames - frames) <= 1, "\(probe.frames) frames, the edit list implies \(frames)")
        #expect(abs(probe.seconds - Double(frames) / Self.fps) <= 1 / Self.fps, "\(probe.seconds) s")

        // Each segment's last frame (a step's is its hold) differs from the segment's before.
        let pictures = try Self.segmentEnds.map { try VideoTools.frame($0, of: directory.path("trip.mp4")) }
        for (before, after) in zip(pictures, pictures.dropFirst()) {
            #expect(VideoTools.changedShare(before, after) > 0.01)
        }
        // The icon travels during the ride (after the camera's 48 frames): halfway, it is away from
        // where it ends. At 640x360 the icon is some 14 pixels across, so 0.05% is a fraction of it.
        let video = directory.path("trip.mp4")
        let rideStart = Self.segmentEnds[2] + 1
        let middle = try VideoTools.frame(rideStart + 48 + 39, of: video, width: 640, height: 360)
        let arrived = try VideoTools.frame(Self.segmentEnds[3], of: video, width: 640, height: 360)
        #expect(VideoTools.changedShare(middle, arrived) > 0.0005)

        // The first frame is the title card, and the title's band is not blank.
        let first = try VideoTools.frame(0, of: directory.path("trip.mp4"))
        #expect(VideoTools.inkShare(first, rows: 0.4..<0.6, columns: 0.1..<0.9) > 0.02)
        #expect(VideoTools.inkShare(first, rows: 0.05..<0.25, columns: 0.1..<0.9) < 0.001, "only the title is drawn")
    }

    /// The page's clock is the recorder's: two recordings (at whatever speed the machine has at the
    /// time) decode to the same frames, bit for bit.
    @Test func twoRecordingsHaveTheSameFrames() throws {
        let directory = try TemporaryDirectory()
        try #"{"title": {"seconds": 0.2}, "overview": 0.2, "steps": [{"step": 2, "hold": 0.2}], "end": {"seconds": 0}}"#
            .write(toFile: directory.path("s.json"), atomically: true, encoding: .utf8)
        let digests = try ["a.mp4", "b.mp4"].map { name in
            let capture = ImportCapture()
            let status = capture.tripshot([
                "import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", directory.path(name),
                "--video-size", "1280x720", "--video-script", directory.path("s.json"),
            ])
            #expect(status == 0, "\(capture.err)")
            return try VideoTools.frameDigests(directory.path(name))
        }
        #expect(digests[0].count == 6 + 6 + 126 + 6)
        #expect(digests[0] == digests[1])
    }

    @Test(arguments: [("webm", "vp9"), ("gif", "gif")])
    func theExtensionPicksTheCodec(_ format: (String, String)) throws {
        let directory = try TemporaryDirectory()
        try #"{"title": {"seconds": 0.2}, "overview": 0, "steps": [{"step": 3, "hold": 0}], "end": {"seconds": 0}}"#
            .write(toFile: directory.path("s.json"), atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        let output = directory.path("trip.\(format.0)")
        let status = capture.tripshot([
            "import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", output,
            "--video-size", "1280x720", "--video-script", directory.path("s.json"),
        ])
        #expect(status == 0, "\(capture.err)")
        let probe = try VideoTools.probe(output)
        #expect(probe.codec == format.1)
        #expect(probe.width == 1280 && probe.height == 720)
        #expect(abs(probe.frames - (6 + 48)) <= 1, "\(probe.frames) frames")
    }

    /// An ffmpeg that fails: its own words are quoted, exit 114, and its partial file is gone.
    @Test func aFailingEncoderLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let bin = directory.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 'encoder refuses: disk full' >&2\nexit 1\n".write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/ffmpeg")
        try FileManager.default.createSymbolicLink(atPath: bin + "/chromium", withDestinationPath: VideoTools.chromium)
        let result = try VideoTools.runTripshot(
            ["import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", directory.path("out/trip.mp4"),
             "--video-size", "1280x720"],
            path: bin + ":/usr/bin:/bin", createDirectory: directory.path("out"))
        #expect(result.status == ExitCode.videoEncoderFailed.rawValue, "\(result.err)")
        #expect(result.err.contains("encoder refuses: disk full"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).isEmpty)
    }

    /// Ctrl-C once the video is being written: the partial file and the work folder go, and the
    /// status says SIGINT (130).
    @Test func anInterruptedRecordingLeavesNoFile() throws {
        let directory = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: VideoTools.tripshotBinary)
        process.arguments = [
            "import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", directory.path("trip.mp4"),
            "--video-size", "1280x720",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let listing = { (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [] }
        let deadline = Date().addingTimeInterval(120)
        while !listing().contains(where: { $0.hasPrefix(".trip.mp4.partial-") }), process.isRunning, Date() < deadline {
            usleep(100_000)
        }
        try #require(listing().contains { $0.hasPrefix(".trip.mp4.partial-") }, "no partial file seen: \(listing())")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGINT)
        #expect(listing().isEmpty, "\(listing())")
        let temporary = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        #expect(!temporary.contains { $0.hasPrefix("tripshot-video-\(process.processIdentifier)-") }, "the work folder is removed")
    }

    @Test func aStepTheTripDoesNotHaveIsALocatedErrorAndNoFile() throws {
        let directory = try TemporaryDirectory()
        try #"{"steps": [1, 2, {"step": 7}]}"#.write(toFile: directory.path("cut.json"), atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        let status = capture.tripshot([
            "import", Self.lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--video", directory.path("trip.mp4"),
            "--video-script", directory.path("cut.json"),
        ])
        #expect(status == ExitCode.videoBadScript.rawValue)
        #expect(capture.err.contains("cut.json: steps[2]: there is no step 7; the trip has 3 steps"), "\(capture.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["cut.json"])
    }
}

/// Checks made before the page is recorded: they need neither the browser nor the encoder.
@Suite struct ImportVideoOptionTests {
    @Test(arguments: [
        (#"{"steps": [1, {"step": 2, "hold": "long"}]}"#, "s.json: steps[1].hold: must be a number of seconds"),
        (#"{"steps": [1, 2, {"step": 0}]}"#, "s.json: steps[2].step: a step is a whole number from 1"),
        (#"{"title": {"txt": "x"}}"#, #"s.json: title: unknown key "txt""#),
        (#"{"hold": -1}"#, "s.json: hold: must be between 0 and 600 seconds"),
        (#"{"steps": [1,"#, "s.json: not JSON"),
    ])
    func badEditListIsALocatedError(_ example: (String, String)) throws {
        let directory = try TemporaryDirectory()
        try example.0.write(toFile: directory.path("s.json"), atomically: true, encoding: .utf8)
        let capture = ImportCapture()
        let status = capture.tripshot([
            "import", ImportVideoTests.lines, "--video", directory.path("trip.mp4"), "--video-script", directory.path("s.json"),
        ])
        #expect(status == ExitCode.videoBadScript.rawValue)
        #expect(capture.err.contains(example.1), "\(capture.err)")
    }

    @Test(arguments: [["--video", "trip.avi"], ["--video", "trip.mp4", "--video-size", "800x600"], ["--video-size", "1280x720"]])
    func badVideoOptionsAreUsageErrors(_ options: [String]) {
        let capture = ImportCapture()
        #expect(capture.tripshot(["import", ImportVideoTests.lines] + options) == ExitCode.usage.rawValue)
    }

    /// The built binary with a PATH holding only the other program: the missing one is named with
    /// its package and exit code, and no file (not even a partial one) is left.
    @Test(arguments: [("ffmpeg", ExitCode.videoNoFFmpeg), ("chromium", ExitCode.videoNoBrowser)])
    func aMissingProgramIsNamedWithItsPackage(_ missing: (String, ExitCode)) throws {
        let directory = try TemporaryDirectory()
        let bin = directory.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        // The program that is present (a stand-in: it is never run).
        let other = missing.0 == "ffmpeg" ? "chromium" : "ffmpeg"
        try FileManager.default.createSymbolicLink(atPath: bin + "/" + other, withDestinationPath: "/bin/true")
        let result = try VideoTools.runTripshot(
            ["import", ImportVideoTests.lines, "--db", try ImportFeeds.database(ImportFeeds.go),
             "--video", directory.path("out/trip.mp4")],
            path: bin, createDirectory: directory.path("out"))
        #expect(result.status == missing.1.rawValue, "\(result.err)")
        #expect(result.err.contains("\(missing.0) is not installed (Debian package '\(missing.0)'"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).isEmpty)
    }
}
