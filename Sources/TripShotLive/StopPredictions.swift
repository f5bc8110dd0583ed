/// Predicted times for a ride's stops from a TripUpdate, as the GTFS-Realtime reference says:
/// a stop's own StopTimeUpdate gives its times (an absolute time, else the schedule plus the
/// delay); a stop without one takes the delay of the last earlier update that has one; NO_DATA
/// ends the predictions until the next update; SKIPPED marks the stop and carries the delay on;
/// where no update reaches, TripUpdate.delay applies; before the first update, nothing is known.
enum StopPredictions {
    /// One stop of the whole trip: its schedule (instance times) and its update, if any.
    struct Row {
        var stop: ScheduledStopTime
        var update: RealtimeStopTimeUpdate?
    }

    /// The trip's rows with each update placed on its stop: by stop_sequence when given, else by
    /// stop_id (the first not yet updated at or after the previous update, for a trip that calls
    /// twice at one stop).
    static func rows(_ stopTimes: [ScheduledStopTime], updates: [RealtimeStopTimeUpdate]) -> [Row] {
        var rows = stopTimes.map { Row(stop: $0, update: nil) }
        var cursor = 0
        for update in updates {
            let index: Int?
            if let sequence = update.stopSequence {
                index = rows.firstIndex { $0.stop.sequence == sequence }
            } else if let stopID = update.stopID {
                index = rows.indices.dropFirst(cursor).first { rows[$0].stop.stopID == stopID && rows[$0].update == nil }
                    ?? rows.firstIndex { $0.stop.stopID == stopID }
            } else {
                index = nil
            }
            guard let index else { continue }
            rows[index].update = update
            cursor = index + 1
        }
        return rows
    }

    /// Predictions for every row: (arrival, departure, skipped, source), service-day seconds.
    static func predict(
        _ rows: [Row], tripDelay: Int?, toServiceSeconds: (Int64) -> Int
    ) -> [(arrival: Int?, departure: Int?, skipped: Bool, source: LiveStop.Source)] {
        var carried: Int?
        var reached = false
        return rows.map { row in
            let scheduledArrival = row.stop.arrival ?? row.stop.departure
            let scheduledDeparture = row.stop.departure ?? row.stop.arrival
            guard let update = row.update else {
                if reached {
                    guard let carried else { return (nil, nil, false, .none) }
                    return (scheduledArrival.map { $0 + carried }, scheduledDeparture.map { $0 + carried }, false, .propagated)
                }
                guard let tripDelay else { return (nil, nil, false, .none) }
                return (scheduledArrival.map { $0 + tripDelay }, scheduledDeparture.map { $0 + tripDelay }, false, .tripDelay)
            }
            reached = true
            switch update.relationship {
            case .noData:
                carried = nil
                return (nil, nil, false, .none)
            case .skipped:
                return (nil, nil, true, .stopUpdate)
            default:
                func time(_ event: RealtimeStopTimeEvent?, scheduled: Int?) -> Int? {
                    guard let event else { return nil }
                    if let time = event.time { return toServiceSeconds(time) }
                    if let delay = event.delay, let scheduled { return scheduled + delay }
                    return nil
                }
                var arrival = time(update.arrival, scheduled: scheduledArrival)
                var departure = time(update.departure, scheduled: scheduledDeparture)
                // One side given: the other keeps the same delay (never departing before arriving).
                if arrival == nil, let departure, let scheduledArrival, let scheduledDeparture {
                    arrival = min(departure, scheduledArrival + (departure - scheduledDeparture))
                }
                if departure == nil, let arrival, let scheduledArrival, let scheduledDeparture {
                    departure = max(arrival, scheduledDeparture + (arrival - scheduledArrival))
                }
                if let departure, let scheduledDeparture {
                    carried = departure - scheduledDeparture
                } else if let arrival, let scheduledArrival {
                    carried = arrival - scheduledArrival
                }
                guard arrival != nil || departure != nil else {
                    return carried.map { carried in
                        (scheduledArrival.map { $0 + carried }, scheduledDeparture.map { $0 + carried }, false, .propagated)
                    } ?? (nil, nil, false, .none)
                }
                return (arrival, departure, false, .stopUpdate)
            }
        }
    }
}
