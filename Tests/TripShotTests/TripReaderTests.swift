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

    /// A page without a date is counted from the reader's today: MI's 05:29 from Milton GO runs on
    /// the fixture's weekdays (17 to 21 March 2025; the feed runs to the 23rd), so it is taken on a
    /// Wednesday today itself, on the Monday after a Sunday today, and on Friday the 21st, the
    /// latest before, when today is after the feed; the trip says its day was assumed.
    @Test(arguments: [("2025-03-19", "2025-03-19"), ("2025-03-16", "2025-03-17"), ("2025-04-01", "2025-03-21")])
    func anUndatedPageIsCountedFromTheReadersToday(_ today: String, _ chosen: String) throws {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let ride = Ride(
            routeCode: Located("MI", box: box), headsign: nil, from: Located("Milton GO", box: box),
            to: Located("Union Station", box: box), departure: Located(ClockTime(hour: 5, minute: 29), box: box),
            arrival: Located(ClockTime(hour: 6, minute: 28), box: box), stopsBetween: nil)
        let path = try FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip"))
        let reader = try TripReader(databasePath: path, today: ShownDate(parsing: today))
        let reading = try reader.chain.trip(from: Itinerary(date: nil, legs: [.ride(ride)]), date: nil)
        #expect(reading.trip.serviceDate == ShownDate(parsing: chosen))
        #expect(reading.trip.serviceDateSource == .assumed)
    }

    /// Without a today the day is the system's in the feed's agency_timezone: at 03:00 UTC on
    /// 18 March 2025 it is still the 17th in Toronto (UTC-4), and already the 18th at 04:00 UTC.
    @Test func theDefaultTodayIsTheFeedsLocalDate() throws {
        let feed = try SharedFeed(databasePath: FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip")))
        #expect(feed.info.timeZone == "America/Toronto")
        let threeUTC = Date(timeIntervalSince1970: 1_742_266_800)  // 2025-03-18T03:00:00Z
        #expect(feed.today(at: threeUTC) == ShownDate(year: 2025, month: 3, day: 17))
        #expect(feed.today(at: threeUTC.addingTimeInterval(3600)) == ShownDate(year: 2025, month: 3, day: 18))
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
