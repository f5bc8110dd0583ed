import Foundation

/// A small GTFS feed written as CSV files into a temporary directory and loaded with the real
/// importer, for behaviour no real feed in the fixtures shows on its own (a loop trip, a
/// transfers.txt or pathways.txt walk, variant codes in one column or another). Every trip runs
/// every day of 2025 under service "ALL". Each suite asks it for what it needs on top (a resolver,
/// a decoder).
public struct SmallFeed: Sendable {
    public struct Stop: Sendable {
        public var id: String
        public var name: String
        public var lat: Double
        public var lon: Double

        public init(id: String, name: String, lat: Double, lon: Double) {
            self.id = id
            self.name = name
            self.lat = lat
            self.lon = lon
        }
    }

    public struct Trip: Sendable {
        public var id: String
        public var route: String
        public var headsign: String
        public var shortName: String
        /// (stop id, "HH:MM") in stop_sequence order; arrival and departure alike ("" for none).
        public var calls: [(String, String)]
        /// "ALL" (every day of 2025) unless a `calendar.txt` in `files` defines others.
        public var service: String

        public init(
            id: String, route: String, headsign: String = "", shortName: String = "", service: String = "ALL",
            calls: [(String, String)]
        ) {
            self.id = id
            self.service = service
            self.route = route
            self.headsign = headsign
            self.shortName = shortName
            self.calls = calls
        }
    }

    public var stops: [Stop]
    /// (route_id, route_short_name).
    public var routes: [(String, String)]
    /// route_long_name by route_id, when wanted.
    public var routeLongNames: [String: String]
    public var trips: [Trip]
    /// Extra files ("transfers.txt": CSV text) and extra trips columns (name: value per trip id).
    public var files: [String: String]
    public var extraTripColumns: [String: [String: String]]

    public init(
        stops: [Stop], routes: [(String, String)], routeLongNames: [String: String] = [:], trips: [Trip],
        files: [String: String] = [:], extraTripColumns: [String: [String: String]] = [:]
    ) {
        self.stops = stops
        self.routes = routes
        self.routeLongNames = routeLongNames
        self.trips = trips
        self.files = files
        self.extraTripColumns = extraTripColumns
    }

    /// The feed loaded into a fresh database (once per test run for the same files): its path.
    public func databasePath() throws -> String {
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
                    return ([trip.route, trip.service, trip.id, trip.headsign, trip.shortName] + extras).joined(separator: ",")
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
        return try FeedDatabases.shared.path(for: directory.url.path)
    }
}
