import Itinerary
import TripModel

extension Resolver {
    /// A ride one of whose stop names reads as no stop of the feed ("z2ste" for "72 St") is still
    /// pinned down by the rest of the page: its route, its other stop (found by name), both shown
    /// times, the service day and the stop count if read. The runs of the route at the known stop
    /// at its shown minute are looked up, and the unknown stop is the one such a run serves at
    /// the other shown minute (later for an alighting stop, earlier for a boarding one), with as
    /// many stops in between as the page shows when it shows a count. Taken only when exactly one
    /// stop (or one station's platforms) fits across every such run, or across the runs whose
    /// headsign the page shows when the times leave more: anything else is a guess, and the caller
    /// keeps the "no stop named like" error.
    ///
    /// Returns the targets to resolve (one per reading of the known name), the stops' side named
    /// by the schedule; nil when both or neither name reads, or the schedule does not name one stop.
    func scheduleNamedTargets(of ride: Ride, times: RideTimes, shown: ShownTimes, pageDate: ShownDate) throws
        -> (targets: [RideTarget], boarding: Bool)?
    {
        let froms = RideTarget.namings(of: ride.from, in: stops)
        let tos = RideTarget.namings(of: ride.to, in: stops)
        guard froms.isEmpty != tos.isEmpty else { return nil }
        let boarding = froms.isEmpty
        let unknownName = boarding ? ride.from.value : ride.to.value
        let routeIDs = routes.routes(forCode: ride.routeCode.value).map(\.route.routeID)
        guard !routeIDs.isEmpty else { return nil }
        let served = try stopsServed(byRoutes: routeIDs).map { StopDirectory.Candidate(stopID: $0, score: 0) }

        func targets(unknownStops: [StopDirectory.Candidate]) throws -> [RideTarget] {
            try (boarding ? tos : froms).map { known in
                let unknown = (name: unknownName, stops: unknownStops)
                return try RideTarget(
                    ride: ride, times: times, from: boarding ? unknown : known, to: boarding ? known : unknown, shown: shown, in: self)
            }
        }
        var fitting: [(station: String, stop: String, headsign: String)] = []
        for target in try targets(unknownStops: served) {
            for daysBack in target.daysBack() {
                let query = target.query(
                    serviceDate: pageDate.adding(days: -daysBack), daysBack: daysBack, wholeDay: false, margin: 0)
                for candidate in try finder.find(query) where target.choice(candidate, daysBack: daysBack).isExact {
                    if let wanted = ride.stopsBetween?.readings, try !wanted.contains(stopsBetween(candidate)) { continue }
                    let id = boarding ? candidate.boardStopID : candidate.alightStopID
                    let route = routes.route(candidate.routeID)
                    let headsign = route.map { Self.cleanHeadsign(candidate.headsign, route: $0, lastStop: nil) }
                    fitting.append((stops.stop(id)?.parentID ?? id, id, headsign ?? candidate.headsign))
                }
            }
        }
        // Two platforms of one station are one answer. When the times leave two stations (a route
        // leaving a stop both ways in one minute), the runs whose headsign the page shows, spelled
        // alike, may leave one.
        func oneStation(_ fits: [(station: String, stop: String, headsign: String)]) -> [String]? {
            Set(fits.map(\.station)).count == 1 ? Set(fits.map(\.stop)).sorted() : nil
        }
        var ids = oneStation(fitting)
        if ids == nil, let shown = ride.headsign?.value, !shown.isEmpty {
            let key = SpellingKey(shown)
            ids = oneStation(fitting.filter { SpellingKey($0.headsign) == key })
        }
        guard let ids else { return nil }
        return (try targets(unknownStops: ids.map { StopDirectory.Candidate(stopID: $0, score: 0) }), boarding)
    }

    /// The ride resolved on the schedule's naming of its unreadable stop, saying so: the name
    /// reading records it, and a finding tells the rider the page's name was not read.
    func resolveScheduleNamed(_ named: (targets: [RideTarget], boarding: Bool), pageDate: ShownDate) throws
        -> ResolvedRide
    {
        var ride = try resolveReadings(named.targets, pageDate: pageDate)
        let boarding = named.boarding
        let shownName = (boarding ? ride.fromReading?.taken : ride.toReading?.taken) ?? ""
        if boarding { ride.fromReading?.namedBySchedule = true } else { ride.toReading?.namedBySchedule = true }
        ride.validation.findings.append(
            .stopNamedBySchedule(
                shown: shownName, stop: (boarding ? ride.from : ride.to).name, boarding: boarding,
                time: boarding ? ride.shownDeparture : ride.shownArrival,
                otherStop: (boarding ? ride.to : ride.from).name,
                otherTime: boarding ? ride.shownArrival : ride.shownDeparture))
        return ride
    }

    /// Every stop a trip of these routes calls at (the platforms, as stop_times names them).
    private func stopsServed(byRoutes routeIDs: [String]) throws -> [String] {
        let marks = Array(repeating: "?", count: routeIDs.count).joined(separator: ",")
        let statement = try database.prepare(
            """
            SELECT DISTINCT s.stop_id FROM trips t CROSS JOIN stop_times s ON s.trip_id = t.trip_id
            WHERE t.route_id IN (\(marks))
            """)
        try statement.bind(routeIDs.map { .text($0) })
        var ids: [String] = []
        try statement.forEachRow { ids.append($0.text(0)) }
        return ids
    }

    /// How many stops a run calls at strictly between its boarding and alighting stops.
    func stopsBetween(_ candidate: TripCandidate) throws -> Int {
        let statement = try database.prepare(
            "SELECT count(*) FROM stop_times WHERE trip_id = ? AND stop_sequence > ? AND stop_sequence < ?")
        try statement.bind([
            .text(candidate.tripID), .integer(candidate.boardSequence), .integer(candidate.alightSequence),
        ])
        return try statement.step() ? statement.int(0) : 0
    }
}
