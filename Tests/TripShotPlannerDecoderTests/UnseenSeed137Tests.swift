import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The two rides seed 137 lost (unseen, 68 of 70): a Spanish e-ticket's "3:26" with "p. m." whole
/// on the next row (c137_large_eticket_es_chat_004), and a photo's "28 St" read "285t", its space
/// lost and its S read as a 5 (c137_nyc_timeline_de_photo_003).
@Suite struct UnseenSeed137Tests {
    func times(_ rows: [[(String, Int)]]) -> [ClockTime] { PageEvidence(TestPage(rows).page).times.map(\.time) }

    @Test func aMeridiemWholeOnTheNextRowIsTheTimes() {
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. m.", 26)]]) == [ClockTime(hour: 15, minute: 26)])
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("a. m.", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        // Not all its line: the next row's words are something else.
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. m. Coche 8", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. x.", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        // No 12-hour clock shows 18.
        #expect(times([[("Llegada SE Water/OMSI 18:26", 26)], [("p. m.", 26)]]) == [ClockTime(hour: 18, minute: 26)])
    }

    /// 23 St 17:36 to 28 St 17:37; "38 St" is one digit away.
    static let feed = SmallFeed(
        stops: [
            .init(id: "A", name: "23 St", lat: 40.743, lon: -73.993), .init(id: "B", name: "28 St", lat: 40.747, lon: -73.991),
            .init(id: "C", name: "38 St", lat: 40.752, lon: -73.988),
        ],
        routes: [("1", "1")],
        trips: [.init(id: "T", route: "1", calls: [("A", "17:36"), ("B", "17:37"), ("C", "17:39")])])

    static func decode(_ alighting: String) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage([[("So, 12.01.2025", 14)], [("17:36", 14), ("23 St", 100)], [("17:37", 14), (alighting, 100)]]).page)
    }

    /// The name index folds 0/O and 1/l/I, not S's look-alikes: a run holding one is asked by its
    /// spelling key, which folds only what no reading settles (case, spaces, look-alike glyphs).
    @Test func aStopReadWithAFiveForItsSAndItsSpaceLost() throws {
        let decoded = try Self.decode("285t")
        #expect(decoded.tripIDs == ["T"])
        guard case .ride(let ride) = decoded.itinerary.legs.last else { Issue.record("no ride"); return }
        #expect(ride.to.value == "28 St")
        #expect(try Self.decode("28 $t").tripIDs == ["T"])
    }

    @Test func aDigitNoLookAlikeNamesNothing() {
        // "6" is no look-alike of an S, nor "2" of a t.
        for reading in ["286t", "28 6t", "2852"] {
            #expect {
                try Self.decode(reading)
            } throws: { error in
                guard case .noTripExplains = error as? DecodeError else { return false }
                return true
            }
        }
    }
}
