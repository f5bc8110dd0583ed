import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// Text on a filled panel (a coloured header bar, a button) is read with the panel's colour as its
/// background, where the page's background made the whole panel one solid piece of ink.
@Suite struct FilledPanelTests {
    /// A planner's card page whose header bar holds "Soluzioni di viaggio" in white on dark blue.
    @Test func whiteTextOnAHeaderBarIsRead() throws {
        let image = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/panels/header-bar.png")))
        let page = try TextRecognizer().read(imageData: image)
        let texts = page.lines.map(\.text)
        #expect(texts.contains { $0.contains("Soluzioni di viaggio") }, "\(texts)")
        // In reading order: the bar's line before the date under it.
        let bar = try #require(texts.firstIndex { $0.contains("Soluzioni") })
        let date = try #require(texts.firstIndex { $0.contains("aprile 2016") })
        #expect(bar < date)
        #expect(!page.skipped.contains { $0.reason == TextRegions.NotText.solid.rawValue })
    }

    /// A 400x100 panel of grey 60 on a white page, a light 200x40 block inside it (its "text") and
    /// rows of 59 other greys near its fill (none of them ink against it) over `noiseRows` rows: the
    /// fill's share of the panel is (32,000 - 400 x noiseRows) / 40,000.
    static func panel(noiseRows: Int) -> Data {
        TestPNG.grey(width: 600, height: 300) { x, y in
            guard (100..<500).contains(x), (100..<200).contains(y) else { return 255 }
            if (200..<400).contains(x), (150..<190).contains(y) { return 250 }
            if y - 100 < noiseRows { return UInt8(61 + (x + y) % 59) }
            return 60
        }
    }

    @Test func aFlatPanelAtHalfAndMoreIsRead() throws {
        // 29 noise rows: the fill covers (32,000 - 11,600) / 40,000 = 0.51 of the panel.
        let page = try preparedPage(Self.panel(noiseRows: 29))
        #expect(page.regions.contains { $0.left >= 100 && $0.right <= 500 && $0.top >= 100 && $0.bottom <= 200 })
        #expect(!page.skipped.contains { $0.reason == TextRegions.NotText.solid.rawValue })
    }

    @Test func aPanelUnderHalfOneGreyStaysSkipped() throws {
        // 31 noise rows: the fill covers (32,000 - 12,400) / 40,000 = 0.49.
        let page = try preparedPage(Self.panel(noiseRows: 31))
        #expect(!page.regions.contains { $0.left >= 100 && $0.right <= 500 && $0.top >= 100 && $0.bottom <= 200 })
        #expect(page.skipped.contains { $0.reason == TextRegions.NotText.solid.rawValue })
    }
}
