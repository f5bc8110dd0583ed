import Testing
import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver
import TripShotTrip

/// Pages of other planners for real trips of the GO demo feed, decoded against it loaded into
/// SQLite, then resolved by the resolver as any itinerary is.
@Suite struct PlannerDecoderTests {
    /// A maps-style timeline in English: 12-hour times left of the stop names, "towards", a count
    /// that includes the alighting stop, the summary at the top. MI 2706 leaves Milton GO 05:29 and
    /// reaches Union Station 06:28 after 7 stops between.
    static let englishTimeline = TestPage([
        [("5:29 AM – 6:28 AM", 40), ("59 min", 700)],
        [("Monday, March 17, 2025", 40)],
        [("5:29 AM", 40), ("Milton GO", 260)],
        [("MI towards Union Station", 260)],
        [("Ride 8 stops (59 min)", 260)],
        [("6:28 AM", 40), ("Union Station", 260)],
    ])

    @Test func englishTimelineDecodesToItsTrip() throws {
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(Self.englishTimeline.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2025, month: 3, day: 17))
        let ride = try #require(decoded.itinerary.rides.first)
        #expect(ride.from.value == "Milton GO" && ride.to.value == "Union Station")
        #expect(ride.departure?.value == ClockTime(hour: 5, minute: 29) && ride.arrival?.value == ClockTime(hour: 6, minute: 28))
        #expect(ride.routeCode.value == "MI" && ride.routeCode.box != nil)
        #expect(ride.stopsBetween?.value == 7)
        let trip = try resolver.resolve(decoded.itinerary)
        guard case .ride(let resolved) = trip.legs.first else { Issue.record("no ride"); return }
        #expect(resolved.tripID == "20250317-MI-2706")
        #expect(resolved.validation.status == .match)
    }

    /// A HAFAS-style German timetable: "ab"/"an" rows, "Richtung", "Zwischenhalte" (strictly
    /// between), a weekday-and-numeric date, platforms after the names.
    @Test func germanTimetableDecodes() throws {
        let page = TestPage([
            [("Mo, 17.03.2025", 40)],
            [("ab 05:29", 40), ("Milton GO", 300), ("Gleis 1", 800)],
            [("MI Richtung Union Station", 300)],
            [("7 Zwischenhalte", 300)],
            [("an 06:28", 40), ("Union Station", 300), ("Gleis 3", 800)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.rides.first?.stopsBetween?.value == 7)
    }

    /// The same count under a "between" word that disagrees with the trip is evidence against it,
    /// yet the trip still explains the rest: the count contradicts, nothing else does.
    @Test func disagreeingCountIsNotTaken() throws {
        let page = TestPage([
            [("Mo, 17.03.2025", 40)],
            [("ab 05:29", 40), ("Milton GO", 300)],
            [("2 Zwischenhalte", 300)],
            [("an 06:28", 40), ("Union Station", 300)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.rides.first?.stopsBetween == nil)
    }

    /// A Spanish list with a change: the train to Erindale GO, a walk to the bus loop, bus 21 to
    /// Square One; "paradas" does not say whether it counts the alighting stop, the feed's counts do.
    @Test func spanishChainWithATransfer() throws {
        let page = TestPage([
            [("lunes, 17 de marzo de 2025", 40)],
            [("Salida 05:29", 40), ("Milton GO", 320)],
            [("MI dirección Union Station", 320)],
            [("4 paradas · 26 min", 320)],
            [("Llegada 05:55", 40), ("Erindale GO", 320)],
            [("Transbordo · 5 min", 320)],
            [("Salida 06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("1 parada · 13 min", 320)],
            [("Llegada 06:13", 40), ("Square One", 320)],
        ])
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706", "20250317-21-21000"])
        #expect(decoded.itinerary.legs.count == 3)
        let trip = try resolver.resolve(decoded.itinerary)
        #expect(trip.rides.map(\.tripID) == ["20250317-MI-2706", "20250317-21-21000"])
    }

    /// The same chain on a page without its date: the first day on which both rides run is chosen
    /// (not read: no box), and both resolve on it.
    @Test func undatedChainRunsOnAChosenCommonDay() throws {
        let page = TestPage([
            [("05:29", 40), ("Milton GO", 320)],
            [("MI dirección Union Station", 320)],
            [("05:55", 40), ("Erindale GO", 320)],
            [("06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("06:13", 40), ("Square One", 320)],
        ])
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.dateChosen)
        let date = try #require(decoded.itinerary.date)
        #expect(date.box == nil)
        let trip = try resolver.resolve(decoded.itinerary)
        #expect(trip.rides.count == 2 && trip.rides.allSatisfy { $0.validation.status == .match })
        #expect(trip.serviceDate == date.value)
    }

    /// No date on the page and none given: the chain is chosen on any day, and the date is left to
    /// be chosen (the resolver takes the first day it runs and says so).
    @Test func pageWithoutDateSaysTheDateIsChosen() throws {
        let page = TestPage([
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.dateChosen)
        #expect(decoded.itinerary.date == nil)
        let trip = try resolver.resolve(decoded.itinerary)
        #expect(trip.serviceDateSource == .assumed)
        #expect(trip.rides.first?.validation.status == .match)
    }

    /// Two runs of route 21 leave Union Station Bus Terminal at 05:00 and reach Square One at 05:35
    /// on 17 March (one on to Milton, the 21C ending there): a page showing neither the code's
    /// variant nor a headsign is explained by both equally, and both are named.
    @Test func twoTripsExplainingEquallyAreBothNamed() throws {
        let page = TestPage([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("05:35", 40), ("Square One", 240)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(page.page)
        } throws: { error in
            guard case .ambiguous(let first, let second) = error as? DecodeError else { return false }
            let both = first.description + second.description
            return both.contains("20250317-21-21051") && both.contains("20250317-21-21381")
        }
    }

    /// The headsign beside the same rows decides between them.
    @Test func headsignDecidesBetweenEqualTrips() throws {
        let page = TestPage([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("Bus 21 towards Milton GO", 240)],
            [("05:35", 40), ("Square One", 240)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-21-21051"])
    }

    /// A timetable of three MI runs between Milton GO and Union Station is not one trip.
    @Test func timetableOfSeveralTripsIsNotOneTrip() throws {
        let page = TestPage([
            [("Milton GO", 40), ("05:29", 400), ("05:59", 560), ("06:19", 720)],
            [("Union Station", 40), ("06:28", 400), ("06:58", 560), ("07:18", 720)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(page.page)
        } throws: { error in
            guard case .notOneTrip(_, let reason) = error as? DecodeError else { return false }
            return reason.contains("timetable")
        }
    }

    /// One stop's departures (a board) is not one trip.
    @Test func departureBoardIsNotOneTrip() throws {
        let page = TestPage([
            [("Departures", 40)],
            [("05:29", 40), ("MI", 200), ("Union Station", 300)],
            [("05:59", 40), ("MI", 200), ("Union Station", 300)],
            [("06:19", 40), ("MI", 200), ("Union Station", 300)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(page.page)
        } throws: { error in
            guard case .notOneTrip(_, let reason) = error as? DecodeError else { return false }
            return reason.contains("departure board")
        }
    }

    /// A board of one stop whose rows each name their destination: three rows in a row of one
    /// time, a route and a stop are a board; two are not yet, nor three that rows without a route
    /// separate (a step page's boarding rows between its alighting rows).
    @Test(arguments: [(3, false, true), (2, false, false), (3, true, false)])
    func departuresToSeveralDestinationsAreABoard(_ rows: Int, _ separated: Bool, _ board: Bool) throws {
        let departures = [("06:10", "MI", "Milton GO"), ("06:14", "21", "Square One"), ("06:18", "MI", "Kipling GO")]
        var lines: [[(String, Int)]] = [[("Erindale GO · Departures", 40)]]
        for (time, code, name) in departures.prefix(rows) {
            lines.append([(time, 40), (code, 200), (name, 300)])
            if separated { lines.append([("06:30", 40), ("Cooksville GO", 300)]) }
        }
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(TestPage(lines).page)
        } throws: { error in
            switch error as? DecodeError {
            case .notOneTrip(_, let reason): board && reason.contains("departure board")
            case .noTripExplains: !board
            default: false
            }
        }
    }

    /// A page with no time at all, and one whose names are no stop of the feed.
    @Test func pagesWithoutTimesOrStopsAreNotOneTrip() throws {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        let recipe = TestPage([[("Pancakes", 40)], [("2 eggs, 300 g flour", 40)]])
        #expect(throws: DecodeError.self) { try decoder.decode(recipe.page) }
        let noStops = TestPage([[("10:15", 40), ("Kitchen", 200)], [("10:45", 40), ("Garden", 200)]])
        #expect {
            try decoder.decode(noStops.page)
        } throws: { error in
            guard case .notOneTrip(_, let reason) = error as? DecodeError else { return false }
            return reason.contains("names a stop")
        }
    }

    /// Stops and times the feed knows, but no trip between them at those times.
    @Test func namesAndTimesNoTripExplains() throws {
        let page = TestPage([
            [("05:31", 40), ("Milton GO", 260)],
            [("06:28", 40), ("Union Station", 260)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(page.page)
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }
}
