import CCurl
import Foundation

/// An HTTP(S) GET through libcurl, with what fetching a feed needs: redirects followed (at most
/// 10), a connect timeout, a stall cut-off (fewer than 1 byte/s for `stallSeconds`), an overall
/// timeout, a size limit enforced while the body streams in, and conditional requests (ETag,
/// Last-Modified) so an unchanged feed comes back as a bodiless 304.
public enum HTTPFetch {
    public struct Request: Sendable {
        public var url: String
        public var etag: String?
        public var lastModified: String?
        public var maxBytes: Int64
        public var connectTimeoutSeconds: Int
        public var stallSeconds: Int
        public var totalTimeoutSeconds: Int

        public init(
            url: String, etag: String? = nil, lastModified: String? = nil, maxBytes: Int64,
            connectTimeoutSeconds: Int = 10, stallSeconds: Int = 30, totalTimeoutSeconds: Int = 600
        ) {
            self.url = url
            self.etag = etag
            self.lastModified = lastModified
            self.maxBytes = maxBytes
            self.connectTimeoutSeconds = connectTimeoutSeconds
            self.stallSeconds = stallSeconds
            self.totalTimeoutSeconds = totalTimeoutSeconds
        }
    }

    public struct Response: Sendable {
        public var status: Int
        /// The URL after redirects.
        public var finalURL: String
        public var etag: String?
        public var lastModified: String?
        /// The body's bytes (empty for a 304, or when it went to a file).
        public var body: [UInt8]
        public var bodyBytes: Int64
        public var notModified: Bool { status == 304 }
    }

    /// True for the URLs `fetch` takes: http and https.
    public static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// GETs `request.url`; the body goes to `file` when given (created or truncated), else into
    /// `Response.body`. `progress` is called with (received, expected or 0) as bytes arrive.
    public static func get(
        _ request: Request, to file: String? = nil, progress: (@Sendable (Int64, Int64) -> Void)? = nil
    ) throws(FetchError) -> Response {
        curlGlobalInit
        guard let handle = curl_easy_init() else { throw FetchError(.failed, url: request.url, "libcurl did not start") }
        defer { curl_easy_cleanup(handle) }
        let sink = Sink(limit: request.maxBytes, progress: progress)
        if let file {
            guard let stream = fopen(file, "wb") else {
                throw FetchError(.failed, url: request.url, "cannot write \(file): \(String(cString: strerror(errno)))")
            }
            sink.file = stream
        }
        defer { if let stream = sink.file { fclose(stream) } }
        var headers: UnsafeMutablePointer<curl_slist>?
        if let etag = request.etag { headers = curl_slist_append(headers, "If-None-Match: \(etag)") }
        if let lastModified = request.lastModified { headers = curl_slist_append(headers, "If-Modified-Since: \(lastModified)") }
        defer { curl_slist_free_all(headers) }

        let context = Unmanaged.passUnretained(sink).toOpaque()
        _ = ccurl_setopt_string(handle, CURLOPT_URL, request.url)
        _ = ccurl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        _ = ccurl_setopt_long(handle, CURLOPT_MAXREDIRS, 10)
        _ = ccurl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = ccurl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = ccurl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT, request.connectTimeoutSeconds)
        _ = ccurl_setopt_long(handle, CURLOPT_TIMEOUT, request.totalTimeoutSeconds)
        _ = ccurl_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = ccurl_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, request.stallSeconds)
        _ = ccurl_setopt_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxBytes))
        _ = ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = ccurl_setopt_string(handle, CURLOPT_USERAGENT, "tripshot")
        _ = ccurl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headers)
        _ = ccurl_setopt_write(handle, { data, size, count, context in
            Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue().write(data, size * count)
        })
        _ = ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = ccurl_setopt_header(handle, { data, size, count, context in
            Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue().header(data, size * count)
        })
        _ = ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        if progress != nil {
            _ = ccurl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
            _ = ccurl_setopt_progress(handle, { context, total, now, _, _ in
                Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue().progress?(Int64(now), Int64(total))
                return 0
            })
            _ = ccurl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context)
        }
        let code = curl_easy_perform(handle)
        var status = 0
        _ = ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        var final: UnsafeMutablePointer<CChar>?
        _ = ccurl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &final)
        let finalURL = final.map { String(cString: $0) } ?? request.url
        if sink.overLimit || code == CURLE_FILESIZE_EXCEEDED {
            throw FetchError(.tooLarge, url: request.url, "the body is larger than the limit of \(request.maxBytes) bytes; cut there")
        }
        switch code {
        case CURLE_OK: break
        case CURLE_OPERATION_TIMEDOUT:
            throw FetchError(
                .timedOut, url: request.url,
                "timed out (\(sink.received) bytes received; no answer in \(request.connectTimeoutSeconds) s, a stall of \(request.stallSeconds) s, or over \(request.totalTimeoutSeconds) s in all)")
        default:
            throw FetchError(.failed, url: request.url, String(cString: curl_easy_strerror(code)))
        }
        if status >= 400 { throw FetchError(.httpStatus(status), url: request.url, "the server answered HTTP \(status)") }
        // Headers of the last response only: a redirect's are reset as the next one starts.
        return Response(
            status: status, finalURL: finalURL, etag: sink.headers["etag"], lastModified: sink.headers["last-modified"],
            body: sink.body, bodyBytes: sink.received)
    }

    /// curl_global_init, once per process, before any handle.
    private static let curlGlobalInit: Void = { _ = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    /// Where libcurl's callbacks write: the body (memory or a file), the last response's headers.
    private final class Sink {
        let limit: Int64
        let progress: (@Sendable (Int64, Int64) -> Void)?
        var file: UnsafeMutablePointer<FILE>?
        var body: [UInt8] = []
        var received: Int64 = 0
        var overLimit = false
        var headers: [String: String] = [:]

        init(limit: Int64, progress: (@Sendable (Int64, Int64) -> Void)?) {
            self.limit = limit
            self.progress = progress
        }

        /// Returning less than `count` makes libcurl stop with a write error.
        func write(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
            guard let data else { return 0 }
            received += Int64(count)
            if received > limit {
                overLimit = true
                return 0
            }
            if let file { return fwrite(data, 1, count, file) }
            data.withMemoryRebound(to: UInt8.self, capacity: count) { body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
            return count
        }

        func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
            guard let data else { return 0 }
            let line = data.withMemoryRebound(to: UInt8.self, capacity: count) {
                String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
            }
            if line.hasPrefix("HTTP/") {
                headers = [:]
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].lowercased()
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            return count
        }
    }
}
