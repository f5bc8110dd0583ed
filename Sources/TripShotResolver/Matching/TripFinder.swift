import TripShotFeedDatabase
import TripShotParser
import TripShotSQLite
import TripShotStopNames

/// Finds the runs of given routes from a set of boarding stops to a set of alighting stops on one
/// service day. Regular trips are looked up by boarding stop and departure window, so only the
/// minutes around the page's time are read; trips in frequencies.txt are expanded into their
/// departures (`exact_times` 0 or 1 alike: each start is start_time + k * headway_secs).
struct TripFinder {
    let database: Database
    let schema: FeedSchema
    let calendar: ServiceCalendar
    /// Trip ids that have frequencies.txt rows; their stop_times are templates, not real times.
    let frequencyTrips: Set<String>
    /// Selected last, after each query's own columns: the trip's texts that may name a variant of
    /// its route (`TripCandidate.labels`), whatever the feed calls them.
    let labelColumns: [String]
    /// How many of `labelColumns` are GTFS's own (trip_short_name); the rest are the feed's extras.
    let standardLabelColumns: Int

    init(database: Database, schema: FeedSchema, calendar: ServiceCalendar) throws {
        self.database = database
        self.schema = schema
        self.calendar = calendar
        var ids = Set<String>()
        if schema.hasTable("frequencies") {
            try database.prepare("SELECT DISTINCT trip_id FROM frequencies").forEachRow { ids.insert($0.text(0)) }
        }
        frequencyTrips = ids
        let standard = ["trip_short_name"].filter { schema.has("trips", $0) }
        standardLabelColumns = standard.count
        labelColumns = (standard + schema.extraColumns("trips")).map { "t." + Schema.quoted($0) }
    }

    struct Query {
        /// The routes searched; nil for every route (when the page's code may be misread).
        var routeIDs: [String]?
        var boardStops: [String]
        var alightStops: [String]
        /// nil: any day (only used to guess a date when neither the page nor the user gave one).
        var serviceDate: ShownDate?
        /// Departure seconds at the boarding stop; nil for the whole day.
        var window: ClosedRange<Int>?
        /// At most this many regular runs (enough to know whether any exists).
        var limit: Int? = nil
    }

    func find(_ query: Query) throws -> [TripCandidate] {
        guard query.routeIDs?.isEmpty != true, !query.boardStops.isEmpty, !query.alightStops.isEmpty else { return [] }
        let services = try query.serviceDate.map { try calendar.services(on: $0) }
        if let services, services.isEmpty { return [] }
        var found = try regular(query, services: services)
        if !frequencyTrips.isEmpty { found += try frequencyBased(query, services: services) }
        return found
    }

    private var tripColumns: String {
        let headsign = schema.column("trips", "trip_headsign", as: "t")
        let shape = schema.column("trips", "shape_id", as: "t")
        return "t.trip_id, t.route_id, t.service_id, \(headsign), \(shape)"
    }

    private var labelList: String { labelColumns.map { ", " + $0 }.joined() }

    /// The boarding and alighting calls' `timepoint` (0: approximate), NULL in a database without it.
    private var timepoints: String {
        schema.has("stop_times", "timepoint") ? "a.timepoint, b.timepoint" : "NULL, NULL"
    }

    private func labels(_ row: Statement, from first: Int) -> [String] {
        (first..<(first + labelColumns.count)).compactMap { column -> String? in
            guard let text = row.optionalText(column)?.trimmed, !text.isEmpty else { return nil }
            let extra = column - first >= standardLabelColumns
            return extra && Self.isFlag(text) ? nil : text
        }
    }

    /// A lone digit in a column of the feed's own ("exceptional" 0/1 in Transcollines) is a flag
    /// or an enumeration, as GTFS writes its own (bikes_allowed, direction_id), never a name a page
    /// prints: taken as a label, a list's "1." matched it. trip_short_name keeps every value (train 1).
    static func isFlag(_ text: String) -> Bool {
        text.count == 1 && text.allSatisfy(\.isNumber)
    }

    private func placeholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ",") }

    private func regular(_ query: Query, services: Set<String>?) throws -> [TripCandidate] {
        // CROSS JOIN fixes the order SQLite walks: boarding rows by (stop_id, departure_time), then
        // their trip (route and service filter), and only then the trip's later stops.
        var sql = """
            SELECT \(tripColumns), a.stop_id, a.stop_sequence, a.departure_time, b.stop_id, b.stop_sequence, b.arrival_time,
                   \(timepoints) \(labelList)
            FROM stop_times a
            CROSS JOIN trips t ON t.trip_id = a.trip_id
            CROSS JOIN stop_times b ON b.trip_id = a.trip_id AND b.stop_sequence > a.stop_sequence
            WHERE a.stop_id IN (\(placeholders(query.boardStops.count)))
              AND b.stop_id IN (\(placeholders(query.alightStops.count)))
              AND a.departure_time IS NOT NULL AND b.arrival_time IS NOT NULL
            """
        if let routes = query.routeIDs { sql += " AND +t.route_id IN (\(placeholders(routes.count)))" }
        // The unary + keeps SQLite from reaching the trip through its route or service index (a
        // scan of every trip of the route per boarding row): each row's own trip_id is the way in.
        var values: [SQLiteValue] = (query.boardStops + query.alightStops + (query.routeIDs ?? [])).map { .text($0) }
        if let window = query.window {
            sql += " AND a.departure_time BETWEEN ? AND ?"
            values += [.integer(window.lowerBound), .integer(window.upperBound)]
        }
        if let services, services.count <= 200 {
            sql += " AND +t.service_id IN (\(placeholders(services.count)))"
            values += services.sorted().map { .text($0) }
        }
        if let limit = query.limit { sql += " LIMIT \(limit)" }
        var found: [TripCandidate] = []
        // Prepared once per connection: a page's searches repeat a few shapes of this query, and
        // compiling it cost more than running it.
        try database.withStatement(sql) { statement in
            try statement.bind(values)
            try statement.forEachRow { row in
                let tripID = row.text(0)
                guard services?.contains(row.text(2)) ?? true, !frequencyTrips.contains(tripID) else { return }
                found.append(
                    TripCandidate(
                        tripID: tripID, routeID: row.text(1), serviceID: row.text(2), headsign: row.text(3).trimmed,
                        shapeID: row.optionalText(4).flatMap { $0.isEmpty ? nil : $0 },
                        labels: labels(row, from: 13),
                        boardStopID: row.text(5), boardSequence: row.int(6), alightStopID: row.text(8),
                        alightSequence: row.int(9), departure: row.int(7), arrival: row.int(10),
                        departureApproximate: row.optionalInt(11) == 0, arrivalApproximate: row.optionalInt(12) == 0,
                        serviceDate: query.serviceDate, frequencyShift: nil))
            }
        }
        return found
    }

    private func frequencyBased(_ query: Query, services: Set<String>?) throws -> [TripCandidate] {
        var sql = """
            SELECT \(tripColumns), a.stop_id, a.stop_sequence, a.departure_time, b.stop_id, b.stop_sequence, b.arrival_time,
                   f.start_time, f.end_time, f.headway_secs,
                   (SELECT min(s.departure_time) FROM stop_times s WHERE s.trip_id = t.trip_id
                      AND s.stop_sequence = (SELECT min(stop_sequence) FROM stop_times WHERE trip_id = t.trip_id)),
                   \(timepoints) \(labelList)
            FROM frequencies f
            JOIN trips t ON t.trip_id = f.trip_id
            JOIN stop_times a ON a.trip_id = t.trip_id
            JOIN stop_times b ON b.trip_id = t.trip_id AND b.stop_sequence > a.stop_sequence
            WHERE a.stop_id IN (\(placeholders(query.boardStops.count)))
              AND b.stop_id IN (\(placeholders(query.alightStops.count)))
              AND a.departure_time IS NOT NULL AND b.arrival_time IS NOT NULL
            """
        if let routes = query.routeIDs { sql += " AND t.route_id IN (\(placeholders(routes.count)))" }
        var found: [TripCandidate] = []
        try database.withStatement(sql) { statement in
            try statement.bind((query.boardStops + query.alightStops + (query.routeIDs ?? [])).map { .text($0) })
            try statement.forEachRow { row in
                guard services?.contains(row.text(2)) ?? true else { return }
                let start = row.int(11), end = row.int(12), headway = row.int(13)
                let origin = row.optionalInt(14) ?? row.int(7)
                guard headway > 0, end >= start else { return }
                let boardOffset = row.int(7) - origin, alightOffset = row.int(10) - origin
                // The departures of this window whose boarding time falls in the query's window.
                var firstK = 0, lastK = (end - start) / headway
                if (end - start) % headway == 0 && lastK > 0 { lastK -= 1 }  // end_time itself starts no trip
                if let window = query.window {
                    let low = window.lowerBound - boardOffset - start
                    let high = window.upperBound - boardOffset - start
                    firstK = max(firstK, low <= 0 ? 0 : (low + headway - 1) / headway)
                    lastK = min(lastK, high < 0 ? -1 : high / headway)
                }
                guard firstK <= lastK else { return }
                for k in firstK...lastK {
                    let startTime = start + k * headway
                    found.append(
                        TripCandidate(
                            tripID: row.text(0), routeID: row.text(1), serviceID: row.text(2),
                            headsign: row.text(3).trimmed,
                            shapeID: row.optionalText(4).flatMap { $0.isEmpty ? nil : $0 },
                            labels: labels(row, from: 17),
                            boardStopID: row.text(5), boardSequence: row.int(6), alightStopID: row.text(8),
                            alightSequence: row.int(9), departure: startTime + boardOffset,
                            arrival: startTime + alightOffset,
                            departureApproximate: row.optionalInt(15) == 0, arrivalApproximate: row.optionalInt(16) == 0,
                            serviceDate: query.serviceDate,
                            frequencyShift: startTime - origin))
                }
            }
        }
        return found
    }
}
