import Foundation
import TestSupport
import Testing
import TripShotPlannerDecoder
import TripShotResolver

/// A planner's page alighting at a stop the feed leaves untimed (gtfs-load's estimate between
/// timepoints): decoded within the slack, however the page rounds; beyond it, no trip explains it.
@Suite struct UntimedStopDecodingTests {
    /// Portal 09:00 to Ridge 09:08; Quayside untimed, three quarters of the way: about 09:06.
    static func resolver() throws -> Resolver {
        let directory = try TemporaryDirectory()
        let files = [
            "agency.txt": "agency_id,agency_name,agency_url,agency_timezone\nA,Small,https://example.org,UTC\n",
            "calendar.txt":
                "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nALL,1,1,1,1,1,1,1,20250101,20251231\n",
            "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nP,Portal,45.000,7\nQ1,Quarry,45.001,7\nQ2,Quayside,45.003,7\nR,Ridge,45.004,7\n",
            "routes.txt": "route_id,agency_id,route_short_name,route_long_name,route_type\nRA,A,A,,3\n",
            "trips.txt": "route_id,service_id,trip_id,trip_headsign\nRA,ALL,T,Ridge\n",
            "stop_times.txt":
                "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT,09:00:00,09:00:00,P,1\nT,,,Q1,2\nT,,,Q2,3\nT,09:08:00,09:08:00,R,4\n",
        ]
        for (name, text) in files { try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8) }
        return try Resolver(path: FeedDatabases.shared.path(for: directory.url.path))
    }

    func page(arriving time: String) -> TestPage {
        TestPage([
            [("Monday, June 2, 2025", 40)], [("9:00 AM", 40), ("Portal", 260)], [("A towards Ridge", 260)],
            [(time, 40), ("Quayside", 260)],
        ])
    }

    @Test(arguments: ["9:04 AM", "9:09 AM"])
    func withinTheSlackTheTripExplainsThePage(_ time: String) throws {
        let decoded = try PlannerDecoder(resolver: try Self.resolver()).decode(page(arriving: time).page)
        #expect(decoded.tripIDs == ["T"])
    }

    @Test(arguments: ["9:02 AM", "9:10 AM"])
    func beyondItNoTripDoes(_ time: String) throws {
        #expect {
            try PlannerDecoder(resolver: try Self.resolver()).decode(page(arriving: time).page)
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }
}
