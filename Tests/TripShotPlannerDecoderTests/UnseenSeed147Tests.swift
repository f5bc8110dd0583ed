import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// What seed 147 (unseen, 65 of 71 rides) read off a chat copy of a Polish step list
/// (c147_large_steps_pl_chat_004) that a rule mends: "10-47", a colon's dots run together into a
/// dash. Its "10:]1" (10:11) is left unread: taken as a time, it chained with "NE Broadway", a cut
/// the name index fits to "NE Grand & Broadway" (0.97), one stop early within an interpolated
/// call's slack, and the ride the page named right was lost behind it.
@Suite struct UnseenSeed147Tests {
    func evidence(_ text: String) -> PageEvidence { PageEvidence(TestPage([[(text, 40)]]).page) }

    /// "10-47" is a doubtful time, as "1047" is: tried only when the plain times explain no trip.
    @Test func aDashForTheColonIsADoubtfulTime() {
        #expect(evidence("Przyjazd: NW 23rd & Marshall, 10-47").times.isEmpty)
        #expect(evidence("Przyjazd: NW 23rd & Marshall, 10-47").separatorLostTimes.map(\.time) == [ClockTime(hour: 10, minute: 47)])
        #expect(evidence("Przyjazd: NW 23rd & Marshall, 9-47").separatorLostTimes.map(\.time) == [ClockTime(hour: 9, minute: 47)])
        // No clock shows :60 or 24; three digits after the dash are no minutes.
        for text in ["Plätze 10-60", "Plätze 24-10", "Plätze 10-470", "Tor 1-2"] {
            #expect(evidence(text).separatorLostTimes.isEmpty)
        }
    }

    /// Portal 10:40 to Ridge 10:47, every day of 2025; the warning shows the page's own writing.
    @Test func theScheduleTakesItAndTheWarningSaysSo() throws {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", calls: [("P", "10:40"), ("R", "10:47")])])
        let page = TestPage([[("Mon, 2 Jun 2025", 40)], [("5. Odjazd: Portal, 10:40", 40)], [("7. Przyjazd: Ridge, 10-47", 40)]])
        let decoded = try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(page.page)
        #expect(decoded.tripIDs == ["T"])
        #expect(decoded.itinerary.warnings.contains { $0.contains("read '10-47' as 10:47") })
    }
}
