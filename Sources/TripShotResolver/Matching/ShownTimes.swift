import TripShotParser
import TripShotTrip

/// A ride's page times as minutes since midnight of the page's date, after the rides before it:
/// a ride shown at 00:20 after one that arrived at 23:50 is at minute 1460, and an arrival earlier
/// on the clock than its departure is on the next day.
struct ShownTimes: Hashable {
    var departure: Int
    var arrival: Int
    /// Whether the page rounds seconds to the nearest minute (`Itinerary.timesRounded`).
    var rounded = false

    /// The minute a schedule time in service-day seconds shows as on this page: cut to its minute,
    /// or rounded to the nearest (30 seconds and more up).
    func minute(ofScheduled seconds: Int) -> Int {
        TripChoice.floorMinutes(rounded ? seconds + 30 : seconds)
    }

    static func of(_ rides: [RideTimes], rounded: Bool = false) -> [ShownTimes] {
        var previous: Int?
        return rides.map { ride in
            var departure = ride.departure.value.minutesOfDay
            if let previous { while departure < previous { departure += 1440 } }
            var arrival = ride.arrival.value.minutesOfDay
            while arrival < departure { arrival += 1440 }
            previous = arrival
            return ShownTimes(departure: departure, arrival: arrival, rounded: rounded)
        }
    }
}

/// A ride's two times as the resolver matches them: the page's readings, or, where one did not
/// read, the schedule's (`Resolver.rideTimes(of:on:)`).
struct RideTimes: Hashable {
    enum Side: Hashable { case departure, arrival }

    var departure: Located<ClockTime>
    var arrival: Located<ClockTime>
    /// Which of the two the schedule gave; nil when the page showed both.
    var givenBySchedule: Side? = nil

    /// The note for a ride whose time the schedule gave, naming the time taken.
    var scheduleNote: Validation.Finding? {
        givenBySchedule.map { side in
            side == .departure
                ? .timeBySchedule(departure: true, time: departure.value, otherTime: arrival.value)
                : .timeBySchedule(departure: false, time: arrival.value, otherTime: departure.value)
        }
    }
}
