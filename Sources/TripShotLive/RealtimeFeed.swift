/// One GTFS-Realtime FeedMessage as values: what the GTFSRealtime module decodes and the matching
/// reads. Field names follow the reference's; enum values the reference has no case for here are
/// kept as `.other(number)` so nothing is dropped silently.
public struct RealtimeFeed: Hashable, Sendable {
    /// FeedHeader.gtfs_realtime_version ("2.0").
    public var version: String
    /// FeedHeader.incrementality: false for FULL_DATASET, true for DIFFERENTIAL.
    public var differential: Bool
    /// FeedHeader.timestamp, POSIX seconds; nil when the producer gave none.
    public var timestamp: Int64?
    public var tripUpdates: [RealtimeTripUpdate]
    public var vehicles: [RealtimeVehicle]
    public var alerts: [RealtimeAlert]
    /// Entities that carry none of a trip update, a vehicle position or an alert (another
    /// extension's, or deleted ones).
    public var otherEntities: Int

    public init(
        version: String, differential: Bool = false, timestamp: Int64?, tripUpdates: [RealtimeTripUpdate] = [],
        vehicles: [RealtimeVehicle] = [], alerts: [RealtimeAlert] = [], otherEntities: Int = 0
    ) {
        self.version = version
        self.differential = differential
        self.timestamp = timestamp
        self.tripUpdates = tripUpdates
        self.vehicles = vehicles
        self.alerts = alerts
        self.otherEntities = otherEntities
    }

    /// Every feed merged: agencies may split TripUpdates, VehiclePositions and Alerts over several
    /// URLs. The oldest timestamp speaks for the whole, so a stale part is never hidden by a fresh one.
    public static func merged(_ feeds: [RealtimeFeed]) -> RealtimeFeed? {
        guard var merged = feeds.first else { return nil }
        for feed in feeds.dropFirst() {
            merged.tripUpdates += feed.tripUpdates
            merged.vehicles += feed.vehicles
            merged.alerts += feed.alerts
            merged.otherEntities += feed.otherEntities
            merged.differential = merged.differential || feed.differential
            switch (merged.timestamp, feed.timestamp) {
            case (let a?, let b?): merged.timestamp = min(a, b)
            default: merged.timestamp = nil
            }
        }
        return merged
    }
}

/// TripDescriptor: which trip (or which run of a route) an entity is about.
public struct RealtimeTripDescriptor: Hashable, Sendable {
    public enum Relationship: Hashable, Sendable {
        case scheduled, added, unscheduled, canceled, replacement, duplicated, deleted, new
        case other(Int)
    }

    public var tripID: String?
    public var routeID: String?
    public var directionID: Int?
    /// "HH:MM:SS", may pass 24:00:00.
    public var startTime: String?
    /// "YYYYMMDD".
    public var startDate: String?
    /// SCHEDULED when the feed leaves it out, as the reference says.
    public var relationship: Relationship

    public init(
        tripID: String? = nil, routeID: String? = nil, directionID: Int? = nil, startTime: String? = nil,
        startDate: String? = nil, relationship: Relationship = .scheduled
    ) {
        self.tripID = tripID
        self.routeID = routeID
        self.directionID = directionID
        self.startTime = startTime
        self.startDate = startDate
        self.relationship = relationship
    }

    /// `startTime` as seconds of the service day; nil when absent or not HH:MM:SS.
    public var startSeconds: Int? {
        guard let startTime else { return nil }
        let parts = startTime.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let h = Int(parts[0]), let m = Int(parts[1]), let s = Int(parts[2]),
            h >= 0, (0..<60).contains(m), (0..<60).contains(s)
        else { return nil }
        return h * 3600 + m * 60 + s
    }
}

/// StopTimeEvent: a predicted arrival or departure, as a delay, an absolute time, or both.
public struct RealtimeStopTimeEvent: Hashable, Sendable {
    /// Seconds late (negative: early) against the schedule.
    public var delay: Int?
    /// POSIX seconds.
    public var time: Int64?

    public init(delay: Int? = nil, time: Int64? = nil) {
        self.delay = delay
        self.time = time
    }
}

/// StopTimeUpdate: the prediction for one stop of the trip.
public struct RealtimeStopTimeUpdate: Hashable, Sendable {
    public enum Relationship: Hashable, Sendable {
        case scheduled, skipped, noData, unscheduled
        case other(Int)
    }

    public var stopSequence: Int?
    public var stopID: String?
    public var arrival: RealtimeStopTimeEvent?
    public var departure: RealtimeStopTimeEvent?
    public var relationship: Relationship

    public init(
        stopSequence: Int? = nil, stopID: String? = nil, arrival: RealtimeStopTimeEvent? = nil,
        departure: RealtimeStopTimeEvent? = nil, relationship: Relationship = .scheduled
    ) {
        self.stopSequence = stopSequence
        self.stopID = stopID
        self.arrival = arrival
        self.departure = departure
        self.relationship = relationship
    }
}

/// TripUpdate: a trip's progress, cancellation or addition.
public struct RealtimeTripUpdate: Hashable, Sendable {
    /// FeedEntity.id.
    public var entityID: String
    public var trip: RealtimeTripDescriptor
    /// VehicleDescriptor.id, to find the trip's vehicle among the positions.
    public var vehicleID: String?
    /// In feed order, which the reference requires to be stop_sequence order.
    public var stopTimeUpdates: [RealtimeStopTimeUpdate]
    public var timestamp: Int64?
    /// TripUpdate.delay: the trip's deviation, for stops without a prediction of their own.
    public var delay: Int?

    public init(
        entityID: String, trip: RealtimeTripDescriptor, vehicleID: String? = nil,
        stopTimeUpdates: [RealtimeStopTimeUpdate] = [], timestamp: Int64? = nil, delay: Int? = nil
    ) {
        self.entityID = entityID
        self.trip = trip
        self.vehicleID = vehicleID
        self.stopTimeUpdates = stopTimeUpdates
        self.timestamp = timestamp
        self.delay = delay
    }
}

/// VehiclePosition: where a vehicle is.
public struct RealtimeVehicle: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case incomingAt = "incoming_at", stoppedAt = "stopped_at", inTransitTo = "in_transit_to", other
    }

    public var entityID: String
    public var trip: RealtimeTripDescriptor?
    public var vehicleID: String?
    public var label: String?
    public var latitude: Double?
    public var longitude: Double?
    public var bearing: Double?
    public var currentStopSequence: Int?
    public var stopID: String?
    public var status: Status
    public var timestamp: Int64?

    public init(
        entityID: String, trip: RealtimeTripDescriptor? = nil, vehicleID: String? = nil, label: String? = nil,
        latitude: Double? = nil, longitude: Double? = nil, bearing: Double? = nil, currentStopSequence: Int? = nil,
        stopID: String? = nil, status: Status = .inTransitTo, timestamp: Int64? = nil
    ) {
        self.entityID = entityID
        self.trip = trip
        self.vehicleID = vehicleID
        self.label = label
        self.latitude = latitude
        self.longitude = longitude
        self.bearing = bearing
        self.currentStopSequence = currentStopSequence
        self.stopID = stopID
        self.status = status
        self.timestamp = timestamp
    }
}

/// A text in one or more languages (TranslatedString).
public struct RealtimeText: Hashable, Sendable {
    public struct Translation: Hashable, Sendable {
        public var text: String
        /// BCP-47; nil for the feed's default language.
        public var language: String?
        public init(text: String, language: String?) {
            self.text = text
            self.language = language
        }
    }

    public var translations: [Translation]
    public init(_ translations: [Translation]) { self.translations = translations }

    /// The translation for the first of `languages` the text has ("fr-CA" also takes "fr", and "fr"
    /// takes "fr-CA"), else the one without a language, else the first; nil when there is none.
    public func text(for languages: [String]) -> Translation? {
        func primary(_ tag: String) -> Substring { tag.lowercased().split(separator: "-").first ?? "" }
        for wanted in languages {
            if let exact = translations.first(where: { $0.language?.lowercased() == wanted.lowercased() }) { return exact }
            if let near = translations.first(where: { $0.language.map(primary) == primary(wanted) }) { return near }
        }
        return translations.first(where: { $0.language == nil }) ?? translations.first
    }
}

/// EntitySelector: what an alert is about.
public struct RealtimeEntitySelector: Hashable, Sendable {
    public var agencyID: String?
    public var routeID: String?
    public var routeType: Int?
    public var directionID: Int?
    public var trip: RealtimeTripDescriptor?
    public var stopID: String?

    public init(
        agencyID: String? = nil, routeID: String? = nil, routeType: Int? = nil, directionID: Int? = nil,
        trip: RealtimeTripDescriptor? = nil, stopID: String? = nil
    ) {
        self.agencyID = agencyID
        self.routeID = routeID
        self.routeType = routeType
        self.directionID = directionID
        self.trip = trip
        self.stopID = stopID
    }
}

/// TimeRange: [start, end), POSIX seconds; an absent side is open.
public struct RealtimeActivePeriod: Hashable, Sendable {
    public var start: Int64?
    public var end: Int64?
    public init(start: Int64?, end: Int64?) {
        self.start = start
        self.end = end
    }

    /// True when the period shares a moment with [from, to].
    public func overlaps(from: Int64, to: Int64) -> Bool {
        (start.map { $0 <= to } ?? true) && (end.map { $0 > from } ?? true)
    }
}

/// Alert: a disruption, and what it touches.
public struct RealtimeAlert: Hashable, Sendable {
    public var entityID: String
    public var activePeriods: [RealtimeActivePeriod]
    public var informedEntities: [RealtimeEntitySelector]
    /// The reference's enum names: "CONSTRUCTION", "SIGNIFICANT_DELAYS", "SEVERE"...
    public var cause: String
    public var effect: String
    public var severity: String
    public var header: RealtimeText?
    public var description: RealtimeText?
    public var url: RealtimeText?

    public init(
        entityID: String, activePeriods: [RealtimeActivePeriod] = [], informedEntities: [RealtimeEntitySelector] = [],
        cause: String = "UNKNOWN_CAUSE", effect: String = "UNKNOWN_EFFECT", severity: String = "UNKNOWN_SEVERITY",
        header: RealtimeText? = nil, description: RealtimeText? = nil, url: RealtimeText? = nil
    ) {
        self.entityID = entityID
        self.activePeriods = activePeriods
        self.informedEntities = informedEntities
        self.cause = cause
        self.effect = effect
        self.severity = severity
        self.header = header
        self.description = description
        self.url = url
    }
}
