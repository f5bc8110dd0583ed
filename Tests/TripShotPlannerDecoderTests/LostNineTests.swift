import Foundation
import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Rules for losses seed 129 showed (docs/measurements/2026-12-04-lost-9.md): "destino" after a
/// line's number, a stop count glued to its words, the imperative "Cambia", a headsign wrapped over
/// three rows, and the feed's headsign reported with one space where the feed has two.
@Suite struct LostNineTests {
    static func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    // MARK: "destino" after a line's number

    /// After a badge "destino" is where the vehicle goes; after a word, or ending in a colon, it is
    /// no direction (a ticket's field "Destino: Sevilla").
    @Test func destinoAfterALinesNumber() {
        let metro = Self.evidence([[("Metrô 03 destino Richmond", 40)]]).routeLines
        #expect(metro.map(\.headsign) == ["Richmond"])
        #expect(metro.first?.codes.first == "03")
        #expect(Self.evidence([[("Metrô 11 destino Daly City", 40)]]).routeLines.map(\.headsign) == ["Daly City"])
        #expect(Self.evidence([[("Metrô 03 destino: Richmond", 40)]]).routeLines.isEmpty)
        #expect(Self.evidence([[("Destino: Sevilla", 40)]]).routeLines.isEmpty)
        #expect(Self.evidence([[("Estação destino Richmond", 40)]]).routeLines.isEmpty)
        // "con destino a" is read as before.
        #expect(Self.evidence([[("Tren 3 con destino a Sevilla", 40)]]).routeLines.map(\.headsign) == ["Sevilla"])
    }

    // MARK: a count glued to its words

    /// OCR that lost a label's gaps: the unit glued to "in" or to a word of stops between still counts.
    @Test(arguments: [
        ("| 3stopsin between", 3 as Int?), ("3stopsinbetween", 3), ("3 stopsin between", 3), ("5paradasintermedias", 5),
        ("3 stops in between", 3), ("3stopsign", nil), ("3stationary", nil), ("3stopsina", nil),
    ])
    func aCountGluedToItsWords(text: String, count: Int?) {
        let counts = Self.evidence([[(text, 40)]]).counts
        #expect(counts.map(\.count) == (count.map { [$0] } ?? []))
    }

    /// "stopsin" before "between" is a count of stops between.
    @Test func aGluedCountKeepsItsKind() {
        #expect(Self.evidence([[("3stopsin between", 40)]]).counts.map(\.kind) == [.between])
    }

    // MARK: "Cambia en"

    /// Spanish and Italian "Cambia" opens a change's step; a word that only starts so does not.
    @Test func cambiaIsAChange() {
        #expect(Self.evidence([[("8. Cambia en Avenida Copilco - Copilco", 40)]]).walks.count == 1)
        #expect(Self.evidence([[("Cambie en Copilco", 40)]]).walks.count == 1)
        #expect(Self.evidence([[("Cambiaso Norte", 40)]]).walks.isEmpty)
    }

    // MARK: a headsign wrapped after a direction word ending its line

    /// Carried onto the next row, the headsign reads on through that row's dashes and into the row
    /// after it; not into a row holding a time.
    @Test func aWrappedHeadsignReadsOnAsOnItsOwnRow() {
        let rows: [[(String, Int)]] = [
            [("2. Sube al Autobús 123-A dirección", 40)], [("Pedregal de San Nicolás - Metro", 80)], [("Universidad", 80)],
        ]
        let line = Self.evidence(rows).routeLines.first { $0.codes.contains("123-A") }
        #expect(line?.headsign == "Pedregal de San Nicolás")
        #expect(line?.longerHeadsigns == ["Pedregal de San Nicolás - Metro", "Pedregal de San Nicolás - Metro Universidad"])
        let timed = Self.evidence([rows[0], rows[1], [("Universidad 19:21", 80)]]).routeLines.first { $0.codes.contains("123-A") }
        #expect(timed?.longerHeadsigns == ["Pedregal de San Nicolás - Metro"])
    }

    // MARK: the feed's headsign as a page shows it

    /// Route 40's trip T runs Portal 9:00 to Ridge 9:08, its headsign written with two spaces.
    static func resolver(headsign: String) throws -> Resolver {
        let directory = try TemporaryDirectory()
        let files = [
            "agency.txt": "agency_id,agency_name,agency_url,agency_timezone\nA,Small,https://example.org,UTC\n",
            "calendar.txt":
                "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20250101,20251231\n",
            "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nP,Portal,45.000,7\nR,Ridge,45.004,7\nH,Harbour,45.008,7\n",
            "routes.txt": "route_id,agency_id,route_short_name,route_long_name,route_type\nRA,A,40,,3\n",
            "trips.txt": "route_id,service_id,trip_id,trip_headsign\nRA,ALL,T,\(headsign)\n",
            "stop_times.txt":
                "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT,09:00:00,09:00:00,P,1\nT,09:08:00,09:08:00,R,2\n"
                + "T,09:15:00,09:15:00,H,3\n",
        ]
        for (name, text) in files { try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8) }
        return try Resolver(path: FeedDatabases.shared.path(for: directory.url.path))
    }

    /// A run of spaces in the feed's headsign is one on the page: reported so; a single space stays.
    @Test(arguments: ["Ridge -  Harbour", "Ridge - Harbour"])
    func theFeedsHeadsignAsShown(feed: String) throws {
        let decoded = try PlannerDecoder(resolver: try Self.resolver(headsign: feed)).decode(
            TestPage([
                [("Monday, June 2, 2025", 40)], [("9:00 AM", 40), ("Portal", 260)], [("40 towards Ridge - Harbour", 260)],
                [("9:08 AM", 40), ("Ridge", 260)],
            ]).page)
        guard case .ride(let ride) = decoded.itinerary.legs.first else {
            Issue.record("no ride")
            return
        }
        #expect(ride.headsign?.value == "Ridge - Harbour")
    }
}
