import TripShotParser

/// One scheduled run of a route past a boarding stop and then an alighting stop, on one service
/// day: a row of stop_times, or one departure of a frequencies.txt trip.
struct TripCandidate: Hashable {
    var tripID: String
    var routeID: String
    var serviceID: String
    var headsign: String
    var shapeID: String?
    /// What else the feed says about this trip that may name a variant of its route ("21C"):
    /// trip_short_name and every extra TEXT column of trips (GO's `route_variant`), non-empty only.
    var labels: [String]
    var boardStopID: String
    var boardSequence: Int
    var alightStopID: String
    var alightSequence: Int
    /// Service-day seconds at boarding (departure) and alighting (arrival).
    var departure: Int
    var arrival: Int
    /// True where the feed times the call only approximately (`timepoint` 0).
    var departureApproximate = false
    var arrivalApproximate = false
    /// nil when searched without a date.
    var serviceDate: ShownDate?
    /// For a frequency-based trip: what to add to stop_times' template times for this departure.
    var frequencyShift: Int?
}
