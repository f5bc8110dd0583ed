import TripShotParser

/// What the resolver found when it checked a ride of the page against the schedule: the verdict,
/// each finding (which shown time, name or route; what the page showed and what the feed has) and,
/// when no run fits, the nearest runs. Values only: the renderers put them in words
/// (`ValidationText` in the Render module), so an app can say them in its own.
public struct Validation: Hashable, Sendable {
    /// The verdict.
    public enum Status: String, Hashable, Sendable {
        /// Every shown time equals the schedule to the minute.
        case match
        /// A trip was found, but a shown time differs.
        case mismatch
        /// No trip of that route runs those stops near those times that day.
        case noSuchTrip = "no_such_trip"
    }

    /// Match, mismatch or no such trip.
    public var status: Status
    /// Everything checked or noticed, in the order a report says it: the departure, the arrival,
    /// the stop count, then notes (a misread digit, another route's run, another day).
    public var findings: [Finding]
    /// For `noSuchTrip`: the nearest runs of the route between those stops that day, nearest
    /// first, one per distinct pair of times.
    public var nearest: [Run]

    /// A verdict with its findings.
    public init(status: Status, findings: [Finding] = [], nearest: [Run] = []) {
        self.status = status
        self.findings = findings
        self.nearest = nearest
    }

    /// How much a finding weighs against the page.
    public enum Severity: Int, Hashable, Sendable, Comparable {
        /// The page agrees with the schedule.
        case agrees
        /// Context that changes no verdict (the nearest run's id, a digit that was read another way).
        case note
        /// The page differs from the run found.
        case differs
        /// The page's ride is not in the feed.
        case notFound

        /// Lighter first.
        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }

    /// One shown time against the scheduled one.
    public struct TimeCheck: Hashable, Sendable {
        /// The time the page showed.
        public var shown: ClockTime
        /// The run's scheduled time, in service-day seconds (past 86400 after midnight).
        public var scheduledSeconds: Int
        /// Scheduled minus shown in minutes on the clock (-720..<720): 0 when the page is right,
        /// positive when it shows the time early, negative when late. On the clock, so a 24:12
        /// scheduled against 00:12 shown is no difference.
        public var minutesOff: Int
        /// True when the feed times this call only approximately (`timepoint` 0: gtfs-load's time
        /// between timepoints, or the agency's estimate): up to `approximateSlack` minutes off agrees.
        public var approximate: Bool

        /// A shown time and its scheduled time.
        public init(shown: ClockTime, scheduledSeconds: Int, minutesOff: Int, approximate: Bool = false) {
            self.shown = shown
            self.scheduledSeconds = scheduledSeconds
            self.minutesOff = minutesOff
            self.approximate = approximate
        }

        /// Whether the shown time is the schedule's: to the minute, or within the slack of an
        /// approximate time.
        public var agrees: Bool { minutesOff == 0 || (approximate && abs(minutesOff) <= Validation.approximateSlack) }
    }

    /// Minutes either way a planner's time at an approximately timed call may differ from the
    /// feed's and still be its time: planners interpolate between timepoints by their own measure
    /// of distance (along the shape, straight lines, stops), and round.
    public static let approximateSlack = 3

    /// A scheduled run named to the reader: the nearest runs of a ride with no match.
    public struct Run: Hashable, Sendable {
        /// trips.txt `trip_id`.
        public var tripID: String
        /// Scheduled departure at the boarding stop, service-day seconds.
        public var departureSeconds: Int
        /// Scheduled arrival at the alighting stop, service-day seconds.
        public var arrivalSeconds: Int

        /// A run and its times.
        public init(tripID: String, departureSeconds: Int, arrivalSeconds: Int) {
            self.tripID = tripID
            self.departureSeconds = departureSeconds
            self.arrivalSeconds = arrivalSeconds
        }
    }

    /// One thing the resolver checked or noticed about a ride.
    public enum Finding: Hashable, Sendable {
        /// The shown departure at the boarding stop against the run's.
        case departure(TimeCheck)
        /// The shown arrival at the alighting stop against the run's.
        case arrival(TimeCheck)
        /// The page's count of stops in between against the run's.
        case stopsBetween(shown: Int, scheduled: Int)
        /// No run fits exactly: the one taken is the nearest.
        case nearestRun(tripID: String)
        /// A shown time fits a run exactly once one digit is read as another (OCR mixes up 8/9, 1/7...).
        case digitMisread(shown: ClockTime, readAs: ClockTime, shownDigit: Character, readDigit: Character)
        /// A 12-hour time whose a.m./p.m. did not read fits a run exactly as the same clock half a
        /// day away (06:59 for 18:59).
        case meridiemMisread(shown: ClockTime, readAs: ClockTime)
        /// The page's route code is not the run's route: `route` (its short name, else its long
        /// name) runs these stops at exactly these times.
        case otherRoute(shownCode: String, route: String)
        /// The feed has no route with the page's code.
        case unknownRoute(code: String)
        /// No run of the route leaves `from` at `departure` and reaches `to` at `arrival` on `date`
        /// (though other runs of it do that day).
        case noRunAtShownTimes(code: String, from: String, departure: ClockTime, to: String, arrival: ClockTime, date: ShownDate)
        /// No run of the route goes from `from` to `to` on `date` at all.
        case noRunThatDay(code: String, from: String, to: String, date: ShownDate)
        /// The route never runs from `from` to `to`, on any day.
        case routeDoesNotServe(code: String, from: String, to: String)
        /// A run at exactly the shown times runs on `date`, another day than the one matched.
        case runsOnOtherDay(ShownDate)
        /// The page's name of the boarding (or alighting) stop, `shown`, reads as no stop of the
        /// feed; the schedule names it: `stop` is the only stop the route's runs call at, at the
        /// shown `time`, among those calling at the ride's other stop, `otherStop`, at `otherTime`.
        case stopNamedBySchedule(
            shown: String, stop: String, boarding: Bool, time: ClockTime, otherStop: String, otherTime: ClockTime)
        /// The page's departure (or arrival) time did not read; the schedule gives it: `time` is
        /// when the run taken leaves the boarding stop (reaches the alighting stop), the run that
        /// reaches the alighting stop (leaves the boarding stop) at the page's `otherTime`.
        case timeBySchedule(departure: Bool, time: ClockTime, otherTime: ClockTime)

        /// The departure's (or arrival's) check, nil for any other finding.
        public func timeCheck(departure: Bool) -> TimeCheck? {
            switch self {
            case .departure(let check) where departure: check
            case .arrival(let check) where !departure: check
            default: nil
            }
        }

        /// How much the finding weighs against the page.
        public var severity: Severity {
            switch self {
            case .departure(let check), .arrival(let check): check.agrees ? .agrees : .differs
            case .stopsBetween(let shown, let scheduled): shown == scheduled ? .agrees : .differs
            case .nearestRun, .digitMisread, .meridiemMisread, .runsOnOtherDay, .stopNamedBySchedule, .timeBySchedule: .note
            case .otherRoute: .differs
            case .unknownRoute, .noRunAtShownTimes, .noRunThatDay, .routeDoesNotServe: .notFound
            }
        }
    }
}
