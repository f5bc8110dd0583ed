import TripShotParser
import TripShotTrip

/// The resolver's findings in words, one sentence each, as every face prints them: the card, the
/// HTML card, `import --json`'s `details` and `nearest`, and `validate`.
///
///     for line in ValidationText.sentences(for: ride.validation) { print(line) }
///     // departs 18:32 per schedule, shown 18:25 (7 min early)
public enum ValidationText {
    /// Every finding of `validation` as a sentence, in order.
    public static func sentences(for validation: Validation) -> [String] {
        validation.findings.map(sentence)
    }

    /// Every nearest run of `validation` as "trip_id 18:25→18:59".
    public static func nearest(for validation: Validation) -> [String] {
        validation.nearest.map(run)
    }

    /// "1 stop", "3 stops".
    static func stops(_ count: Int) -> String { count == 1 ? "1 stop" : "\(count) stops" }

    /// One finding as a sentence a rider reads: "arrives 18:59 as scheduled", "the page shows 5
    /// stops in between, the schedule has 3", "a trip at these times runs on 2025-03-21".
    public static func sentence(_ finding: Validation.Finding) -> String {
        switch finding {
        case .departure(let check): time("departs", check)
        case .arrival(let check): time("arrives", check)
        case .stopsBetween(let shown, let scheduled):
            shown == scheduled
                ? "\(stops(scheduled)) in between, as shown"
                : "the page shows \(stops(shown)) in between, the schedule has \(scheduled)"
        case .nearestRun(let tripID): "nearest scheduled run: trip \(tripID)"
        case .digitMisread(let shown, let readAs, let shownDigit, let readDigit):
            "the page's \(shown) reads like \(readAs) with one digit misread (\(shownDigit)/\(readDigit))"
        case .meridiemMisread(let shown, let readAs): "the page's \(shown) reads like \(readAs) with its a.m./p.m. misread"
        case .otherRoute(let code, let route):
            "the page's route code '\(code)' is not this run's: route '\(route)' runs these stops at these times"
        case .unknownRoute(let code): "the feed has no route '\(code)'"
        case .noRunAtShownTimes(let code, let from, let departure, let to, let arrival, let date):
            "no trip of \(code) runs from \(from) \(departure) to \(to) \(arrival) on \(date)"
        case .noRunThatDay(let code, let from, let to, let date): "no trip of \(code) runs from \(from) to \(to) on \(date)"
        case .routeDoesNotServe(let code, let from, let to): "route \(code) does not run from \(from) to \(to)"
        case .runsOnOtherDay(let date): "a trip at these times runs on \(date)"
        case .stopNamedBySchedule(let shown, let stop, let boarding, let time, let otherStop, let otherTime):
            "the page's \(boarding ? "boarding" : "alighting") stop name '\(shown)' did not read as any stop; "
                + "the schedule names it \(stop), where this route's run "
                + (boarding
                    ? "reaching \(otherStop) at \(otherTime) leaves at \(time)"
                    : "leaving \(otherStop) at \(otherTime) arrives at \(time)")
        case .timeBySchedule(let departure, let time, let otherTime):
            "the page's \(departure ? "departure" : "arrival") time did not read; the schedule gives \(time), "
                + "for the run \(departure ? "arriving" : "leaving") at \(otherTime) as the page shows"
        }
    }

    /// A run as "trip_id 18:25→18:59" (times on the clock, so 24:10 reads 00:10).
    public static func run(_ run: Validation.Run) -> String {
        "\(run.tripID) \(TripCardText.clock(run.departureSeconds))→\(TripCardText.clock(run.arrivalSeconds))"
    }

    /// "departs 18:25 as scheduled", "departs 18:32 per schedule, shown 18:25 (7 min early)".
    static func time(_ what: String, _ check: Validation.TimeCheck) -> String {
        if check.approximate && check.agrees {
            return "\(what) \(check.shown), about the \(TripCardText.clock(check.scheduledSeconds)) the feed gives (it times this stop only approximately)"
        }
        guard check.minutesOff != 0 else { return "\(what) \(check.shown) as scheduled" }
        let how = check.minutesOff > 0 ? "\(check.minutesOff) min early" : "\(-check.minutesOff) min late"
        return "\(what) \(TripCardText.clock(check.scheduledSeconds)) per schedule, shown \(check.shown) (\(how))"
    }
}
