import Testing
@testable import TripShotPageEvidence
import TripShotParser
@testable import TripShotPlannerDecoder

/// A Romanian timeline (Chișinău's buses, the hold-out set of 2026-12-02): its dates, labels and
/// counts read as the six languages' do; its two-letter weekdays stay other languages' days.
@Suite struct RomanianPageTests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    @Test func datesWithWeekdaysAndMonthsInFull() {
        let page = evidence([[("marți, 8 decembrie 2020", 40)], [("sâmbătă 5 septembrie 2020", 40)], [("joi, 1 ianuarie 2026", 40)]])
        #expect(page.dates.map(\.readings) == [
            [ShownDate(year: 2020, month: 12, day: 8)], [ShownDate(year: 2020, month: 9, day: 5)],
            [ShownDate(year: 2026, month: 1, day: 1)],
        ])
        // Romanian's weekdays in full; its two-letter ones are left to the languages that had them.
        #expect(LabelWords.weekdays["marti"] == 1 && LabelWords.weekdays["luni"] == 0)
        #expect(LabelWords.weekdays["ma"] == 0)  // Dutch "ma", Monday: not Romanian's Tuesday
    }

    @Test func labelsCountsAndDirection() {
        let page = evidence([
            [("Plecare 09:37", 40)], [("Sosire 10:02", 40)], [("5 Autobuz · direcția Gara Feroviara", 40)],
            [("3 stații · 6 min", 40)], [("Transfer · așteptare 4 min", 40)],
        ])
        #expect(page.times.map(\.role) == [.departure, .arrival])
        #expect(page.routeLines.map(\.headsign) == ["Gara Feroviara"])
        #expect(page.counts.map(\.count) == [3])
        #expect(page.walks.count == 1)
    }
}
