import Foundation
import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Which headsign a decoded ride says: the feed's destination the page's text writes. A trip
/// without a headsign goes to its last stop (as the resolved ride says it); a headsign with a dash
/// written out whole is the whole one, not its part after the dash.
@Suite struct HeadsignReadingTests {
    /// Route 40's trip T has no headsign and ends at Ridge; route B's T2 goes to "Buenavista - Cuautitlán".
    static func resolver() throws -> Resolver {
        let directory = try TemporaryDirectory()
        let files = [
            "agency.txt": "agency_id,agency_name,agency_url,agency_timezone\nA,Small,https://example.org,UTC\n",
            "calendar.txt":
                "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20250101,20251231\n",
            "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nP,Portal,45.000,7\nQ,Quayside,45.003,7\nR,Ridge,45.004,7\n",
            "routes.txt": "route_id,agency_id,route_short_name,route_long_name,route_type\nRA,A,40,,3\nRB,A,B,,3\n",
            "trips.txt": "route_id,service_id,trip_id,trip_headsign\nRA,ALL,T,\nRB,ALL,T2,Buenavista - Cuautitlán\n",
            "stop_times.txt":
                "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT,09:00:00,09:00:00,P,1\nT,09:05:00,09:05:00,Q,2\nT,09:08:00,09:08:00,R,3\n"
                + "T2,10:00:00,10:00:00,P,1\nT2,10:05:00,10:05:00,Q,2\nT2,10:10:00,10:10:00,R,3\n",
        ]
        for (name, text) in files { try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8) }
        return try Resolver(path: FeedDatabases.shared.path(for: directory.url.path))
    }

    func headsign(_ line: String, leaving: String, arriving: String) throws -> String? {
        let page = TestPage([
            [("Monday, June 2, 2025", 40)], [(leaving, 40), ("Portal", 260)], [(line, 260)], [(arriving, 40), ("Quayside", 260)],
        ])
        let decoded = try PlannerDecoder(resolver: try Self.resolver()).decode(page.page)
        guard case .ride(let ride) = decoded.itinerary.legs.first else { return nil }
        return ride.headsign?.value
    }

    @Test func aTripWithoutAHeadsignGoesToItsLastStop() throws {
        #expect(try headsign("40 towards Ridge", leaving: "9:00 AM", arriving: "9:05 AM") == "Ridge")
        #expect(try headsign("40 towards Harbour", leaving: "9:00 AM", arriving: "9:05 AM") == nil)
    }

    @Test func aHeadsignWrittenOutWholeIsTheWholeOne() throws {
        #expect(try headsign("B dir. Buenavista - Cuautitlán", leaving: "10:00 AM", arriving: "10:05 AM") == "Buenavista - Cuautitlán")
        #expect(try headsign("B dir. Cuautitlán", leaving: "10:00 AM", arriving: "10:05 AM") == "Cuautitlán")
    }
}
