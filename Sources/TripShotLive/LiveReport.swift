/// What a realtime feed says about one resolved trip: per ride its predictions (or that it is
/// cancelled, or that the feed has nothing for it), per transfer whether it still holds, the
/// alerts touching the trip, and trips the feed added on its routes.
public struct LiveReport: Hashable, Sendable {
    public var feedTimestamp: Int64?
    /// The reader's clock when the report was made, POSIX seconds.
    public var now: Int64
    public var freshness: FeedFreshness
    /// One per ride of the trip, in order.
    public var rides: [LiveRide]
    /// One per pair of consecutive rides.
    public var transfers: [LiveTransfer]
    public var alerts: [LiveAlert]
    public var addedTrips: [AddedTrip]

    public init(
        feedTimestamp: Int64?, now: Int64, freshness: FeedFreshness, rides: [LiveRide], transfers: [LiveTransfer],
        alerts: [LiveAlert], addedTrips: [AddedTrip]
    ) {
        self.feedTimestamp = feedTimestamp
        self.now = now
        self.freshness = freshness
        self.rides = rides
        self.transfers = transfers
        self.alerts = alerts
        self.addedTrips = addedTrips
    }
}

/// How a ride was found in the feed.
public enum RideMatch: String, Hashable, Sendable {
    /// trip_id and start_date (and start_time for a frequency-based trip).
    case tripID = "trip_id"
    /// The feed's descriptor has no trip_id: route_id, direction_id, start_time and start_date.
    case routeDirectionStart = "route_direction_start"
}

public struct LiveRide: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// The feed has no TripUpdate for this ride: the schedule is all there is.
        case noUpdate
        /// Predictions in `stops`.
        case updated(RideMatch)
        /// CANCELED (or DELETED) in the feed.
        case canceled(RideMatch)
    }

    public var tripID: String
    public var state: State
    /// The ride's stops, boarding to alighting, with their predictions; empty without an update.
    public var stops: [LiveStop]
    public var vehicle: LiveVehicle?

    public init(tripID: String, state: State, stops: [LiveStop], vehicle: LiveVehicle?) {
        self.tripID = tripID
        self.state = state
        self.stops = stops
        self.vehicle = vehicle
    }

    public var isCanceled: Bool { if case .canceled = state { true } else { false } }
}

/// One stop of a ride: scheduled and predicted times, service-day seconds.
public struct LiveStop: Hashable, Sendable {
    /// Where a stop's prediction comes from.
    public enum Source: String, Hashable, Sendable {
        /// Its own StopTimeUpdate.
        case stopUpdate = "stop_update"
        /// An earlier stop's delay, carried on as the reference says.
        case propagated
        /// TripUpdate.delay, the trip's deviation, for a stop no StopTimeUpdate reaches.
        case tripDelay = "trip_delay"
        /// No prediction: before the first update, or after NO_DATA.
        case none
    }

    public var stopID: String
    public var name: String
    public var sequence: Int
    public var scheduledArrival: Int?
    public var scheduledDeparture: Int?
    public var predictedArrival: Int?
    public var predictedDeparture: Int?
    public var skipped: Bool
    public var source: Source

    public init(
        stopID: String, name: String, sequence: Int, scheduledArrival: Int?, scheduledDeparture: Int?,
        predictedArrival: Int?, predictedDeparture: Int?, skipped: Bool, source: Source
    ) {
        self.stopID = stopID
        self.name = name
        self.sequence = sequence
        self.scheduledArrival = scheduledArrival
        self.scheduledDeparture = scheduledDeparture
        self.predictedArrival = predictedArrival
        self.predictedDeparture = predictedDeparture
        self.skipped = skipped
        self.source = source
    }

    /// Seconds late at arrival (negative: early); nil without a prediction.
    public var arrivalDelay: Int? {
        guard let predicted = predictedArrival, let scheduled = scheduledArrival ?? scheduledDeparture else { return nil }
        return predicted - scheduled
    }

    /// Seconds late at departure (negative: early); nil without a prediction.
    public var departureDelay: Int? {
        guard let predicted = predictedDeparture, let scheduled = scheduledDeparture ?? scheduledArrival else { return nil }
        return predicted - scheduled
    }
}

/// Where the ride's vehicle is.
public struct LiveVehicle: Hashable, Sendable {
    public var label: String?
    public var latitude: Double
    public var longitude: Double
    public var status: RealtimeVehicle.Status
    /// The stop the status is about, by name when it is one of the ride's stops.
    public var stopName: String?
    public var timestamp: Int64?

    public init(
        label: String?, latitude: Double, longitude: Double, status: RealtimeVehicle.Status, stopName: String?,
        timestamp: Int64?
    ) {
        self.label = label
        self.latitude = latitude
        self.longitude = longitude
        self.status = status
        self.stopName = stopName
        self.timestamp = timestamp
    }
}

/// A change between two rides, with the predicted times and the walk.
public struct LiveTransfer: Hashable, Sendable {
    public enum Verdict: String, Hashable, Sendable {
        /// At least `LiveTransfer.riskMarginSeconds` to spare after the walk.
        case holds
        /// Less than that to spare, but the walk still fits.
        case atRisk = "at_risk"
        /// The walk no longer fits, or a ride is cancelled or skips the stop.
        case broken
    }

    /// A margin under two minutes after the walk puts a connection at risk: a rider at an unknown
    /// platform, a late door, a queue at the stairs take that much.
    public static let riskMarginSeconds = 120

    /// Index of the ride before the change (in the trip's rides).
    public var fromRide: Int
    /// Alighting arrival, predicted when the feed has it, else scheduled (service-day seconds).
    public var arrival: Int
    /// Boarding departure of the next ride, likewise.
    public var departure: Int
    public var walkMeters: Int
    /// The walk's minutes as the resolver estimated them, in seconds.
    public var walkSeconds: Int
    public var fromStopName: String
    public var toStopName: String
    /// True when either time is a prediction (false: the schedule alone, nothing live).
    public var predicted: Bool
    public var verdict: Verdict
    /// Why, when broken by a cancellation or a skipped stop rather than by time.
    public var reason: String?

    public init(
        fromRide: Int, arrival: Int, departure: Int, walkMeters: Int, walkSeconds: Int, fromStopName: String,
        toStopName: String, predicted: Bool, verdict: Verdict, reason: String?
    ) {
        self.fromRide = fromRide
        self.arrival = arrival
        self.departure = departure
        self.walkMeters = walkMeters
        self.walkSeconds = walkSeconds
        self.fromStopName = fromStopName
        self.toStopName = toStopName
        self.predicted = predicted
        self.verdict = verdict
        self.reason = reason
    }

    /// Seconds between the arrival and the next departure.
    public var slackSeconds: Int { departure - arrival }
    /// Seconds to spare after the walk (negative: the walk does not fit).
    public var marginSeconds: Int { slackSeconds - walkSeconds }

    /// The verdict on the times alone.
    public static func verdict(marginSeconds: Int) -> Verdict {
        marginSeconds < 0 ? .broken : marginSeconds < riskMarginSeconds ? .atRisk : .holds
    }
}

/// An alert touching the trip, in the reader's language where the feed translated it.
public struct LiveAlert: Hashable, Sendable {
    public var entityID: String
    public var header: String?
    public var description: String?
    public var url: String?
    /// The language of `header` as the feed tags it; nil for the feed's default.
    public var language: String?
    public var cause: String
    public var effect: String
    public var severity: String
    public var activePeriods: [RealtimeActivePeriod]
    /// True when no period is given or one overlaps the trip's scheduled span.
    public var activeDuringTrip: Bool
    /// What of the trip it touches: "route MI", "stop Union Station", "trip 20250320-MI-1234".
    public var touches: [String]

    public init(
        entityID: String, header: String?, description: String?, url: String?, language: String?, cause: String,
        effect: String, severity: String, activePeriods: [RealtimeActivePeriod], activeDuringTrip: Bool,
        touches: [String]
    ) {
        self.entityID = entityID
        self.header = header
        self.description = description
        self.url = url
        self.language = language
        self.cause = cause
        self.effect = effect
        self.severity = severity
        self.activePeriods = activePeriods
        self.activeDuringTrip = activeDuringTrip
        self.touches = touches
    }
}

/// A trip the feed added (ADDED or NEW) on a route of the trip or at one of its boarding stops.
public struct AddedTrip: Hashable, Sendable {
    public var tripID: String?
    public var routeID: String?
    /// The trip's boarding stop it calls at, with its departure there (service-day seconds).
    public var stopName: String?
    public var departure: Int?

    public init(tripID: String?, routeID: String?, stopName: String?, departure: Int?) {
        self.tripID = tripID
        self.routeID = routeID
        self.stopName = stopName
        self.departure = departure
    }
}
