import Testing
import TripShotPageText

@testable import TripShotParser

/// The header states the trip's ends ("72 St to 28 St"); each cut at a " to " offers its origin to
/// the first ride's boarding name and its destination to the last ride's alighting name, after
/// the page's own readings, for the feed to decide.
@Suite struct HeaderEndsTests {
    /// A two-ride page; `indent` moves the stops' column right of the header's (a timeline rail).
    private func page(ends: [String], from: String = "2st", to: String = "96 St", indent: Int = 0, endsY: Int = 560) -> PageText {
        var page = PageBuilder()
        page.text("Your Trip", y: 300)
        page.text("Monday, March 17, 2025", y: 380)
        page.text("Duration: 1 h 8 min", y: 440)
        page.text("Transfers: 1", y: 500)
        for (index, line) in ends.enumerated() { page.text(line, y: endsY + 50 * index) }
        let column = PageBuilder.left + indent
        page.stop([from], label: "Depart:", time: "18:25", y: 900, nameX: column)
        page.text("1 - South Ferry", x: column, y: 1090)
        page.stop(["Chambers St"], label: "Arrive:", time: "18:59", y: 1280, nameX: column)
        page.text("Transfer", x: column, y: 1400)
        page.stop(["Chambers St"], label: "Depart:", time: "19:05", y: 1500, nameX: column)
        page.text("2 - Flatbush Av", x: column, y: 1690)
        page.stop([to], label: "Arrive:", time: "19:20", y: 1880, nameX: column)
        return page.page
    }

    @Test func theEndsMayStandFartherUnderTheFieldsThanAWrap() throws {
        // The line's margin puts it 1.5 text heights under "Transfers: 1"; only its own wrapped
        // lines must follow within a wrap gap.
        let itinerary = try ItineraryParser.parse(page(ends: ["72 St to 96 St"], endsY: 600))
        #expect(itinerary.rides.first?.from.readings == ["2st", "72 St"])
    }

    @Test func aHeaderLeftOfTheStopsColumnStillCounts() throws {
        // A timeline rail pushes the stops three text heights right; the header stays where it was.
        let itinerary = try ItineraryParser.parse(page(ends: ["72 St to 96 St"], indent: 120))
        #expect(itinerary.rides.first?.from.readings == ["2st", "72 St"])
    }

    @Test func theHeadersEndsAreTheOuterNamesLastAlternatives() throws {
        let itinerary = try ItineraryParser.parse(page(ends: ["72 St to 96 St"]))
        let rides = itinerary.rides
        #expect(rides.first?.from.readings == ["2st", "72 St"])
        // Read alike on both, the destination gains nothing; the transfer's names gain nothing.
        #expect(rides.last?.to.readings == ["96 St"])
        #expect(rides.first?.to.alternatives.isEmpty == true && rides.last?.from.alternatives.isEmpty == true)
    }

    @Test func aWrappedHeaderWithANameHoldingToGivesEveryCut() throws {
        let itinerary = try ItineraryParser.parse(page(ends: ["72 St to Back to", "the Future 96 St"], to: "the Future 96 St"))
        #expect(itinerary.rides.first?.from.readings == ["2st", "72 St", "72 St to Back"])
        #expect(itinerary.rides.last?.to.readings == ["the Future 96 St", "Back to the Future 96 St"])
    }

    @Test func withoutAHeaderLineNothingIsAdded() throws {
        let itinerary = try ItineraryParser.parse(page(ends: []))
        #expect(itinerary.rides.first?.from.readings == ["2st"])
    }

    @Test func aDatesYearCutOffAlongItsRowIsJoinedBack() throws {
        // A large font pushes "2018" past the labels' column edge: the layout cuts it off as the
        // right column's, on the date's row.
        var page = PageBuilder.example(header: false)
        page.lineRuns(y: 576, [PageBuilder.Run(text: "Wednesday, December 26,", x: PageBuilder.left), PageBuilder.Run(text: "2018", x: PageBuilder.right)])
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.date?.value == ShownDate(year: 2018, month: 12, day: 26))
    }
}
