import Foundation
import Testing
import TripShotRender
import TripShotResolver
import TripShotTrip

/// `--json`: valid JSON with the keys docs/formats/trip-json.md documents, coordinates as [lon, lat].
@Suite struct TripJSONTests {
    func decode() throws -> [String: Any] {
        let text = TripJSON.render(TripRenderFixture.trip)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func topLevelHasTheDocumentedKeys() throws {
        let json = try decode()
        #expect(json["service_date"] as? String == "2025-03-17")
        #expect(json["service_date_source"] as? String == "page")
        #expect(json["total_minutes"] as? Int == 61)
        #expect(json["all_match"] as? Bool == false)
        let legs = try #require(json["legs"] as? [[String: Any]])
        #expect(legs.map { $0["type"] as? String } == ["ride", "walk", "ride"])
    }

    @Test func aRideCarriesRouteTripStopsGeometryAndVerdict() throws {
        let ride = try #require((try decode()["legs"] as? [[String: Any]])?.first)
        #expect(ride["mode"] as? String == "rail")
        #expect(ride["route_id"] as? String == "R-MI")
        #expect(ride["route_short_name"] as? String == "MI")
        #expect(ride["trip_id"] as? String == "T-2745")
        #expect(ride["headsign"] as? String == "Milton GO")
        let from = try #require(ride["from"] as? [String: Any])
        #expect(from["stop_id"] as? String == "UN")
        #expect(from["shown_time"] as? String == "18:32")
        #expect(from["scheduled_seconds"] as? Int == 66300)
        #expect(from["scheduled_time"] as? String == "18:25:00")
        #expect((from["lat"] as? Double).map { abs($0 - 43.645) < 1e-9 } == true)
        let stops = try #require(ride["stops"] as? [[String: Any]])
        #expect(stops.map { $0["position"] as? Int } == [0, 1, 2])
        #expect(stops[1]["stop_id"] as? String == "KP")
        let geometry = try #require(ride["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "LineString")
        let first = try #require((geometry["coordinates"] as? [[Double]])?.first)
        #expect(first == [-79.38, 43.645])  // [lon, lat]
        #expect(ride["geometry_source"] as? String == "shape_projection")
        let validation = try #require(ride["validation"] as? [String: Any])
        #expect(validation["status"] as? String == "mismatch")
        #expect((validation["details"] as? [String])?.first?.contains("7 min late") == true)
    }

    /// A call the feed times only approximately says so in `stops[].estimated` and, at the boarding
    /// or alighting stop, `scheduled_estimated`; an exact one says false.
    @Test func anEstimatedTimeIsSaid() throws {
        var trip = TripRenderFixture.trip
        guard case .ride(var ride) = trip.legs[0] else { Issue.record("no ride"); return }
        ride.stops[ride.stops.count - 1].estimated = true
        trip.legs[0] = .ride(ride)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(TripJSON.render(trip).utf8)) as? [String: Any])
        let first = try #require((json["legs"] as? [[String: Any]])?.first)
        let stops = try #require(first["stops"] as? [[String: Any]])
        #expect(stops.map { $0["estimated"] as? Bool } == [false, false, true])
        #expect((first["from"] as? [String: Any])?["scheduled_estimated"] as? Bool == false)
        #expect((first["to"] as? [String: Any])?["scheduled_estimated"] as? Bool == true)
    }

    @Test func aWalkCarriesDistanceMinutesAndGeometry() throws {
        let walk = try #require((try decode()["legs"] as? [[String: Any]])?[1])
        #expect(walk["distance_m"] as? Int == 99)
        #expect(walk["minutes"] as? Int == 2)
        #expect((walk["from"] as? [String: Any])?["stop_id"] as? String == "ER")
        #expect((walk["to"] as? [String: Any])?["stop_id"] as? String == "00189")
        #expect((walk["geometry"] as? [String: Any])?["type"] as? String == "LineString")
    }

    @Test func stringsAreEscaped() throws {
        var trip = TripRenderFixture.trip
        if case .ride(var ride) = trip.legs[0] {
            ride.headsign = "Say \"hi\"\\\n\u{1}"
            trip.legs[0] = .ride(ride)
        }
        let json = try JSONSerialization.jsonObject(with: Data(TripJSON.render(trip).utf8)) as? [String: Any]
        let legs = json?["legs"] as? [[String: Any]]
        #expect(legs?.first?["headsign"] as? String == "Say \"hi\"\\\n\u{1}")
    }

    /// Which reading of a name the resolver took, and the others the page allowed.
    @Test func aRideSaysWhichReadingOfEachNameWasTaken() throws {
        var trip = TripRenderFixture.trip
        if case .ride(var ride) = trip.legs[0] {
            ride.fromReading = NameReading(taken: "72 St", others: ["St"])
            ride.toReading = NameReading(taken: "Centrum 07")
            trip.legs[0] = .ride(ride)
        }
        let json = try JSONSerialization.jsonObject(with: Data(TripJSON.render(trip).utf8)) as? [String: Any]
        let ride = try #require((json?["legs"] as? [[String: Any]])?.first)
        let from = try #require(ride["from"] as? [String: Any])
        let to = try #require(ride["to"] as? [String: Any])
        #expect(from["shown_name"] as? String == "72 St")
        #expect(from["other_readings"] as? [String] == ["St"])
        #expect(to["shown_name"] as? String == "Centrum 07")
        #expect(to["other_readings"] as? [String] == [])
    }
}
