/// Why a video could not be made. Each case has its own exit code in the Commands module.
public enum VideoError: Error, Sendable, CustomStringConvertible {
    /// A program the video needs is not on PATH; `package` is the Debian package that provides it.
    case missingTool(program: String, package: String)
    /// The edit list is not valid: the message names the file and where in it (`steps[2]: ...`).
    case badScript(String)
    /// Chromium failed or stopped answering.
    case browser(String)
    /// ffmpeg failed.
    case encoder(String)
    /// The finished video could not be moved into place.
    case write(String)
    /// SIGINT or SIGTERM arrived while recording; nothing was written.
    case interrupted(signal: Int32)

    public var description: String {
        switch self {
        case .missingTool(let program, let package):
            return "\(program) is not installed (Debian package '\(package)'; tools/install-deps.sh installs it "
                + "with TRIPSHOT_VIDEO=1)"
        case .interrupted(let signal):
            return "interrupted (signal \(signal)): no video written"
        case .badScript(let message), .browser(let message), .encoder(let message), .write(let message):
            return message
        }
    }
}
