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
}
