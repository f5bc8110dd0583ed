import TripShotGTFS
import TripShotParser
import TripShotTrip

/// Small texts of the trip card: verdicts, clock times, weekday names, colours.
package enum TripCardText {
    /// "✓" when the shown time is the scheduled one; "≈ 16:56 est." when the feed times the stop
    /// only approximately and the page is within its slack; "✗ 18:25 sched." otherwise; "✗ no such trip".
    static func verdict(_ ride: ResolvedRide, departure: Bool) -> String {
        guard ride.validation.status != .noSuchTrip else { return "✗ no such trip" }
        // The validation's own check says how the page shows the schedule (cut, or rounded).
        if let check = ride.validation.findings.lazy.compactMap({ $0.timeCheck(departure: departure) }).first {
            if check.approximate, check.agrees { return check.minutesOff == 0 ? "✓" : "≈ \(clock(check.scheduledSeconds)) est." }
            let delta = check.minutesOff
            return delta == 0 ? "✓" : "✗ \(clock(check.scheduledSeconds)) sched. (\(delta > 0 ? "+" : "")\(delta))"
        }
        let shown = (departure ? ride.shownDeparture : ride.shownArrival).minutesOfDay
        let scheduled = (departure ? ride.scheduledDeparture : ride.scheduledArrival) / 60
        // Scheduled minus shown, on the clock: 24:12 scheduled is 00:12 shown.
        let delta = ClockTime.onTheClock(scheduled - shown)
        if delta == 0 { return "✓" }
        return "✗ \(clock(scheduled * 60)) sched. (\(delta > 0 ? "+" : "")\(delta))"
    }

    package static func clock(_ seconds: Int) -> String {
        ClockTime(foldingMinutes: seconds / 60).description
    }

    package static func mode(_ mode: Mode) -> String {
        switch mode {
        case .rail: "train"
        case .cableTram: "cable tram"
        case .aerialLift: "aerial lift"
        default: mode.rawValue
        }
    }

    static func weekday(_ date: ShownDate) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.weekdayIndex]
    }

    static func rgb(_ hex: String) -> (Int, Int, Int)? {
        RouteColor(feedText: hex).map { (Int($0.red), Int($0.green), Int($0.blue)) }
    }

    /// Black or white, whichever reads better on `background` (routes.txt may omit the text colour).
    static func readableText(on background: (Int, Int, Int)) -> (Int, Int, Int) {
        let luminance = 0.299 * Double(background.0) + 0.587 * Double(background.1) + 0.114 * Double(background.2)
        return luminance > 150 ? (0, 0, 0) : (255, 255, 255)
    }
}
