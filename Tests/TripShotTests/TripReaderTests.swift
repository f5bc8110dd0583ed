import Foundation
import TestSupport
import Testing
import TripShot
import TripShotPageText
import TripShotParser
import TripShotResolver
import TripShotTrip

/// The one-call entry point an app uses: recognised lines + feed database -> trip, typed errors.
@Suite struct TripReaderTests {
    static func goExamplePage() throws -> PageText {
        let url = URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json"))
        return try JSONDecoder().decode(PageText.self, from: Data(contentsOf: url))
    }

    @Test func theGOExampleLinesGiveTheScheduledTrips() throws {
        let reader = try TripReader(databasePath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")))
        let reading = try reader.read(Self.goExamplePage())
        #expect(reading.trip.rides.map(\.shownRouteCode) == ["MI", "21"])
        #expect(reading.trip.rides.allSatisfy { !$0.tripID.isEmpty })
        #expect(reading.itinerary.rides.count == 2)
    }

    /// An app gets the itinerary as the feed spells it: "Erindale" read "ErindaIe" (I for l) is the
    /// feed's "Erindale GO", the page's reading kept as an alternative and the change a warning.
    @Test func theItineraryIsSpelledAsTheFeedSpellsIt() throws {
        var page = try Self.goExamplePage()
        for index in page.lines.indices {
            page.lines[index].text = page.lines[index].text.replacingOccurrences(of: "Erindale", with: "ErindaIe")
            for word in page.lines[index].words.indices {
                page.lines[index].words[word].text = page.lines[index].words[word].text
                    .replacingOccurrences(of: "Erindale", with: "ErindaIe")
            }
        }
        let reader = try TripReader(databasePath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")))
        let reading = try reader.read(page)
        let alighting = try #require(reading.itinerary.rides.first?.to)
        #expect(alighting.value == "Erindale GO")
        #expect(alighting.alternatives == ["ErindaIe GO"])
        #expect(alighting.spelledByFeed)
        #expect(reading.itinerary.warnings.contains("read 'ErindaIe GO', the feed names it 'Erindale GO'"))
        #expect(reading.trip.rides.first?.toReading?.spelledByFeed == true)
        #expect(reading.trip.rides.first?.to.stopID == "ER")
    }

    @Test func aMissingDatabaseIsADatabaseError() {
        #expect {
            _ = try TripReader(databasePath: "/nonexistent/feed.sqlite")
        } throws: { error in
            guard case TripShotError.feed = error else { return false }
            return "\(error)".contains("/nonexistent/feed.sqlite")
        }
    }

    @Test func linesThatAreNoItineraryAreNamedSo() throws {
        let reader = try TripReader(databasePath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")))
        let page = PageText(
            width: 1170, height: 2532, lines: [PageText.Line(text: "Hello", box: Box(x: 10, y: 10, width: 200, height: 40))])
        #expect {
            _ = try reader.read(page)
        } throws: { error in
            guard case TripShotError.itinerary = error else { return false }
            return "\(error)".hasPrefix("not an itinerary: ")
        }
    }
}
