import CommandLineSupport
import TripVideo

extension VideoError {
    public var exitCode: ExitCode {
        switch self {
        case .missingTool(let program, _): return program == "ffmpeg" ? .videoNoFFmpeg : .videoNoBrowser
        case .badScript: return .videoBadScript
        case .browser: return .videoBrowserFailed
        case .encoder: return .videoEncoderFailed
        case .write: return .ioError
        case .interrupted(let signal): return ExitCode(128 + signal)
        }
    }
}
