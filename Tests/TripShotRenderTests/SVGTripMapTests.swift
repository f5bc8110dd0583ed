import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import TripShotRender

@Suite struct SVGTripMapTests {
    /// Counts elements by name and class while checking the document is well-formed XML.
    final class Census: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            counts[name, default: 0] += 1
            if let cls = attributes["class"] { counts["\(name).\(cls)", default: 0] += 1 }
        }
    }

    @Test func isWellFormedAndDrawsEveryLayer() throws {
        let svg = TripMapSVG.render(GOExampleTrip.trip())
        let census = Census()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = census
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(census.counts["polyline.ride"] == 2)
        #expect(census.counts["circle.wd"] == 5)
        #expect(census.counts["circle.sd end"] == 2)
        #expect(census.counts["circle.sd transfer"] == 2)
        #expect(census.counts["circle.sd through"] == 3)
        #expect(census.counts["text.lb"] == 4)
        #expect(census.counts["text.lb small"] == 3)
        #expect(!svg.contains("<script"))
    }
}
