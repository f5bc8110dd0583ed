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

    /// The last lines of a program's log, for an error message.
    static func tail(of file: URL, lines: Int = 6) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}
