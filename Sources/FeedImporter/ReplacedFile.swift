import Foundation

/// What a reload keeps of the database it replaces: a `--db` that is a symlink stays one (the
/// file it points to is replaced), and the new file gets the old one's mode, owner and group
/// (as far as the process may give them), so that a reload changes the data and nothing else.
enum ReplacedFile {
    /// The file a path names once its symlinks are followed (a link to nothing yet: where it points).
    static func destination(of path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current =
                link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
        }
        return current
    }

    /// Gives `temporary` the mode, owner and group of `target` when `target` exists.
    static func keepIdentity(of target: String, on temporary: String) {
        var old = stat()
        guard stat(target, &old) == 0 else { return }
        chmod(temporary, old.st_mode & 0o7777)
        // Another owner only root may give; the group, any member of it.
        if chown(temporary, old.st_uid, old.st_gid) != 0 { _ = chown(temporary, uid_t.max, old.st_gid) }
    }
}
