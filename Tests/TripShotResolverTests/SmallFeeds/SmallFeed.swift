import Foundation
import TestSupport
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A small GTFS feed written as CSV files into a temporary directory and loaded with the real
/// importer, for behaviour no real feed in the fixtures shows on its own (a loop trip, a
/// transfers.txt or pathways.txt walk, variant codes in one column or another). Every trip runs
/// every day of 2025 under service "ALL".
struct SmallFeed {
    struct Stop {
        var id: String
        var name: String
        var lat: Double
        var lon: Double
    }

    struct Trip {
        var id: String
        var route: String
        var headsign = ""
        var shortName = ""
        /// (stop id, "HH:MM") in stop_sequence order; arrival and departure alike ("" for none).
        var calls: [(String, String)]
    }

    var stops: [Stop]
    /// (route_id, route_short_name).
    var routes: [(String, String)]
    /// route_long_name by route_id, when wanted.
    var routeLongNames: [String: String] = [:]
    var trips: [Trip]
    /// Extra files ("transfers.txt": CSV text) and extra trips columns (name: value per trip id).
    var files: [String: String] = [:]
    var extraTripColumns: [String: [String: String]] = [:]

    /// The feed loaded into a fresh database, and a resolver on it.
    func resolver() throws -> Resolver {
        let directory = try TemporaryDirectory()
        func write(_ name: String, _ lines: [String]) throws {
            let text = lines.joined(separator: "\n") + "\n"
            try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8)
        }
        try write("agency.txt", ["agency_id,agency_name,agency_url,agency_timezone", "A,Small,https://example.org,UTC"])
        try write(
            "calendar.txt",
            ["service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date",
             "ALL,1,1,1,1,1,1,1,20250101,20251231"])
        try write(
            "stops.txt",
            ["stop_id,stop_name,stop_lat,stop_lon"] + stops.map { "\($0.id),\"\($0.name)\",\($0.lat),\($0.lon)" })
        try write(
            "routes.txt",
            ["route_id,agency_id,route_short_name,route_long_name,route_type"]
                + routes.map { "\($0.0),A,\($0.1),\(routeLongNames[$0.0] ?? ""),3" })
        let extra = extraTripColumns.keys.sorted()
        try write(
            "trips.txt",
            [(["route_id,service_id,trip_id,trip_headsign,trip_short_name"] + extra).joined(separator: ",")]
                + trips.map { trip in
                    let extras = extra.map { extraTripColumns[$0]?[trip.id] ?? "" }
                    return ([trip.route, "ALL", trip.id, trip.headsign, trip.shortName] + extras).joined(separator: ",")
                })
        try write(
            "stop_times.txt",
            ["trip_id,arrival_time,departure_time,stop_id,stop_sequence"]
                + trips.flatMap { trip in
                    trip.calls.enumerated().map { index, call in
                        // "" leaves the call untimed, as a stop that is no timepoint.
                        call.1.isEmpty
                            ? "\(trip.id),,,\(call.0),\(index + 1)" : "\(trip.id),\(call.1):00,\(call.1):00,\(call.0),\(index + 1)"
                    }
                })
        for (name, text) in files { try text.write(toFile: directory.path(name), atomically: true, encoding: .utf8) }
        return try Resolver(path: FeedDatabases.shared.path(for: directory.url.path))
    }
}

/// Itineraries written by hand, as the parser would give them.
enum HandItinerary {
    static let date = ShownDate(year: 2025, month: 6, day: 2)

    static func ride(
        _ code: String, from: String, _ departure: String, to: String, _ arrival: String,
        fromAlternatives: [String] = [], toAlternatives: [String] = [], between: Int? = nil
    ) -> Ride {
        Ride(
            routeCode: Located(code, box: nil), headsign: nil,
            from: Located(from, box: nil, alternatives: fromAlternatives),
            to: Located(to, box: nil, alternatives: toAlternatives),
            departure: Located(clock(departure), box: nil), arrival: Located(clock(arrival), box: nil),
            stopsBetween: between.map { Located($0, box: nil) })
    }

    static func trip(_ legs: [Leg]) -> Itinerary {
        Itinerary(date: Located(date, box: nil), legs: legs)
    }

    static func clock(_ text: String) -> ClockTime {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return ClockTime(hour: parts[0], minute: parts[1])
    }
}
