import Testing
import TripShotPageText
import TripShotParser

/// Incomplete pages are errors that say what is missing and where; no leg is ever invented.
@Suite struct ParseErrorTests {
    @Test func pageWithoutLabelsIsNoItinerary() throws {
        var page = PageBuilder()
        page.text("Your Trip", y: 480)
        page.text("Union Station to Square One", y: 776)
        page.text("Buy e-ticket", y: 1300)
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        #expect(error == .noItinerary(pageWidth: 1170, pageHeight: 2600, lineCount: 3))
        #expect(error?.description.contains("'Depart:'") == true)
    }

    @Test func departWithNoArriveNamesTheDepart() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("MI - Milton GO", y: 1090)
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        guard case .departWithoutArrive(let label, let stop, let next)? = error else {
            Issue.record("expected departWithoutArrive, got \(String(describing: error))")
            return
        }
        #expect(label.minX == PageBuilder.right && label.minY == 900)
        #expect(stop == "Union Station")
        #expect(next == nil)
        #expect(error?.description.contains("(818,900") == true, "the message points at the label's box")
    }

    @Test func departFollowedByAnotherDepartIsIncomplete() throws {
        var page = PageBuilder.example()
        page.lines.removeAll { $0.text.contains("Erindale GO Arrive:") || $0.text == "18:59" }
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        guard case .departWithoutArrive(_, let stop, let next)? = error else {
            Issue.record("expected departWithoutArrive, got \(String(describing: error))")
            return
        }
        #expect(stop == "Union Station")
        #expect(next?.minY == 1633)
    }

    @Test func arriveWithNoDepartAboveIt() throws {
        var page = PageBuilder()
        page.text("MI - Milton GO", y: 700)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 900)
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        #expect(error == .arriveWithoutDepart(label: Box(x: 818, y: 900, width: 7 * 24, height: 40), stop: "Erindale GO"))
    }

    @Test func rideWithNoRouteLineNamesItsStopsAndTheGap() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("Show 3 Stops in Between", y: 1170)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        guard case .missingRouteLine(let from, let to, let between)? = error else {
            Issue.record("expected missingRouteLine, got \(String(describing: error))")
            return
        }
        #expect(from == "Union Station")
        #expect(to == "Erindale GO")
        #expect(between.minY == 1004 && between.maxY == 1280, "from under the Depart's time to the Arrive's label")
    }

    @Test func aLabelWithNoTimeUnderItLeavesTheTimeToTheSchedule() throws {
        var page = PageBuilder()
        page.line(y: 900, .init(text: "Union Station", x: 84), .init(text: "Depart:", x: 818))
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.departure == nil)
        #expect(itinerary.rides.first?.arrival?.value.description == "18:59")
        #expect(itinerary.warnings == ["no time under the 'Depart:' at (818,900 168x40) reads as one; the schedule is asked for it"])
    }

    @Test func aRideWithNeitherTimeIsAnError() throws {
        var page = PageBuilder()
        page.line(y: 900, .init(text: "Union Station", x: 84), .init(text: "Depart:", x: 818))
        page.text("MI - Milton GO", y: 1090)
        page.line(y: 1280, .init(text: "Erindale GO", x: 84), .init(text: "Arrive:", x: 818))
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        #expect(error == .missingTime(label: "Depart:", box: Box(x: 818, y: 900, width: 7 * 24, height: 40)))
    }

    @Test func labelWithNoNameBesideIt() throws {
        var page = PageBuilder()
        page.text("Depart:", x: 818, y: 900)
        page.text("18:25", x: 818, y: 964)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        #expect(error == .missingStopName(label: "Depart:", box: Box(x: 818, y: 900, width: 7 * 24, height: 40)))
    }

    @Test func unreadableTimeIsMissingNotGuessed() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "1B:2S", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.departure == nil)
        #expect(itinerary.warnings.contains { $0.contains("('1B:2S'); the schedule is asked for it") })
    }
}
