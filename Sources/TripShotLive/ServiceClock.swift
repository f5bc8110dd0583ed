import Foundation
import TripShotParser

/// GTFS service-day seconds <-> POSIX seconds in the agency's time zone. GTFS counts a service
/// day's times from "noon minus 12 h" (so a day with a daylight-saving change still has 24:00:00
/// twelve hours after noon), which is what GTFS-Realtime's absolute times are converted against.
public struct ServiceClock: Sendable {
    public var timeZone: TimeZone

    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    /// POSIX seconds of the service day's origin: local noon on `date`, minus 12 h.
    public func origin(of date: ShownDate) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let noon = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
        return Int64(noon.timeIntervalSince1970) - 12 * 3600
    }

    /// POSIX seconds of service-day seconds `seconds` on `date`.
    public func posix(_ seconds: Int, on date: ShownDate) -> Int64 { origin(of: date) + Int64(seconds) }

    /// Service-day seconds on `date` of POSIX seconds `time`.
    public func serviceSeconds(_ time: Int64, on date: ShownDate) -> Int { Int(time - origin(of: date)) }
}

extension ShownDate {
    /// GTFS-Realtime's start_date form, "20250320".
    public var startDateText: String { String(yyyymmdd) }
}
