import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The two rides seed 131 lost (unseen, 62 of 64 rides): a Spanish "p. m." wrapped between its
/// two words (c131_amtrak_eticket_es_photo_001), and a stop read through one slip after a
/// label's colon, "Wysiądż: NW 10th & Joħnson" (c131_large_steps_pl_chat_004).
@Suite struct UnseenSeed131Tests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    @Test func aMeridiemSplitByTheWrapIsTheTimes() {
        func read(_ rows: [[(String, Int)]]) -> [ClockTime] { evidence(rows).times.map(\.time) }
        #expect(read([[("Sale Oakland Coliseum 9:01 p.", 26)], [("m.", 26)]]) == [ClockTime(hour: 21, minute: 1)])
        #expect(read([[("Sale Oakland Coliseum 9:01 a.", 26)], [("m.", 26)]]) == [ClockTime(hour: 9, minute: 1)])
        // Without "m." alone opening the next row, "p." is no meridiem (Italian "p." is a departure).
        #expect(read([[("Sale Oakland Coliseum 9:01 p.", 26)]]) == [ClockTime(hour: 9, minute: 1)])
        #expect(read([[("Sale Oakland Coliseum 9:01 p.", 26)], [("m. Oakland", 26)]]) == [ClockTime(hour: 9, minute: 1)])
        // Before a separator, "m." is the meridiem's still (seed 143's compact "1:29 p." / "m. > Franklin St").
        #expect(read([[("Chambers St 1:29 p.", 26)], [("m. > Franklin St", 26)]]) == [ClockTime(hour: 13, minute: 29)])
        #expect(read([[("Sale Oakland Coliseum 9:01 p.", 26)], [("Tren 742", 26)], [("m.", 26)]]) == [ClockTime(hour: 9, minute: 1)])
        // No 12-hour clock shows 18.
        #expect(read([[("Sale Oakland Coliseum 18:01 p.", 26)], [("m.", 26)]]) == [ClockTime(hour: 18, minute: 1)])
    }

    @Test func theRunAfterALabelsColonIsWhole() {
        func whole(_ text: String) -> Bool? {
            evidence([[(text, 40)]]).nameSpans.first { $0.text == "NW 10th & Joħnson" }?.isWhole
        }
        #expect(whole("7. Wysiądż: NW 10th & Joħnson") == true)
        // Without the colon it is only a cut of the line's run: left for the name index to fit.
        #expect(whole("7. Wysiądż NW 10th & Joħnson") == false)
    }

    /// The same page's walk, "Idź do NW 10th & Couch (4 min)", read "ldž": Polish "Idź" is a walk,
    /// and a capital "I" read as "l" (one glyph in most sans-serif fonts) still is.
    @Test func polishIdzIsAWalkWhateverItsI() {
        func walks(_ text: String) -> Int { evidence([[(text, 40)]]).walks.count }
        #expect(walks("Idź do NW 10th & Couch (4 min)") == 1)
        #expect(walks("ldž do NW 10th & Couch (4 min)") == 1)
        #expect(walks("Łódź Fabryczna") == 0)
        #expect(walks("ldx do NW 10th & Couch") == 0)
    }

    /// NW 10th & Glisan 17:36 to NW 10th & Johnson 17:38; "NW 11th & Johnson" is one digit away.
    static func decode(_ alighting: String) throws -> PlannerDecoder.Decoded {
        let feed = SmallFeed(
            stops: [
                .init(id: "G", name: "NW 10th & Glisan", lat: 45.000, lon: 7), .init(id: "J", name: "NW 10th & Johnson", lat: 45.01, lon: 7),
                .init(id: "K", name: "NW 11th & Johnson", lat: 45.02, lon: 7),
            ],
            routes: [("RA", "CL Line")],
            trips: [.init(id: "T", route: "RA", calls: [("G", "17:36"), ("J", "17:38"), ("K", "17:40")])])
        return try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage([[("Mon, 2 Jun 2025", 14)], [("5. Start NW 10th & Glisan", 14), ("17:36", 800)], [(alighting, 14), ("17:38", 800)]])
                .page, today: ShownDate(year: 2025, month: 6, day: 1))
    }

    @Test func aStopAfterAColonIsReadThroughOneSlip() throws {
        let decoded = try Self.decode("7. Wysiądż: NW 10th & Joħnson")
        #expect(decoded.tripIDs == ["T"])
        guard case .ride(let ride) = decoded.itinerary.legs.last else { Issue.record("no ride"); return }
        #expect(ride.to.value == "NW 10th & Johnson")
        #expect {
            try Self.decode("7. Wysiądż: NW 10th & Jo#nsom")
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }
}
