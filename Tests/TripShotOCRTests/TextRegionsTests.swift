import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// Where Tesseract is asked to read: text rectangles only, never a whole noisy page.
@Suite struct TextRegionsTests {
    @Test func noiseHasNoTextRectangle() throws {
        var state: UInt32 = 99
        let noise = TestPNG.grey(width: 600, height: 800) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        #expect(try preparedPage(noise).regions.isEmpty)
    }

    @Test func aScreenshotIsCutIntoLineSizedRectangles() throws {
        let path = Fixtures.path("Tests/Fixtures/screens/go/go_example_mi_21__D_bare_phone3x.png")
        let page = try preparedPage(try Data(contentsOf: URL(fileURLWithPath: path)))
        let boxes = try #require(try GroundTruth.load(besideImage: "Tests/Fixtures/screens/go/go_example_mi_21__D_bare_phone3x.png").boxes)
        #expect(page.regions.count >= boxes.filter { !$0.text.isEmpty }.count)
        #expect(page.regions.allSatisfy { $0.height <= 3 * page.typicalTextHeight })
        // Every label's ink lies in a rectangle of its own column, apart from the station name.
        for label in boxes where label.kind == "label" {
            let holding = page.regions.filter { $0.left >= label.bbox[0] - 4 && $0.top >= label.bbox[1] - 4 && $0.bottom <= label.bbox[3] + 4 }
            #expect(holding.count == 1, "\(label.text) at \(label.bbox)")
        }
    }

    @Test func darkPagesAreInverted() throws {
        let path = Fixtures.path("Tests/Fixtures/screens/real-feeds/p16_trimet_transfer.png")
        let page = try preparedPage(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(page.wasDark)
        #expect(page.background > 128)
        let light = try preparedPage(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/screens/real-feeds/p01_bart_single.png"))))
        #expect(!light.wasDark)
    }
}
