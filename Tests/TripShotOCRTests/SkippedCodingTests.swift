import Foundation
import Testing
import TripShotPageText

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

/// A line's other readings travel in the PageText JSON, are left out when there are none (a line read
/// once is written as before), and JSON written without them still reads.
@Suite struct OtherReadingsCodingTests {
    @Test func otherReadingsRoundTrip() throws {
        let word = PageText.Word(text: "EZI", box: Box(x: 1, y: 2, width: 3, height: 4), confidence: 0)
        let line = PageText.Line(
            text: "17:27", box: Box(x: 1, y: 2, width: 3, height: 4), confidence: 93,
            otherReadings: [PageText.Reading(text: "EZI", confidence: 0, words: [word])])
        let page = PageText(width: 100, height: 200, lines: [line])
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(PageText.self, from: data) == page)
        #expect(String(decoding: data, as: UTF8.self).contains("\"otherReadings\""))
    }

    @Test func aLineReadOnceIsWrittenWithoutThem() throws {
        let page = PageText(width: 10, height: 20, lines: [PageText.Line(text: "a", box: Box(x: 1, y: 2, width: 3, height: 4))])
        #expect(!String(decoding: try JSONEncoder().encode(page), as: UTF8.self).contains("otherReadings"))
    }

    @Test func jsonWithoutThemDecodes() throws {
        let old = #"{"width": 10, "height": 20, "lines": [{"text": "a", "box": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
        #expect(try JSONDecoder().decode(PageText.self, from: Data(old.utf8)).lines.first?.otherReadings == [])
        let noWords = #"{"width": 10, "height": 20, "lines": [{"text": "a", "box": {"x": 0, "y": 0, "width": 1, "height": 1}, "otherReadings": [{"text": "b", "confidence": 5}]}]}"#
        #expect(try JSONDecoder().decode(PageText.self, from: Data(noWords.utf8)).lines.first?.otherReadings.first?.words == [])
    }
}

/// A word's runners-up travel in the PageText JSON the same way: left out when there are none.
@Suite struct WordAlternativesCodingTests {
    @Test func alternativesRoundTripAndAreLeftOutWhenNone() throws {
        let box = Box(x: 1, y: 2, width: 3, height: 4)
        let doubtful = PageText.Word(text: "Sauare", box: box, confidence: 50, alternatives: ["Square"])
        let clear = PageText.Word(text: "One", box: box, confidence: 96)
        let page = PageText(width: 100, height: 200, lines: [PageText.Line(text: "Sauare One", box: box, words: [doubtful, clear])])
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(PageText.self, from: data) == page)
        #expect(String(decoding: data, as: UTF8.self).components(separatedBy: "\"alternatives\"").count == 2)
    }
}
