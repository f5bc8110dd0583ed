import CommandLineSupport
import Dispatch
import Foundation
import HTTPServer
import TripShot
import TripShotServer

/// `tripshot serve`: the app in a browser. One process serves the page and the API for one or
/// several feeds until SIGINT/SIGTERM, then finishes the requests in flight and exits 0.
struct ServeSubcommand: Subcommand {
    static let name = "serve"
    static let summary = "serve the app: drop, paste or pick a screenshot in a browser (and an HTTP API)"
    static let usage = """
        usage: tripshot serve [--db PATH]... [--host 127.0.0.1] [--port 8080] [--workers N]
                              [--max-upload MB] [--tessdata DIR] [--allow-host NAME]...
                              [--max-connections 512] [--max-connections-per-address 16]
                              [--header-timeout 10] [--body-timeout 60] [--idle-timeout 30]
                              [--tiles TEMPLATE [--tiles-subdomains abc] [--tiles-attribution TEXT]]
                              [--realtime FILE|URL]... [--realtime-interval S] [--realtime-max-mb MB]
                              [--realtime-timeout S] [--live-trips N] [--watch-seconds S]

        Serves a page where a screenshot is pasted, dropped or picked and its trip is shown with
        its card, map and GO mode, and the API POST /api/lines, POST /api/trips,
        POST /api/validate, GET /api/feeds, GET /healthz (see the README). Prints the URL, runs
        until SIGINT or SIGTERM, then answers the requests in flight (up to 10 s) and exits 0.
        A database replaced under it (gtfs-load renames a new one into place) is picked up
        without a restart, and SIGHUP reopens every database: requests in flight finish on the
        old one, /api/feeds shows the new version.

        options:
          --db PATH        a feed database written by gtfs-load; repeat for several agencies
                           (each screenshot goes to the feed it belongs to). Default: the bundled
                           GO demo feed, as 'tripshot import'
          --host ADDRESS   the IPv4 address to listen on (default 127.0.0.1; 0.0.0.0 for a phone
                           on the same network)
          --port N         the port (default 8080; 0 picks a free one)
          --workers N      screenshots read at once, each worker with its own OCR engine
                           (default: the number of cores)
          --max-upload MB  the largest upload accepted (default 15)
          --tessdata DIR   the folder holding Latin.traineddata
          --allow-host NAME
                           a host name the server answers for (the name a proxy or a phone
                           uses); repeat for several. IP addresses and localhost always are;
                           a request naming another Host is 421, a POST from another page 403
          --max-connections N, --max-connections-per-address N
                           connections open at once, in all (default 512) and from one
                           client address (default 16); one past either is answered 503
          --header-timeout S, --body-timeout S
                           seconds for a request's line and headers (default 10), and then its
                           body (default 60), whatever trickles meanwhile; past it, 408
          --idle-timeout S seconds a connection may send nothing before it is closed (default 30)
          --tiles TEMPLATE, --tiles-subdomains NAMES, --tiles-attribution TEXT
                           raster tiles under every trip's map, as for 'tripshot import --html'
                           (the rider's browser fetches them); without --tiles nothing is fetched
          --realtime FILE|URL
                           a GTFS-Realtime feed (TripUpdates, VehiclePositions, Alerts); repeat
                           for agencies that split them. The page's trip then refreshes its live
                           section (GET /api/live) every --realtime-interval seconds
          --realtime-interval S
                           a URL is fetched at most once per S seconds whatever the number of
                           riders, conditionally (default 30, from 5 to 3600)
          --realtime-max-mb MB, --realtime-timeout S
                           the largest realtime body (default 32) and the longest fetch (default 10)
          --live-trips N   trips held in memory for their live refreshes and "Add to calendar"
                           (default 1000, each for 24 h at most; never the screenshot)
          --watch-seconds S
                           how often the --db files are checked for a replaced database
                           (default 2; 0: only on SIGHUP)

        Exit status: 0 after a clean stop; 64 a bad option; 72 a connection limit or timeout
        out of its range; 100-106 a feed cannot be opened
        (as 'tripshot import'); 74 the address cannot be listened on.
        """

    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode {
        // SIGHUP's default action ends the process. Ignored before anything that takes time (the
        // bundled feed's first load, opening the databases, the workers' engines): a reload asked
        // for while serve starts is dropped instead of killing it (the feeds are opened after it
        // anyway, and a replaced file is noticed); from the start line on, it reopens the feeds.
        signal(SIGHUP, SIG_IGN)
        let tool = "tripshot serve"
        let databases = try arguments.options("--db")
        var options = TripServer.Options()
        options.host = try arguments.option("--host") ?? options.host
        options.port = try number(arguments.option("--port"), "--port", default: 8080, range: 0...65535)
        options.workers = try number(
            arguments.option("--workers"), "--workers", default: ProcessInfo.processInfo.activeProcessorCount, range: 1...256)
        options.maxUploadBytes = try number(arguments.option("--max-upload"), "--max-upload", default: 15, range: 1...1024) * 1_000_000
        options.tessdata = try arguments.option("--tessdata")
        options.allowedHosts = try arguments.options("--allow-host")
        options.tiles = try ImportSubcommand.tileSource(&arguments, console: console, tool: tool)
        options.queueCapacity = options.workers * 4
        let realtime = try arguments.options("--realtime")
        var limits = ServeLive.Limits()
        limits.intervalSeconds = try number(arguments.option("--realtime-interval"), "--realtime-interval", default: 30, range: 5...3600)
        limits.maxBytes = Int64(try number(arguments.option("--realtime-max-mb"), "--realtime-max-mb", default: 32, range: 1...1024)) << 20
        limits.timeoutSeconds = try number(arguments.option("--realtime-timeout"), "--realtime-timeout", default: 10, range: 1...120)
        options.liveTrips = try number(arguments.option("--live-trips"), "--live-trips", default: 1000, range: 1...1_000_000)
        let watchSeconds = try number(arguments.option("--watch-seconds"), "--watch-seconds", default: 2, range: 0...3600)
        do {
            try ServeConnectionOptions.read(&arguments, into: &options)
        } catch let bad as ServeConnectionOptions.BadLimit {
            console.error(bad.message, tool: tool)
            return .serveBadLimit
        }
        try arguments.finish()

        let opened = try openFeeds(databases, console: console, tool: tool)
        let feeds = opened.map(\.feed)
        let live = ServeLive(sources: realtime, limits: limits)
        for (feed, path) in opened { live.served(feed, at: path) }
        let server = TripServer(feeds: feeds, options: options, live: live) { entry in
            // The access log: what was asked and how it went, nothing from the content; the
            // method and path escaped, so that a request cannot write a line of its own or
            // reach the operator's terminal.
            console.err(
                String(
                    format: "%@ %@ %d %d B %.3f s\n", TerminalText.logField(entry.method), TerminalText.logField(entry.path),
                    entry.status, entry.bytes, entry.seconds))
        }
        // Signals are taken as events before the server's threads exist.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let reload = ServeReload(opened: opened, server: server, live: live, console: console, tool: tool)
        let watching = reload.start(everySeconds: Double(watchSeconds))
        let stopRequested = DispatchSemaphore(value: 0)
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopRequested.signal() }
            source.resume()
            return source
        }
        do {
            try server.start()
        } catch {
            console.error(error.description, tool: tool)
            return .ioError
        }
        console.print("tripshot serve: http://\(options.host):\(server.port)/")
        console.err(
            "serving \(TerminalText.escaped(feeds.map(\.info.displayName).joined(separator: "; "))) with \(options.workers) workers; "
                + "Ctrl-C stops\n")
        stopRequested.wait()
        // Refused from before the message: whoever reads "stopping" finds no new connection taken.
        server.stopAccepting()
        console.err("stopping: finishing the requests in flight\n")
        server.stop(grace: .seconds(10))
        sources.forEach { $0.cancel() }
        watching.cancel()
        console.err("stopped\n")
        return .success
    }

    /// Each `--db` (or the bundled GO feed), opened once to be shared by every worker.
    static func openFeeds(_ databases: [String], console: Console, tool: String) throws(ExitCode) -> [(feed: SharedFeed, path: String)] {
        let paths: [String]
        if databases.isEmpty {
            paths = [try FeedLocator.cachedFixtureDatabase(console: console, tool: tool, environment: ProcessInfo.processInfo.environment)]
        } else {
            paths = databases
        }
        var feeds: [(feed: SharedFeed, path: String)] = []
        for path in paths {
            feeds.append((try FeedLocator.feed(dbOption: path, console: console, tool: tool), path))
        }
        return feeds
    }

    static func number(_ text: String?, _ name: String, default value: Int, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) wants a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
