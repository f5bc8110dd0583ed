import Testing
import TripShot
import TripShotPageText
import TripShotParser
@testable import TripShotPlannerDecoder
import TripShotResolver
import TripShotTrip

/// What a decoded page reports beyond its rides: the page's total, departures days after their
/// service day, and the shown times no ride explains.
@Suite struct DecodedTripTests {
    static let amtrak = "Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip"

    func chain(_ feed: String = TestFeeds.go, today: ShownDate = TestFeeds.beforeEveryFeed) throws -> TripShot.TripChain {
        TripShot.TripChain(
            feeds: [SharedFeed(resolver: try TestFeeds.resolver(feed), info: FeedInfo(name: "f", agencies: [], version: nil))], today: today)
    }

    /// The summary's "59 min" above the ride's rows is the trip's total, with its box; the ride's
    /// own "(59 min)" is its length, not a second total.
    @Test func oneRidesTotalIsReported() throws {
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(PlannerDecoderTests.englishTimeline.page)
        let total = try #require(decoded.itinerary.durationMinutes)
        #expect(total.value == 59)
        #expect(total.box?.x == 700)
    }

    /// A total the times do not give ("58 min" for 05:29 to 06:28) is no total of this trip.
    @Test func aTotalTheTimesDoNotGiveIsNotReported() throws {
        let page = TestPage([
            [("5:29 AM – 6:28 AM", 40), ("58 min", 700)],
            [("Monday, March 17, 2025", 40)],
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.durationMinutes == nil)
    }

    /// A chain's total: 05:29 to 06:13 is 44 min, shown beside the summary.
    @Test func aChainsTotalIsReported() throws {
        let page = TestPage([
            [("05:29 – 06:13", 40), ("44 min", 700)],
            [("lunes, 17 de marzo de 2025", 40)],
            [("Salida 05:29", 40), ("Milton GO", 320)],
            [("MI dirección Union Station", 320)],
            [("Llegada 05:55", 40), ("Erindale GO", 320)],
            [("Transbordo · 5 min", 320)],
            [("Salida 06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("Llegada 06:13", 40), ("Square One", 320)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706", "20250317-21-21000"])
        #expect(decoded.itinerary.durationMinutes?.value == 44)
        #expect(decoded.itinerary.durationMinutes?.box?.x == 700)
    }

    /// Trains 55 (weekdays) and 57 (weekends) leave Essex Junction at 09:44 and reach Windsor at
    /// 11:56: an undated ticket's "Zug 55" names the trip, and the day is one train 55 runs (assumed,
    /// and said): the first from today (Monday 16 August 2021) on, 30 August, as 55 runs on no day
    /// before it; "Zug 57" names the other, first run on Saturday 21 August.
    @Test(arguments: [("55", "552820124", 30), ("57", "572819073", 21)])
    func anUndatedTicketsTrainNumberNamesTheTrip(_ number: String, _ trip: String, _ day: Int) throws {
        let page = TestPage([
            [("Zug \(number)", 40)],
            [("Abfahrt", 40), ("Essex Junction-Burlington Amtrak Station", 200), ("09:44 Uhr", 900)],
            [("Ankunft", 40), ("Windsor-Mt. Ascutney Amtrak", 200), ("11:56 Uhr", 900)],
        ])
        let reading = try chain(Self.amtrak, today: ShownDate(year: 2021, month: 8, day: 16)).trip(from: page.page, date: nil)
        #expect(reading.trip.rides.map(\.tripID) == [trip])
        #expect(reading.trip.serviceDate == ShownDate(year: 2021, month: 8, day: day))
        #expect(reading.trip.serviceDateSource == .assumed)
    }

    /// A total on its own row just above the boarding row (a steps page's "19 min" under its
    /// summary) is the trip's, not the ride's length.
    @Test func aTotalAboveTheBoardingRowIsReported() throws {
        let page = TestPage([
            [("Monday, March 17, 2025 - 5:29 AM - 6:28 AM", 40)],
            [("59 min", 40)],
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.durationMinutes?.value == 59)
        #expect(decoded.itinerary.durationMinutes?.box?.y == 170)
    }

    /// A summary row that counts the changes too: its length is still the total, as its start and
    /// end stand beside it; the change's own wait ("Umstieg 5 Min.") is not.
    @Test(arguments: [("ab 05:29 an 06:13 | 44 Min. | 1 Umstieg", 44), ("Umstieg 44 Min.", nil)])
    func aSummaryRowCountingChangesGivesTheTotal(_ summary: String, _ total: Int?) throws {
        let page = TestPage([
            [(summary, 40)],
            [("Mo, 17.03.2025", 40)],
            [("ab 05:29", 40), ("Milton GO", 320)],
            [("an 05:55", 40), ("Erindale GO", 320)],
            [("Umstieg 5 Min.", 320)],
            [("ab 06:00", 40), ("Erindale GO Bus", 320)],
            [("an 06:13", 40), ("Square One", 320)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706", "20250317-21-21000"])
        #expect(decoded.itinerary.durationMinutes?.value == total)
    }

    /// Amtrak's Empire Builder leaves Bingen-White Salmon at 59:04 of its service day (17 July 2021):
    /// the page shows 11:04 on Monday 19 July, and the trip is found two days after its service day.
    @Test func aDepartureTwoDaysAfterItsServiceDayIsFound() throws {
        let page = TestPage([
            [("Travel date: Mon, Jul 19, 2021", 40)],
            [("Leave", 40), ("Bingen-White Salmon Amtrak", 200), ("11:04", 900)],
            [("Arrival", 40), ("Vancouver", 200), ("12:18", 900)],
        ])
        let resolver = try TestFeeds.resolver(Self.amtrak)
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.tripIDs == ["272817639"])
        let reading = try chain(Self.amtrak).trip(from: page.page, date: nil)
        #expect(reading.trip.rides.first?.validation.status == .match)
        #expect(reading.trip.serviceDate == ShownDate(year: 2021, month: 7, day: 17))
    }

    /// The same page with "Jul 19" and no year: the Empire Builder runs on 19 July in 2021 (trip
    /// 272817639) and 2022 (two trips of later periods), so the year is chosen, the nearest forward
    /// from today (1 July 2021), and said to be: the day is assumed, not shown. The other side: with
    /// its year, the date is the page's.
    @Test(arguments: [("Travel date: Jul 19", true), ("Travel date: Jul 19, 2021", false)])
    func aDateWithoutItsYearHasItsYearChosen(_ line: String, chosen: Bool) throws {
        let page = TestPage([
            [(line, 40)],
            [("Leave", 40), ("Bingen-White Salmon Amtrak", 200), ("11:04", 900)],
            [("Arrival", 40), ("Vancouver", 200), ("12:18", 900)],
        ])
        let today = ShownDate(year: 2021, month: 7, day: 1)
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(Self.amtrak)).decode(page.page, today: today)
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2021, month: 7, day: 19))
        #expect(decoded.dateChosen == chosen)
        // Trips of 2022's periods (272816413, 10272809589) explain it on 19 July 2022.
        #expect(
            decoded.itinerary.warnings.contains {
                $0.contains("chose 2021-07-19, the first day from 2021-07-01 on which") && $0.contains("on 2022-07-19")
            } == chosen)
        #expect(!decoded.itinerary.warnings.contains { $0.contains("by the page's language") })
        let reading = try chain(Self.amtrak, today: today).trip(from: page.page, date: nil)
        #expect(reading.trip.serviceDateSource == (chosen ? .yearAssumed : .page))
    }

    /// The other side of the year's choice: counted from 1 August 2021, after 19 July, the nearest
    /// year forward is 2022, in which two trips of one day explain the page equally (exit 108);
    /// the page's own year still wins.
    @Test func aYearlessDateAfterTodaysIsTheNextYears() throws {
        let rows: (String) -> TestPage = { line in
            TestPage([
                [(line, 40)],
                [("Leave", 40), ("Bingen-White Salmon Amtrak", 200), ("11:04", 900)],
                [("Arrival", 40), ("Vancouver", 200), ("12:18", 900)],
            ])
        }
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(Self.amtrak))
        let today = ShownDate(year: 2021, month: 8, day: 1)
        #expect(throws: DecodeError.self) { try decoder.decode(rows("Travel date: Jul 19").page, today: today) }
        let dated = try decoder.decode(rows("Travel date: Jul 19, 2021").page, today: today)
        #expect(dated.tripIDs == ["272817639"])
    }

    /// The days asked follow the feed's own latest departure at the boarding stops: two days on at
    /// Bingen-White Salmon (59:04), one at Milton GO (whose last train leaves before 48:00).
    @Test func daysAskedFollowTheFeedsLatestDeparture() throws {
        #expect(try RideHypotheses.days(boardingAt: ["BNG"], resolver: try TestFeeds.resolver(Self.amtrak)) == 0...2)
        #expect(try RideHypotheses.days(boardingAt: ["ML"], resolver: try TestFeeds.resolver(TestFeeds.go)) == 0...1)
    }

    /// A service-day time shows as the clock minute it falls in or rounds to, on any day on:
    /// 59:04:00 shows as 11:04, 59:03:30 rounds to it, 59:03:29 and 59:05:00 do not.
    @Test func aServiceDayTimeShowsAsItsClockMinuteOnAnyDay() {
        let time = ClockTime(hour: 11, minute: 4)
        #expect(RideHypotheses.shows(59 * 3600 + 4 * 60, as: time))
        #expect(RideHypotheses.shows(11 * 3600 + 4 * 60 + 59, as: time))
        #expect(RideHypotheses.shows(59 * 3600 + 3 * 60 + 30, as: time))
        #expect(!RideHypotheses.shows(59 * 3600 + 3 * 60 + 29, as: time))
        #expect(!RideHypotheses.shows(59 * 3600 + 5 * 60, as: time))
    }

    /// A page drawing two rides whose first no trip runs at its times (05:21 and 05:47): the second
    /// is found, and the first's times beside their stops are listed, so the trip is not all match.
    @Test func aLostRidesTimesAreListedAndFailTheMatch() throws {
        let page = TestPage([
            [("lunes, 17 de marzo de 2025", 40)],
            [("Salida 05:21", 40), ("Milton GO", 320)],
            [("Llegada 05:47", 40), ("Erindale GO", 320)],
            [("Transbordo", 320)],
            [("Salida 06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("Llegada 06:13", 40), ("Square One", 320)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-21-21000"])
        #expect(decoded.unexplained.map(\.description) == ["05:21 beside 'Milton GO'", "05:47 beside 'Erindale GO'"])
        #expect(decoded.itinerary.warnings.contains { $0.contains("05:21 beside 'Milton GO'") && $0.contains("not reported as matching") })
        let reading = try chain().trip(from: page.page, date: nil)
        #expect(reading.trip.rides.first?.validation.status == .match)
        #expect(reading.trip.unexplained.count == 2)
        #expect(!reading.trip.allMatch)
    }

    /// A status-bar clock (9:41, no stop beside it) is listed but fails nothing; the summary's times
    /// repeat the ride's and are explained.
    @Test func aClockWithoutAStopIsListedButFailsNothing() throws {
        let page = TestPage([[("9:41", 40)]] + PlannerDecoderTests.englishTimeline.rows)
        let reading = try chain().trip(from: page.page, date: nil)
        #expect(reading.trip.rides.map(\.tripID) == ["20250317-MI-2706"])
        #expect(reading.trip.unexplained == [UnexplainedTime(time: ClockTime(hour: 9, minute: 41), stopName: nil)])
        #expect(reading.trip.allMatch)
    }

    /// The summary says the trip starts at 5:10 AM, which no ride does (a ride before the one read
    /// is lost): listed as the summary's, and the trip is not all match.
    @Test func aSummaryTimeNoRideReachesFailsTheMatch() throws {
        var rows = PlannerDecoderTests.englishTimeline.rows
        rows[0] = [("5:10 AM – 6:28 AM", 40), ("78 min", 700)]
        let reading = try chain().trip(from: TestPage(rows).page, date: nil)
        #expect(reading.trip.rides.map(\.tripID) == ["20250317-MI-2706"])
        #expect(reading.trip.unexplained.map(\.description) == ["05:10 (the summary's start or end)"])
        #expect(!reading.trip.allMatch)
    }

    /// An undated chain's day is the decoder's choice: the trip says it was assumed, not shown.
    @Test func aChosenDayIsAssumedNotShown() throws {
        let page = TestPage([
            [("05:29", 40), ("Milton GO", 320)],
            [("05:55", 40), ("Erindale GO", 320)],
            [("06:00", 40), ("Erindale GO Bus", 320)],
            [("06:13", 40), ("Square One", 320)],
        ])
        let reading = try chain().trip(from: page.page, date: nil)
        #expect(reading.trip.rides.count == 2)
        #expect(reading.trip.serviceDateSource == .assumed)
        let given = try chain().trip(from: page.page, date: ShownDate(year: 2025, month: 3, day: 18))
        #expect(given.trip.serviceDateSource == .option)
    }

    /// A stop between drawn with its time (Kipling GO at 6:12 AM, where MI 2706 calls then) is
    /// explained by the trip; at 6:14 AM it is not.
    @Test func aStopBetweenAtItsScheduledTimeIsExplained() throws {
        func page(_ kipling: String) -> PageText {
            TestPage([
                [("Monday, March 17, 2025", 40)],
                [("5:29 AM", 40), ("Milton GO", 260)],
                [("MI towards Union Station", 260)],
                [("Ride 8 stops (59 min)", 260)],
                [(kipling, 40), ("Kipling GO", 260)],
                [("6:28 AM", 40), ("Union Station", 260)],
            ]).page
        }
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        let onTime = try decoder.decode(page("6:12 AM"))
        #expect(onTime.tripIDs == ["20250317-MI-2706"])
        #expect(onTime.unexplained.isEmpty)
        let late = try decoder.decode(page("6:14 AM"))
        #expect(late.tripIDs == ["20250317-MI-2706"])
        #expect(late.unexplained.map(\.description) == ["06:14 beside 'Kipling GO'"])
    }
}

/// The leg between two rides.
@Suite struct DecodedChangeTests {
    /// Erindale GO's train platform and its bus loop are two stops: the change is a walk even where
    /// the page draws no line for it, boxed from one name to the other, and a warning says so.
    @Test func aChangeOfStopsIsAWalkWithoutALine() throws {
        let page = TestPage([
            [("lunes, 17 de marzo de 2025", 40)],
            [("05:29", 40), ("Milton GO", 320)],
            [("MI dirección Union Station", 320)],
            [("05:55", 40), ("Erindale GO", 320)],
            [("06:00", 40), ("Erindale GO Bus", 320)],
            [("21 dirección Union Station", 320)],
            [("06:13", 40), ("Square One", 320)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706", "20250317-21-21000"])
        let kinds = decoded.itinerary.legs.map { if case .ride = $0 { "ride" } else { "walk" } }
        #expect(kinds == ["ride", "walk", "ride"])
        guard case .walk(let walk) = decoded.itinerary.legs[1] else { return }
        #expect(walk.note == nil)
        // From the alighting name's row (05:55, y 310) down to the boarding name's (06:00, y 380 + 40).
        #expect(walk.box.y <= 100 + 3 * 70 && walk.box.y + walk.box.height == 100 + 4 * 70 + 40, "\(walk.box)")
        #expect(decoded.itinerary.warnings.contains { $0.contains("from Erindale GO to Erindale GO Bus is a walk between two stops") })
    }

    /// The page's own change line is the walk, its text the note.
    @Test func thePagesChangeLineIsTheWalk() throws {
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(
            TestPage([
                [("lunes, 17 de marzo de 2025", 40)],
                [("Salida 05:29", 40), ("Milton GO", 320)],
                [("Llegada 05:55", 40), ("Erindale GO", 320)],
                [("Transbordo · 5 min", 320)],
                [("Salida 06:00", 40), ("Erindale GO Bus", 320)],
                [("Llegada 06:13", 40), ("Square One", 320)],
            ]).page)
        guard decoded.itinerary.legs.count == 3, case .walk(let walk) = decoded.itinerary.legs[1] else {
            Issue.record("legs \(decoded.itinerary.legs)")
            return
        }
        #expect(walk.note?.contains("Transbordo") == true)
        #expect(walk.box.y == 100 + 3 * 70)
        #expect(!decoded.itinerary.warnings.contains { $0.contains("is a walk between two stops") })
    }
}
