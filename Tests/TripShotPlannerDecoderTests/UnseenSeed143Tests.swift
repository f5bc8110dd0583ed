import TestSupport
import Testing
import TripShotPageEvidence

/// What seed 143 (unseen, 70 of 72 rides) read wrong that a rule mends: a platform's number over a
/// wrapped "Station" read as a count of 20 stops against the page's "3 arrêts intermédiaires"
/// (c143_amtrak_timetable_fr_003), and a headsign over three rows (c143_cdmx_timeline_en_crop_004).
/// Its nyc compact page's "1:29 p." / "m. > Franklin St" is `UnseenSeed131Tests`'.
@Suite struct UnseenSeed143Tests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    /// "Station" opening the next row counts a number ending the line only after its bracket.
    @Test func aPlaceWordWrappedCountsOnlyAfterABracket() {
        let page = evidence([[("dép. 21h45 Chicago Union Quai 20", 40)], [("Station", 40)], [("3 arrêts intermédiaires", 40)]])
        #expect(page.counts.map(\.count) == [3])
        #expect(evidence([[("Erindale GO (1", 40)], [("Station)", 40)]]).counts.map(\.count) == [1])
        #expect(evidence([[("Erindale GO (1", 40)], [("arrêt)", 40)]]).counts.map(\.count) == [1])
    }

    /// A headsign wrapped after two words reads on through the next line's dash and into the row
    /// after it, as one the indentation carries does; not into a row holding a time.
    @Test func aHeadsignOverThreeRows() {
        let rows: [[(String, Int)]] = [[("34-A towards Cierre de", 40)], [("circuito Santa Fe - Metro", 40)], [("Balderas", 40)]]
        let line = evidence(rows).routeLines.first
        #expect(line?.headsign == "Cierre de")
        #expect(line?.longerHeadsigns == [
            "Cierre de circuito Santa Fe", "Cierre de circuito Santa Fe - Metro", "Cierre de circuito Santa Fe - Metro Balderas",
        ])
        let timed = evidence([rows[0], rows[1], [("7:50 pm Balderas", 40)]]).routeLines.first
        #expect(timed?.longerHeadsigns == ["Cierre de circuito Santa Fe", "Cierre de circuito Santa Fe - Metro"])
    }
}
