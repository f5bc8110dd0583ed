import Foundation
import TestSupport
import Testing
import TripShotPageText
import TripShotServerChain

/// The page's two requests over real HTTP: a screenshot's recognised lines (`POST /api/lines`),
/// then the trip from those lines (`POST /api/trips` with `application/json`), which is also how
/// an app with its own OCR asks.
@Suite(.serialized) struct ServeStagesTests {
    @Test func theLinesThenTheTripFromThem() throws {
        let image = try ServeFixtures.image(ServeFixtures.example)
        let expected = try ServeFixtures.truthTripIDs(ServeFixtures.example)
        try ServeFixtures.withServer { client in
            let lines = try client.post("/api/lines", body: image, contentType: "image/png")
            #expect(lines.status == 200, "\(lines.text.prefix(300))")
            #expect(lines.headers["content-type"] == "application/json")
            let page = try JSONDecoder().decode(PageText.self, from: lines.body)
            // What `tripshot ocr --json` reads: the same reader on the same bytes.
            let direct = try ScreenshotOCR().read([UInt8](image), source: "the test")
            #expect(page.lines.map(\.text) == direct.lines.map(\.text))
            #expect(page.width == direct.width && page.height == direct.height)

            let trip = try client.post("/api/trips", body: lines.body, contentType: "application/json")
            #expect(trip.status == 200, "\(trip.text.prefix(300))")
            #expect(trip.tripIDs == expected)
            let card = try client.post("/api/trips?format=html", body: lines.body, contentType: "application/json")
            #expect(card.status == 200)
            #expect(card.text.contains("id=\"trip-data\"") && card.text.contains("GO Transit (go-demo-2025-03)"))
            let verdicts = try client.post("/api/validate?date=2025-03-22", body: lines.body, contentType: "application/json")
            #expect(verdicts.status == 200)
            #expect(verdicts.text.contains("\"no_such_trip\""))

            // The image's own errors come from the first request.
            let broken = try client.post("/api/lines", body: Data(image.prefix(5000)), contentType: "image/png")
            #expect(broken.status == 422 && broken.errorCode == "corrupt_image")
            let wrongMethod = try client.get("/api/lines")
            #expect(wrongMethod.status == 405 && wrongMethod.headers["allow"] == "POST")
        }
    }

    @Test func linesJSONHasLimitsOnItsSizeAndItsLines() throws {
        let lines = Data(try ServeFixtures.lines(ServeFixtures.example).utf8)
        let count = try JSONDecoder().decode(PageText.self, from: lines).lines.count
        #expect(count > 3)
        try ServeFixtures.withServer(configure: { $0.maxLinesJSONBytes = lines.count - 1 }) { client in
            let response = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(response.status == 413 && response.errorCode == "too_large", "\(response.text)")
        }
        try ServeFixtures.withServer(configure: { $0.maxLines = count - 1 }) { client in
            for path in ["/api/trips", "/api/lines"] {
                let response = try client.post(path, body: lines, contentType: "application/json")
                #expect(response.status == 422 && response.errorCode == "too_many_lines", "\(path): \(response.text)")
            }
        }
        try ServeFixtures.withServer(configure: { $0.maxLinesJSONBytes = lines.count; $0.maxLines = count }) { client in
            let response = try client.post("/api/trips", body: lines, contentType: "application/json")
            #expect(response.status == 200)
        }
    }
}
