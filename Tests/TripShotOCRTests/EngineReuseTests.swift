import Foundation
import TestSupport
import Testing
import TripShotOCR

/// One engine reads many images; nothing from one image may leak into the next.
@Suite struct EngineReuseTests {
    @Test func readingOtherImagesInBetweenChangesNothing() throws {
        let light = Fixtures.path("Tests/Fixtures/screens/go/go_example_mi_21__D_bare_phone3x.png")
        let dark = Fixtures.path("Tests/Fixtures/screens/real-feeds/p07_nyc_transfer.png")
        let desktop = Fixtures.path("Tests/Fixtures/screens/real-feeds/p12_cdmx_metrobus_freq.png")
        let recognizer = try TextRecognizer()
        let first = try recognizer.read(imageAt: light)
        _ = try recognizer.read(imageAt: dark)
        _ = try recognizer.read(imageAt: desktop)
        let again = try recognizer.read(imageAt: light)
        #expect(first == again)
        #expect(try TextRecognizer().read(imageAt: light) == first)
    }

    @Test func readsBytesLikeTheFile() throws {
        let path = Fixtures.path("Tests/Fixtures/screens/real-feeds/p01_bart_single.png")
        let recognizer = try TextRecognizer()
        let fromFile = try recognizer.read(imageAt: path)
        let fromData = try recognizer.read(imageData: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(fromFile == fromData)
    }
}
