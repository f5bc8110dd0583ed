import Foundation
import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Rules for losses the holdout pages showed (docs/measurements/2026-12-03-lost-8.md): a direction
/// word written after the headsign, a search's time limit repeated on the page, and the stops a
/// page lists between boarding and alighting counted for the trip that calls there.
@Suite struct LostEightTests {
    static func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    /// Route 40's local trip L calls at Portal 9:00, Quayside 9:05, Ridge 9:08; its express E
    /// leaves Portal and reaches Ridge at the same minutes without calling at Quayside.
    static func resolver() throws -> Resolver {
        let directory = try TemporaryDirectory()
        let files = [
            "agency.txt": "agency_id,agency_name,agency_url,agency_timezone\nA,Small,https://example.org,UTC\n",
            "calendar.txt":
                "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20250101,20251231\n",
            "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nP,Portal,45.000,7\nQ,Quayside,45.003,7\nR,Ridge,45.004,7\n",
            "routes.txt": "route_id,agency_id,route_short_name,route_long_name,route_type\nRA,A,40,,3\n",
            "trips.txt": "route_id,service_id,trip_id,trip_headsign\nRA,ALL,L,\nRA,ALL,E,\n",
            "stop_times.txt":
                "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nL,09:00:00,09:00:00,P,1\nL,09:05:00,09:05:00,Q,2\nL,09:08:00,09:08:00,R,3\n"
                + "E,09:00:00,09:00:00,P,1\nE,09:08:00,09:08:00,R,3\n",
        ]
        for (name, text) in files { try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8) }
        return try Resolver(path: FeedDatabases.shared.path(for: directory.url.path))
    }

    static func decode(_ rows: [[(String, Int)]]) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try resolver()).decode(TestPage(rows).page)
    }

    // MARK: direction words after the name

    /// Hungarian, Turkish and Finnish write the direction word after the headsign: the name is the
    /// words before it back to a separator (a code before that), or after a badge opening the line.
    @Test func aDirectionWordAfterTheName() {
        let page = Self.evidence([
            [("Vonat · Chiang Mai felé", 40)], [("Ubon Ratchathani yönüne · 7 durak", 40)], [("9 Kamppi suuntaan", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["Chiang Mai", "Ubon Ratchathani", "Kamppi"])
        #expect(page.routeLines.map(\.codes) == [["Vonat"], [], ["9"]])
        #expect(page.routeLines[2].longerHeadsigns == ["9 Kamppi"])
        // The name before the word is a headsign, not a stop the rider is at; without the word it is.
        let kelenfold = Self.evidence([[("Kelenföld vasútállomás felé", 40)], [("Kelenföld vasútállomás", 40)]]).nameSpans
            .filter { $0.text == "Kelenföld vasútállomás" }
        #expect(kelenfold.map(\.namesDirection) == [true, false])
        // No word after the name, no route line; a word written before the name is read as before.
        #expect(Self.evidence([[("Chiang Mai", 40)]]).routeLines.isEmpty)
        #expect(Self.evidence([[("Juna suuntaan Maradana", 40)]]).routeLines.contains { $0.headsign == "Maradana" && $0.codes == ["Juna"] })
    }

    /// The headsign read before "felé" is the ride's when it is where the trip goes, and nothing when not.
    @Test(arguments: [("40 Ridge felé", "Ridge" as String?), ("40 Harbour felé", nil)])
    func aHeadsignBeforeItsWordIsTheTripsDestination(line: String, headsign: String?) throws {
        let decoded = try Self.decode([
            [("Monday, June 2, 2025", 40)], [("9:00 AM", 40), ("Portal", 260)], [(line, 260)], [("9:05 AM", 40), ("Quayside", 260)],
        ])
        guard case .ride(let ride) = decoded.itinerary.legs.first else {
            Issue.record("no ride")
            return
        }
        #expect(ride.headsign?.value == headsign)
    }

    // MARK: a search's limit

    /// A limit's word before the time (fillers between) or, in a language of postpositions, after it.
    @Test func aSearchsLimitBesideItsTime() {
        func limits(_ text: String) -> [TimeMark.Limit?] { Self.evidence([[(text, 40)]]).times.map(\.limit) }
        #expect(limits("lunedì 16 marzo 2026 · dalle ore 05:00 · 1 adulto") == [.notBefore])
        #expect(limits("Stampato il 14/03/2026 alle 21:40") == [nil])
        #expect(limits("a partir de las 05:00") == [.notBefore])
        #expect(limits("Arrive by 9:00 AM") == [.notAfter])
        #expect(limits("klo 5.00 alkaen") == [.notBefore])
        #expect(limits("05:00'den sonra") == [.notBefore])
        // German "ab" departs as often as it limits a search; "10:05 utan byte" is Swedish "without".
        #expect(limits("ab 05:00") == [nil])
        #expect(limits("10:05 utan byte") == [nil])
    }

    /// A search's lower limit is explained by a trip leaving at or after it; a trip leaving before
    /// it leaves it unexplained (the page's search would not have shown it).
    @Test(arguments: [("after 8:30 AM", 0), ("after 9:00 AM", 0), ("after 9:01 AM", 1)])
    func aLimitTheTripKeepsIsExplained(search: String, unexplained: Int) throws {
        let decoded = try Self.decode([
            [("Portal → Ridge · Monday, June 2, 2025 · " + search, 40)], [("9:00 AM", 40), ("Portal", 260)],
            [("9:05 AM", 40), ("Quayside", 260)], [("9:08 AM", 40), ("Ridge", 260)],
        ])
        #expect(decoded.tripIDs == ["L"])
        #expect(decoded.unexplained.count == unexplained, "\(decoded.unexplained)")
    }

    // MARK: stops listed between

    /// The local and the express leave Portal and reach Ridge at the same minutes: the page's
    /// "9:05 AM Quayside" between them is the local's call, so the local is the trip; a time there
    /// the local does not keep (9:06), or no row there, leaves the two tied.
    @Test(arguments: [("9:05 AM", true), ("9:06 AM", false), (nil as String?, false)])
    func aListedStopBetweenTellsTheTripThatCallsThere(between: String?, told: Bool) throws {
        var rows: [[(String, Int)]] = [[("Monday, June 2, 2025", 40)], [("9:00 AM", 40), ("Portal", 260)]]
        if let between { rows.append([(between, 40), ("Quayside", 260)]) }
        rows.append([("9:08 AM", 40), ("Ridge", 260)])
        if told {
            #expect(try Self.decode(rows).tripIDs == ["L"])
        } else {
            #expect(throws: DecodeError.self) { try Self.decode(rows) }
        }
    }
}
