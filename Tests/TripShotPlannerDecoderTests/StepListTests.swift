import Testing
import TripShot
import TripShotPageEvidence
import TripShotPageText
import TripShotParser
@testable import TripShotPlannerDecoder
import TripShotResolver

/// Step lists and headers the hand-drawn pages of 2026-12-02 (third set) showed: a numbered step
/// walks to the stop with the walk's time and boards "at 5:29 AM" on the next row; an Italian
/// header's "Arrivo 06:28" half-reads as GO's "Arrive:" label.
@Suite struct StepListTests {
    /// MI 2706 leaves Milton GO 05:29 and reaches Union Station 06:28 on Monday 2025-03-17.
    static let steps = TestPage([
        [("Monday, March 17, 2025", 40)],
        [("1. Walk 0.3 miles to Milton GO", 40), ("5:21 AM", 800)],
        [("2. Board the MI toward Union Station at 5:29 AM", 40)],
        [("3. Get off at Union Station", 40), ("6:28 AM", 800)],
        [("4. Walk 0.2 miles to your destination", 40), ("6:34 AM", 800)],
    ])

    /// The stop walked to takes the boarding time of the row below, which names no stop; the walks'
    /// own times fail nothing.
    @Test func aStepListBoardsAtTheTimeOfTheRowBelow() throws {
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(Self.steps.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.unexplained.map(\.time) == [ClockTime(hour: 5, minute: 21), ClockTime(hour: 6, minute: 34)])
        #expect(decoded.unexplained.allSatisfy { !$0.failsMatch })
    }

    /// A time lent by the row below is only a candidate: left unexplained beside a stop that has a
    /// time of its own, it fails nothing; on the stop's own row it does.
    @Test func anUnexplainedTimeFailsTheMatchOnlyOnItsStopsOwnRow() throws {
        let own = TestPage([
            [("Monday, March 17, 2025", 40)],
            [("5:29 AM", 40), ("Milton GO", 260), ("5:40 AM", 800)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let lent = TestPage([
            [("Monday, March 17, 2025", 40)],
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("Platform 3", 260), ("5:40 AM", 800)],
            [("Ride 8 stops", 260)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        let fromOwn = try decoder.decode(own.page), fromLent = try decoder.decode(lent.page)
        #expect(fromOwn.tripIDs == ["20250317-MI-2706"] && fromLent.tripIDs == ["20250317-MI-2706"])
        #expect(fromOwn.unexplained.map(\.failsMatch) == [true])
        #expect(fromLent.unexplained.map(\.failsMatch) == [false])
    }

    /// The summary's end after the last ride's arrival plus the walk the page times below it is
    /// the trip's end; a walk a minute shorter leaves it unexplained.
    @Test(arguments: [(6, false), (5, true)])
    func theSummaryEndsAfterTheWalkThePageTimes(_ walk: Int, _ unexplained: Bool) throws {
        let page = TestPage([
            [("5:29 AM – 6:34 AM", 40)],
            [("Monday, March 17, 2025", 40)],
            [("5:29 AM", 40), ("Milton GO", 260)],
            [("MI towards Union Station", 260)],
            [("6:28 AM", 40), ("Union Station", 260)],
            [("Walk · \(walk) min (400 m)", 260)],
        ])
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(page.page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.unexplained.map(\.time) == (unexplained ? [ClockTime(hour: 6, minute: 34)] : []))
    }

    /// "0.3 miles", "14 min", "23 stops" and a list's "1." hold no stop's name: the runs between
    /// them are offered whole; a name's own number stays in it ("str. Doina 150").
    @Test func runsBetweenQuantitiesAreOffered() {
        func spans(_ text: String) -> Set<String> {
            Set(PageEvidence(TestPage([[(text, 40)]]).page).nameSpans.map(\.text))
        }
        #expect(spans("1. Walk 0.2 miles to Market St and Sawyer St").contains("Market St and Sawyer St"))
        #expect(spans("Ride 23 stops (14 min) Bailey Ave").contains("Bailey Ave"))
        #expect(spans("str. Doina 150").contains("str. Doina 150"))
        // Without a quantity before them, five words left off are more than a run loses.
        #expect(!spans("Then we walk on to Market St and Sawyer St").contains("Market St and Sawyer St"))
    }

    /// An Italian header "Partenza 05:29 - Arrivo 06:28" is half of GO's labels: the layout fails,
    /// and the feed decodes the page; without a feed that explains it the layout's error stands.
    @Test func aLayoutErrorOnAnotherPlannersPageIsDecoded() throws {
        // The boxes OCR gave the Italian timeline of the hold-out set, GO's names and times in it.
        let lines: [(String, Int, Int, Int, Int)] = [
            ("05:21", 37, 23, 63, 20), ("Partenza 05:29 - Arrivo 06:28", 39, 92, 527, 30),
            ("lunedì 17 marzo 2025 . 59 min", 37, 140, 420, 21), ("05:29", 33, 210, 82, 23),
            ("Milton GO", 205, 207, 160, 31), ("Partenza", 206, 251, 107, 20),
            ("MI Treno direzione Union Station", 204, 314, 480, 38), ("8 fermate - 59 min", 204, 361, 233, 30),
            ("06:28", 33, 438, 84, 23), ("Union Station", 205, 435, 210, 31), ("Arrivo", 204, 479, 73, 20),
        ]
        let page = PageText(
            width: 780, height: 860,
            lines: lines.map { PageText.Line(text: $0.0, box: Box(x: $0.1, y: $0.2, width: $0.3, height: $0.4)) })
        let layoutError: ParseError
        do {
            _ = try ItineraryParser.parse(page)
            Issue.record("GO's layout read the page")
            return
        } catch {
            layoutError = error
        }
        if case .noItinerary = layoutError { Issue.record("GO's layout saw no labels at all") }
        let feed = SharedFeed(resolver: try TestFeeds.resolver(TestFeeds.go), info: FeedInfo(name: "go", agencies: [], version: nil))
        let reading = try TripChain(feeds: [feed], today: TestFeeds.beforeEveryFeed).trip(from: page, date: nil)
        #expect(reading.trip.rides.map(\.tripID) == ["20250317-MI-2706"])
        // 05:29 to 06:28 on a day MI 2706 does not run: no trip explains it, the layout's error stands.
        #expect(throws: TripShotError.itinerary(layoutError)) {
            try TripChain(feeds: [feed]).trip(from: page, date: ShownDate(year: 2030, month: 1, day: 1))
        }
    }
}
