import CommandLineSupport
import Dispatch
import Foundation
import Synchronization
import TripShot
import TripShotServer

/// `serve` picking up a reloaded database without a restart: on SIGHUP, or when a database file is
/// replaced (gtfs-load renames a new file into place: a new inode) or rewritten. The changed feeds
/// are opened again and served to new requests; requests in flight finish on the old ones, whose
/// files stay open (and readable, even renamed over) until the last of them ends. A file is taken
/// once it has stood unchanged for one check (a file still being written is not opened half
/// done); one that does not open leaves the old feed served, said in the log.
final class ServeReload: Sendable {
    struct Feed: Sendable {
        var feed: SharedFeed
        var version: FeedFileVersion
    }

    private struct State {
        var feeds: [Feed]
        /// What each file looked like at the last check, to wait for it to settle.
        var seen: [FeedFileVersion?]
        /// A file that did not open, not tried again (nor logged again) until it changes.
        var refused: [FeedFileVersion?]
    }

    private let state: Mutex<State>
    private let server: TripServer
    private let live: ServeLive
    private let console: Console
    private let tool: String
    /// One check at a time: a SIGHUP during a timer's check waits for it.
    private let checking = Mutex(())

    init(opened: [(feed: SharedFeed, path: String)], server: TripServer, live: ServeLive, console: Console, tool: String) {
        let now = Date().timeIntervalSince1970
        let feeds = opened.map { feed, path in
            var version = FeedFileVersion.current(path) ?? FeedFileVersion(path: path, inode: 0, size: 0, modified: 0, loads: 0, loadedAt: 0)
            version.loads = 1
            version.loadedAt = now
            return Feed(feed: feed, version: version)
        }
        state = Mutex(State(feeds: feeds, seen: feeds.map(\.version), refused: feeds.map { _ in nil }))
        self.server = server
        self.live = live
        self.console = console
        self.tool = tool
        server.describe(feeds.map(\.version))
    }

    /// Opens again each feed whose file changed and has settled (every feed when `force`: SIGHUP),
    /// and serves the new set. Returns how many feeds were reloaded.
    @discardableResult
    func check(force: Bool) -> Int {
        checking.withLock { _ in
            let (feeds, seen, refused) = state.withLock { ($0.feeds, $0.seen, $0.refused) }
            var next = feeds, reloaded = 0
            var nowSeen = seen, nowRefused = refused
            for (index, entry) in feeds.enumerated() {
                guard let current = FeedFileVersion.current(entry.version.path) else { continue }
                nowSeen[index] = current
                let changed = !current.sameFile(as: entry.version)
                let settled = seen[index].map { current.sameFile(as: $0) } ?? false
                let tried = refused[index].map { current.sameFile(as: $0) } ?? false
                guard force || (changed && settled && !tried) else { continue }
                guard let feed = try? FeedLocator.feed(dbOption: entry.version.path, console: console, tool: tool) else {
                    nowRefused[index] = current
                    console.err("reload: \(TerminalText.escaped(entry.version.path)) does not open; still serving the feed opened before\n")
                    continue
                }
                var version = current
                version.loads = entry.version.loads + 1
                version.loadedAt = Date().timeIntervalSince1970
                live.served(feed, at: entry.version.path)
                next[index] = Feed(feed: feed, version: version)
                reloaded += 1
                console.err(
                    "reload: \(TerminalText.escaped(entry.version.path)): \(TerminalText.escaped(feed.info.displayName)), load \(version.loads)\n")
            }
            state.withLock {
                $0.feeds = next
                $0.seen = nowSeen
                $0.refused = nowRefused
            }
            if reloaded > 0 { server.reload(next.map(\.feed), versions: next.map(\.version)) }
            return reloaded
        }
    }

    /// SIGHUP, and a check every `seconds` (0: SIGHUP only), on a thread of their own
    /// (`ServeWatch`); what to cancel at the end.
    func start(everySeconds seconds: Double) -> ServeWatch {
        ServeWatch(everySeconds: seconds) { [self] force in
            if force { console.err("SIGHUP: reopening the feeds\n") }
            check(force: force)
        }
    }
}
