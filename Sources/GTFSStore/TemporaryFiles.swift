import Foundation
import Synchronization

/// The temporary databases being built right now, so an interrupted process (Ctrl-C) can remove
/// them before it exits: `GTFSImporter.removeTemporaryFiles()` is safe to call from a signal handler's
/// dispatch source.
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()
    private let paths = Mutex<Set<String>>([])

    func register(_ path: String) { paths.withLock { _ = $0.insert(path) } }
    func unregister(_ path: String) { paths.withLock { _ = $0.remove(path) } }
    func removeAll() {
        for path in paths.withLock({ $0 }) { unlink(path) }
    }
}

extension GTFSImporter {
    /// Deletes every temporary database a load in this process is building (for an interrupt handler).
    public static func removeTemporaryFiles() { TemporaryFiles.shared.removeAll() }
}
