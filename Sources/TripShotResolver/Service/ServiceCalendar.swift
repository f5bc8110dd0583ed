import TripShotParser
import TripShotSQLite
import TripShotTrip

/// Which service_ids run on a date, computed on demand from calendar and calendar_dates for that one
/// date (never by expanding every date of the feed), and remembered per date.
final class ServiceCalendar {
    private let database: Database
    private let hasCalendar: Bool
    private let hasCalendarDates: Bool
    private var cache: [Int: Set<String>] = [:]
    private var firstDates: [String: ShownDate?] = [:]
    private var nearestDates: [String: ShownDate?] = [:]
    private var spanCache: ClosedRange<ShownDate>??
    private var serviceDays: [String: ServiceDays] = [:]

    init(database: Database, schema: FeedSchema) {
        self.database = database
        hasCalendar = schema.hasTable("calendar")
        hasCalendarDates = schema.hasTable("calendar_dates")
    }

    func services(on date: ShownDate) throws -> Set<String> {
        if let known = cache[date.yyyymmdd] { return known }
        var active = Set<String>()
        if hasCalendar {
            let sql = "SELECT service_id FROM calendar WHERE start_date <= ?1 AND end_date >= ?1 AND \(date.calendarColumn) = 1"
            try database.withStatement(sql) { statement in
                try statement.bind([.integer(date.yyyymmdd)])
                try statement.forEachRow { active.insert($0.text(0)) }
            }
        }
        if hasCalendarDates {
            try database.withStatement("SELECT service_id, exception_type FROM calendar_dates WHERE date = ?") { statement in
                try statement.bind([.integer(date.yyyymmdd)])
                try statement.forEachRow { row in
                    if row.int(1) == 1 { active.insert(row.text(0)) } else if row.int(1) == 2 { active.remove(row.text(0)) }
                }
            }
        }
        cache[date.yyyymmdd] = active
        return active
    }

    /// Whether `serviceID` runs on `date`: `services(on: date).contains(serviceID)`, from the
    /// service's own rows (`ServiceDays`), read once per service instead of every service once per day.
    func runs(_ serviceID: String, on date: ShownDate) throws -> Bool { try days(of: serviceID).runs(onDay: date.dayNumber) }

    /// The days `serviceID` runs on (`ServiceDays`), read once per service.
    func days(of serviceID: String) throws -> ServiceDays {
        if let known = serviceDays[serviceID] { return known }
        let days = try ServiceDays(serviceID, database: database, hasCalendar: hasCalendar, hasCalendarDates: hasCalendarDates)
        serviceDays[serviceID] = days
        return days
    }

    /// The first date on which `serviceID` runs, from its calendar range and its added dates:
    /// used only when neither the page nor the command line gives a date. Remembered per service:
    /// a decoded page asks it for every run of every chain it weighs.
    func firstDate(of serviceID: String) throws -> ShownDate? {
        if let known = firstDates[serviceID] { return known }
        var candidates: [ShownDate] = []
        if hasCalendarDates {
            let sql = "SELECT min(date) FROM calendar_dates WHERE service_id = ? AND exception_type = 1"
            try database.withStatement(sql) { statement in
                try statement.bind([.text(serviceID)])
                if try statement.step(), let value = statement.optionalInt(0), let date = ShownDate(yyyymmdd: value) {
                    candidates.append(date)
                }
            }
        }
        if hasCalendar {
            let range: (Int, Int)? = try database.withStatement("SELECT start_date, end_date FROM calendar WHERE service_id = ?") { statement in
                try statement.bind([.text(serviceID)])
                return try statement.step() ? (statement.int(0), statement.int(1)) : nil
            }
            if let (start, end) = range, let first = ShownDate(yyyymmdd: start), let last = ShownDate(yyyymmdd: end) {
                // A week at most: some weekday in it is a service day unless exceptions remove it.
                var day = first
                var looked = 0
                while day <= last, looked < 366 {
                    if try services(on: day).contains(serviceID) {
                        candidates.append(day)
                        break
                    }
                    day = day.adding(days: 1)
                    looked += 1
                }
            }
        }
        let first = candidates.min()
        firstDates[serviceID] = .some(first)
        return first
    }

    /// The feed's validity: from the first day its calendar or an added date names to the last;
    /// nil for a feed without either. Read once.
    func span() throws -> ClosedRange<ShownDate>? {
        if let known = spanCache { return known }
        var low: [Int?] = [], high: [Int?] = []
        if hasCalendar {
            low.append(try database.scalarInt("SELECT min(start_date) FROM calendar"))
            high.append(try database.scalarInt("SELECT max(end_date) FROM calendar"))
        }
        if hasCalendarDates {
            low.append(try database.scalarInt("SELECT min(date) FROM calendar_dates WHERE exception_type = 1"))
            high.append(try database.scalarInt("SELECT max(date) FROM calendar_dates WHERE exception_type = 1"))
        }
        var span: ClosedRange<ShownDate>?
        if let first = low.compactMap({ $0 }).min().flatMap(ShownDate.init(yyyymmdd:)),
            let last = high.compactMap({ $0 }).max().flatMap(ShownDate.init(yyyymmdd:)), first <= last
        {
            span = first...last
        }
        spanCache = .some(span)
        return span
    }

    /// The travel day `rule` takes (`NearestDay`) of those on which `serviceID` runs a trip
    /// departing `daysBack` service days before it travels (a 24:40 is the day before's), inside
    /// the feed's validity. Remembered per service, shift and day counted from.
    func nearestDate(of serviceID: String, daysBack: Int, rule: NearestDay) throws -> ShownDate? {
        let key = "\(serviceID)#\(daysBack)#\(rule.today.yyyymmdd)"
        if let known = nearestDates[key] { return known }
        var nearest: ShownDate?
        if let span = try span() {
            let travel = span.lowerBound.adding(days: daysBack)...span.upperBound.adding(days: daysBack)
            nearest = try rule.search(in: travel) { try services(on: $0.adding(days: -daysBack)).contains(serviceID) }
        }
        nearestDates[key] = .some(nearest)
        return nearest
    }
}
