import TripShotParser

/// The screenshot's trip as the feed has it: every leg matched to a scheduled trip (or to a walk),
/// with real stops, geometry and a verdict on every time the page showed.
public struct ResolvedTrip: Hashable, Sendable {
    /// The service day the rides were matched on.
    public var serviceDate: ShownDate
    /// Where the service day came from.
    public var serviceDateSource: ServiceDateSource
    /// Rides and the walks between them, in order.
    public var legs: [ResolvedLeg]
    /// From the first shown departure to the last shown arrival.
    public var totalMinutes: Int
    /// The page's own total, when it showed one, to cross-check `totalMinutes`.
    public var shownDurationMinutes: Int?
    /// The page's clock times that no ride explains (pages of other planners than GO's, which the
    /// decoder reads); empty for GO's layout, whose every time belongs to a leg.
    public var unexplained: [UnexplainedTime] = []

    /// A trip from its parts (the resolver makes them; tests and previews may too).
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

    /// True when every ride's times match the schedule and the page shows no time beside a stop
    /// that no ride explains (a ride the trip may have lost).
    public var allMatch: Bool {
        !unexplained.contains(where: \.failsMatch)
            && legs.allSatisfy { leg in
                if case .ride(let ride) = leg { ride.validation.status == .match } else { true }
            }
    }
}

/// Where a trip's service day came from.
public enum ServiceDateSource: String, Hashable, Sendable {
    /// The screenshot showed the date.
    case page
    /// The caller's date (`--date` on the command line).
    case option
    /// Neither: the first feed date on which the rides run.
    case assumed
    /// The screenshot showed the day and month, not the year: the year is the nearest from today
    /// in which the trip runs on that day.
    case yearAssumed = "year_assumed"
}

/// One leg of a resolved trip.
public enum ResolvedLeg: Hashable, Sendable {
    /// A ride on a scheduled trip.
    case ride(ResolvedRide)
    /// A walk or a change between two rides.
    case walk(ResolvedWalk)
}

/// A coordinate in WGS 84 degrees.
public struct Coordinate: Hashable, Sendable {
    /// Latitude, degrees north.
    public var lat: Double
    /// Longitude, degrees east.
    public var lon: Double

    /// A coordinate from degrees.
    public init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }
}

/// GTFS route_type folded to what a rider sees.
public enum Mode: String, Hashable, Sendable {
    /// route_type 0 (extended 900-999): tram, streetcar, light rail.
    case tram
    /// route_type 1 (extended 400-499 but 405): subway, metro.
    case subway
    /// route_type 2 (extended 100-199): rail.
    case rail
    /// route_type 3 (extended 200-299, 700-799): bus and coach.
    case bus
    /// route_type 4 (extended 1000-1099, 1200-1299): ferry.
    case ferry
    /// route_type 5: cable tram.
    case cableTram = "cable_tram"
    /// route_type 6 (extended 1300-1399): aerial lift, gondola.
    case aerialLift = "aerial_lift"
    /// route_type 7 (extended 1400-1499): funicular.
    case funicular
    /// route_type 11 (extended 800-899): trolleybus.
    case trolleybus
    /// route_type 12 (extended 405): monorail.
    case monorail
    /// A route_type the reference does not name.
    case other
}

/// A route of the feed as routes.txt has it.
public struct RouteInfo: Hashable, Sendable {
    /// routes.txt `route_id`.
    public var routeID: String
    /// routes.txt `route_short_name` ("MI", "21"); may be empty.
    public var shortName: String
    /// routes.txt `route_long_name`; may be empty.
    public var longName: String
    /// routes.txt `route_type`, basic or extended; `mode` on the ride is what a rider sees.
    public var routeType: Int
    /// Six hex digits without '#', as in routes.txt; nil when the feed leaves it empty.
    public var color: String?
    /// Six hex digits for text on `color`; nil when the feed leaves it empty.
    public var textColor: String?

    /// Made by the resolver; public so an app's previews and tests can build one.
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
    /// stops.txt `stop_id`.
    public var stopID: String
    /// stops.txt `stop_name`.
    public var name: String
    /// Where the stop is.
    public var coordinate: Coordinate
    /// stop_sequence in the trip.
    public var sequence: Int
    /// Scheduled seconds since the service day's noon minus 12 h (past 86400 after midnight).
    public var arrivalSeconds: Int?
    /// Scheduled departure, same clock as `arrivalSeconds`; nil when the feed has none here.
    public var departureSeconds: Int?
    /// True when the feed times this call only approximately (stop_times.txt `timepoint` 0: the
    /// agency's estimate, or gtfs-load's time between timepoints for a call the feed left untimed).
    public var estimated: Bool

    /// Made by the resolver; public so an app's previews and tests can build one.
    public init(
        stopID: String, name: String, coordinate: Coordinate, sequence: Int, arrivalSeconds: Int?,
        departureSeconds: Int?, estimated: Bool = false
    ) {
        self.stopID = stopID
        self.name = name
        self.coordinate = coordinate
        self.sequence = sequence
        self.arrivalSeconds = arrivalSeconds
        self.departureSeconds = departureSeconds
        self.estimated = estimated
    }
}

/// One ride of the trip, matched to a scheduled trip of the feed (or not: see `validation`).
public struct ResolvedRide: Hashable, Sendable {
    /// What a rider sees: train, bus, tram... (from `route.routeType`).
    public var mode: Mode
    /// The route the trip runs on.
    public var route: RouteInfo
    /// The code the page showed ("21C"), which may be a variant of `route.shortName`.
    public var shownRouteCode: String
    /// trips.txt `trip_id` of the matched trip; empty when no trip was found.
    public var tripID: String
    /// Where the vehicle is going, as the feed says it.
    public var headsign: String
    /// Every stop from boarding to alighting, both included, in trip order.
    public var stops: [StopCall]
    /// The page's times at boarding and alighting.
    public var shownDeparture: ClockTime
    /// The page's arrival time at the alighting stop.
    public var shownArrival: ClockTime
    /// The scheduled times at boarding (departure) and alighting (arrival), in service-day seconds;
    /// for a frequency-based trip, of the instance that fits the shown departure.
    public var scheduledDeparture: Int
    /// Scheduled arrival at the alighting stop, service-day seconds.
    public var scheduledArrival: Int
    /// [lon, lat] pairs along the leg, boarding to alighting.
    public var geometry: [Coordinate]
    /// How `geometry` was made.
    public var geometrySource: GeometrySource
    /// What the resolver found checking the page's times, route and stop count against the
    /// schedule (the renderers put it in words).
    public var validation: Validation
    /// The service day of the matched trip (the day before the page's date for a ride after
    /// midnight); nil when no trip was found.
    public var serviceDate: ShownDate? = nil
    /// The page's reading of the boarding and alighting names that the feed confirmed, and the
    /// other readings the page allowed; nil for a ride not read from a page.
    public var fromReading: NameReading? = nil
    /// As `fromReading`, for the alighting stop.
    public var toReading: NameReading? = nil
    /// The reading of the route code taken (`shownRouteCode`): the page's own, or the feed's spelling
    /// of a doubtful one ("CL Line" where the page read "cCL Line"), and the page's other readings.
    public var routeCodeReading: NameReading? = nil

    /// Made by the resolver; public so an app's previews and tests can build one.
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

    /// The boarding stop.
    public var from: StopCall { stops[0] }
    /// The alighting stop.
    public var to: StopCall { stops[stops.count - 1] }
    /// Stops strictly between boarding and alighting.
    public var between: ArraySlice<StopCall> { stops.dropFirst().dropLast() }
}

/// One name as the page allows reading it: the reading the resolver took and the others.
public struct NameReading: Hashable, Sendable {
    /// The reading that matched the feed.
    public var taken: String
    /// The page's other possible readings of the same name.
    public var others: [String]
    /// True when `taken` is the feed's spelling of a doubtful reading ("El Cerrito" where the page
    /// read "EI Cerrito", which is then among `others`), false when it is the page's own reading.
    public var spelledByFeed: Bool
    /// True when no reading of the page's name names a stop and the feed's schedule named the stop
    /// instead: the only one the ride's route serves at the shown time (`taken` is then the page's
    /// unreadable text, kept to show the rider what was read).
    public var namedBySchedule: Bool

    /// A reading and its alternatives.
    public init(taken: String, others: [String] = [], spelledByFeed: Bool = false, namedBySchedule: Bool = false) {
        self.taken = taken
        self.others = others
        self.spelledByFeed = spelledByFeed
        self.namedBySchedule = namedBySchedule
    }

    /// Whose word the stop's name is: "page", "feed" (its spelling of a doubtful reading) or
    /// "schedule" (the page's name did not read; the schedule named the stop).
    public var source: String { namedBySchedule ? "schedule" : spelledByFeed ? "feed" : "page" }
}

/// How a ride's line on the map was made.
public enum GeometrySource: String, Hashable, Sendable {
    /// Cut by the feed's distances.
    case shapeDistTraveled = "shape_dist_traveled"
    /// Cut by projecting the stops onto the shape.
    case shapeProjection = "shape_projection"
    /// No shape: straight lines between the stops.
    case stopsStraight = "stops_straight"
}

/// A walk between two rides.
public struct ResolvedWalk: Hashable, Sendable {
    /// Where the walk starts (the previous ride's alighting stop).
    public var from: StopCall
    /// Where it ends (the next ride's boarding stop).
    public var to: StopCall
    /// Walking distance in metres (0 for a change at one stop).
    public var distanceMeters: Int
    /// Minutes the page allows between the two rides.
    public var minutes: Int
    /// How the distance was found: "transfers.txt", "pathways.txt" or "geodesic".
    public var source: String
    /// The walk's line on the map.
    public var geometry: [Coordinate]

    /// Made by the resolver; public so an app's previews and tests can build one.
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
