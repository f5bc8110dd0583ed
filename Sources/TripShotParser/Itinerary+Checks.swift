/// Cross-checks of what a page says against itself. They are warnings, not errors: the resolver
/// decides with the feed; a mismatch here mostly means OCR misread a digit.
extension Itinerary {
    /// Minutes from the first departure to the last arrival, across midnight when needed; nil when
    /// either did not read.
    public var spanMinutes: Int? {
        guard let first = rides.first?.departure?.value, let last = rides.last?.arrival?.value else { return nil }
        return Self.minutes(from: first, to: last)
    }

    /// What does not add up: the shown duration against the legs' times, and a ride or a transfer
    /// that would take more than half a day (a time read wrong). A time that did not read is no
    /// evidence either way.
    public var inconsistencies: [String] {
        var found: [String] = []
        if let duration = durationMinutes, let span = spanMinutes, duration.value != span,
            let first = rides.first?.departure?.value, let last = rides.last?.arrival?.value
        {
            found.append(
                "the page's duration (\(duration.value) min) differs from its times (\(first) to \(last) is \(span) min)")
        }
        for ride in rides {
            guard let departure = ride.departure?.value, let arrival = ride.arrival?.value else { continue }
            let minutes = Self.minutes(from: departure, to: arrival)
            if minutes > 12 * 60 {
                found.append(
                    "the ride \(ride.routeCode.value) from \(ride.from.value) takes \(minutes) min (\(departure) to \(arrival))")
            }
        }
        for (previous, next) in zip(rides, rides.dropFirst()) {
            guard let arrival = previous.arrival?.value, let departure = next.departure?.value else { continue }
            let wait = Self.minutes(from: arrival, to: departure)
            if wait > 12 * 60 {
                found.append("the wait at \(next.from.value) is \(wait) min (\(arrival) to \(departure))")
            }
        }
        return found
    }

    /// Minutes on the clock from `start` to the next `end`, across midnight when needed.
    private static func minutes(from start: ClockTime, to end: ClockTime) -> Int {
        (end.minutesOfDay - start.minutesOfDay + 24 * 60) % (24 * 60)
    }
}
