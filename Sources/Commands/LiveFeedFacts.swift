import Foundation
import TripShotFeedDatabase
import TripShotLive
import TripShotSQLite
import TripShotTrip

/// What `--realtime` and `--ics` need from the feed database beyond the resolved trip: the agency
/// (name, time zone, language), each ride's direction and whole stop times, and whether the feed
/// knows an id a realtime feed names.
struct LiveFeedFacts {
    var agencyName: String
    var timeZone: TimeZone
    var agencyLanguage: String?
    var agencyIDs: Set<String>
    var rides: [RideSchedule]
    private let database: Database

    init(path: String, trip: ResolvedTrip) throws {
        database = try GTFSDatabase.open(path)
        let routeIDs = trip.rides.map(\.route.routeID)
        // The agency of the first ride's route (routes.agency_id may be empty in one-agency feeds).
        let agency = try database.prepare(
            """
            SELECT a.agency_id, a.agency_name, a.agency_timezone, a.agency_lang FROM agency a
            LEFT JOIN routes r ON r.route_id = ? AND (r.agency_id = a.agency_id OR r.agency_id IS NULL OR r.agency_id = '')
            ORDER BY r.route_id IS NULL LIMIT 1
            """)
        try agency.bind(routeIDs.first ?? "", at: 1)
        guard try agency.step() else { throw LiveFeedFactsError("the feed database has no agency") }
        agencyName = agency.text(1)
        let zoneName = agency.text(2)
        guard let zone = TimeZone(identifier: zoneName) else {
            throw LiveFeedFactsError("agency_timezone '\(zoneName)' is not a time zone this system knows")
        }
        timeZone = zone
        agencyLanguage = agency.optionalText(3).flatMap { $0.isEmpty ? nil : $0 }
        var agencies = Set<String>()
        let routeAgency = try database.prepare("SELECT agency_id FROM routes WHERE route_id = ?")
        for route in routeIDs {
            routeAgency.reset()
            try routeAgency.bind(route, at: 1)
            if try routeAgency.step(), let id = routeAgency.optionalText(0), !id.isEmpty { agencies.insert(id) }
        }
        if agencies.isEmpty, let id = agency.optionalText(0), !id.isEmpty { agencies.insert(id) }
        agencyIDs = agencies

        let direction = try database.prepare("SELECT direction_id FROM trips WHERE trip_id = ?")
        let times = try database.prepare(
            "SELECT stop_id, stop_sequence, arrival_time, departure_time FROM stop_times WHERE trip_id = ? ORDER BY stop_sequence")
        rides = try trip.rides.map { ride in
            direction.reset()
            try direction.bind(ride.tripID, at: 1)
            let directionID = try direction.step() ? direction.optionalInt(0) : nil
            times.reset()
            try times.bind(ride.tripID, at: 1)
            var rows: [ScheduledStopTime] = []
            while try times.step() {
                rows.append(ScheduledStopTime(stopID: times.text(0), sequence: times.int(1), arrival: times.optionalInt(2), departure: times.optionalInt(3)))
            }
            return RideSchedule(directionID: directionID, stopTimes: rows)
        }
    }

    /// How many of `ids` the feed's `table.column` holds.
    func known(_ ids: Set<String>, table: String, column: String) throws -> Int {
        let statement = try database.prepare("SELECT 1 FROM \(table) WHERE \(column) = ? LIMIT 1")
        var count = 0
        for id in ids {
            statement.reset()
            try statement.bind(id, at: 1)
            if try statement.step() { count += 1 }
        }
        return count
    }
}

struct LiveFeedFactsError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
