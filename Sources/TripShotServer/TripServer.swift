import HTTPServer
import TripShot
import TripShotRender

/// `tripshot serve` without the command line: the worker pool, the routes and the HTTP server,
/// started and stopped together. Tests run it in process on an ephemeral port.
public final class TripServer: Sendable {
    public struct Options: Sendable {
        public var host = "127.0.0.1"
        /// 0: any free port (read `port` after `start`).
        public var port = 8080
        public var workers = 2
        /// Screenshots waiting for a worker before further ones get 503.
        public var queueCapacity = 8
        public var maxUploadBytes = 15_000_000
        public var requestSeconds = 30.0
        /// Recognised lines sent as JSON: at most this many bytes, and lines.
        public var maxLinesJSONBytes = 200_000
        public var maxLines = 200
        /// Rides in recognised lines sent as JSON (see `TripService.Limits`).
        public var maxRides = 8
        /// Names the server answers for besides IP addresses and localhost (`--allow-host`).
        public var allowedHosts: [String] = []
        /// Connections at once, in all and from one client address (see `HTTPServer.Configuration`).
        public var connectionLimit = 512
        public var perClientLimit = 16
        /// Deadlines of a request's headers and body, whatever trickles meanwhile.
        public var headerSeconds = 10.0
        public var bodySeconds = 60.0
        /// A connection sending nothing this long is closed (libmicrohttpd's idle timeout).
        public var idleSeconds = 30
        /// Upload bodies in memory at once, all requests together: 16 full uploads.
        public var maxBufferedBodyBytes = 240_000_000
        public var tessdata: String?
        /// A raster tile source drawn under every trip's map (`--tiles`); nil: nothing fetched.
        public var tiles: TileSource?
        /// Trips held for their live refreshes and calendar downloads (`LiveTrips`): how many, how long.
        public var liveTrips = 1000
        public var liveTripHours = 24.0

        public init() {}
    }

    let service: TripService
    let pool: WorkerPool
    /// False when the pool was given (shared with another server): its owner stops it.
    private let ownsPool: Bool
    let http: HTTPServer

    /// - Parameter pool: workers to read on; nil starts `options.workers` of its own.
    public init(
        feeds: [SharedFeed], options: Options, pool: WorkerPool? = nil, live: (any TripLiveData)? = nil,
        log: @escaping @Sendable (AccessLogEntry) -> Void
    ) {
        ownsPool = pool == nil
        self.pool = pool ?? WorkerPool(workers: options.workers, queueCapacity: options.queueCapacity, tessdata: options.tessdata)
        let pool = self.pool
        service = TripService(
            feeds: feeds, pool: pool,
            limits: TripService.Limits(
                maxUploadBytes: options.maxUploadBytes, requestSeconds: options.requestSeconds,
                maxLinesJSONBytes: options.maxLinesJSONBytes, maxLines: options.maxLines, maxRides: options.maxRides),
            tiles: options.tiles, hosts: HostCheck(names: options.allowedHosts), live: live, liveTrips: options.liveTrips,
            liveTripHours: options.liveTripHours)
        let service = service
        http = HTTPServer(
            HTTPServer.Configuration(
                host: options.host, port: options.port, maxBodyBytes: options.maxUploadBytes,
                connectionLimit: options.connectionLimit, perClientLimit: options.perClientLimit,
                idleTimeoutSeconds: options.idleSeconds, headerSeconds: options.headerSeconds, bodySeconds: options.bodySeconds,
                maxBufferedBodyBytes: options.maxBufferedBodyBytes),
            tooLarge: service.tooLarge, overloaded: service.overloaded, timedOut: service.timedOut,
            uploadsFull: service.uploadsFull, log: log,
            handler: { service.handle($0) })
    }

    public func start() throws(HTTPServer.StartError) { try http.start() }

    /// Serves `feeds` from now on, without a restart: new requests go to them, requests in flight
    /// finish on the feeds they began with. `versions`: their files, for `/api/feeds`.
    public func reload(_ feeds: [SharedFeed], versions: [FeedFileVersion?]) { service.reload(feeds, versions: versions) }

    /// The files of the feeds first served, for `/api/feeds`.
    public func describe(_ versions: [FeedFileVersion?]) { service.describe(versions) }

    public var port: Int { http.port }

    /// Refuses new connections from now on; the open ones go on (`stop` finishes them).
    public func stopAccepting() { http.stopAccepting() }

    /// Stops taking connections, lets the requests in flight finish for up to `grace`, answers
    /// any still waiting with 503, closes the connections and ends the workers.
    public func stop(grace: Duration) {
        http.stop(grace: grace, beforeClosing: { service.abandonWaiting() })
        if ownsPool { pool.stop() }
    }
}
