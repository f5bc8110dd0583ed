import TripShotParser
import TripShotTrip

/// Matches a realtime feed to a resolved trip (`LiveReport`). Each ride is found by trip_id and
/// start_date (and start_time, which tells a frequency-based trip's runs apart), or, where the
/// feed's descriptor has no trip_id, by route_id, direction_id, start_time and start_date.
public enum LiveMatcher {
    public static func report(for trip: ResolvedTrip, feed: RealtimeFeed, context: LiveContext, now: Int64) -> LiveReport {
        let clock = ServiceClock(timeZone: context.timeZone)
        let rides = trip.rides
        let plans = rides.enumerated().map { index, ride in
            RidePlan(ride: ride, schedule: index < context.rides.count ? context.rides[index] : nil, tripDate: trip.serviceDate)
        }
        let live = plans.map { liveRide($0, feed: feed, clock: clock) }
        return LiveReport(
            feedTimestamp: feed.timestamp, now: now, freshness: FeedFreshness(timestamp: feed.timestamp, now: now),
            rides: live, transfers: transfers(trip, rides: live, plans: plans),
            alerts: alerts(feed.alerts, plans: plans, context: context, clock: clock),
            addedTrips: addedTrips(feed.tripUpdates, plans: plans, clock: clock))
    }

    /// A ride with its trip's rows as this run has them.
    struct RidePlan {
        var ride: ResolvedRide
        var date: ShownDate
        var directionID: Int?
        /// The whole trip, instance times (a frequency template moved to this run).
        var stopTimes: [ScheduledStopTime]
        /// The run's first departure: GTFS-Realtime's start_time.
        var startSeconds: Int?

        init(ride: ResolvedRide, schedule: RideSchedule?, tripDate: ShownDate) {
            self.ride = ride
            date = ride.serviceDate ?? tripDate
            directionID = schedule?.directionID
            var rows = schedule?.stopTimes ?? []
            if rows.isEmpty {
                rows = ride.stops.map {
                    ScheduledStopTime(stopID: $0.stopID, sequence: $0.sequence, arrival: $0.arrivalSeconds, departure: $0.departureSeconds)
                }
            }
            if let boarding = rows.first(where: { $0.sequence == ride.from.sequence }),
                let template = boarding.departure ?? boarding.arrival, template != ride.scheduledDeparture
            {
                let shift = ride.scheduledDeparture - template
                rows = rows.map {
                    ScheduledStopTime(stopID: $0.stopID, sequence: $0.sequence, arrival: $0.arrival.map { $0 + shift }, departure: $0.departure.map { $0 + shift })
                }
            }
            stopTimes = rows
            startSeconds = rows.first.flatMap { $0.departure ?? $0.arrival }
        }

        var routeID: String { ride.route.routeID }
        var stopIDs: Set<String> { Set(ride.stops.map(\.stopID)) }

        /// How `descriptor` names this ride, or nil when it names another trip.
        func match(_ descriptor: RealtimeTripDescriptor) -> RideMatch? {
            guard !ride.tripID.isEmpty else { return nil }
            if let date = descriptor.startDate, date != self.date.startDateText { return nil }
            if let tripID = descriptor.tripID, !tripID.isEmpty {
                guard tripID == ride.tripID else { return nil }
                if let start = descriptor.startSeconds, let mine = startSeconds, start != mine { return nil }
                return .tripID
            }
            guard descriptor.routeID == routeID, let start = descriptor.startSeconds, start == startSeconds else { return nil }
            if let direction = descriptor.directionID, let mine = directionID, direction != mine { return nil }
            return .routeDirectionStart
        }
    }

    static func liveRide(_ plan: RidePlan, feed: RealtimeFeed, clock: ServiceClock) -> LiveRide {
        // An ADDED, NEW or DUPLICATED trip is another run than the scheduled one, even under its id.
        let candidates = feed.tripUpdates.compactMap { update -> (RealtimeTripUpdate, RideMatch)? in
            switch update.trip.relationship {
            case .added, .new, .duplicated: return nil
            default: return plan.match(update.trip).map { (update, $0) }
            }
        }
        let found = candidates.first { $0.1 == .tripID } ?? candidates.first
        let vehicle = self.vehicle(plan, feed: feed, vehicleID: found?.0.vehicleID)
        guard let (update, how) = found else {
            return LiveRide(tripID: plan.ride.tripID, state: .noUpdate, stops: [], vehicle: vehicle)
        }
        let rows = StopPredictions.rows(plan.stopTimes, updates: update.stopTimeUpdates)
        let canceled = update.trip.relationship == .canceled || update.trip.relationship == .deleted
        let predictions = canceled
            ? rows.map { _ in (arrival: Int?.none, departure: Int?.none, skipped: false, source: LiveStop.Source.none) }
            : StopPredictions.predict(rows, tripDelay: update.delay) { clock.serviceSeconds($0, on: plan.date) }
        let names = Dictionary(plan.ride.stops.map { ($0.sequence, $0.name) }, uniquingKeysWith: { a, _ in a })
        let stops = zip(rows, predictions).compactMap { row, prediction -> LiveStop? in
            guard row.stop.sequence >= plan.ride.from.sequence, row.stop.sequence <= plan.ride.to.sequence else { return nil }
            return LiveStop(
                stopID: row.stop.stopID, name: names[row.stop.sequence] ?? row.stop.stopID, sequence: row.stop.sequence,
                scheduledArrival: row.stop.arrival, scheduledDeparture: row.stop.departure,
                predictedArrival: prediction.arrival, predictedDeparture: prediction.departure,
                skipped: prediction.skipped, source: prediction.source)
        }
        return LiveRide(tripID: plan.ride.tripID, state: canceled ? .canceled(how) : .updated(how), stops: stops, vehicle: vehicle)
    }

    static func vehicle(_ plan: RidePlan, feed: RealtimeFeed, vehicleID: String?) -> LiveVehicle? {
        let found = feed.vehicles.first { vehicle in
            if let trip = vehicle.trip, plan.match(trip) != nil { return true }
            if let vehicleID, vehicle.vehicleID == vehicleID { return true }
            return false
        }
        guard let found, let lat = found.latitude, let lon = found.longitude else { return nil }
        let stop = plan.ride.stops.first { call in
            if let sequence = found.currentStopSequence { return call.sequence == sequence }
            return found.stopID == call.stopID
        }
        return LiveVehicle(
            label: found.label ?? found.vehicleID, latitude: lat, longitude: lon, status: found.status,
            stopName: stop?.name, timestamp: found.timestamp)
    }

    static func transfers(_ trip: ResolvedTrip, rides: [LiveRide], plans: [RidePlan]) -> [LiveTransfer] {
        var walks: [Int: ResolvedWalk] = [:]
        var rideIndex = -1
        for leg in trip.legs {
            switch leg {
            case .ride: rideIndex += 1
            case .walk(let walk): if rideIndex >= 0 { walks[rideIndex] = walk }
            }
        }
        guard plans.count > 1 else { return [] }
        return (0..<(plans.count - 1)).map { index in
            let before = rides[index], after = rides[index + 1]
            let alighting = before.stops.last, boarding = after.stops.first
            let arrival = alighting?.predictedArrival ?? plans[index].ride.scheduledArrival
            let departure = boarding?.predictedDeparture ?? plans[index + 1].ride.scheduledDeparture
            let meters = walks[index]?.distanceMeters ?? 0
            // The resolver's estimate of the walk (transfers.txt, pathways.txt or the distance).
            let walkSeconds = (walks[index]?.minutes ?? 0) * 60
            let reason: String? =
                before.isCanceled ? "the \(RouteCode.code(plans[index].ride)) is cancelled"
                : after.isCanceled ? "the \(RouteCode.code(plans[index + 1].ride)) is cancelled"
                : alighting?.skipped == true ? "the \(RouteCode.code(plans[index].ride)) skips \(plans[index].ride.to.name)"
                : boarding?.skipped == true ? "the \(RouteCode.code(plans[index + 1].ride)) skips \(plans[index + 1].ride.from.name)"
                : nil
            let predicted = alighting?.predictedArrival != nil || boarding?.predictedDeparture != nil
            return LiveTransfer(
                fromRide: index, arrival: arrival, departure: departure, walkMeters: meters, walkSeconds: walkSeconds,
                fromStopName: plans[index].ride.to.name, toStopName: plans[index + 1].ride.from.name,
                predicted: predicted,
                verdict: reason != nil ? .broken : LiveTransfer.verdict(marginSeconds: departure - arrival - walkSeconds),
                reason: reason)
        }
    }

    static func alerts(_ alerts: [RealtimeAlert], plans: [RidePlan], context: LiveContext, clock: ServiceClock) -> [LiveAlert] {
        guard let first = plans.first, let last = plans.last else { return [] }
        let from = clock.posix(first.ride.scheduledDeparture, on: first.date)
        let to = clock.posix(last.ride.scheduledArrival, on: last.date)
        return alerts.compactMap { alert in
            var touches: [String] = []
            for selector in alert.informedEntities {
                for plan in plans {
                    for touched in self.touches(selector, plan: plan, agencies: context.agencyIDs) where !touches.contains(touched) {
                        touches.append(touched)
                    }
                }
            }
            guard !touches.isEmpty else { return nil }
            let header = alert.header?.text(for: context.languages)
            return LiveAlert(
                entityID: alert.entityID, header: header?.text,
                description: alert.description?.text(for: context.languages)?.text,
                url: alert.url?.text(for: context.languages)?.text, language: header?.language, cause: alert.cause,
                effect: alert.effect, severity: alert.severity, activePeriods: alert.activePeriods,
                activeDuringTrip: alert.activePeriods.isEmpty || alert.activePeriods.contains { $0.overlaps(from: from, to: to) },
                touches: touches)
        }
    }

    /// What of `plan`'s ride `selector` names: every field it sets must hold (the reference ANDs
    /// them), and the answer says the most specific one.
    static func touches(_ selector: RealtimeEntitySelector, plan: RidePlan, agencies: Set<String>) -> [String] {
        let ride = plan.ride
        if let agency = selector.agencyID, !agencies.contains(agency) { return [] }
        if let route = selector.routeID, route != plan.routeID { return [] }
        if let type = selector.routeType, type != ride.route.routeType { return [] }
        if let direction = selector.directionID, let mine = plan.directionID, direction != mine { return [] }
        if let trip = selector.trip, plan.match(trip) == nil { return [] }
        if let stop = selector.stopID {
            guard let call = ride.stops.first(where: { $0.stopID == stop }) else { return [] }
            return ["stop \(call.name)"]
        }
        if selector.trip != nil { return ["trip \(ride.tripID)"] }
        if selector.routeID != nil || selector.routeType != nil { return ["route \(RouteCode.code(ride))"] }
        if let agency = selector.agencyID { return ["agency \(agency)"] }
        return []
    }

    static func addedTrips(_ updates: [RealtimeTripUpdate], plans: [RidePlan], clock: ServiceClock) -> [AddedTrip] {
        updates.compactMap { update in
            guard update.trip.relationship == .added || update.trip.relationship == .new else { return nil }
            for plan in plans {
                let boarding = update.stopTimeUpdates.first { $0.stopID == plan.ride.from.stopID }
                guard boarding != nil || update.trip.routeID == plan.routeID else { continue }
                let time = boarding?.departure?.time ?? boarding?.arrival?.time
                return AddedTrip(
                    tripID: update.trip.tripID, routeID: update.trip.routeID,
                    stopName: boarding != nil ? plan.ride.from.name : nil,
                    departure: time.map { clock.serviceSeconds($0, on: update.trip.startDate.flatMap(ShownDate.init(startDate:)) ?? plan.date) })
            }
            return nil
        }
    }
}

/// The code a rider knows a ride's route by.
enum RouteCode {
    static func code(_ ride: ResolvedRide) -> String {
        ride.route.shortName.isEmpty ? ride.shownRouteCode : ride.route.shortName
    }
}

extension ShownDate {
    /// A GTFS-Realtime start_date, "20250320"; nil when it is not eight digits.
    public init?(startDate text: String) {
        guard text.count == 8, let value = Int(text) else { return nil }
        self.init(year: value / 10000, month: value / 100 % 100, day: value % 100)
    }
}
