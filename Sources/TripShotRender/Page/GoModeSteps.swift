import TripShotParser
import TripShotTrip

/// One step of GO mode: what the rider does next, on which leg.
public struct GoStep: Hashable, Sendable {
    /// What the step asks of the rider.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Board a ride at its stop.
        case board
        /// Ride to the stop where the rider gets off.
        case ride
        /// Walk to the next ride's stop.
        case walk
        /// Arrive at the trip's end.
        case arrive
    }

    /// The icon that travels along the step's leg.
    public enum Icon: String, Hashable, Sendable, Codable {
        /// A train: every mode but bus, trolleybus and other (ferries and lifts too).
        case train
        /// A bus: buses, trolleybuses and modes the feed does not name.
        case bus
        /// A walker, on walks.
        case walker
    }

    /// Board, ride, walk or arrive.
    public var kind: Kind
    /// The index into `ResolvedTrip.legs` this step belongs to.
    public var legIndex: Int
    /// The icon shown moving along the leg.
    public var icon: Icon
    /// The screenshot's time for the step (boarding, getting off, arriving), when it has one.
    public var time: ClockTime?
    /// What to do, in one sentence: "Board MI towards Milton GO at Union Station, 18:25".
    public var instruction: String

    /// A step; `GoMode.steps(for:)` makes them from a trip.
    public init(kind: Kind, legIndex: Int, icon: Icon, time: ClockTime?, instruction: String) {
        self.kind = kind
        self.legIndex = legIndex
        self.icon = icon
        self.time = time
        self.instruction = instruction
    }
}

/// GO mode: the trip as a sequence of steps, board, ride, walk the transfer, board again, arrive.
/// The HTML page animates these steps; `tripshot import --go` prints them.
public enum GoMode {
    /// The steps of `trip`, in order. A ride gives a board step and a ride step, a walk a walk step,
    /// and the trip ends with an arrive step at the last leg's destination.
    public static func steps(for trip: ResolvedTrip) -> [GoStep] {
        var steps: [GoStep] = []
        for (index, leg) in trip.legs.enumerated() {
            switch leg {
            case .ride(let ride):
                let code = lineCode(ride)
                let towards = ride.headsign.isEmpty ? "" : " towards \(ride.headsign)"
                steps.append(
                    GoStep(
                        kind: .board, legIndex: index, icon: icon(for: ride.mode), time: ride.shownDeparture,
                        instruction: "Board \(code)\(towards) at \(ride.from.name), \(ride.shownDeparture)"))
                let stops = ride.stops.count - 1
                let minutes = durationMinutes(from: ride.shownDeparture, to: ride.shownArrival)
                // Without a scheduled trip the stops ridden are unknown: say only what the page said.
                let count = ride.validation.status == .noSuchTrip ? "" : " \(stops) \(stops == 1 ? "stop" : "stops")"
                steps.append(
                    GoStep(
                        kind: .ride, legIndex: index, icon: icon(for: ride.mode), time: ride.shownArrival,
                        instruction: "Ride \(code)\(count) (\(formatDuration(minutes)))"
                            + " and get off at \(ride.to.name), \(ride.shownArrival)"))
            case .walk(let walk):
                let minutes = walk.minutes > 0 ? " (\(walk.minutes) min)" : ""
                // A transfer within one stop (or one station name) is a change, not a walk.
                let instruction =
                    walk.isChangeAtStop
                    ? "Change at \(walk.to.name)\(minutes)"
                    : "Walk \(formatDistance(walk.distanceMeters))\(minutes) from \(walk.from.name) to \(walk.to.name)"
                steps.append(GoStep(kind: .walk, legIndex: index, icon: .walker, time: nil, instruction: instruction))
            }
        }
        if let lastIndex = trip.legs.indices.last {
            switch trip.legs[lastIndex] {
            case .ride(let ride):
                steps.append(
                    GoStep(
                        kind: .arrive, legIndex: lastIndex, icon: icon(for: ride.mode), time: ride.shownArrival,
                        instruction: "Arrive at \(ride.to.name), \(ride.shownArrival)"))
            case .walk(let walk):
                steps.append(
                    GoStep(
                        kind: .arrive, legIndex: lastIndex, icon: .walker, time: nil,
                        instruction: "Arrive at \(walk.to.name)"))
            }
        }
        return steps
    }

    /// The steps as terminal text: a heading line, then one numbered line per step.
    public static func terminalText(for trip: ResolvedTrip) -> String {
        let steps = steps(for: trip)
        var lines: [String] = []
        if let origin = origin(of: trip), let destination = destination(of: trip) {
            lines.append("GO: \(origin) to \(destination), \(formatDuration(trip.totalMinutes))")
        }
        let width = String(steps.count).count
        for (n, step) in steps.enumerated() {
            let number = String(n + 1)
            lines.append(String(repeating: " ", count: width - number.count) + "\(number). \(step.instruction)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The code a rider reads on the vehicle: the page's own code, else the feed's short name,
    /// else its long name.
    static func lineCode(_ ride: ResolvedRide) -> String {
        for candidate in [ride.shownRouteCode, ride.route.shortName, ride.route.longName] where !candidate.isEmpty {
            return candidate
        }
        return ride.route.routeID
    }

    static func icon(for mode: Mode) -> GoStep.Icon {
        switch mode {
        case .bus, .trolleybus, .other: .bus
        case .tram, .subway, .rail, .ferry, .cableTram, .aerialLift, .funicular, .monorail: .train
        }
    }

    static func origin(of trip: ResolvedTrip) -> String? {
        switch trip.legs.first {
        case .ride(let ride): ride.from.name
        case .walk(let walk): walk.from.name
        case nil: nil
        }
    }

    static func destination(of trip: ResolvedTrip) -> String? {
        switch trip.legs.last {
        case .ride(let ride): ride.to.name
        case .walk(let walk): walk.to.name
        case nil: nil
        }
    }

    /// Minutes between two clock times, across midnight when the second is earlier.
    static func durationMinutes(from a: ClockTime, to b: ClockTime) -> Int {
        let d = b.minutesOfDay - a.minutesOfDay
        return d >= 0 ? d : d + 24 * 60
    }

    /// "34 min", "1 h 8 min", "2 h".
    package static func formatDuration(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let h = minutes / 60, m = minutes % 60
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }

    /// "110 m", "1.4 km".
    package static func formatDistance(_ meters: Int) -> String {
        if meters < 1000 { return "\(meters) m" }
        let tenths = (meters + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10) km" : "\(tenths / 10).\(tenths % 10) km"
    }
}
