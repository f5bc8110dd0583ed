import Foundation
import TestSupport
import Testing
import TripShotRender

/// `tripshot serve` over real HTTP on 127.0.0.1: the server runs in process on a free port, the
/// client talks to it through a socket.
@Suite(.serialized) struct ServeAPITests {
    @Test func aGoodScreenshotGivesItsTrip() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        let expected = try ServeFixtures.truthTripIDs(ServeFixtures.example)
        #expect(expected == ["20250317-MI-2745", "20250317-21-21790"])
        try ServeFixtures.withServer { client in
            let raw = try client.post("/api/trips", body: image, contentType: "image/png")
            #expect(raw.status == 200)
            #expect(raw.headers["content-type"] == "application/json")
            #expect(raw.tripIDs == expected)

            // The same as a form upload, with the page's HTML answer: the card, the map and GO mode's data.
            let form = HTTPTestClient.form(field: "file", file: image, type: "image/png")
            let page = try client.post("/api/trips?format=html", body: form.body, contentType: form.contentType)
            #expect(page.status == 200)
            #expect(page.text.contains("id=\"trip-data\""))
            #expect(page.text.contains("<section class=\"mapbox\""))
            #expect(page.text.contains("GO Transit (go-demo-2025-03)"))

            // validate answers the verdicts; --date moves the day, and no trip runs then.
            let verdicts = try client.post("/api/validate?date=2025-03-22", body: image, contentType: "image/png")
            #expect(verdicts.status == 200)
            #expect(verdicts.text.contains("\"no_such_trip\""))
        }
    }

    /// `serve --tiles`: every trip's map names the tile source (the rider's browser fetches the
    /// tiles); without it, nothing in the answer names one.
    @Test func aTileSourceReachesEveryTripsMap() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        let tiles = try TileSource(template: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "Test tiles")
        try ServeFixtures.withServer(tiles: tiles) { client in
            let page = try client.post("/api/trips?format=html", body: image, contentType: "image/png")
            #expect(page.status == 200)
            // In the page's JSON data, where "/" may be written "\/".
            #expect(page.text.replacingOccurrences(of: "\\/", with: "/").contains("http://127.0.0.1:9/{z}/{x}/{y}.png"))
            #expect(page.text.contains("Test tiles"))
        }
        try ServeFixtures.withServer { client in
            let page = try client.post("/api/trips?format=html", body: image, contentType: "image/png")
            #expect(page.status == 200)
            #expect(!page.text.contains("127.0.0.1:9"))
        }
    }

    @Test func thePageHealthAndFeeds() throws {
        try ServeFixtures.withServer { client in
            let page = try client.get("/")
            #expect(page.status == 200)
            #expect(page.text.contains("id=\"shot-file\""))
            #expect(page.text.contains("tripshot.startTripPage") || page.text.contains("startTripPage"))
            #expect(!page.text.contains("https://") && !page.text.contains("<link"))
            #expect(try client.get("/healthz").text == "ok\n")
            let feeds = try client.get("/api/feeds")
            #expect(feeds.status == 200)
            #expect(feeds.text.contains("\"GO Transit\"") && feeds.text.contains("go-demo-2025-03"))
        }
    }

    @Test func eachErrorHasItsStatusAndCode() throws {
        let example = try ServeFixtures.lines(ServeFixtures.example)
        try ServeFixtures.withServer { client in
            func check(_ response: HTTPTestClient.Response, _ status: Int, _ code: String) {
                #expect(response.status == status, "\(code): \(response.text)")
                #expect(response.errorCode == code, "\(response.text)")
                #expect(response.headers["content-type"] == "application/json")
            }
            check(try client.post("/api/trips", body: Data("hello".utf8), contentType: "text/plain"), 415, "not_an_image")
            check(try client.post("/api/trips", body: Data("hello, not a PNG".utf8), contentType: "image/png"), 415, "not_an_image")
            check(try client.post("/api/trips", body: Data(), contentType: "image/png"), 400, "empty")
            check(try client.post("/api/trips?date=17-03-2025", body: Data("x".utf8), contentType: "image/png"), 400, "bad_date")
            let noFile = HTTPTestClient.form(field: "picture", file: Data("x".utf8), type: "image/png")
            check(try client.post("/api/trips", body: noFile.body, contentType: noFile.contentType), 400, "no_file")
            // A PNG cut short: the format is known, the image is broken.
            let truncated = try ServeFixtures.image(ServeFixtures.example).prefix(5000)
            check(try client.post("/api/trips", body: Data(truncated), contentType: "image/png"), 422, "corrupt_image")
            // Too many pixels, refused from the image's header (a few bytes claiming 100 megapixels).
            check(try client.post("/api/trips", body: TestPNG.headerOnly(width: 10_000, height: 10_000), contentType: "image/png"), 422, "too_many_pixels")
            // Recognised lines (what a phone's own OCR sends) without any Depart/Arrive: no itinerary.
            let noItinerary = #"{"width": 400, "height": 300, "lines": [{"text": "Hello", "confidence": 90, "box": {"x": 10, "y": 10, "width": 100, "height": 20}, "words": []}]}"#
            check(try client.post("/api/trips", body: Data(noItinerary.utf8), contentType: "application/json"), 422, "no_itinerary")
            // A ride whose two stop names no stop of the feed has, at an arrival no run makes (the
            // schedule would name both at the page's own times): the message names the closest.
            let unknown = example.replacingOccurrences(of: #"\bSquare One\b"#, with: "Qwxyzzy Plonk", options: .regularExpression)
                .replacingOccurrences(of: #""Square""#, with: #""Qwxyzzy""#).replacingOccurrences(of: #""One""#, with: #""Plonk""#)
                .replacingOccurrences(of: #"\bErindale\b"#, with: "Wxqj", options: .regularExpression)
                .replacingOccurrences(of: "19:33", with: "19:36")
            let stop = try client.post("/api/trips", body: Data(unknown.utf8), contentType: "application/json")
            check(stop, 422, "unknown_stop")
            #expect(stop.text.contains("no stop of the feed is named like 'Qwxyzzy Plonk'; closest: "))
            check(try client.get("/nowhere"), 404, "not_found")
            let wrongMethod = try client.post("/api/trips", body: Data(), contentType: nil, method: "PUT")
            check(wrongMethod, 405, "method_not_allowed")
            #expect(wrongMethod.headers["allow"] == "POST")
        }
    }

    @Test func severalFeedsEachScreenshotGoesToItsOwn() throws {
        let feeds = [try ServeFixtures.goFeed(), try ServeFixtures.feed("Tests/Fixtures/feeds/bart.zip")]
        try ServeFixtures.withServer(feeds: feeds) { client in
            let listed = try client.get("/api/feeds").text
            #expect(listed.contains("\"go-fixture\"") && listed.contains("\"bart\""))
            for (folder, name, feed) in [("real-feeds", "p02_bart_transfer", "bart"), ("go", ServeFixtures.example, "go-fixture")] {
                let lines = try ServeFixtures.lines(name, folder: folder)
                let response = try client.post("/api/trips", body: Data(lines.utf8), contentType: "application/json")
                #expect(response.status == 200, "\(name): \(response.text.prefix(300))")
                #expect(response.headers["x-tripshot-feed"] == feed, "\(name)")
                #expect(response.tripIDs == (try ServeFixtures.truthTripIDs(name, folder: folder)), "\(name)")
            }
        }
    }

    @Test func anUploadOverTheLimitIsRefused() throws {
        try ServeFixtures.withServer(maxUpload: 1_000_000) { client in
            // Declared too large: refused from the header, before a byte of the body is sent.
            let connection = try client.connect()
            connection.write(HTTPTestClient.head("POST", "/api/trips", [("Content-Type", "image/png"), ("Content-Length", "5000000")]))
            let declared = try connection.response()
            #expect(declared.status == 413)
            #expect(declared.errorCode == "too_large")

            // No Content-Length: cut off once the limit is passed while reading.
            let chunked = try client.postChunked("/api/trips", body: Data(count: 1_500_000), contentType: "image/png")
            #expect(chunked.status == 413)
            #expect(chunked.errorCode == "too_large")

            // Just under the limit goes through to the image checks.
            let under = try client.postChunked("/api/trips", body: Data(count: 900_000), contentType: "image/png")
            #expect(under.status == 415)
        }
    }

    @Test func aFullQueueAnswers503WithRetryAfter() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        try ServeFixtures.withServer(workers: 1, queue: 1) { client in
            // One worker, one place in the queue: of six screenshots sent at once, at most two are taken.
            // One thread each, all started together: `concurrentPerform` runs only as many at once
            // as there are cores, which on two cores would send them two by two.
            let responses = Responses()
            let sent = DispatchGroup()
            for _ in 0..<6 {
                sent.enter()
                Thread {
                    responses.add(try? client.post("/api/trips", body: image, contentType: "image/png"))
                    sent.leave()
                }.start()
            }
            sent.wait()
            let all = responses.all
            #expect(all.count == 6)
            let busy = all.filter { $0.status == 503 }
            #expect(busy.count >= 4)
            #expect(busy.allSatisfy { $0.headers["retry-after"] == "2" && $0.errorCode == "busy" })
            #expect(all.filter { $0.status == 200 }.allSatisfy { !$0.tripIDs.isEmpty })
        }
    }

    @Test func aRequestOverItsTimeLimitAnswers503() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        // Reading a screenshot takes far longer than a twentieth of a second on any machine.
        try ServeFixtures.withServer(requestSeconds: 0.05) { client in
            let response = try client.post("/api/trips", body: image, contentType: "image/png")
            #expect(response.status == 503)
            #expect(response.errorCode == "timeout")
            #expect(response.headers["retry-after"] == "2")
            // Cheap requests are not held up by it.
            #expect(try client.get("/healthz").status == 200)
        }
    }

    @Test func concurrentScreenshotsEachGetTheirOwnTrip() throws {
        let screens = ServeFixtures.goScreens
        let images = try screens.map(ServeFixtures.image)
        let expected = try screens.map { try ServeFixtures.truthTripIDs($0) }
        try ServeFixtures.withServer(workers: 2, queue: 16) { client in
            let results = Responses()
            DispatchQueue.concurrentPerform(iterations: screens.count * 2) { index in
                let which = index % screens.count
                let response = try? client.post("/api/trips", body: images[which], contentType: "image/png")
                results.add(response, tag: which)
            }
            let answers = results.tagged
            #expect(answers.count == screens.count * 2)
            for (which, response) in answers {
                #expect(response.status == 200, "\(screens[which]): \(response.text.prefix(200))")
                #expect(response.tripIDs == expected[which], "\(screens[which])")
            }
        }
    }
}

/// Answers collected from several threads.
final class Responses: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(Int, HTTPTestClient.Response)] = []
    private var missing = 0

    func add(_ response: HTTPTestClient.Response?, tag: Int = 0) {
        lock.withLock {
            if let response { list.append((tag, response)) } else { missing += 1 }
        }
    }

    var all: [HTTPTestClient.Response] { lock.withLock { list.map(\.1) } }
    var tagged: [(Int, HTTPTestClient.Response)] { lock.withLock { list } }
}
