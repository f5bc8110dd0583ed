import TripShotParser
import TripShotSQLite
import TripShotTrip

/// When one service runs, read once from its own rows: its calendar ranges with their weekdays,
/// and its calendar_dates exceptions, by day number (`ShownDate.dayNumber`). Whether it runs on a
/// day is then arithmetic and one lookup, the same answer `ServiceCalendar.services(on:)` gives
/// from the day's rows: a decoder trying a chain of rides on up to a year of days asked each
/// day's whole set of services, and hashed a service's id in it, for every ride and day.
package struct ServiceDays: Sendable {
    /// calendar.txt rows: the first and last day numbers they cover (the real dates within
    /// start_date...end_date, as SQL compares the YYYYMMDD integers), bit `weekdayIndex` set for
    /// each weekday column that is 1.
    @usableFromInline var ranges: [(first: Int, last: Int, weekdays: UInt8)] = []
    /// calendar_dates.txt by day number: true for an added day (exception_type 1), false for a
    /// removed one (2), the last row of a date winning, as the day's rows are applied in order.
    @usableFromInline var exceptions: [Int: Bool] = [:]

    /// Whether the service runs on the day `dayNumber` (inlinable: a decoder asks it of up to a
    /// year of days per chain).
    @inlinable package func runs(onDay dayNumber: Int) -> Bool {
        if !exceptions.isEmpty, let exception = exceptions[dayNumber] { return exception }
        let weekday = UInt8(1) << UInt8(((dayNumber % 7) + 7 + 3) % 7)
        return ranges.contains { $0.first <= dayNumber && dayNumber <= $0.last && $0.weekdays & weekday != 0 }
    }

    /// The days it runs as bits (bit `i` of the words: day `first + i`), for a caller asking of
    /// many days; nil when its days span more than `limit` days (then `runs(onDay:)` answers).
    package func bits(limit: Int = 4096) -> (first: Int, days: Int, words: [UInt64])? {
        var low = Int.max, high = Int.min
        for range in ranges where range.first <= range.last && range.weekdays != 0 {
            low = min(low, range.first)
            high = max(high, range.last)
        }
        for (day, added) in exceptions where added {
            low = min(low, day)
            high = max(high, day)
        }
        guard low <= high else { return (0, 0, []) }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < limit else { return nil }
        var words = [UInt64](repeating: 0, count: (span + 1 + 63) / 64)
        for offset in 0...span where runs(onDay: low + offset) { words[offset >> 6] |= 1 << UInt64(offset & 63) }
        return (low, span + 1, words)
    }

    static let weekdayColumns = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The service's rows from the tables the feed has.
    init(_ serviceID: String, database: Database, hasCalendar: Bool, hasCalendarDates: Bool) throws {
        if hasCalendar {
            let sql = "SELECT start_date, end_date, \(Self.weekdayColumns.joined(separator: ", ")) FROM calendar WHERE service_id = ?"
            try database.withStatement(sql) { statement in
                try statement.bind([.text(serviceID)])
                try statement.forEachRow { row in
                    // A NULL bound matches no day, as in SQL.
                    guard let start = row.optionalInt(0), let end = row.optionalInt(1) else { return }
                    var weekdays: UInt8 = 0
                    for index in 0..<7 where row.optionalInt(2 + index) == 1 { weekdays |= 1 << UInt8(index) }
                    ranges.append((Self.firstDay(from: start), Self.lastDay(to: end), weekdays))
                }
            }
        }
        if hasCalendarDates {
            let sql = "SELECT date, exception_type FROM calendar_dates WHERE service_id = ? ORDER BY date, rowid"
            try database.withStatement(sql) { statement in
                try statement.bind([.text(serviceID)])
                try statement.forEachRow { row in
                    // A number that is no real date is no day's.
                    guard let value = row.optionalInt(0), let date = ShownDate(yyyymmdd: value) else { return }
                    switch row.optionalInt(1) {
                    case 1: exceptions[date.dayNumber] = true
                    case 2: exceptions[date.dayNumber] = false
                    default: break
                    }
                }
            }
        }
    }

    /// The day number of the first real date whose YYYYMMDD is `yyyymmdd` or more.
    static func firstDay(from yyyymmdd: Int) -> Int {
        if let date = ShownDate(yyyymmdd: yyyymmdd) { return date.dayNumber }
        // Below every date: every day is on or after it.
        guard yyyymmdd >= 0 else { return Int.min }
        let (year, month, day) = (yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100)
        if month > 12 { return ShownDate(year: year + 1, month: 1, day: 1).dayNumber }
        if month < 1 { return ShownDate(year: year, month: 1, day: 1).dayNumber }
        // Day 0 is before the month's first; past its last, the next month's first.
        return day < 1 ? ShownDate(year: year, month: month, day: 1).dayNumber : ShownDate(year: year, month: month + 1, day: 1).dayNumber
    }

    /// The day number of the last real date whose YYYYMMDD is `yyyymmdd` or less.
    static func lastDay(to yyyymmdd: Int) -> Int {
        if let date = ShownDate(yyyymmdd: yyyymmdd) { return date.dayNumber }
        // Below every date: no day is on or before it.
        guard yyyymmdd >= 0 else { return Int.min }
        let (year, month, day) = (yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100)
        if month < 1 { return ShownDate(year: year, month: 1, day: 1).dayNumber - 1 }
        if month > 12 { return ShownDate(year: year + 1, month: 1, day: 1).dayNumber - 1 }
        // Day 0 is the previous month's last; past the month's last, its last.
        return day < 1 ? ShownDate(year: year, month: month, day: 1).dayNumber - 1 : ShownDate(year: year, month: month + 1, day: 1).dayNumber - 1
    }
}
