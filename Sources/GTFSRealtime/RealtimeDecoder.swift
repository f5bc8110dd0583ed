import CGTFSRealtime
import TripShotLive

/// GTFS-Realtime FeedMessage bytes -> `RealtimeFeed`, through protobuf-c's generated decoder. The
/// only Swift code that touches the C structs: it copies them into values and frees them.
public enum RealtimeDecoder {
    public static func decode(_ bytes: [UInt8]) throws(RealtimeDecodeError) -> RealtimeFeed {
        guard !bytes.isEmpty else { throw RealtimeDecodeError(.empty, "the realtime feed is empty (0 bytes)") }
        let unpacked = bytes.withUnsafeBufferPointer { buffer in
            transit_realtime__feed_message__unpack(nil, buffer.count, buffer.baseAddress)
        }
        guard let message = unpacked else {
            throw RealtimeDecodeError(.notFeedMessage, "not a GTFS-Realtime FeedMessage: \(notFeedHint(bytes))")
        }
        defer { transit_realtime__feed_message__free_unpacked(message, nil) }
        let header = message.pointee.header.pointee
        let version = string(header.gtfs_realtime_version) ?? ""
        guard isVersion(version) else {
            throw RealtimeDecodeError(
                .wrongMessage,
                "not a GTFS-Realtime FeedMessage: it decodes as protocol buffers but its header's version is "
                    + "'\(version.prefix(40))', not a GTFS-Realtime version such as 2.0 (another protobuf message?)")
        }
        var feed = RealtimeFeed(
            version: version,
            differential: header.has_incrementality != 0
                && header.incrementality == TRANSIT_REALTIME__FEED_HEADER__INCREMENTALITY__DIFFERENTIAL,
            timestamp: header.has_timestamp != 0 ? Int64(clamping: header.timestamp) : nil)
        for entity in array(message.pointee.entity, message.pointee.n_entity) {
            let id = string(entity.pointee.id) ?? ""
            if entity.pointee.has_is_deleted != 0, entity.pointee.is_deleted != 0 {
                feed.otherEntities += 1
                continue
            }
            var used = false
            if let update = entity.pointee.trip_update {
                feed.tripUpdates.append(tripUpdate(update.pointee, id: id))
                used = true
            }
            if let vehicle = entity.pointee.vehicle {
                feed.vehicles.append(self.vehicle(vehicle.pointee, id: id))
                used = true
            }
            if let alert = entity.pointee.alert {
                feed.alerts.append(self.alert(alert.pointee, id: id))
                used = true
            }
            if !used { feed.otherEntities += 1 }
        }
        return feed
    }

    /// "1.0", "2.0": digits, a dot, digits.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// What the bytes look like instead, for the message.
    static func notFeedHint(_ bytes: [UInt8]) -> String {
        let start = bytes.prefix(64).drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        switch start.first {
        case UInt8(ascii: "<"): return "it is HTML or XML text (an error page?)"
        case UInt8(ascii: "{"), UInt8(ascii: "["): return "it is JSON text"
        default:
            return "\(bytes.count) bytes that protobuf-c cannot decode (truncated, or not protocol buffers)"
        }
    }

    static func tripUpdate(_ update: TransitRealtime__TripUpdate, id: String) -> RealtimeTripUpdate {
        RealtimeTripUpdate(
            entityID: id,
            trip: update.trip.map { descriptor($0.pointee) } ?? RealtimeTripDescriptor(),
            vehicleID: update.vehicle.flatMap { string($0.pointee.id) },
            stopTimeUpdates: array(update.stop_time_update, update.n_stop_time_update).map { stopTimeUpdate($0.pointee) },
            timestamp: update.has_timestamp != 0 ? Int64(clamping: update.timestamp) : nil,
            delay: update.has_delay != 0 ? Int(update.delay) : nil)
    }

    static func stopTimeUpdate(_ update: TransitRealtime__TripUpdate__StopTimeUpdate) -> RealtimeStopTimeUpdate {
        let relationship: RealtimeStopTimeUpdate.Relationship
        switch update.has_schedule_relationship != 0 ? update.schedule_relationship.rawValue : 0 {
        case 0: relationship = .scheduled
        case 1: relationship = .skipped
        case 2: relationship = .noData
        case 3: relationship = .unscheduled
        case let other: relationship = .other(Int(other))
        }
        return RealtimeStopTimeUpdate(
            stopSequence: update.has_stop_sequence != 0 ? Int(update.stop_sequence) : nil,
            stopID: string(update.stop_id),
            arrival: update.arrival.map { event($0.pointee) },
            departure: update.departure.map { event($0.pointee) },
            relationship: relationship)
    }

    static func event(_ event: TransitRealtime__TripUpdate__StopTimeEvent) -> RealtimeStopTimeEvent {
        RealtimeStopTimeEvent(
            delay: event.has_delay != 0 ? Int(event.delay) : nil, time: event.has_time != 0 ? event.time : nil)
    }

    static func descriptor(_ trip: TransitRealtime__TripDescriptor) -> RealtimeTripDescriptor {
        let relationship: RealtimeTripDescriptor.Relationship
        switch trip.has_schedule_relationship != 0 ? trip.schedule_relationship.rawValue : 0 {
        case 0: relationship = .scheduled
        case 1: relationship = .added
        case 2: relationship = .unscheduled
        case 3: relationship = .canceled
        case 5: relationship = .replacement
        case 6: relationship = .duplicated
        case 7: relationship = .deleted
        case 8: relationship = .new
        case let other: relationship = .other(Int(other))
        }
        return RealtimeTripDescriptor(
            tripID: string(trip.trip_id), routeID: string(trip.route_id),
            directionID: trip.has_direction_id != 0 ? Int(trip.direction_id) : nil,
            startTime: string(trip.start_time), startDate: string(trip.start_date), relationship: relationship)
    }

    static func vehicle(_ vehicle: TransitRealtime__VehiclePosition, id: String) -> RealtimeVehicle {
        let status: RealtimeVehicle.Status
        switch vehicle.has_current_status != 0 ? vehicle.current_status.rawValue : 2 {
        case 0: status = .incomingAt
        case 1: status = .stoppedAt
        case 2: status = .inTransitTo
        default: status = .other
        }
        let position = vehicle.position?.pointee
        return RealtimeVehicle(
            entityID: id, trip: vehicle.trip.map { descriptor($0.pointee) },
            vehicleID: vehicle.vehicle.flatMap { string($0.pointee.id) },
            label: vehicle.vehicle.flatMap { string($0.pointee.label) },
            latitude: position.map { Double($0.latitude) }, longitude: position.map { Double($0.longitude) },
            bearing: position.flatMap { $0.has_bearing != 0 ? Double($0.bearing) : nil },
            currentStopSequence: vehicle.has_current_stop_sequence != 0 ? Int(vehicle.current_stop_sequence) : nil,
            stopID: string(vehicle.stop_id), status: status,
            timestamp: vehicle.has_timestamp != 0 ? Int64(clamping: vehicle.timestamp) : nil)
    }

    static func alert(_ alert: TransitRealtime__Alert, id: String) -> RealtimeAlert {
        RealtimeAlert(
            entityID: id,
            activePeriods: array(alert.active_period, alert.n_active_period).map { period in
                RealtimeActivePeriod(
                    start: period.pointee.has_start != 0 ? Int64(clamping: period.pointee.start) : nil,
                    end: period.pointee.has_end != 0 ? Int64(clamping: period.pointee.end) : nil)
            },
            informedEntities: array(alert.informed_entity, alert.n_informed_entity).map { selector in
                let s = selector.pointee
                return RealtimeEntitySelector(
                    agencyID: string(s.agency_id), routeID: string(s.route_id),
                    routeType: s.has_route_type != 0 ? Int(s.route_type) : nil,
                    directionID: s.has_direction_id != 0 ? Int(s.direction_id) : nil,
                    trip: s.trip.map { descriptor($0.pointee) }, stopID: string(s.stop_id))
            },
            cause: enumName(
                transit_realtime__alert__cause__descriptor, alert.has_cause != 0 ? Int32(bitPattern: alert.cause.rawValue) : 1),
            effect: enumName(
                transit_realtime__alert__effect__descriptor, alert.has_effect != 0 ? Int32(bitPattern: alert.effect.rawValue) : 8),
            severity: enumName(
                transit_realtime__alert__severity_level__descriptor,
                alert.has_severity_level != 0 ? Int32(bitPattern: alert.severity_level.rawValue) : 1),
            header: alert.header_text.map { text($0.pointee) },
            description: alert.description_text.map { text($0.pointee) },
            url: alert.url.map { text($0.pointee) })
    }

    static func text(_ text: TransitRealtime__TranslatedString) -> RealtimeText {
        RealtimeText(
            array(text.translation, text.n_translation).map {
                RealtimeText.Translation(
                    text: string($0.pointee.text) ?? "", language: string($0.pointee.language).flatMap { $0.isEmpty ? nil : $0 })
            })
    }

    /// The reference's name of an enum value ("CONSTRUCTION"); "value N" for a number the .proto
    /// does not list (a newer producer's).
    static func enumName(_ descriptor: ProtobufCEnumDescriptor, _ value: Int32) -> String {
        // The copy's tables point at the generated code's static arrays, as the original's do.
        let name = withUnsafePointer(to: descriptor) { protobuf_c_enum_descriptor_get_value($0, value)?.pointee.name }
        return name.map { String(cString: $0) } ?? "value \(value)"
    }

    /// A C string as Swift's (invalid UTF-8 repaired, as `String(cString:)` does); nil for NULL.
    static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    static func array<T>(_ pointer: UnsafeMutablePointer<UnsafeMutablePointer<T>?>?, _ count: Int) -> [UnsafeMutablePointer<T>] {
        guard let pointer else { return [] }
        return (0..<count).compactMap { pointer[$0] }
    }
}
