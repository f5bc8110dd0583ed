import TripShotParser
import TripShotStopNames
import TripShotTrip

extension Resolver {
    /// The stops of a ride that the schedule named because the page's names read as no stop.
    struct ScheduleNaming {
        var targets: [RideTarget]
        var boarding: Bool
        var alighting: Bool
    }

    /// A ride one or both of whose stop names read as no stop of the feed ("z2ste" for "72 St") is
    /// still pinned down by the rest of the page: its route, the other stop if its name reads,
    /// both shown times, the service day, the stop count and headsign if read. The runs of the
    /// route that leave some stop at the shown departure minute and reach a later one at the
    /// shown arrival minute are looked up (from the known stop when one name reads), with as many
    /// stops in between as the page shows when it shows a count. The unknown stops are the ones
    /// such runs call at, taken only when one answer (one station on each unknown side, its
    /// platforms alike) fits across every run; or across the runs whose headsign the page shows;
    /// or, when those still leave several, the one whose names are nearer the page's unreadable
    /// text than every other's on each unknown side (what OCR kept of "72 St" in "z2st" is
    /// evidence, but only where it tells one answer apart from all others). Anything else is a
    /// guess, and the caller keeps the "no stop named like" error.
    ///
    /// Returns the targets to resolve (one per reading of a known name), the unknown sides named by
    /// the schedule; nil when both names read, or the schedule does not name one answer.
    ///
    /// A name that reads as stops only by likeness (no reading is a stop's name by its key: "z2st"
    /// for 72 St is like 23 St and 28 St) may be as unreadable as the other: when the schedule
    /// names nothing from the stops it is like, it is asked again with that name unknown too.
    func scheduleNamedTargets(of ride: Ride, times: RideTimes, shown: ShownTimes, pageDate: ShownDate) throws
        -> ScheduleNaming?
    {
        let froms = try RideTarget.namings(of: ride.from, in: stops)
        let tos = try RideTarget.namings(of: ride.to, in: stops)
        guard froms.isEmpty || tos.isEmpty else { return nil }
        let routeIDs = routes.routes(forCode: ride.routeCode.value).map(\.route.routeID)
        guard !routeIDs.isEmpty else { return nil }
        // Looked up once for both askings: a long route's trips times their calls.
        let served = try stopsServed(byRoutes: routeIDs).map { StopDirectory.Candidate(stopID: $0, score: 0) }
        if let named = try scheduleNamedTargets(
            of: ride, times: times, shown: shown, pageDate: pageDate, froms: froms, tos: tos, served: served,
            boarding: froms.isEmpty, alighting: tos.isEmpty)
        {
            return named
        }
        let weakFrom = !froms.isEmpty && !ride.from.readings.contains(where: stops.namesAStop)
        let weakTo = !tos.isEmpty && !ride.to.readings.contains(where: stops.namesAStop)
        guard weakFrom || weakTo else { return nil }
        return try scheduleNamedTargets(
            of: ride, times: times, shown: shown, pageDate: pageDate, froms: froms, tos: tos, served: served,
            boarding: froms.isEmpty || weakFrom, alighting: tos.isEmpty || weakTo)
    }

    /// The schedule's naming with the boarding and/or alighting stop unknown, among the stops the
    /// route serves (`served`); the other side's stops are those its readings name (`froms`, `tos`).
    private func scheduleNamedTargets(
        of ride: Ride, times: RideTimes, shown: ShownTimes, pageDate: ShownDate,
        froms: [(name: String, stops: [StopDirectory.Candidate])], tos: [(name: String, stops: [StopDirectory.Candidate])],
        served: [StopDirectory.Candidate], boarding: Bool, alighting: Bool
    ) throws -> ScheduleNaming? {

        func targets(board: [StopDirectory.Candidate], alight: [StopDirectory.Candidate]) throws -> [RideTarget] {
            let fromSides = boarding ? [(name: ride.from.value, stops: board)] : froms
            let toSides = alighting ? [(name: ride.to.value, stops: alight)] : tos
            return try fromSides.flatMap { from in
                try toSides.map { to in
                    try RideTarget(ride: ride, times: times, from: from, to: to, shown: shown, in: self)
                }
            }
        }
        var fitting: [ScheduleFit] = []
        for target in try targets(board: served, alight: served) {
            for daysBack in target.daysBack() {
                let query = target.query(
                    serviceDate: pageDate.adding(days: -daysBack), daysBack: daysBack, wholeDay: false, margin: 0)
                for candidate in try finder.find(query) where target.choice(candidate, daysBack: daysBack).isExact {
                    if let wanted = ride.stopsBetween?.readings, try !wanted.contains(stopsBetween(candidate)) { continue }
                    let headsign = routes.route(candidate.routeID).map {
                        Self.cleanHeadsign(candidate.headsign, route: $0, lastStop: nil)
                    }
                    fitting.append(
                        ScheduleFit(
                            board: candidate.boardStopID, alight: candidate.alightStopID,
                            headsign: headsign ?? candidate.headsign))
                }
            }
        }
        let answers = ScheduleAnswers(fits: fitting, boarding: boarding, alighting: alighting, stops: stops)
        var chosen = answers.onlyOne(fitting)
        // When the times leave several (a route leaving a stop both ways in one minute), the runs
        // whose headsign the page shows, spelled alike, may leave one.
        if chosen == nil, let shown = ride.headsign?.value, !shown.isEmpty {
            let key = SpellingKey(shown)
            chosen = answers.onlyOne(fitting.filter { SpellingKey($0.headsign) == key })
        }
        if chosen == nil {
            chosen = answers.nearestByName(from: ride.from.value, to: ride.to.value)
        }
        guard let chosen else { return nil }
        let board = chosen.boardStops.map { StopDirectory.Candidate(stopID: $0, score: 0) }
        let alight = chosen.alightStops.map { StopDirectory.Candidate(stopID: $0, score: 0) }
        return ScheduleNaming(targets: try targets(board: board, alight: alight), boarding: boarding, alighting: alighting)
    }

    /// The ride resolved on the schedule's naming of its unreadable stops, saying so: each name
    /// reading records it, and a finding per stop tells the rider the page's name was not read.
    func resolveScheduleNamed(_ named: ScheduleNaming, pageDate: ShownDate) throws -> ResolvedRide {
        var ride = try resolveReadings(named.targets, pageDate: pageDate)
        for boarding in [true, false] where boarding ? named.boarding : named.alighting {
            let shownName = (boarding ? ride.fromReading?.taken : ride.toReading?.taken) ?? ""
            if boarding { ride.fromReading?.namedBySchedule = true } else { ride.toReading?.namedBySchedule = true }
            ride.validation.findings.append(
                .stopNamedBySchedule(
                    shown: shownName, stop: (boarding ? ride.from : ride.to).name, boarding: boarding,
                    time: boarding ? ride.shownDeparture : ride.shownArrival,
                    otherStop: (boarding ? ride.to : ride.from).name,
                    otherTime: boarding ? ride.shownArrival : ride.shownDeparture))
        }
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
