import Foundation
import Synchronization

/// The temporary databases being built right now, so an interrupted process (Ctrl-C) can remove
/// them before it exits: `GTFSImporter.removeTemporaryFiles()` is safe to call from a signal handler's
/// dispatch source. A process killed outright (kill -9, a crash) leaves its file behind: the next
/// load beside the same database removes it (`removeStale`).
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()
    private let paths = Mutex<Set<String>>([])

    func register(_ path: String) { paths.withLock { _ = $0.insert(path) } }
    func unregister(_ path: String) { paths.withLock { _ = $0.remove(path) } }
    func removeAll() {
        for path in paths.withLock({ $0 }) { unlink(path) }
    }

    /// A file left this long is stale even if a process of its pid runs (pids are reused).
    static let staleSeconds: TimeInterval = 24 * 3600

    /// `.DB.tripshot-PID-XXXXXXXX.tmp` beside `target`: hidden, naming the process building it.
    static func path(beside target: URL) -> String {
        target.deletingLastPathComponent().appendingPathComponent(
            prefix(of: target) + "\(getpid())-\(UUID().uuidString.prefix(8)).tmp"
        ).path
    }

    private static func prefix(of target: URL) -> String { ".\(target.lastPathComponent).tripshot-" }

    /// Removes the temporary databases of earlier loads beside `target` whose process is gone,
    /// or that are older than `staleSeconds`; a load running now keeps its file.
    static func removeStale(beside target: URL, now: Date = Date()) {
        let directory = target.deletingLastPathComponent()
        let prefix = prefix(of: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid > 0, pid != getpid() else { continue }
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            let old = modified.map { now.timeIntervalSince($0) > staleSeconds } ?? false
            let gone = kill(pid, 0) != 0 && errno == ESRCH
            if gone || old { unlink(path) }
        }
    }
}

extension GTFSImporter {
    /// Deletes every temporary database a load in this process is building (for an interrupt handler).
    public static func removeTemporaryFiles() { TemporaryFiles.shared.removeAll() }
}
