import TripShotParser

/// A trip chain as an error names it: each ride's trip, route and stops at the page's times, so an
/// ambiguity (`DecodeError.ambiguous`) is given as fields (`import --json`, HTTP 422) as well as in
/// words.
public struct DecodedChain: Equatable, Sendable, Encodable, CustomStringConvertible {
    public struct Ride: Equatable, Sendable, Encodable {
        public var tripID: String
        public var routeID: String
        /// The code a page prints for the route (short name, else long name, else id).
        public var routeCode: String
        public var from: Call
        public var to: Call

        enum CodingKeys: String, CodingKey {
            case tripID = "trip_id", routeID = "route_id", routeCode = "route_code", from, to
        }
    }

    /// A stop at the page's time: the feed's name and stop id.
    public struct Call: Equatable, Sendable, Encodable {
        public var name: String
        public var stopID: String
        public var time: ClockTime

        enum CodingKeys: String, CodingKey { case name, stopID = "stop_id", time }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(stopID, forKey: .stopID)
            try container.encode(time.description, forKey: .time)
        }
    }

    public var rides: [Ride]

    /// How the page's day was pinned when the chain was named: shown on the page, given with
    /// `--date`, or neither. Said in the ambiguity's words (a date cannot part two chains that both
    /// run on the day it pins), not among its fields.
    public var day: Day = .open

    public enum Day: Equatable, Sendable {
        /// The page shows no date both chains run on, and none was given.
        case open
        /// The page shows this date, and both chains run on it.
        case shown(ShownDate)
        /// `--date` gave this date.
        case given(ShownDate)
    }

    enum CodingKeys: String, CodingKey { case rides }

    public init(rides: [Ride], day: Day = .open) {
        self.rides = rides
        self.day = day
    }

    /// "MI 06:25 Union Station -> 06:59 Erindale GO (trip T) + ...".
    public var description: String {
        rides.map { "\($0.routeCode) \($0.from.time) \($0.from.name) -> \($0.to.time) \($0.to.name) (trip \($0.tripID))" }
            .joined(separator: " + ")
    }
}
