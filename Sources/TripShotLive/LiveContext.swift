import Foundation

/// What the static feed knows about the trip beyond the resolved trip, for matching it to realtime
/// data: the agency's clock, and per ride its trip's direction and full stop times.
public struct LiveContext: Sendable {
    /// agency_timezone.
    public var timeZone: TimeZone
    /// One per ride of the trip, in order.
    public var rides: [RideSchedule]
    /// agency_id of the trip's routes, for alerts addressed to an agency.
    public var agencyIDs: Set<String>
    /// The reader's languages, most wanted first ("fr-CA", "en"), to pick an alert's translation.
    public var languages: [String]

    public init(timeZone: TimeZone, rides: [RideSchedule], agencyIDs: Set<String> = [], languages: [String] = []) {
        self.timeZone = timeZone
        self.rides = rides
        self.agencyIDs = agencyIDs
        self.languages = languages
    }
}

/// A ride's trip as stop_times.txt has it, the whole trip and not only boarding to alighting: an
/// update before the boarding stop sets the delay that later stops inherit.
public struct RideSchedule: Sendable {
    /// trips.txt direction_id.
    public var directionID: Int?
    /// Every stop of the trip in order; for a frequency-based trip, the template's times.
    public var stopTimes: [ScheduledStopTime]

    public init(directionID: Int?, stopTimes: [ScheduledStopTime]) {
        self.directionID = directionID
        self.stopTimes = stopTimes
    }
}

/// One row of stop_times.txt, times in service-day seconds.
public struct ScheduledStopTime: Hashable, Sendable {
    public var stopID: String
    public var sequence: Int
    public var arrival: Int?
    public var departure: Int?

    public init(stopID: String, sequence: Int, arrival: Int?, departure: Int?) {
        self.stopID = stopID
        self.sequence = sequence
        self.arrival = arrival
        self.departure = departure
    }
}
