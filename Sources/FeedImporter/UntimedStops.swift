import Foundation
import TripShotSQLite

/// Times for the stops a trip calls at between its timepoints. GTFS lets a feed leave
/// `arrival_time` and `departure_time` empty at stops that are not timepoints, and says that trip
/// planners interpolate them (CARTA times 2 stops of route 4's 99); a planner then prints "4:59 PM"
/// beside such a stop, and a page is matched against what the feed would say there. Each empty
/// call between two timed ones gets the time its distance along the trip gives (the feed's
/// `shape_dist_traveled` where every call of the stretch has one, else the straight lines between
/// the stops, else the count of stops), and `timepoint` 0: GTFS's "times are approximate".
enum UntimedStops {
    /// One call of a trip, in stop_sequence order.
    struct Call: Equatable {
        var arrival: Int? = nil
        var departure: Int? = nil
        var shapeDistance: Double? = nil
        var latitude: Double? = nil
        var longitude: Double? = nil
    }

    /// The time for each call that has none and lies between two timed calls; nil elsewhere
    /// (timed calls, and the untimed ones before the first or after the last timed call, which
    /// nothing bounds).
    static func interpolated(_ calls: [Call]) -> [Int?] {
        var times = [Int?](repeating: nil, count: calls.count)
        let timed = calls.indices.filter { calls[$0].arrival != nil || calls[$0].departure != nil }
        for (start, end) in zip(timed, timed.dropFirst()) where end > start + 1 {
            guard let leave = calls[start].departure ?? calls[start].arrival,
                let reach = calls[end].arrival ?? calls[end].departure, reach >= leave
            else { continue }
            let along = distances(calls[start...end])
            let total = along.last!
            for k in (start + 1)..<end {
                let fraction = total > 0 ? along[k - start] / total : Double(k - start) / Double(end - start)
                times[k] = leave + Int((Double(reach - leave) * fraction).rounded())
            }
        }
        return times
    }

    /// Distance from the stretch's first call to each of its calls, in the feed's shape units,
    /// or metres, or stops.
    private static func distances(_ stretch: ArraySlice<Call>) -> [Double] {
        let calls = Array(stretch)
        if calls.allSatisfy({ $0.shapeDistance != nil }) {
            let first = calls[0].shapeDistance!
            let along = calls.map { $0.shapeDistance! - first }
            if zip(along, along.dropFirst()).allSatisfy({ $0 <= $1 }) { return along }
        }
        if calls.allSatisfy({ $0.latitude != nil && $0.longitude != nil }) {
            var along = [0.0]
            for (a, b) in zip(calls, calls.dropFirst()) { along.append(along.last! + metres(a, b)) }
            return along
        }
        return calls.indices.map(Double.init)
    }

    /// Metres between two nearby stops on a flat local projection (consecutive stops are close).
    private static func metres(_ a: Call, _ b: Call) -> Double {
        let radians = Double.pi / 180, earth = 6_371_000.0
        let meanLatitude = (a.latitude! + b.latitude!) / 2 * radians
        let x = (b.longitude! - a.longitude!) * radians * cos(meanLatitude)
        let y = (b.latitude! - a.latitude!) * radians
        return (x * x + y * y).squareRoot() * earth
    }

    /// The stop_times columns a call's time lives in: a row with all of them empty is untimed
    /// (the parser counts such rows, and `fill` runs only when there are some).
    static let timeColumns = ["arrival_time", "departure_time", "start_pickup_drop_off_window"]

    /// Fills the times of every trip that has untimed calls; returns how many calls got one.
    /// One trip at a time, so memory holds one trip's calls; the untimed trips' ids go to a
    /// temporary table (SQLite's temp file, its page cache bounded), not to an array, so a feed
    /// that leaves most of its calls untimed costs no memory per trip. GTFS-Flex calls (a pickup
    /// window instead of times) keep their empty times.
    static func fill(in db: Database) throws -> Int {
        try db.execute(
            """
            CREATE TEMP TABLE tripshot_untimed_trips AS
            SELECT DISTINCT trip_id FROM stop_times
            WHERE arrival_time IS NULL AND departure_time IS NULL AND start_pickup_drop_off_window IS NULL
            """)
        defer { try? db.execute("DROP TABLE temp.tripshot_untimed_trips") }
        let calls = try db.prepare(
            """
            SELECT st.rowid, st.arrival_time, st.departure_time, st.shape_dist_traveled, s.stop_lat, s.stop_lon,
                   st.start_pickup_drop_off_window
            FROM stop_times st LEFT JOIN stops s ON s.stop_id = st.stop_id
            WHERE st.trip_id = ? ORDER BY st.stop_sequence
            """)
        let update = try db.prepare("UPDATE stop_times SET arrival_time = ?, departure_time = ?, timepoint = 0 WHERE rowid = ?")
        var filled = 0
        // The trips are read from the temporary table while stop_times is updated: no statement
        // reads a table another one is changing.
        try db.prepare("SELECT trip_id FROM temp.tripshot_untimed_trips").forEachRow { trip in
            var rows: [(rowid: Int, call: Call, flex: Bool)] = []
            try calls.bind([.text(trip.text(0))])
            try calls.forEachRow { row in
                rows.append(
                    (row.int(0),
                     Call(
                        arrival: row.optionalInt(1), departure: row.optionalInt(2), shapeDistance: row.optionalDouble(3),
                        latitude: row.optionalDouble(4), longitude: row.optionalDouble(5)),
                     !row.isNull(6)))
            }
            // A flex call keeps its pickup window: it bounds no stretch, and no time is written to it.
            let times = interpolated(rows.map { $0.flex ? Call(arrival: nil, departure: nil) : $0.call })
            for (index, time) in times.enumerated() where !rows[index].flex {
                guard let time else { continue }
                try update.run(.integer(time), .integer(time), .integer(rows[index].rowid))
                filled += 1
            }
        }
        return filled
    }
}
