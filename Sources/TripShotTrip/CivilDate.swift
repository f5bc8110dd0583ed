import TripShotParser

/// Calendar arithmetic on `ShownDate` without Foundation's time zones: service days are plain
/// civil dates, and a trip's 25:10 belongs to the day before, whatever the clock says.
extension ShownDate {
    /// Days since 1970-01-01 (proleptic Gregorian), after Howard Hinnant's `days_from_civil`.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// From GTFS's YYYYMMDD integer; nil when it is not a real date.
    public init?(yyyymmdd: Int) {
        let candidate = ShownDate(year: yyyymmdd / 10000, month: yyyymmdd / 100 % 100, day: yyyymmdd % 100)
        guard (1...12).contains(candidate.month), (1...31).contains(candidate.day),
            ShownDate(dayNumber: candidate.dayNumber) == candidate
        else { return nil }
        self = candidate
    }

    /// From "2025-03-17" or "20250317"; nil otherwise.
    public init?(parsing text: String) {
        let digits = text.filter { $0 != "-" }
        guard digits.count == 8, digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        if text.contains("-") {
            let parts = text.split(separator: "-")
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 else { return nil }
        }
        self.init(yyyymmdd: value)
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> ShownDate { ShownDate(dayNumber: dayNumber + days) }

    /// 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday).
    public var weekdayIndex: Int { ((dayNumber % 7) + 7 + 3) % 7 }
}
