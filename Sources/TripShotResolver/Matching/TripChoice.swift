import TripShotParser
import TripShotTrip

/// How well one candidate run fits a ride on the page, and the ordering that picks the winner:
/// the page's times first (an exact match beats a near one), then how well the stop names fit,
/// then the page's stop count and route variant, then the fewest days looked back, then the
/// page's destination.
struct TripChoice {
    var candidate: TripCandidate
    /// Scheduled minus shown, in whole minutes (the page shows times truncated to the minute).
    var departureDelta: Int
    var arrivalDelta: Int
    var nameCost: Double
    var variantMismatch: Bool
    var daysBack: Int
    /// Whether the run's headsign is the destination the page shows beside the route code.
    var headsignShown: Bool

    var timeError: Int { abs(departureDelta) + abs(arrivalDelta) }
    var isExact: Bool { departureDelta == 0 && arrivalDelta == 0 }
    var worstDelta: Int { max(abs(departureDelta), abs(arrivalDelta)) }

    init(
        candidate: TripCandidate, shown: ShownTimes, daysBack: Int, nameCost: Double, variantMismatch: Bool,
        headsignShown: Bool
    ) {
        self.candidate = candidate
        let shift = 1440 * daysBack
        departureDelta = Self.delta(
            shown.minute(ofScheduled: candidate.departure), shown.departure + shift, approximate: candidate.departureApproximate)
        arrivalDelta = Self.delta(
            shown.minute(ofScheduled: candidate.arrival), shown.arrival + shift, approximate: candidate.arrivalApproximate)
        self.nameCost = nameCost
        self.variantMismatch = variantMismatch
        self.daysBack = daysBack
        self.headsignShown = headsignShown
    }

    static func floorMinutes(_ seconds: Int) -> Int { seconds >= 0 ? seconds / 60 : (seconds - 59) / 60 }

    /// Scheduled minus shown minutes (the scheduled minute as the page shows one); 0 for an
    /// approximately timed call within the slack (`Validation.approximateSlack`), whose minute is
    /// the feed's estimate, not its schedule.
    static func delta(_ scheduledMinute: Int, _ shown: Int, approximate: Bool) -> Int {
        let delta = scheduledMinute - shown
        return approximate && abs(delta) <= Validation.approximateSlack ? 0 : delta
    }

    /// Minutes of time error one unit of name similarity lost weighs: a stop named more than 0.1
    /// better wins over a minute's difference.
    static let nameWeight = 10.0

    /// Lower is better. Name fit weighs `nameWeight` minutes per unit of similarity lost, so a clearly
    /// better-named stop wins over a minute's difference, but two platforms of one station (equal
    /// names) are told apart by the times alone.
    var cost: Double {
        Double(timeError) + Self.nameWeight * nameCost + (variantMismatch ? 3 : 0) + Double(daysBack) * 0.01
    }

    static func better(_ a: TripChoice, _ b: TripChoice) -> Bool {
        if a.isExact != b.isExact { return a.isExact }
        if a.cost != b.cost { return a.cost < b.cost }
        // Runs alike in times and stops (two trips of a route leaving and arriving together, one
        // going on further): the one going where the page says.
        if a.headsignShown != b.headsignShown { return a.headsignShown }
        if a.candidate.departure != b.candidate.departure { return a.candidate.departure < b.candidate.departure }
        return a.candidate.tripID < b.candidate.tripID
    }
}
