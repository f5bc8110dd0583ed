import Itinerary

/// The screenshot's trip as the feed has it: every leg matched to a scheduled trip (or to a walk),
/// with real stops, geometry and a verdict on every time the page showed.
public struct ResolvedTrip: Hashable, Sendable {
    /// The service day the rides were matched on.
    public var serviceDate: ShownDate
    /// Where the service day came from.
    public var serviceDateSource: ServiceDateSource
    public var legs: [ResolvedLeg]
    /// From the first shown departure to the last shown arrival.
    public var totalMinutes: Int
    /// The page's own total, when it showed one, to cross-check `totalMinutes`.
    public var shownDurationMinutes: Int?

    public init(
        serviceDate: ShownDate, serviceDateSource: ServiceDateSource, legs: [ResolvedLeg], totalMinutes: Int,
        shownDurationMinutes: Int?
    ) {
        self.serviceDate = serviceDate
        self.serviceDateSource = serviceDateSource
        self.legs = legs
        self.totalMinutes = totalMinutes
        self.shownDurationMinutes = shownDurationMinutes
    }

    /// True when every ride's times match the schedule.
    public var allMatch: Bool {
        legs.allSatisfy { leg in
            if case .ride(let ride) = leg { ride.validation.status == .match } else { true }
        }
    }
}

public enum ServiceDateSource: String, Hashable, Sendable {
    case page  // the screenshot showed the date
    case option  // --date on the command line
    case assumed  // neither: the first feed date on which the rides run
}

public enum ResolvedLeg: Hashable, Sendable {
    case ride(ResolvedRide)
    case walk(ResolvedWalk)
}

/// A coordinate in WGS 84 degrees.
public struct Coordinate: Hashable, Sendable {
    public var lat: Double
    public var lon: Double

    public init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }
}

/// GTFS route_type folded to what a rider sees.
public enum Mode: String, Hashable, Sendable {
    case tram, subway, rail, bus, ferry, cableTram = "cable_tram", aerialLift = "aerial_lift", funicular,
        trolleybus, monorail, other
}

public struct RouteInfo: Hashable, Sendable {
    public var routeID: String
    public var shortName: String
    public var longName: String
    public var routeType: Int
    /// Six hex digits without '#', as in routes.txt; nil when the feed leaves it empty.
    public var color: String?
    public var textColor: String?

    public init(
        routeID: String, shortName: String, longName: String, routeType: Int, color: String?, textColor: String?
    ) {
        self.routeID = routeID
        self.shortName = shortName
        self.longName = longName
        self.routeType = routeType
        self.color = color
        self.textColor = textColor
    }
}

/// A stop on a resolved ride: where it is and when the schedule has the vehicle there.
public struct StopCall: Hashable, Sendable {
    public var stopID: String
    public var name: String
    public var coordinate: Coordinate
    /// stop_sequence in the trip.
    public var sequence: Int
    /// Scheduled seconds since the service day's noon minus 12 h (past 86400 after midnight).
    public var arrivalSeconds: Int?
    public var departureSeconds: Int?

    public init(
        stopID: String, name: String, coordinate: Coordinate, sequence: Int, arrivalSeconds: Int?,
        departureSeconds: Int?
    ) {
        self.stopID = stopID
        self.name = name
        self.coordinate = coordinate
        self.sequence = sequence
        self.arrivalSeconds = arrivalSeconds
        self.departureSeconds = departureSeconds
    }
}

public struct ResolvedRide: Hashable, Sendable {
    public var mode: Mode
    public var route: RouteInfo
    /// The code the page showed ("21C"), which may be a variant of `route.shortName`.
    public var shownRouteCode: String
    public var tripID: String
    public var headsign: String
    /// Every stop from boarding to alighting, both included, in trip order.
    public var stops: [StopCall]
    /// The page's times at boarding and alighting.
    public var shownDeparture: ClockTime
    public var shownArrival: ClockTime
    /// The scheduled times at boarding (departure) and alighting (arrival), in service-day seconds;
    /// for a frequency-based trip, of the instance that fits the shown departure.
    public var scheduledDeparture: Int
    public var scheduledArrival: Int
    /// [lon, lat] pairs along the leg, boarding to alighting.
    public var geometry: [Coordinate]
    public var geometrySource: GeometrySource
    public var validation: Validation
    /// The service day of the matched trip (the day before the page's date for a ride after
    /// midnight); nil when no trip was found.
    public var serviceDate: ShownDate? = nil
    /// The page's reading of the boarding and alighting names that the feed confirmed, and the
    /// other readings the page allowed; nil for a ride not read from a page.
    public var fromReading: NameReading? = nil
    public var toReading: NameReading? = nil

    public init(
        mode: Mode, route: RouteInfo, shownRouteCode: String, tripID: String, headsign: String, stops: [StopCall],
        shownDeparture: ClockTime, shownArrival: ClockTime, scheduledDeparture: Int, scheduledArrival: Int,
        geometry: [Coordinate], geometrySource: GeometrySource, validation: Validation
    ) {
        self.mode = mode
        self.route = route
        self.shownRouteCode = shownRouteCode
        self.tripID = tripID
        self.headsign = headsign
        self.stops = stops
        self.shownDeparture = shownDeparture
        self.shownArrival = shownArrival
        self.scheduledDeparture = scheduledDeparture
        self.scheduledArrival = scheduledArrival
        self.geometry = geometry
        self.geometrySource = geometrySource
        self.validation = validation
    }

    public var from: StopCall { stops[0] }
    public var to: StopCall { stops[stops.count - 1] }
    /// Stops strictly between boarding and alighting.
    public var between: ArraySlice<StopCall> { stops.dropFirst().dropLast() }
}

/// One name as the page allows reading it: the reading the resolver took and the others.
public struct NameReading: Hashable, Sendable {
    public var taken: String
    public var others: [String]

    public init(taken: String, others: [String] = []) {
        self.taken = taken
        self.others = others
    }
}

public enum GeometrySource: String, Hashable, Sendable {
    case shapeDistTraveled = "shape_dist_traveled"  // cut by the feed's distances
    case shapeProjection = "shape_projection"  // cut by projecting the stops onto the shape
    case stopsStraight = "stops_straight"  // no shape: straight lines between the stops
}

/// The verdict on a ride's shown times.
public struct Validation: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case match  // every shown time equals the schedule to the minute
        case mismatch  // a trip was found, but a shown time differs
        case noSuchTrip = "no_such_trip"  // no trip of that route runs those stops near those times that day
    }

    public var status: Status
    /// One line a rider can read: "departs 18:32 per schedule, shown 18:25 (7 min early)".
    public var details: [String]
    /// For no_such_trip: the nearest trips of the route at those stops, as "trip_id dep→arr".
    public var nearest: [String]

    public init(status: Status, details: [String] = [], nearest: [String] = []) {
        self.status = status
        self.details = details
        self.nearest = nearest
    }
}

/// A walk between two rides.
public struct ResolvedWalk: Hashable, Sendable {
    public var from: StopCall
    public var to: StopCall
    public var distanceMeters: Int
    public var minutes: Int
    /// How the distance was found: "transfers.txt", "pathways.txt" or "geodesic".
    public var source: String
    public var geometry: [Coordinate]

    public init(
        from: StopCall, to: StopCall, distanceMeters: Int, minutes: Int, source: String, geometry: [Coordinate]
    ) {
        self.from = from
        self.to = to
        self.distanceMeters = distanceMeters
        self.minutes = minutes
        self.source = source
        self.geometry = geometry
    }
}
