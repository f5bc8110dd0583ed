import TripShotParser
import TripShotTrip

extension Resolver {
    /// The stop count of a ride whose "Show N Stops in Between" line did not read, as the schedule
    /// has it: the runs at both shown times (`runs(of:on:)`) and the stops they call at in between.
    /// Nil unless they all agree on one count (two runs a minute apart, one express, say nothing).
    func scheduledStopCount(of ride: Ride, on date: ShownDate) throws -> Int? {
        guard let departure = ride.departure?.value, let arrival = ride.arrival?.value else { return nil }
        var counts = Set<Int>()
        for candidate in try runs(of: ride, on: date)
        where Self.clock(candidate.departure) == departure && Self.clock(candidate.arrival) == arrival {
            counts.insert(try stopsBetween(candidate))
        }
        return counts.count == 1 ? counts.first : nil
    }

    /// `itinerary` with what did not read given by the schedule, on the page's date, for `tripshot
    /// parse --db`: the feed decides what the page cannot settle. Each time that did not read
    /// (`rideTimes(of:on:)`), then each stop count (`scheduledStopCount(of:on:)`, once both times
    /// are known), then each doubtful name the run settles (`withNamesSettledBySchedule`). A
    /// warning names each value given, and each the schedule could not give (it then stays out,
    /// as read). Without a date on the page no time or count is given: `resolve` assumes one from
    /// the rides.
    public func withUnreadFromSchedule(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        withNamesSettledBySchedule(try withScheduledStopCounts(try withScheduledTimes(itinerary)))
    }

    private func withScheduledStopCounts(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        guard let date = itinerary.date?.value else { return itinerary }
        var result = itinerary
        do {
            for index in result.legs.indices {
                guard case .ride(var ride) = result.legs[index], ride.stopsBetween == nil,
                    let line = ride.unreadStopCount
                else { continue }
                let which = "the stop count of the ride \(ride.routeCode.value) from \(ride.from.value) to \(ride.to.value)"
                let count: Int?
                do {
                    count = try scheduledStopCount(of: ride, on: date)
                } catch let error as ResolveError {
                    guard case .unknownStop = error.kind else { throw error }
                    count = nil  // a name that reads as no stop: the count stays unknown, as read
                }
                guard let count else {
                    result.warnings.append("\(which) did not read, and the schedule has no one count for it")
                    continue
                }
                ride.stopsBetween = Located(count, box: line)
                result.legs[index] = .ride(ride)
                result.warnings.append("\(which) did not read; the schedule's run calls at \(count) stops in between")
            }
        } catch {
            throw ResolveError.wrap(error)
        }
        return result
    }
}

extension Resolver {
    /// Most readings of a time the schedule gives: runs of one route reaching one stop in one
    /// minute from one boarding stop are few, and more would be a guess anyway.
    static let scheduledTimeReadings = 8

    /// The ride's two times: the page's, or where one did not read ("EZ:EZ" under its label), the
    /// schedule's. The ride's route, its stops (under every reading of their names) and the time
    /// that did read pin the run down: the runs of the route on `date` (or the days before it that
    /// a run past midnight belongs to) from a boarding stop to an alighting stop, at the shown
    /// time on its side, give the other time. Their times are its readings, earliest run first;
    /// the ride is then resolved under each like any reading, and says the schedule gave it.
    /// A code that names no route lets any route's runs answer (the code may be misread too).
    /// - Throws: `unknownStop` when a name reads as no stop; `unreadTime` when no run fits.
    func rideTimes(of ride: Ride, on date: ShownDate) throws -> RideTimes {
        if let departure = ride.departure, let arrival = ride.arrival {
            return RideTimes(departure: departure, arrival: arrival)
        }
        let side: RideTimes.Side = ride.departure == nil ? .departure : .arrival
        guard let known = ride.departure ?? ride.arrival else { throw ResolveError(.noRides) }
        var found: [(run: Int, time: ClockTime)] = []
        for candidate in try runs(of: ride, on: date) {
            let (shown, other) = side == .departure
                ? (candidate.arrival, candidate.departure) : (candidate.departure, candidate.arrival)
            guard Self.clock(shown) == known.value else { continue }
            found.append((other, Self.clock(other)))
        }
        var readings: [ClockTime] = []
        for (_, time) in found.sorted(by: { $0.run < $1.run }) where !readings.contains(time) { readings.append(time) }
        guard let first = readings.first else {
            throw ResolveError(
                .unreadTime(
                    departure: side == .departure, code: ride.routeCode.value, from: ride.from.value, to: ride.to.value,
                    otherTime: known.value, date: date))
        }
        let others = readings.dropFirst().prefix(Self.scheduledTimeReadings - 1)
        let given = Located(first, box: nil, alternatives: Array(others))
        return side == .departure
            ? RideTimes(departure: given, arrival: known, givenBySchedule: .departure)
            : RideTimes(departure: known, arrival: given, givenBySchedule: .arrival)
    }

    /// The runs of the ride's route (any route when its code names none) on `date`, or on the days
    /// before it that a run past midnight belongs to, from a stop its boarding name may be to one
    /// its alighting name may be.
    /// - Throws: `unknownStop` when a name reads as no stop.
    func runs(of ride: Ride, on date: ShownDate) throws -> [TripCandidate] {
        let froms = try RideTarget.namings(of: ride.from, in: stops).flatMap(\.stops).map(\.stopID)
        let tos = try RideTarget.namings(of: ride.to, in: stops).flatMap(\.stops).map(\.stopID)
        if froms.isEmpty { throw RideTarget.unknownStop(ride.from, in: stops) }
        if tos.isEmpty { throw RideTarget.unknownStop(ride.to, in: stops) }
        let routeIDs = routes.routes(forCode: ride.routeCode.value).map(\.route.routeID)
        var found: [TripCandidate] = []
        for daysBack in 0...(try lookBack(boarding: froms)) {
            let query = TripFinder.Query(
                routeIDs: routeIDs.isEmpty ? nil : routeIDs, boardStops: froms, alightStops: tos,
                serviceDate: date.adding(days: -daysBack), window: nil)
            found += try finder.find(query)
        }
        return found
    }

    /// `itinerary` with each time that did not read given by the schedule (`rideTimes(of:on:)`).
    func withScheduledTimes(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        guard let date = itinerary.date?.value else { return itinerary }
        var result = itinerary
        do {
            for index in result.legs.indices {
                guard case .ride(var ride) = result.legs[index], ride.departure == nil || ride.arrival == nil else {
                    continue
                }
                let departure = ride.departure == nil
                let which = "the \(departure ? "departure" : "arrival") time of the ride \(ride.routeCode.value) "
                    + "from \(ride.from.value) to \(ride.to.value)"
                do {
                    let times = try rideTimes(of: ride, on: date)
                    let given = departure ? times.departure : times.arrival
                    if departure { ride.departure = given } else { ride.arrival = given }
                    result.legs[index] = .ride(ride)
                    result.warnings.append(
                        "\(which) did not read; the schedule gives " + given.readings.map(\.description).joined(separator: " or "))
                } catch let error as ResolveError {
                    switch error.kind {
                    case .unreadTime: result.warnings.append("\(which) did not read, and the schedule has no run that fits")
                    case .unknownStop:
                        result.warnings.append("\(which) did not read, and a stop name reads as no stop to ask the schedule")
                    default: throw error
                    }
                }
            }
        } catch {
            throw ResolveError.wrap(error)
        }
        return result
    }

    /// Service-day seconds as the clock shows them, truncated to the minute (24:10:30 is 00:10).
    static func clock(_ seconds: Int) -> ClockTime {
        ClockTime(foldingMinutes: TripChoice.floorMinutes(seconds))
    }
}
