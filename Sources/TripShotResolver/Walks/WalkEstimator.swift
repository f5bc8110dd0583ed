import TripShotSQLite
import TripShotTrip

/// The walk between two rides: from the previous ride's alighting stop to the next ride's
/// boarding stop.
///
/// The feed's word wins, even for a change at one stop: a transfers.txt row with
/// `min_transfer_time` between the two stops (or their parent stations), then a pathways.txt edge
/// between them with a traversal time or length. Then a change at one stop is 0 min. Otherwise
/// the walk is estimated: the straight-line (geodesic) distance times `detourFactor` (streets
/// are not straight; 1.3 is the usual urban network detour ratio), at `walkingSpeed` metres per
/// second (1.2 m/s = 4.3 km/h, a relaxed pace with luggage). Minutes are rounded up.
/// `distanceMeters` is the pathway length when the feed gives one, else the straight-line distance
/// (what planners print as "Walk 270 m"); only the minutes include the detour.
struct WalkEstimator {
    static let detourFactor = 1.3
    static let walkingSpeed = 1.2

    let database: Database
    let stops: StopDirectory

    func walk(from: StopCall, to: StopCall) throws -> ResolvedWalk {
        let straight = Geodesy.meters(from.coordinate, to.coordinate)
        let estimatedMeters = straight * Self.detourFactor
        let geometry = [from.coordinate, to.coordinate]
        func make(_ meters: Double, _ seconds: Double, _ source: String) -> ResolvedWalk {
            ResolvedWalk(
                from: from, to: to, distanceMeters: Int(meters.rounded()),
                minutes: Int((seconds / 60).rounded(.up)), source: source, geometry: geometry)
        }
        let fromIDs = ids(around: from.stopID), toIDs = ids(around: to.stopID)
        if let seconds = try transferTime(from: fromIDs, to: toIDs) {
            return make(straight, Double(seconds), "transfers.txt")
        }
        if let pathway = try pathway(from: fromIDs, to: toIDs) {
            let meters = pathway.length ?? straight
            return make(meters, pathway.seconds ?? (pathway.length ?? estimatedMeters) / Self.walkingSpeed, "pathways.txt")
        }
        // Only when the feed says nothing: a change at one stop may still take time (Amtrak's
        // `WAS,WAS,2,60`), which is why the feed is asked first.
        if from.stopID == to.stopID { return make(0, 0, "same stop") }
        return make(straight, estimatedMeters / Self.walkingSpeed, "geodesic")
    }

    /// The stop and its parent station: transfers are often given between stations.
    private func ids(around id: String) -> [String] {
        [id] + (stops.stop(id)?.parentID.map { [$0] } ?? [])
    }

    private func list(_ ids: [String]) -> String { ids.map { _ in "?" }.joined(separator: ",") }

    private func transferTime(from: [String], to: [String]) throws -> Int? {
        let statement = try database.prepare(
            """
            SELECT min_transfer_time FROM transfers
            WHERE from_stop_id IN (\(list(from))) AND to_stop_id IN (\(list(to))) AND min_transfer_time IS NOT NULL
            ORDER BY (from_stop_id = ?) + (to_stop_id = ?) DESC LIMIT 1
            """)
        try statement.bind((from + to + [from[0], to[0]]).map { .text($0) })
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : nil
    }

    private func pathway(from: [String], to: [String]) throws -> (length: Double?, seconds: Double?)? {
        let statement = try database.prepare(
            """
            SELECT length, traversal_time FROM pathways
            WHERE (from_stop_id IN (\(list(from))) AND to_stop_id IN (\(list(to))))
               OR (is_bidirectional = 1 AND from_stop_id IN (\(list(to))) AND to_stop_id IN (\(list(from))))
            LIMIT 1
            """)
        try statement.bind((from + to + to + from).map { .text($0) })
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        let length = statement.optionalDouble(0)
        let seconds = statement.optionalInt(1).map(Double.init)
        return length == nil && seconds == nil ? nil : (length, seconds)
    }
}
