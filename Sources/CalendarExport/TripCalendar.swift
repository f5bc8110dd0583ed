import Foundation
import TripShotLive
import TripShotParser
import TripShotRender
import TripShotTrip

/// `tripshot import --ics FILE`: the trip as an iCalendar file (RFC 5545), one event per ride at
/// its scheduled times in the agency's zone. A walk or wait before a ride is told in that ride's
/// description. UIDs come from the service day, the trip and the stops, so that importing the
/// same trip again updates its events instead of adding copies.
public enum TripCalendar {
    public struct Agency: Sendable {
        /// agency_name.
        public var name: String
        /// agency_timezone.
        public var timeZone: TimeZone
        public init(name: String, timeZone: TimeZone) {
            self.name = name
            self.timeZone = timeZone
        }
    }

    /// The calendar text, CRLF line ends. `stamp` is DTSTAMP (when the file was made).
    public static func render(_ trip: ResolvedTrip, agency: Agency, stamp: Date = Date()) -> String {
        let clock = ServiceClock(timeZone: agency.timeZone)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tripshot//tripshot import --ics//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        let rides = trip.rides
        if let first = rides.first {
            let start = Date(timeIntervalSince1970: TimeInterval(clock.posix(first.scheduledDeparture, on: first.serviceDate ?? trip.serviceDate)))
            lines += ICSTimeZone.component(agency.timeZone, around: start)
        }
        var before: [String] = []
        var previous: ResolvedRide?
        var walked = 0
        for leg in trip.legs {
            switch leg {
            case .walk(let walk):
                walked = walk.minutes
                before.append(
                    walk.isChangeAtStop
                        ? "Change at \(walk.to.name)."
                        : "Walk \(walk.distanceMeters) m from \(walk.from.name) to \(walk.to.name) (about \(walk.minutes) min).")
            case .ride(let ride):
                if let previous {
                    let wait = (ride.scheduledDeparture - previous.scheduledArrival) / 60 - walked
                    if wait > 0 { before.append("Wait \(wait) min at \(ride.from.name).") }
                }
                walked = 0
                lines += event(ride, trip: trip, agency: agency, clock: clock, before: before, stamp: stamp)
                before = []
                previous = ride
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map { ICSText.folded($0) }.joined()
    }

    static func event(
        _ ride: ResolvedRide, trip: ResolvedTrip, agency: Agency, clock: ServiceClock, before: [String], stamp: Date
    ) -> [String] {
        let date = ride.serviceDate ?? trip.serviceDate
        let found = ride.validation.status != .noSuchTrip
        let departure = found ? ride.scheduledDeparture : ride.shownDeparture.minutesOfDay * 60
        var arrival = found ? ride.scheduledArrival : ride.shownArrival.minutesOfDay * 60
        if arrival < departure { arrival += 86400 }
        func local(_ seconds: Int) -> String {
            let instant = Date(timeIntervalSince1970: TimeInterval(clock.posix(seconds, on: date)))
            return ICSDate.local(instant, offset: agency.timeZone.secondsFromGMT(for: instant))
        }
        var description = before
        let between = ride.between.map(\.name)
        description.append(
            between.isEmpty
                ? "Board at \(ride.from.name), no stops before \(ride.to.name)."
                : "Board at \(ride.from.name); \(between.count) stops before \(ride.to.name): \(between.joined(separator: ", ")).")
        description.append("\(agency.name), trip \(found ? ride.tripID : "not found in the feed").")
        let checks = ValidationText.sentences(for: ride.validation)
        description.append(
            ride.validation.status == .match
                ? "Times checked: the screenshot's \(ride.shownDeparture) and \(ride.shownArrival) are the scheduled times."
                : "Times checked: " + (checks.isEmpty ? ride.validation.status.rawValue : checks.joined(separator: " ")))
        let code = ride.route.shortName.isEmpty ? ride.shownRouteCode : ride.route.shortName
        return [
            "BEGIN:VEVENT",
            "UID:\(uid(ride, date: date))",
            "DTSTAMP:\(ICSDate.utc(stamp))",
            "DTSTART;TZID=\(agency.timeZone.identifier):\(local(departure))",
            "DTEND;TZID=\(agency.timeZone.identifier):\(local(arrival))",
            "SUMMARY:" + ICSText.escaped("\(code) \(destination(ride, code: code)) \(TripCardText.mode(ride.mode)): \(ride.from.name) -> \(ride.to.name)"),
            "LOCATION:" + ICSText.escaped(ride.from.name),
            "GEO:\(degrees(ride.from.coordinate.lat));\(degrees(ride.from.coordinate.lon))",
            "DESCRIPTION:" + ICSText.escaped(description.joined(separator: "\n")),
            "TRANSP:OPAQUE",
            "END:VEVENT",
        ]
    }

    /// The headsign without the route code the feed may start it with ("MI - Milton GO" -> "Milton GO").
    static func destination(_ ride: ResolvedRide, code: String) -> String {
        var headsign = Substring(ride.headsign)
        if headsign.hasPrefix(code) {
            let rest = headsign.dropFirst(code.count).drop { $0 == " " || $0 == "-" || $0 == "–" }
            if rest.count < headsign.count - code.count { headsign = rest }
        }
        return headsign.isEmpty ? ride.route.longName : String(headsign)
    }

    /// Stable across exports: the ride's service day, trip and boarding and alighting stops.
    static func uid(_ ride: ResolvedRide, date: ShownDate) -> String {
        let key = "\(date.startDateText)-\(ride.tripID.isEmpty ? ride.shownRouteCode + "-" + ride.shownDeparture.description : ride.tripID)-\(ride.from.stopID)-\(ride.to.stopID)"
        let safe = key.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" ? String($0) : "_" }.joined()
        return safe + "@tripshot"
    }

    /// Six decimals: about 10 cm.
    static func degrees(_ value: Double) -> String { String(format: "%.6f", value) }
}
