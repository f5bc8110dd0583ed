import Foundation
import TripShotParser
import TripShotTrip

/// Itineraries written by hand, as the parser would give them.
enum HandItinerary {
    static let date = ShownDate(year: 2025, month: 6, day: 2)

    static func ride(
        _ code: String, from: String, _ departure: String, to: String, _ arrival: String,
        fromAlternatives: [String] = [], toAlternatives: [String] = [], between: Int? = nil
    ) -> Ride {
        Ride(
            routeCode: Located(code, box: nil), headsign: nil,
            from: Located(from, box: nil, alternatives: fromAlternatives),
            to: Located(to, box: nil, alternatives: toAlternatives),
            departure: Located(clock(departure), box: nil), arrival: Located(clock(arrival), box: nil),
            stopsBetween: between.map { Located($0, box: nil) })
    }

    static func trip(_ legs: [Leg]) -> Itinerary {
        Itinerary(date: Located(date, box: nil), legs: legs)
    }

    static func clock(_ text: String) -> ClockTime {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return ClockTime(hour: parts[0], minute: parts[1])
    }
}
