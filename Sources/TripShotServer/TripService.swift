import Foundation
import HTTPServer
import Synchronization
import TripShot
import TripShotPageText
import TripShotParser
import TripShotRender
import TripShotServerChain

/// The server's routes. Every screenshot goes through the same chain as `tripshot import`
/// (`TripChain`): an image is read, or recognised lines (JSON) parsed and resolved, on the
/// worker pool, and the connection's thread waits for its answer up to the time limit: whatever
/// costs CPU waits in the one bounded queue (a full queue is 503).
///
/// Every request is first checked for its `Host` (and a POST for its `Origin`): see `HostCheck`.
///
///     GET  /             the page
///     GET  /healthz      "ok"
///     GET  /api/feeds    the feeds served, as JSON
///     POST /api/lines    a screenshot → its recognised lines, as `tripshot ocr --json`
///     POST /api/trips    a screenshot or its lines → the trip as `import --json` (?format=html:
///                        the card, map and GO mode as an HTML fragment, for the page);
///                        ?date=YYYY-MM-DD
///     POST /api/validate a screenshot or its lines → the verdicts, as `validate --json`
///     GET  /api/live     with live data: a trip's live state (`TripService+Live`)
///     GET  /api/calendar with live data: a trip's calendar file
///
/// The page makes two requests (lines, then the trip from them) so that it can show each stage
/// as it happens; an app with its own OCR sends its lines to /api/trips directly.
public final class TripService: Sendable {
    public struct Limits: Sendable {
        public var maxUploadBytes: Int
        /// From the moment a screenshot is queued to its answer.
        public var requestSeconds: Double
        /// Seconds a client is told to wait when the queue is full.
        public var retryAfterSeconds: Int
        /// Recognised lines sent as JSON: at most this many bytes, lines, and rides once parsed.
        /// The largest page of the test corpus has 52 lines in 47 KB and real pages fewer than 6
        /// rides (the corpus at most 2): the limits leave four times the lines and bytes, and
        /// room for 8 rides, whose resolving stays well under a second each.
        public var maxLinesJSONBytes: Int
        public var maxLines: Int
        public var maxRides: Int

        public init(
            maxUploadBytes: Int, requestSeconds: Double = 30, retryAfterSeconds: Int = 2, maxLinesJSONBytes: Int = 200_000,
            maxLines: Int = 200, maxRides: Int = 8
        ) {
            self.maxUploadBytes = maxUploadBytes
            self.requestSeconds = requestSeconds
            self.retryAfterSeconds = retryAfterSeconds
            self.maxLinesJSONBytes = maxLinesJSONBytes
            self.maxLines = maxLines
            self.maxRides = maxRides
        }
    }

    /// The feeds served and what is made of them, swapped whole by `reload`: a request takes them
    /// once at its start, so a reload never mixes two feeds in one answer, and the old feeds stay
    /// open until the last request holding them ends.
    struct Served: Sendable {
        var chain: TripChain
        var page: [UInt8]
        /// One per feed; nil for a feed not opened from a file this server watches.
        var versions: [FeedFileVersion?]
        var reloads: Int
    }

    private let served: Mutex<Served>
    var chain: TripChain { served.withLock { $0.chain } }
    var page: [UInt8] { served.withLock { $0.page } }
    let pool: WorkerPool
    let limits: Limits
    let tiles: TileSource?
    let hosts: HostCheck
    let securityHeaders: [(String, String)]
    let stopping = Stopping()
    /// Realtime sources and the calendar; nil: neither is offered.
    let live: (any TripLiveData)?
    /// The trips the page shows, for their live refreshes and calendar downloads.
    let liveTrips: LiveTrips
    /// Reads stopped before their end because nobody was waiting for them any more.
    let stoppedReads = Mutex(0)

    public init(
        feeds: [SharedFeed], pool: WorkerPool, limits: Limits, tiles: TileSource? = nil, hosts: HostCheck = HostCheck(),
        live: (any TripLiveData)? = nil, liveTrips: Int = 1000, liveTripHours: Double = 24
    ) {
        served = Mutex(Served(chain: TripChain(feeds: feeds), page: Self.page(feeds), versions: feeds.map { _ in nil }, reloads: 0))
        self.live = live
        self.liveTrips = LiveTrips(capacity: liveTrips, lifetime: liveTripHours * 3600)
        self.pool = pool
        self.limits = limits
        self.tiles = tiles
        self.hosts = hosts
        self.securityHeaders = SecurityHeaders.all(tiles: tiles)
    }

    static func page(_ feeds: [SharedFeed]) -> [UInt8] { Array(ServePage.html(feeds: feeds.map(\.info)).utf8) }

    /// Serves `feeds` from now on (requests in flight finish on the ones they started with);
    /// `versions` are their files, for `/api/feeds`.
    public func reload(_ feeds: [SharedFeed], versions: [FeedFileVersion?]) {
        let page = Self.page(feeds)
        served.withLock { served in
            served = Served(chain: TripChain(feeds: feeds), page: page, versions: versions, reloads: served.reloads + 1)
        }
    }

    /// Sets the files of the feeds first served (no reload counted).
    public func describe(_ versions: [FeedFileVersion?]) {
        served.withLock { $0.versions = versions }
    }

    /// Makes every request still waiting for a worker answer 503 at once (on shutdown).
    public func abandonWaiting() { stopping.set() }

    public var tooLarge: HTTPResponse { withSecurityHeaders(ErrorResponse.tooLarge(limitBytes: limits.maxUploadBytes).response) }

    /// To a connection past the server's or its client's connection limit.
    public var overloaded: HTTPResponse {
        withSecurityHeaders(
            ErrorResponse(
                status: 503, code: "too_many_connections", message: "too many connections at once; try again shortly",
                retryAfterSeconds: limits.retryAfterSeconds
            ).response)
    }

    /// To an upload that does not fit in memory beside the ones being received.
    public var uploadsFull: HTTPResponse {
        withSecurityHeaders(
            ErrorResponse(
                status: 503, code: "busy", message: "too many uploads at once; try again shortly",
                retryAfterSeconds: limits.retryAfterSeconds
            ).response)
    }

    /// To a request whose headers or body did not arrive within their deadline.
    public var timedOut: HTTPResponse {
        withSecurityHeaders(
            ErrorResponse(status: 408, code: "request_timeout", message: "the request did not arrive in time").response)
    }

    private func withSecurityHeaders(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.headers += securityHeaders
        return response
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        withSecurityHeaders(hosts.refusal(of: request)?.response ?? route(request))
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        if let live, request.method == "GET", request.path == "/api/live" || request.path == "/api/calendar" {
            return liveRoute(request, live: live)
        }
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"):
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: page)
        case ("GET", "/favicon.ico"):
            // Browsers ask for it; the page has none, and a 404 would read as an error in their logs.
            return HTTPResponse(status: 204, contentType: "image/x-icon", body: [])
        case ("GET", "/healthz"):
            return HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8", text: "ok\n")
        case ("GET", "/api/feeds"):
            return HTTPResponse(status: 200, contentType: "application/json", text: feedsJSON())
        case ("POST", "/api/lines"):
            do {
                return try lines(request)
            } catch {
                return error.response
            }
        case ("POST", "/api/trips"), ("POST", "/api/validate"):
            do {
                return try trip(request, html: request.path == "/api/trips" && request.query["format"] == "html")
            } catch {
                return error.response
            }
        case (_, "/"), (_, "/healthz"), (_, "/api/feeds"), (_, "/api/lines"), (_, "/api/trips"), (_, "/api/validate"):
            var response = ErrorResponse(status: 405, code: "method_not_allowed", message: "\(request.method) is not allowed on \(request.path)").response
            response.headers.append(("Allow", Self.postOnly.contains(request.path) ? "POST" : "GET"))
            return response
        default:
            return ErrorResponse(status: 404, code: "not_found", message: "no such page: \(request.path)").response
        }
    }

    static let postOnly: Set<String> = ["/api/lines", "/api/trips", "/api/validate"]

    /// The trip of a screenshot (read on a worker) or of its recognised lines (no OCR needed).
    private func trip(_ request: HTTPRequest, html: Bool) throws(ErrorResponse) -> HTTPResponse {
        let bytes = try Self.screenshot(of: request)
        let date = try Self.date(of: request)
        let chain = self.chain, tiles = self.tiles
        // Only a trip asked for is held for live refreshes, not a validation.
        let held = request.path == "/api/trips" ? live.map { ($0, liveTrips) } : nil
        if LinesJSON.looksLikeJSON(bytes) {
            let maxRides = limits.maxRides
            return try onWorker { [self] _, _ in
                Result { () throws(TripShotError) -> HTTPResponse in
                    let page: PageText
                    do throws(ErrorResponse) { page = try linesJSON(bytes) } catch { return error.response }
                    // Parsing is cheap, resolving is not: a page of more rides than a real one is refused first.
                    let read = try chain.read(page, date: date)
                    let rides = read.itinerary.rides.count
                    guard rides <= maxRides else {
                        return ErrorResponse(
                            status: 422, code: "too_many_rides",
                            message: "the recognised lines hold \(rides) rides, over the limit of \(maxRides)"
                        ).response
                    }
                    return Self.response(for: try chain.trip(from: read, date: date), html: html, tiles: tiles, live: held)
                }
            }
        }
        return try onWorker { reader, shouldStop in
            Result { () throws(TripShotError) -> HTTPResponse in
                let reading = try chain.trip(
                    fromScreenshot: bytes, source: "the upload", readImage: reader.readImage(shouldStop: shouldStop), date: date)
                return Self.response(for: reading, html: html, tiles: tiles, live: held)
            }
        }
    }

    /// The recognised lines of a screenshot, as `tripshot ocr --json` prints them: the page's
    /// first request, and what an app compares with its own OCR.
    private func lines(_ request: HTTPRequest) throws(ErrorResponse) -> HTTPResponse {
        let bytes = try Self.screenshot(of: request)
        if LinesJSON.looksLikeJSON(bytes) {
            return try onWorker { [self] _, _ in
                do throws(ErrorResponse) { return .success(Self.response(for: try linesJSON(bytes))) } catch { return .success(error.response) }
            }
        }
        return try onWorker { reader, shouldStop in
            Result { () throws(TripShotError) -> HTTPResponse in
                Self.response(for: try reader.read(bytes, source: "the upload", shouldStop: shouldStop))
            }
        }
    }

    /// Recognised lines sent as JSON, within the limits on their size and number (decoded on a
    /// worker: its cost grows with the size).
    private func linesJSON(_ bytes: [UInt8]) throws(ErrorResponse) -> PageText {
        guard bytes.count <= limits.maxLinesJSONBytes else {
            throw ErrorResponse(
                status: 413, code: "too_large",
                message: "recognised lines JSON is \(bytes.count) bytes, over the limit of \(limits.maxLinesJSONBytes) bytes")
        }
        let page: PageText
        do {
            page = try LinesJSON.decode(bytes, source: "the upload")
        } catch {
            throw ErrorResponse(error)
        }
        guard page.lines.count <= limits.maxLines else {
            throw ErrorResponse(
                status: 422, code: "too_many_lines",
                message: "the recognised lines JSON has \(page.lines.count) lines, over the limit of \(limits.maxLines)")
        }
        return page
    }

    /// `?date=YYYY-MM-DD`, which overrides the page's date like `--date`.
    static func date(of request: HTTPRequest) throws(ErrorResponse) -> ShownDate? {
        guard let text = request.query["date"], !text.isEmpty else { return nil }
        guard let parsed = ShownDate(parsing: text) else {
            throw ErrorResponse(status: 400, code: "bad_date", message: "date wants YYYY-MM-DD, not '\(text)'")
        }
        return parsed
    }

    /// The screenshot: the body itself (any image type, or recognised lines as JSON), or a form's
    /// `file` field.
    static func screenshot(of request: HTTPRequest) throws(ErrorResponse) -> [UInt8] {
        let type = (request.headers["content-type"] ?? "").lowercased()
        let bytes: [UInt8]
        if type.hasPrefix("multipart/form-data") {
            if let field = request.repeatedFormField {
                throw ErrorResponse(
                    status: 400, code: "repeated_field", message: "the form has more than one '\(field)' part; send one screenshot per request")
            }
            guard let file = request.form["file"] else {
                throw ErrorResponse(status: 400, code: "no_file", message: "the form has no 'file' field with the screenshot")
            }
            bytes = file.data
        } else if type.isEmpty || type.hasPrefix("image/") || type.hasPrefix("application/octet-stream")
            || type.hasPrefix("application/json")
        {
            bytes = request.body
        } else {
            throw ErrorResponse(
                status: 415, code: "not_an_image",
                message: "send the screenshot as an image (Content-Type image/...) or as multipart/form-data with a 'file' field, not \(type)")
        }
        guard !bytes.isEmpty else { throw ErrorResponse(status: 400, code: "empty", message: "the request carries no screenshot") }
        return bytes
    }

    /// Recognised lines as `tripshot ocr --json` prints one screenshot's.
    static func response(for page: PageText) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let body = (try? encoder.encode(page)).map { [UInt8]($0) } ?? []
        return HTTPResponse(status: 200, contentType: "application/json", body: body)
    }

    /// The trip as `import --json`, or for the page: which feed it came from, then the card, map
    /// and GO mode (`TripMapHTML.fragment`). With `live`, the trip is held for its refreshes: its
    /// id in `X-Tripshot-Trip` (for an app's own polling), and for the page the live slot.
    static func response(
        for outcome: TripReading, html: Bool, tiles: TileSource? = nil, live: ((any TripLiveData), LiveTrips)? = nil
    ) -> HTTPResponse {
        var feed = [("X-Tripshot-Feed", outcome.feed.info.name)]
        let id = live.map { $0.1.add(outcome.trip, feed: outcome.feed) }
        if let id { feed.append(("X-Tripshot-Trip", id)) }
        guard html else {
            return HTTPResponse(status: 200, contentType: "application/json", headers: feed, text: TripJSON.render(outcome.trip))
        }
        // The feed's other routes near the trip, drawn faintly; the map is right without them.
        let context = (try? outcome.feed.contextRoutes(near: outcome.trip)) ?? []
        var banner = #"<p class="feedline">"# + HTMLEscape.text(outcome.feed.info.displayName) + "</p>\n"
        if let id, let live { banner += liveSlot(id: id, live: live.0) }
        return HTTPResponse(
            status: 200, contentType: "text/html; charset=utf-8", headers: feed,
            text: banner + TripMapHTML.fragment(outcome.trip, context: context, tiles: tiles))
    }

    /// The feeds with their versions: feed_info's, and the file's (inode, size, mtime, how many
    /// times it was opened), so that a reload shows.
    private func feedsJSON() -> String {
        struct File: Encodable {
            var inode: UInt64
            var size: Int64
            var modified: Double
            var loads: Int
            var loaded_at: Double
        }
        struct Feed: Encodable {
            var name: String
            var agencies: [String]
            var feed_version: String?
            var file: File?
        }
        struct Feeds: Encodable {
            var feeds: [Feed]
            var reloads: Int
        }
        let served = self.served.withLock { $0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let list = zip(served.chain.feeds, served.versions).map { feed, version in
            Feed(
                name: feed.info.name, agencies: feed.info.agencies, feed_version: feed.info.version,
                file: version.map { File(inode: $0.inode, size: $0.size, modified: $0.modified, loads: $0.loads, loaded_at: $0.loadedAt) })
        }
        return (try? encoder.encode(Feeds(feeds: list, reloads: served.reloads))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
