import Foundation
import HTTPServer
import Itinerary
import Render
import Resolver
import TripModel
import TripShotPipeline

/// The server's routes. Every screenshot goes through the same chain as `tripshot import`
/// (`TripPipeline`), on the worker pool; the connection's thread waits for its answer up to the
/// time limit.
///
///     GET  /             the page
///     GET  /healthz      "ok"
///     GET  /api/feeds    the feeds served, as JSON
///     POST /api/trips    a screenshot → the trip as `import --json` (?format=html: the card,
///                        map and GO mode as an HTML fragment, for the page); ?date=YYYY-MM-DD
///     POST /api/validate a screenshot → the verdicts, as `validate --json`
public final class TripService: Sendable {
    public struct Limits: Sendable {
        public var maxUploadBytes: Int
        /// From the moment a screenshot is queued to its answer.
        public var requestSeconds: Double
        /// Seconds a client is told to wait when the queue is full.
        public var retryAfterSeconds: Int

        public init(maxUploadBytes: Int, requestSeconds: Double = 30, retryAfterSeconds: Int = 2) {
            self.maxUploadBytes = maxUploadBytes
            self.requestSeconds = requestSeconds
            self.retryAfterSeconds = retryAfterSeconds
        }
    }

    let feeds: [SharedFeed]
    let pool: WorkerPool
    let limits: Limits
    let page: [UInt8]
    let tiles: TileSource?
    private let stopping = Stopping()

    public init(feeds: [SharedFeed], pool: WorkerPool, limits: Limits, tiles: TileSource? = nil) {
        self.feeds = feeds
        self.pool = pool
        self.limits = limits
        self.tiles = tiles
        self.page = Array(ServePage.html(feeds: feeds.map(\.info)).utf8)
    }

    /// Makes every request still waiting for a worker answer 503 at once (on shutdown).
    public func abandonWaiting() { stopping.set() }

    public var tooLarge: HTTPResponse { ErrorResponse.tooLarge(limitBytes: limits.maxUploadBytes).response }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
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
        case ("POST", "/api/trips"), ("POST", "/api/validate"):
            do {
                return try trip(request, html: request.path == "/api/trips" && request.query["format"] == "html")
            } catch {
                return error.response
            }
        case (_, "/"), (_, "/healthz"), (_, "/api/feeds"), (_, "/api/trips"), (_, "/api/validate"):
            var response = ErrorResponse(status: 405, code: "method_not_allowed", message: "\(request.method) is not allowed on \(request.path)").response
            response.headers.append(("Allow", request.path.hasPrefix("/api/t") || request.path.hasPrefix("/api/v") ? "POST" : "GET"))
            return response
        default:
            return ErrorResponse(status: 404, code: "not_found", message: "no such page: \(request.path)").response
        }
    }

    private func trip(_ request: HTTPRequest, html: Bool) throws(ErrorResponse) -> HTTPResponse {
        let image = try Self.screenshot(of: request)
        let date = try Self.date(of: request)
        let answer = Answer()
        let feeds = self.feeds, tiles = self.tiles
        let deadline = Date().addingTimeInterval(limits.requestSeconds)
        let accepted = pool.submit { reader in
            // A job that waited past its request's time limit is no longer wanted.
            guard Date() < deadline, !answer.isAbandoned else { return }
            let result = Result { () throws(PipelineError) -> HTTPResponse in
                let outcome = try TripPipeline.trip(from: image, source: "the upload", reader: reader, feeds: feeds, date: date)
                return Self.response(for: outcome, html: html, tiles: tiles)
            }
            answer.deliver(result.mapError { $0 })
        }
        guard accepted else {
            throw ErrorResponse(
                status: 503, code: "busy", message: "every worker is busy and the queue is full; try again shortly",
                retryAfterSeconds: limits.retryAfterSeconds)
        }
        switch answer.wait(until: deadline, stopping: stopping) {
        case .some(.success(let response)): return response
        case .some(.failure(let error)): throw ErrorResponse(error)
        case .none:
            throw ErrorResponse(
                status: 503, code: stopping.isSet ? "shutting_down" : "timeout",
                message: stopping.isSet
                    ? "the server is stopping; try again shortly"
                    : "reading the screenshot took longer than \(Int(limits.requestSeconds)) s",
                retryAfterSeconds: limits.retryAfterSeconds)
        }
    }

    /// `?date=YYYY-MM-DD`, which overrides the page's date like `--date`.
    static func date(of request: HTTPRequest) throws(ErrorResponse) -> ShownDate? {
        guard let text = request.query["date"], !text.isEmpty else { return nil }
        guard let parsed = ShownDate(parsing: text) else {
            throw ErrorResponse(status: 400, code: "bad_date", message: "date wants YYYY-MM-DD, not '\(text)'")
        }
        return parsed
    }

    /// The image: the body itself (any image type; lines JSON too), or a form's `file` field.
    static func screenshot(of request: HTTPRequest) throws(ErrorResponse) -> [UInt8] {
        let type = (request.headers["content-type"] ?? "").lowercased()
        let bytes: [UInt8]
        if type.hasPrefix("multipart/form-data") {
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

    /// The trip as `import --json`, or for the page: which feed it came from, then the card, map
    /// and GO mode (`TripMapHTML.fragment`).
    static func response(for outcome: TripPipeline.Outcome, html: Bool, tiles: TileSource? = nil) -> HTTPResponse {
        let feed = [("X-Tripshot-Feed", outcome.feed.info.name)]
        guard html else {
            return HTTPResponse(status: 200, contentType: "application/json", headers: feed, text: TripJSON.render(outcome.trip))
        }
        // The feed's other routes near the trip, drawn faintly; the map is right without them.
        let context = (try? outcome.feed.contextRoutes(near: outcome.trip)) ?? []
        let banner = #"<p class="feedline">"# + HTMLEscape.text(outcome.feed.info.displayName) + "</p>\n"
        return HTTPResponse(
            status: 200, contentType: "text/html; charset=utf-8", headers: feed,
            text: banner + TripMapHTML.fragment(outcome.trip, context: context, tiles: tiles))
    }

    private func feedsJSON() -> String {
        struct Feed: Encodable {
            var name: String
            var agencies: [String]
            var feed_version: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let list = feeds.map { Feed(name: $0.info.name, agencies: $0.info.agencies, feed_version: $0.info.version) }
        return (try? encoder.encode(["feeds": list])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// One request's answer, handed from the worker to the waiting connection thread.
final class Answer: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<HTTPResponse, PipelineError>?
    private var abandoned = false

    var isAbandoned: Bool { condition.withLock { abandoned } }

    func deliver(_ result: Result<HTTPResponse, PipelineError>) {
        condition.withLock {
            self.result = result
            condition.broadcast()
        }
    }

    /// The answer, or nil when `deadline` passed or the server is stopping first.
    func wait(until deadline: Date, stopping: Stopping) -> Result<HTTPResponse, PipelineError>? {
        condition.lock()
        defer { condition.unlock() }
        while result == nil {
            if stopping.isSet || Date() >= deadline {
                abandoned = true
                return nil
            }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
        return result
    }
}

/// A flag set once, read from any thread.
final class Stopping: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
