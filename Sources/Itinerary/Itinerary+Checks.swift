/// Cross-checks of what a page says against itself. They are warnings, not errors: the resolver
/// decides with the feed; a mismatch here mostly means OCR misread a digit.
extension Itinerary {
    /// Minutes from the first departure to the last arrival, across midnight when needed.
    public var spanMinutes: Int? {
        guard let first = rides.first, let last = rides.last else { return nil }
        return (last.arrival.value.minutesOfDay - first.departure.value.minutesOfDay + 24 * 60) % (24 * 60)
    }

    /// What does not add up: the shown duration against the legs' times, and a ride or a transfer
    /// that would take more than half a day (a time read wrong).
    public var inconsistencies: [String] {
        var found: [String] = []
        if let duration = durationMinutes, let span = spanMinutes, duration.value != span,
            let first = rides.first, let last = rides.last
        {
            found.append(
                "the page's duration (\(duration.value) min) differs from its times "
                    + "(\(first.departure.value) to \(last.arrival.value) is \(span) min)")
        }
        for ride in rides {
            let minutes = (ride.arrival.value.minutesOfDay - ride.departure.value.minutesOfDay + 1440) % 1440
            if minutes > 12 * 60 {
                found.append("the ride \(ride.routeCode.value) from \(ride.from.value) takes \(minutes) min (\(ride.departure.value) to \(ride.arrival.value))")
            }
        }
        for (previous, next) in zip(rides, rides.dropFirst()) {
            let wait = (next.departure.value.minutesOfDay - previous.arrival.value.minutesOfDay + 1440) % 1440
            if wait > 12 * 60 {
                found.append("the wait at \(next.from.value) is \(wait) min (\(previous.arrival.value) to \(next.departure.value))")
            }
        }
        return found
    }
}
