import TripShotParser
import TripShotTrip

extension Resolver {
    /// Resolves a ride under every reading of its stop names the page allows and keeps the one the
    /// feed confirms. The schedule decides first: a reading under which a run of the route matches
    /// the shown times beats one with only a near run, which beats one with none. Among equals,
    /// the reading whose names fit the served stops better wins ("Centrum 07" over "Centrum" for a
    /// stop named "Centrum 07"); only when the feed cannot tell them apart does the parser's order
    /// decide. The ride records the reading taken and the others.
    func resolveReadings(_ readings: [RideTarget], pageDate: ShownDate) throws -> ResolvedRide {
        var best: (outcome: RideOutcome, target: RideTarget)?
        for target in readings {
            let outcome = try resolveRide(target, pageDate: pageDate)
            if let current = best, !Self.confirmsBetter(outcome, than: current.outcome) { continue }
            best = (outcome, target)
            // An exact run at stops named exactly: no later reading can do better, only tie.
            if outcome.ride.validation.status == .match, outcome.timeError == 0, outcome.nameCost == 0 { break }
        }
        guard let (outcome, target) = best else { throw ResolveError(.noRides) }
        var ride = outcome.ride
        ride.validation.findings += target.timeNotes + [target.times.scheduleNote].compactMap { $0 }
        ride.fromReading = Self.reading(taken: target.fromName, of: target.ride.from)
        ride.toReading = Self.reading(taken: target.toName, of: target.ride.to)
        ride.routeCodeReading = Self.reading(taken: target.ride.routeCode.value, of: target.ride.routeCode)
        return ride
    }

    /// The reading taken of a name and the others; whether the feed spelled it (only the value can be
    /// the feed's spelling, every alternative is the page's).
    static func reading(taken: String, of name: Located<String>) -> NameReading {
        NameReading(
            taken: taken, others: name.readings.filter { $0 != taken },
            spelledByFeed: name.spelledByFeed && taken == name.value)
    }

    /// Strictly better only: a tie keeps the earlier reading, the parser's preference.
    static func confirmsBetter(_ a: RideOutcome, than b: RideOutcome) -> Bool {
        func rank(_ status: Validation.Status) -> Int {
            switch status {
            case .match: 0
            case .mismatch: 1
            case .noSuchTrip: 2
            }
        }
        let statusA = rank(a.ride.validation.status), statusB = rank(b.ride.validation.status)
        if statusA != statusB { return statusA < statusB }
        if a.timeError != b.timeError { return a.timeError < b.timeError }
        return a.nameCost < b.nameCost - 1e-9
    }
}
