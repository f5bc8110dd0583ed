import Foundation

/// Which file a feed was opened from, as `/api/feeds` reports it: a replaced database (gtfs-load
/// renames a new file into place) has a new inode; one rewritten in place a new mtime or size.
public struct FeedFileVersion: Hashable, Sendable {
    public var path: String
    public var inode: UInt64
    public var size: Int64
    /// POSIX seconds (with nanoseconds).
    public var modified: Double
    /// How many times this server has opened the feed: 1 at start, one more per reload.
    public var loads: Int
    /// When it was opened last, POSIX seconds.
    public var loadedAt: Double

    public init(path: String, inode: UInt64, size: Int64, modified: Double, loads: Int, loadedAt: Double) {
        self.path = path
        self.inode = inode
        self.size = size
        self.modified = modified
        self.loads = loads
        self.loadedAt = loadedAt
    }

    /// The file at `path` as it is now (`loads` 0 until it is opened); nil when it cannot be stat'ed.
    public static func current(_ path: String) -> FeedFileVersion? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FeedFileVersion(
            path: path, inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9, loads: 0, loadedAt: 0)
    }

    /// The same file: inode, size and mtime.
    public func sameFile(as other: FeedFileVersion) -> Bool {
        inode == other.inode && size == other.size && modified == other.modified
    }
}
