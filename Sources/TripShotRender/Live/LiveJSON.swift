import TripShotLive

/// The `realtime` member of `tripshot import --json --realtime`: times in service-day seconds like
/// the rest of the JSON, delays in seconds, and the sentences the card prints.
package enum LiveJSON {
    /// The member alone, as text (`tripshot serve`'s `/api/live`).
    package static func render(_ live: LiveReport) -> String { value(live).text() }

    static func value(_ live: LiveReport) -> TripJSONValue {
        let (freshness, age): (String, Int?) =
            switch live.freshness {
            case .live(let age): ("live", age)
            case .stale(let age): ("stale", age)
            case .undated: ("undated", nil)
            }
        return .object([
            ("feed_timestamp", .optional(live.feedTimestamp.map { Int($0) })),
            ("read_at", .int(Int(live.now))),
            ("age_seconds", .optional(age)),
            ("freshness", .string(freshness)),
            ("stale_after_seconds", .int(FeedFreshness.staleAfterSeconds)),
            ("rides", .array(live.rides.map(ride))),
            ("transfers", .array(live.transfers.map(transfer))),
            ("alerts", .array(live.alerts.map(alert))),
            ("added_trips", .array(live.addedTrips.map(added))),
        ])
    }

    static func ride(_ ride: LiveRide) -> TripJSONValue {
        let (state, match): (String, RideMatch?) =
            switch ride.state {
            case .noUpdate: ("no_update", nil)
            case .updated(let how): ("updated", how)
            case .canceled(let how): ("canceled", how)
            }
        return .object([
            ("trip_id", .string(ride.tripID)),
            ("state", .string(state)),
            ("matched_by", .optional(match?.rawValue)),
            ("stops", .array(ride.stops.map(stop))),
            ("vehicle", ride.vehicle.map(vehicle) ?? .null),
        ])
    }

    static func stop(_ stop: LiveStop) -> TripJSONValue {
        .object([
            ("stop_id", .string(stop.stopID)),
            ("name", .string(stop.name)),
            ("stop_sequence", .int(stop.sequence)),
            ("scheduled_arrival_seconds", .optional(stop.scheduledArrival)),
            ("scheduled_departure_seconds", .optional(stop.scheduledDeparture)),
            ("predicted_arrival_seconds", .optional(stop.predictedArrival)),
            ("predicted_departure_seconds", .optional(stop.predictedDeparture)),
            ("arrival_delay_seconds", .optional(stop.arrivalDelay)),
            ("departure_delay_seconds", .optional(stop.departureDelay)),
            ("skipped", .bool(stop.skipped)),
            ("source", .string(stop.source.rawValue)),
            ("text", .string(LiveText.stop(stop))),
        ])
    }

    static func vehicle(_ vehicle: LiveVehicle) -> TripJSONValue {
        .object([
            ("label", .optional(vehicle.label)),
            ("lat", .degrees(vehicle.latitude)),
            ("lon", .degrees(vehicle.longitude)),
            ("status", .string(vehicle.status.rawValue)),
            ("stop_name", .optional(vehicle.stopName)),
            ("timestamp", .optional(vehicle.timestamp.map { Int($0) })),
        ])
    }

    static func transfer(_ transfer: LiveTransfer) -> TripJSONValue {
        .object([
            ("after_ride", .int(transfer.fromRide)),
            ("from_stop", .string(transfer.fromStopName)),
            ("to_stop", .string(transfer.toStopName)),
            ("arrival_seconds", .int(transfer.arrival)),
            ("departure_seconds", .int(transfer.departure)),
            ("walk_m", .int(transfer.walkMeters)),
            ("walk_seconds", .int(transfer.walkSeconds)),
            ("margin_seconds", .int(transfer.marginSeconds)),
            ("predicted", .bool(transfer.predicted)),
            ("verdict", .string(transfer.verdict.rawValue)),
            ("reason", .optional(transfer.reason)),
            ("text", .string(LiveText.transfer(transfer))),
        ])
    }

    static func alert(_ alert: LiveAlert) -> TripJSONValue {
        .object([
            ("id", .string(alert.entityID)),
            ("header", .optional(alert.header)),
            ("description", .optional(alert.description)),
            ("url", .optional(alert.url)),
            ("language", .optional(alert.language)),
            ("cause", .string(alert.cause)),
            ("effect", .string(alert.effect)),
            ("severity", .string(alert.severity)),
            (
                "active_periods",
                .array(alert.activePeriods.map { .object([("start", .optional($0.start.map { Int($0) })), ("end", .optional($0.end.map { Int($0) }))]) })
            ),
            ("active_during_trip", .bool(alert.activeDuringTrip)),
            ("touches", .array(alert.touches.map { .string($0) })),
        ])
    }

    static func added(_ added: AddedTrip) -> TripJSONValue {
        .object([
            ("trip_id", .optional(added.tripID)),
            ("route_id", .optional(added.routeID)),
            ("stop_name", .optional(added.stopName)),
            ("departure_seconds", .optional(added.departure)),
        ])
    }
}
