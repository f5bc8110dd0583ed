import TripShotLive
import TripShotParser
import TripShotTrip

/// `tripshot import --json`: the whole resolved trip as one JSON object. The format is described
/// in docs/formats/trip-json.md; keys are snake_case like GTFS's own columns, coordinates are
/// [lon, lat] as in GeoJSON, times are both as shown ("18:25") and as scheduled service-day seconds.
public enum TripJSON {
    /// The trip as a JSON object (snake_case keys, pretty-printed): service date, and every leg with
    /// its route, trip id, stops, scheduled and shown times, geometry and verdict.
    public static func render(_ trip: ResolvedTrip) -> String {
        value(trip).text() + "\n"
    }

    /// As `render(_:)`, with a `realtime` member (`tripshot import --realtime`) after the others;
    /// the rest of the object is the same as without it.
    public static func render(_ trip: ResolvedTrip, live: LiveReport?) -> String {
        guard let live, case .object(var members) = value(trip) else { return render(trip) }
        members.append(("realtime", LiveJSON.value(live)))
        return TripJSONValue.object(members).text() + "\n"
    }

    static func value(_ trip: ResolvedTrip) -> TripJSONValue {
        var members: [(String, TripJSONValue)] = [
            ("service_date", .string(trip.serviceDate.description)),
            ("service_date_source", .string(trip.serviceDateSource.rawValue)),
            ("total_minutes", .int(trip.totalMinutes)),
            ("shown_duration_minutes", .optional(trip.shownDurationMinutes)),
            ("all_match", .bool(trip.allMatch)),
        ]
        // Only a decoded page has times no ride explains; GO's layout keeps its object as it was.
        if !trip.unexplained.isEmpty {
            members.append(("unexplained", .array(trip.unexplained.map(unexplained))))
        }
        members.append(("legs", .array(trip.legs.map(leg))))
        return .object(members)
    }

    /// `{"time": "07:13", "stop": "Fulton St", "summary": false, "fails_match": true}`: a shown time no ride explains.
    static func unexplained(_ time: UnexplainedTime) -> TripJSONValue {
        .object([
            ("time", .string(time.time.description)),
            ("stop", .optional(time.stopName)),
            ("summary", .bool(time.summarises)),
            ("fails_match", .bool(time.failsMatch)),
        ])
    }

    static func leg(_ leg: ResolvedLeg) -> TripJSONValue {
        switch leg {
        case .ride(let ride): return self.ride(ride)
        case .walk(let walk): return self.walk(walk)
        }
    }

    static func ride(_ ride: ResolvedRide) -> TripJSONValue {
        let found = ride.validation.status != .noSuchTrip
        return .object([
            ("type", .string("ride")),
            ("mode", .string(ride.mode.rawValue)),
            ("route_id", ride.route.routeID.isEmpty ? .null : .string(ride.route.routeID)),
            ("route_short_name", .string(ride.route.shortName)),
            ("route_long_name", .string(ride.route.longName)),
            ("route_code_shown", .string(ride.shownRouteCode)),
            ("route_code_reading_taken", .optional(ride.routeCodeReading.map { $0.spelledByFeed ? "feed" : "page" })),
            ("route_code_other_readings", .array((ride.routeCodeReading?.others ?? []).map { .string($0) })),
            ("route_color", .optional(ride.route.color)),
            ("route_text_color", .optional(ride.route.textColor)),
            ("trip_id", ride.tripID.isEmpty ? .null : .string(ride.tripID)),
            ("headsign", .string(ride.headsign)),
            ("service_date", .optional(ride.serviceDate?.description)),
            (
                "from",
                endpoint(
                    ride.from, shown: ride.shownDeparture, scheduled: found ? ride.scheduledDeparture : nil,
                    reading: ride.fromReading)
            ),
            (
                "to",
                endpoint(
                    ride.to, shown: ride.shownArrival, scheduled: found ? ride.scheduledArrival : nil,
                    reading: ride.toReading)
            ),
            ("stops_between", found ? .int(ride.between.count) : .null),
            ("stops", found ? .array(ride.stops.enumerated().map { stop($0.element, position: $0.offset) }) : .array([])),
            ("geometry", lineString(ride.geometry)),
            ("geometry_source", .string(ride.geometrySource.rawValue)),
            (
                "validation",
                .object([
                    ("status", .string(ride.validation.status.rawValue)),
                    ("details", .array(ValidationText.sentences(for: ride.validation).map { .string($0) })),
                    ("nearest", .array(ValidationText.nearest(for: ride.validation).map { .string($0) })),
                ])
            ),
        ])
    }

    static func walk(_ walk: ResolvedWalk) -> TripJSONValue {
        .object([
            ("type", .string("walk")),
            ("from", place(walk.from)),
            ("to", place(walk.to)),
            ("distance_m", .int(walk.distanceMeters)),
            ("minutes", .int(walk.minutes)),
            ("source", .string(walk.source)),
            ("geometry", lineString(walk.geometry)),
        ])
    }

    static func place(_ call: StopCall) -> TripJSONValue {
        .object([
            ("stop_id", .string(call.stopID)), ("name", .string(call.name)),
            ("lat", .degrees(call.coordinate.lat)), ("lon", .degrees(call.coordinate.lon)),
        ])
    }

    /// A ride's boarding or alighting stop, with the reading of its name that was taken
    /// (`shown_name`), whether it is the page's own or the feed's spelling of a doubtful reading
    /// (`reading_taken`: "page", "feed", or "schedule" when the name did not read and the schedule
    /// named the stop), and the other readings the page allowed
    /// (`other_readings`, holding the page's own when the feed spelled it); `scheduled_estimated`:
    /// the feed times the call only approximately (null with no scheduled time).
    static func endpoint(_ call: StopCall, shown: ClockTime, scheduled: Int?, reading: NameReading?) -> TripJSONValue {
        guard case .object(var members) = place(call) else { return .null }
        members.append(("shown_name", .optional(reading?.taken)))
        members.append(("reading_taken", .optional(reading?.source)))
        members.append(("other_readings", .array((reading?.others ?? []).map { .string($0) })))
        members.append(("shown_time", .string(shown.description)))
        members.append(("scheduled_seconds", .optional(scheduled)))
        members.append(("scheduled_time", .optional(scheduled.map(serviceTime))))
        members.append(("scheduled_estimated", scheduled == nil ? .null : .bool(call.estimated)))
        return .object(members)
    }

    static func stop(_ call: StopCall, position: Int) -> TripJSONValue {
        guard case .object(var members) = place(call) else { return .null }
        members.append(("position", .int(position)))
        members.append(("stop_sequence", .int(call.sequence)))
        members.append(("arrival_seconds", .optional(call.arrivalSeconds)))
        members.append(("departure_seconds", .optional(call.departureSeconds)))
        members.append(("estimated", .bool(call.estimated)))
        return .object(members)
    }

    static func lineString(_ points: [Coordinate]) -> TripJSONValue {
        .object([
            ("type", .string("LineString")),
            ("coordinates", .array(points.map { .array([.degrees($0.lon), .degrees($0.lat)]) })),
        ])
    }

    /// Service-day seconds in GTFS's own form, "25:10:00" after midnight.
    static func serviceTime(_ seconds: Int) -> String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))"
    }
}
