import Foundation

/// Finds the programs a video needs on PATH, before anything is started, so a missing one is
/// reported by name and package instead of as a failed launch halfway through.
enum ExternalTool {
    /// The first executable called one of `names` in the directories of `path` (a PATH value).
    static func find(_ names: [String], path: String?) -> String? {
        let directories = (path ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for name in names {
            for directory in directories {
                let candidate = directory + "/" + name
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate)
                {
                    return candidate
                }
            }
        }
        return nil
    }

    static func ffmpeg(path: String?) throws(VideoError) -> String {
        guard let found = find(["ffmpeg"], path: path) else { throw .missingTool(program: "ffmpeg", package: "ffmpeg") }
        return found
    }

    static func chromium(path: String?) throws(VideoError) -> String {
        guard let found = find(["chromium", "chromium-browser", "google-chrome"], path: path) else {
            throw .missingTool(program: "chromium", package: "chromium")
        }
        return found
    }

    /// Starts `process` with its standard error in the file `log`, which error messages quote.
    static func launch(_ process: Process, log: URL) throws {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
    }

    /// The last lines of a program's log, as the end of an error message ("" when it said nothing).
    static func tail(of file: URL, lines: Int = 6) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n").suffix(lines).joined(separator: "\n")
        return tail.isEmpty ? "" : ":\n" + tail
    }

    /// Writes all of `bytes` to a pipe; false when the reader has gone (SIGPIPE is ignored).
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
