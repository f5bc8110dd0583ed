import TripShotParser
import TripShotTrip

extension Resolver {
    /// A ride resolved under one reading of its names, with the chosen run's minutes off the
    /// shown times and how well the names fit its stops (`TripChoice`'s measures; 0 minutes for a
    /// ride without a run, which its status already ranks last).
    struct RideOutcome {
        var ride: ResolvedRide
        var timeError: Int
        var nameCost: Double

        init(_ ride: ResolvedRide, _ choice: TripChoice) {
            self.ride = ride
            timeError = choice.timeError
            nameCost = choice.nameCost
        }

        init(unmatched ride: ResolvedRide, nameCost: Double) {
            self.ride = ride
            timeError = 0
            self.nameCost = nameCost
        }
    }

    /// Finds the ride's trip on the page's date (looking back for times past midnight) and gives
    /// the verdict on its times.
    func resolveRide(_ target: RideTarget, pageDate: ShownDate) throws -> RideOutcome {
        // First only the runs leaving in the shown minute: when one of them matches exactly it wins
        // anyway, and that narrow look-up reads a few rows even on a large feed. Otherwise the
        // minutes around it, for a near match.
        var choices: [TripChoice] = []
        for margin in [0, Self.searchMinutes] {
            choices = []
            for daysBack in target.daysBack() {
                let date = pageDate.adding(days: -daysBack)
                let query = target.query(serviceDate: date, daysBack: daysBack, wholeDay: false, margin: margin)
                for candidate in try finder.find(query) {
                    choices.append(target.choice(candidate, daysBack: daysBack))
                }
            }
            if choices.contains(where: \.isExact) { break }
        }
        choices.sort(by: TripChoice.better)
        guard let first = choices.first, first.worstDelta <= Self.nearMinutes else {
            if let misread = try misreadMatch(target, pageDate: pageDate) { return misread }
            if let otherRoute = try otherRouteMatch(target, pageDate: pageDate) { return otherRoute }
            return try unmatchedRide(target, pageDate: pageDate)
        }
        // Among equally good runs, the one whose stop count agrees with the page's.
        var chosen = RideOutcome(try build(first, target: target), first)
        if let wanted = target.ride.stopsBetween?.readings, !wanted.contains(chosen.ride.between.count) {
            for other in choices.dropFirst().prefix(8)
            where other.isExact == first.isExact && other.timeError == first.timeError {
                let ride = try build(other, target: target)
                if wanted.contains(ride.between.count) {
                    chosen = RideOutcome(ride, other)
                    break
                }
            }
        }
        return chosen
    }

    /// When no run is near the shown times, one digit of a time may have been misread (OCR mixes
    /// up 8/9, 1/7, 3/8, 5/6, 0/8): a run matching exactly once one digit is changed is reported
    /// as a mismatch, with the scheduled time and a note saying which digit, rather than as no
    /// such trip.
    private func misreadMatch(_ target: RideTarget, pageDate: ShownDate) throws -> RideOutcome? {
        for (variant, note) in target.digitMisreadings() {
            for daysBack in variant.daysBack() {
                let date = pageDate.adding(days: -daysBack)
                let query = variant.query(serviceDate: date, daysBack: daysBack, wholeDay: false, margin: 0)
                let exact = try finder.find(query).map { variant.choice($0, daysBack: daysBack) }.filter(\.isExact)
                guard let best = exact.sorted(by: TripChoice.better).first else { continue }
                let choice = target.choice(best.candidate, daysBack: daysBack)
                var ride = try build(choice, target: target)
                ride.validation.findings.append(note)
                return RideOutcome(ride, choice)
            }
        }
        return nil
    }

    /// When no run of the page's route is near the shown times (or its code names no route), the
    /// code may be misread ("Yermonter", "Connecting Service" for "Amtrak Thruway Connecting
    /// Service"): a boarding stop and an alighting stop with both shown minutes are themselves
    /// nearly a run's identity, so a run of another route matching all four exactly is taken, as
    /// a mismatch that says the code differs. Times and stops must be exact: nothing near counts.
    private func otherRouteMatch(_ target: RideTarget, pageDate: ShownDate) throws -> RideOutcome? {
        var exact: [TripChoice] = []
        for daysBack in target.daysBack() {
            let query = target.query(
                serviceDate: pageDate.adding(days: -daysBack), daysBack: daysBack, wholeDay: false, margin: 0,
                anyRoute: true)
            exact += try finder.find(query).map { target.choice($0, daysBack: daysBack) }.filter(\.isExact)
        }
        guard let best = exact.sorted(by: TripChoice.better).first else { return nil }
        var ride = try build(best, target: target)
        ride.validation.status = .mismatch
        let name = ride.route.shortName.isEmpty ? ride.route.longName : ride.route.shortName
        let code = target.ride.routeCode.value
        ride.validation.findings.append(.otherRoute(shownCode: code, route: name))
        return RideOutcome(ride, best)
    }

    /// The verdict for a found run: every shown time against the schedule, and the stop count.
    func validation(for choice: TripChoice, target: RideTarget, between: Int) -> Validation {
        func check(_ shown: ClockTime, _ scheduled: Int, _ rawDelta: Int, approximate: Bool) -> Validation.TimeCheck {
            // An approximate call's delta was taken as none within the slack: its check says how far.
            let raw = approximate ? target.shown.minute(ofScheduled: scheduled) - shown.minutesOfDay : rawDelta
            // Said on the clock: 00:12 scheduled against 00:12 shown is no difference, whatever day.
            let delta = ClockTime.onTheClock(raw)
            return Validation.TimeCheck(shown: shown, scheduledSeconds: scheduled, minutesOff: delta, approximate: approximate)
        }
        let candidate = choice.candidate
        var findings: [Validation.Finding] = [
            .departure(
                check(target.times.departure.value, candidate.departure, choice.departureDelta, approximate: candidate.departureApproximate)),
            .arrival(check(target.times.arrival.value, candidate.arrival, choice.arrivalDelta, approximate: candidate.arrivalApproximate)),
        ]
        var status: Validation.Status = choice.isExact ? .match : .mismatch
        if let count = target.ride.stopsBetween {
            // Of a count the page allows more readings of (one glyph read twice), the one the
            // schedule confirms.
            let shown = count.readings.contains(between) ? between : count.value
            findings.append(.stopsBetween(shown: shown, scheduled: between))
            if shown != between { status = .mismatch }
        }
        if !choice.isExact {
            findings.append(.nearestRun(tripID: choice.candidate.tripID))
        }
        return Validation(status: status, findings: findings)
    }

    /// No run of the route fits the shown times that day: say what was looked for and what runs
    /// nearest, and keep the named stops so the leg can still be drawn.
    private func unmatchedRide(_ target: RideTarget, pageDate: ShownDate) throws -> RideOutcome {
        let code = target.ride.routeCode.value
        let from = target.fromName, to = target.toName
        var findings: [Validation.Finding] = []
        var nearest: [Validation.Run] = []
        if target.routeMatches.isEmpty {
            findings.append(.unknownRoute(code: code))
        } else {
            // The nearest runs within two hours, else anywhere that day: a frequent route on a
            // large feed has thousands of runs a day, and the nearest are the ones worth naming.
            var dayChoices: [TripChoice] = []
            for window in [120, nil] as [Int?] {
                for daysBack in target.daysBack() {
                    let date = pageDate.adding(days: -daysBack)
                    let query = target.query(
                        serviceDate: date, daysBack: daysBack, wholeDay: window == nil, margin: window ?? 0)
                    for candidate in try finder.find(query)
                    // Only runs on the page's calendar day: the day before's evening is not "nearest".
                    where candidate.departure / 86400 - daysBack == target.shown.departure / 1440 {
                        dayChoices.append(target.choice(candidate, daysBack: daysBack))
                    }
                }
                if !dayChoices.isEmpty { break }
            }
            dayChoices.sort { abs($0.departureDelta) != abs($1.departureDelta)
                ? abs($0.departureDelta) < abs($1.departureDelta) : TripChoice.better($0, $1) }
            // One entry per distinct pair of times: copies of a trip under other ids say nothing new.
            var seen = Set<String>()
            for choice in dayChoices
            where seen.insert("\(choice.candidate.departure)-\(choice.candidate.arrival)").inserted {
                nearest.append(
                    Validation.Run(
                        tripID: choice.candidate.tripID, departureSeconds: choice.candidate.departure,
                        arrivalSeconds: choice.candidate.arrival))
                if nearest.count == 3 { break }
            }
            if !nearest.isEmpty {
                findings.append(
                    .noRunAtShownTimes(
                        code: code, from: from, departure: target.times.departure.value, to: to,
                        arrival: target.times.arrival.value, date: pageDate))
            } else if try finder.find(target.query(serviceDate: nil, daysBack: 0, wholeDay: true, limit: 1)).isEmpty {
                findings.append(.routeDoesNotServe(code: code, from: from, to: to))
            } else {
                findings.append(.noRunThatDay(code: code, from: from, to: to, date: pageDate))
            }
            if let other = try otherDayWithExactRun(target, near: pageDate) {
                findings.append(.runsOnOtherDay(other))
            }
        }
        let board = stopCall(target.board[0].stopID, sequence: 0)
        let alight = stopCall(target.alight[0].stopID, sequence: 1)
        let route = target.routeMatches.first?.route
            ?? RouteInfo(routeID: "", shortName: code, longName: "", routeType: -1, color: nil, textColor: nil)
        var ride = ResolvedRide(
            mode: Mode(routeType: route.routeType), route: route, shownRouteCode: code, tripID: "",
            headsign: target.ride.headsign?.value ?? "", stops: [board, alight],
            shownDeparture: target.times.departure.value, shownArrival: target.times.arrival.value,
            scheduledDeparture: target.shown.departure * 60, scheduledArrival: target.shown.arrival * 60,
            geometry: [board.coordinate, alight.coordinate], geometrySource: .stopsStraight,
            validation: Validation(status: .noSuchTrip, findings: findings, nearest: nearest))
        ride.serviceDate = nil
        return RideOutcome(unmatched: ride, nameCost: target.nameCost(board: board.stopID, alight: alight.stopID))
    }

    /// The nearest date within a week of `date` on which a run matches the shown times exactly:
    /// tells "shown on the wrong day" apart from "no such trip".
    private func otherDayWithExactRun(_ target: RideTarget, near date: ShownDate) throws -> ShownDate? {
        for distance in 1...7 {
            for sign in [1, -1] {
                let day = date.adding(days: sign * distance)
                for daysBack in target.daysBack() {
                    let found = try finder.find(
                        target.query(serviceDate: day.adding(days: -daysBack), daysBack: daysBack, wholeDay: false))
                    if found.contains(where: { target.choice($0, daysBack: daysBack).isExact }) { return day }
                }
            }
        }
        return nil
    }

    func stopCall(_ id: String, sequence: Int, arrival: Int? = nil, departure: Int? = nil, estimated: Bool = false) -> StopCall {
        let stop = stops.stop(id)
        return StopCall(
            stopID: id, name: stop?.name ?? id, coordinate: stop?.coordinate ?? Coordinate(lat: 0, lon: 0),
            sequence: sequence, arrivalSeconds: arrival, departureSeconds: departure, estimated: estimated)
    }
}
