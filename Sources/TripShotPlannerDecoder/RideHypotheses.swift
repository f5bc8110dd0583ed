import TripShotPageEvidence
import TripShotParser
import TripShotResolver
import TripShotTrip

/// One ride the feed offers for the page: a run that leaves a named stop at a time shown beside it
/// and reaches a later named stop at a later time shown beside that one.
struct RideHypothesis {
    var run: Resolver.Run
    /// Indexes into the decoder's stop marks and the page's times.
    var board: Int
    var boardTime: Int
    var alight: Int
    var alightTime: Int
    /// The page's dates (or the one given) on which it runs; empty when it runs on none of them.
    var dates: [ShownDate]
    /// The same ride's runs on other service days (one key, without a shown date), itself first.
    var sameRuns: [Resolver.Run] = []
    /// What else on the page it explains or contradicts (`RideEvidence`).
    var evidence = RideEvidence()
    /// True when the page's trip number or variant kept only some of `sameRuns` (`keepShownVariant`).
    var variantShown = false

    /// How the page may have shown its two times: each time allows cutting, rounding or both
    /// (`RideHypotheses.roundings`), and one page shows every time one way.
    func roundings(_ evidence: PageEvidence) -> Rounding {
        // An approximate call's time is the feed's estimate: it says nothing of how the page rounds.
        let board = run.departureApproximate ? .either : RideHypotheses.roundings(run.departure, as: evidence.times[boardTime].time)
        let alight = run.arrivalApproximate ? .either : RideHypotheses.roundings(run.arrival, as: evidence.times[alightTime].time)
        return board.intersection(alight)
    }

    /// What tells this ride from another: the trip and its departure when it runs on a date the page
    /// shows; otherwise the route, stops and times (the same run on different service days is one
    /// ride, its day to be chosen).
    var key: String {
        !dates.isEmpty
            ? "\(run.tripID)@\(run.departure)"
            : "\(run.routeID)|\(run.boardStopID)|\(run.alightStopID)|\(run.departure % 86400)|\(run.arrival % 86400)"
    }
}

/// How a planner turns a schedule's seconds into the minute it shows: cut to the minute it falls
/// in (10:25:30 shows 10:25) or rounded to the nearest (10:26). A planner does one of the two for
/// every time of its page, so a chain whose times need both is no page's.
struct Rounding: OptionSet, Hashable {
    let rawValue: Int
    static let cut = Rounding(rawValue: 1)
    static let nearest = Rounding(rawValue: 2)
    static let either: Rounding = [.cut, .nearest]
}

enum RideHypotheses {
    /// The ways `seconds` shows as `time` (`shows`): seconds 0-29 past the shown minute show so
    /// either way; 30-59 past it only cut; 1-30 before it only rounded; none when it does not show.
    static func roundings(_ seconds: Int, as time: ClockTime) -> Rounding {
        let offset = ((seconds - time.minutesOfDay * 60) % 86400 + 86400) % 86400
        if offset < 30 { return .either }
        if offset <= 59 { return .cut }
        return offset >= 86400 - 30 ? .nearest : []
    }


    /// Whether service-day seconds `seconds` show as `time` on a page: the minute it falls in or the
    /// one it rounds to (planners do both), on the service day or any day on (25:10 shows as 01:10,
    /// the Empire Builder's 59:04 as 11:04): a clock shows no day.
    static func shows(_ seconds: Int, as time: ClockTime) -> Bool {
        shows(seconds, as: time, widenedBy: 0)
    }

    /// `shows(_:as:)`, or for a call the feed times only approximately, within
    /// `Validation.approximateSlack` minutes of it.
    static func shows(_ seconds: Int, as time: ClockTime, approximate: Bool) -> Bool {
        shows(seconds, as: time, widenedBy: approximate ? Validation.approximateSlack * 60 : 0)
    }

    /// The call's offset from the shown minute, on the clock, within the cut-or-rounded window
    /// (30 s early to 59 s late) widened by `slack` seconds on both sides.
    private static func shows(_ seconds: Int, as time: ClockTime, widenedBy slack: Int) -> Bool {
        let offset = ((seconds - time.minutesOfDay * 60) % 86400 + 86400) % 86400
        return offset <= 59 + slack || offset >= 86400 - 30 - slack
    }

    /// The service days on which a departure from `stops` may fall: the service day, the next, and
    /// every further day up to the latest departure the feed's own stop_times give at those stops
    /// (GTFS times run past 48:00 on long-distance trains), as the resolver looks back.
    static func days(boardingAt stops: [String], resolver: Resolver) throws(ResolveError) -> ClosedRange<Int> {
        0...(try resolver.daysOn(boarding: stops))
    }

    /// Every ride between two of `marks` at their times, in reading order, on any day, each with the
    /// `dates` it runs on; only those running on one of them when `required` (a date given by the
    /// user). One indexed look-up per boarding mark and time.
    static func rides(
        marks: [StopMark], evidence: PageEvidence, dates: [ShownDate], required: Bool, resolver: Resolver
    ) throws(ResolveError) -> [RideHypothesis] {
        var rides: [RideHypothesis] = []
        var services: [ShownDate: Set<String>] = [:]
        func runsOn(_ run: Resolver.Run) throws(ResolveError) -> [ShownDate] {
            var running: [ShownDate] = []
            for date in dates {
                let serviceDay = date.adding(days: -(run.departure / 86400))
                if services[serviceDay] == nil { services[serviceDay] = try resolver.services(on: serviceDay) }
                if services[serviceDay]!.contains(run.serviceID) { running.append(date) }
            }
            return running
        }
        for (a, board) in marks.enumerated() {
            let later = marks.indices.filter { board.isBefore(marks[$0]) }
            let alighting = Array(Set(later.flatMap { marks[$0].stopIDs }))
            guard !alighting.isEmpty else { continue }
            let days = try days(boardingAt: board.stopIDs, resolver: resolver)
            for ta in board.times where evidence.times[ta].role != .arrival {
                let minute = evidence.times[ta].time.minutesOfDay * 60
                var runs: [Resolver.Run] = []
                let slack = Validation.approximateSlack * 60
                for day in days {
                    let shown = minute + day * 86400
                    // Wide enough for an approximate departure; an exact one must show as the time.
                    runs += try resolver.runs(
                        boarding: board.stopIDs, alighting: alighting, window: (shown - 30 - slack)...(shown + 59 + slack), on: nil
                    ).filter { shows($0.departure, as: evidence.times[ta].time, approximate: $0.departureApproximate) }
                }
                for run in runs {
                    let running = try runsOn(run)
                    guard !required || !running.isEmpty else { continue }
                    for b in later where marks[b].stopIDs.contains(run.alightStopID) {
                        for tb in marks[b].times where tb != ta && evidence.times[tb].role != .departure {
                            guard run.arrival >= run.departure,
                                shows(run.arrival, as: evidence.times[tb].time, approximate: run.arrivalApproximate)
                            else { continue }
                            rides.append(
                                RideHypothesis(
                                    run: run, board: a, boardTime: ta, alight: b, alightTime: tb,
                                    dates: running))
                        }
                    }
                }
            }
        }
        return rides
    }
}
