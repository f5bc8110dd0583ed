import Itinerary

/// A ride's page times as minutes since midnight of the page's date, after the rides before it:
/// a ride shown at 00:20 after one that arrived at 23:50 is at minute 1460, and an arrival earlier
/// on the clock than its departure is on the next day.
struct ShownTimes: Hashable {
    var departure: Int
    var arrival: Int

    static func of(_ rides: [Ride]) -> [ShownTimes] {
        var previous: Int?
        return rides.map { ride in
            var departure = ride.departure.value.minutesOfDay
            if let previous { while departure < previous { departure += 1440 } }
            var arrival = ride.arrival.value.minutesOfDay
            while arrival < departure { arrival += 1440 }
            previous = arrival
            return ShownTimes(departure: departure, arrival: arrival)
        }
    }
}
