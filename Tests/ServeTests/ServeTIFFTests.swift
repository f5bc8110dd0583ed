import Foundation
import TestSupport
import Testing

/// Half a TIFF uploaded to the real `tripshot serve`: 422 `corrupt_image`, and the server's log
/// (its standard error) holds the request's line and nothing from leptonica or libtiff.
@Suite(.serialized) struct ServeTIFFTests {
    @Test func halfATIFFIs422AndLeavesTheLogClean() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/tiff/go_21_squareone_streetsville__C_desktop1x_strips.tif")))
        let served = try ServeLimitOptionsTests.Served([])
        for _ in 0..<3 {
            let response = try served.client.post("/api/trips", body: whole.prefix(whole.count / 2), contentType: "image/tiff")
            #expect(response.status == 422, "\(response.text)")
            #expect(response.errorCode == "corrupt_image", "\(response.text)")
        }
        kill(served.process.processIdentifier, SIGTERM)
        #expect(served.stderr.wait(for: "stopped\n"))
        let log = served.stderr.all.split(separator: "\n").map(String.init)
        #expect(log.filter { $0.hasPrefix("POST /api/trips 422 ") }.count == 3, "\(served.stderr.all)")
        let expected = ["serving ", "POST /api/trips 422 ", "stopping", "stopped"]
        let strays = log.filter { line in !expected.contains { line.hasPrefix($0) } }
        #expect(strays.isEmpty, "lines from the decoders: \(strays)")
    }
}
