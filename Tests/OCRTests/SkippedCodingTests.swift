import Foundation
import PageText
import Testing

/// `skipped` travels in the PageText JSON, and JSON written before it existed still reads.
@Suite struct SkippedCodingTests {
    @Test func skippedRoundTrips() throws {
        let page = PageText(
            width: 100, height: 200, lines: [PageText.Line(text: "a", box: Box(x: 1, y: 2, width: 3, height: 4))],
            skipped: [PageText.Skipped(box: Box(x: 5, y: 6, width: 7, height: 8), reason: "too tall", mayHoldText: true)])
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(PageText.self, from: data) == page)
        #expect(String(decoding: data, as: UTF8.self).contains("\"skipped\""))
    }

    @Test func jsonWithoutSkippedDecodes() throws {
        let old = #"{"width": 10, "height": 20, "lines": []}"#
        #expect(try JSONDecoder().decode(PageText.self, from: Data(old.utf8)).skipped == [])
        let noFlag = #"{"width": 10, "height": 20, "lines": [], "skipped": [{"box": {"x": 0, "y": 0, "width": 1, "height": 1}, "reason": "r"}]}"#
        #expect(try JSONDecoder().decode(PageText.self, from: Data(noFlag.utf8)).skipped.first?.mayHoldText == true)
    }
}
