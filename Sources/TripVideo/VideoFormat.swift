/// The video's container and codec, chosen by the output file's extension, and its frame size.
public enum VideoFormat: String, Sendable, CaseIterable {
    case mp4, webm, gif

    /// The format a file name asks for, or nil for an extension that is none of them.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// ffmpeg's output options after the input: codec, pixel format, muxer.
    func ffmpegOutput(size: VideoSize) -> [String] {
        let scale = "scale=\(size.width):\(size.height):flags=lanczos"
        switch self {
        case .mp4:
            // H.264 in yuv420p is what browsers and phones play; faststart lets them begin before the end.
            return ["-vf", scale, "-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-vf", scale, "-c:v", "libvpx-vp9", "-crf", "33", "-b:v", "0", "-deadline", "realtime",
                    "-cpu-used", "8", "-row-mt", "1", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .gif:
            // One palette for the whole clip, made from the frames themselves: flat map colours stay flat.
            return ["-vf", "\(scale),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer",
                    "-f", "gif"]
        }
    }
}

/// `--video-size`: the frame in pixels. The page is laid out at a CSS size and drawn at a device
/// scale, so a larger video is the same picture, sharper.
public struct VideoSize: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// The page's viewport in CSS pixels, and the device scale that fills the frame from it.
    var cssWidth: Int
    var cssHeight: Int
    var scale: Double
    /// A portrait frame shows the map and the current instruction, not the card.
    var phone: Bool

    public static let fullHD = VideoSize(width: 1920, height: 1080, cssWidth: 1280, cssHeight: 720, scale: 1.5, phone: false)
    public static let hd = VideoSize(width: 1280, height: 720, cssWidth: 1280, cssHeight: 720, scale: 1, phone: false)
    public static let phonePortrait = VideoSize(width: 1080, height: 1920, cssWidth: 360, cssHeight: 640, scale: 3, phone: true)
    public static let all = [fullHD, phonePortrait, hd]

    public init?(_ text: String) {
        guard let size = Self.all.first(where: { $0.description == text }) else { return nil }
        self = size
    }

    init(width: Int, height: Int, cssWidth: Int, cssHeight: Int, scale: Double, phone: Bool) {
        self.width = width
        self.height = height
        self.cssWidth = cssWidth
        self.cssHeight = cssHeight
        self.scale = scale
        self.phone = phone
    }

    public var description: String { "\(width)x\(height)" }
}
