import TripShotFeedDatabase
import TripShotParser
import TripShotSQLite
import TripShotStopNames
import TripShotTrip

/// Turns a parsed itinerary into the feed's scheduled trip, reading only the SQLite database that
/// `gtfs-load` wrote. Nothing here knows any one feed: stops come from name search, routes from
/// their codes, the trip from the times, all checked against the schedule.
///
/// One `Resolver` keeps the stop and route directories in memory, so resolving many itineraries
/// against one feed pays for reading them once.
public final class Resolver {
    let database: Database
    let schema: FeedSchema
    let stops: StopDirectory
    let routes: RouteDirectory
    let calendar: ServiceCalendar
    let finder: TripFinder
    /// The latest departure at each stop asked about so far (see `lookBack(boarding:)`).
    private var latestDeparture: [String: Int] = [:]
    /// The feed's names as pages show them, read on first use (`spelled(_:)`).
    var vocabularyCache: FeedVocabulary?
    /// The feed's stop names by their spelling keys (`storedStopNames`), opened on first use.
    var spellingsCache: NameVocabulary?
    /// The words of the feed's stop names, for the planner decoder (`nameWords`), read on first use.
    var nameWordsCache: Set<String>?
    /// The places of the words the feed's stop names write in full (`someNameSharesAWholeWordPlace`), read on first use.
    var wholeWordPlacesCache: Set<Abbreviations.WholeWordPlace>?
    /// The years the feed's calendar spans (`feedYears`), read on first use.
    var feedYearsCache: ClosedRange<Int>?

    /// Minutes either side of a shown departure searched for the trip; a trip found this close but
    /// not exact is reported as a mismatch, beyond `nearMinutes` as no such trip.
    static let searchMinutes = 30
    static let nearMinutes = 10

    /// Opens the resolver on a database; fails with `notATripshotDatabase` when it is not one
    /// `gtfs-load` wrote.
    public convenience init(path: String) throws(ResolveError) {
        let database: Database
        do {
            database = try GTFSDatabase.open(path)
        } catch {
            let outdated = if case .schemaVersion = error.kind { true } else { false }
            throw ResolveError(.notATripshotDatabase(path: path, reason: error.fact, outdated: outdated))
        }
        try self.init(database: database)
    }

    /// Opens the resolver on an already open database (read-only is enough).
    /// - Throws: `ResolveError` `.notATripshotDatabase` when it lacks gtfs-load's tables.
    public init(database: Database) throws(ResolveError) {
        self.database = database
        do {
            guard try database.tableExists("tripshot_meta") else {
                throw ResolveError(.notATripshotDatabase(path: database.path, reason: "it has no tripshot_meta table"))
            }
            // Resolving jumps around stop_times' indexes: map the file instead of copying pages
            // through read() into SQLite's small default cache (measured: 5x on a 3M-row feed).
            try database.execute("PRAGMA mmap_size = 2147483648; PRAGMA cache_size = -32768")
            schema = try FeedSchema(database: database)
            for table in ["stops", "routes", "trips", "stop_times"] where !schema.hasTable(table) {
                throw ResolveError(.notATripshotDatabase(path: database.path, reason: "it has no \(table) table"))
            }
            stops = try StopDirectory(database: database, schema: schema)
            routes = try RouteDirectory(database: database, schema: schema)
            calendar = ServiceCalendar(database: database, schema: schema)
            finder = try TripFinder(database: database, schema: schema, calendar: calendar)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// Resolves every leg. `date` (from `--date`) wins over the page's date; without either, the
    /// day `NearestDay` takes counting from `today` on which the first ride's trip runs is assumed
    /// (the first from `today` on, else the latest before), and the result says so. `today` nil
    /// counts from the feed's first day: the first day the trip runs.
    public func resolve(_ itinerary: Itinerary, date: ShownDate? = nil, today: ShownDate? = nil) throws(ResolveError) -> ResolvedTrip {
        do {
            // The feed decides what the page's doubtful letters spell before anything is matched.
            return try resolveThrowing(try spelledThrowing(itinerary), date: date, today: today)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// Resolves an itinerary this resolver has already spelled (`spelled(_:)`): what `resolve`
    /// does after spelling, for a caller that shows the spelled itinerary too and so spells once.
    public func resolve(spelled itinerary: Itinerary, date: ShownDate? = nil, today: ShownDate? = nil) throws(ResolveError)
        -> ResolvedTrip
    {
        do {
            return try resolveThrowing(itinerary, date: date, today: today)
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    private func resolveThrowing(_ itinerary: Itinerary, date: ShownDate?, today: ShownDate?) throws -> ResolvedTrip {
        let rides = itinerary.rides
        guard !rides.isEmpty else { throw ResolveError(.noRides) }

        let baseDate: ShownDate
        let source: ServiceDateSource
        if let date {
            (baseDate, source) = (date, .option)
        } else if let page = itinerary.date?.value {
            (baseDate, source) = (page, .page)
        } else {
            let rule = try nearestDay(countingFrom: today)
            (baseDate, source) = (try assumeDate(for: rides, rounded: itinerary.timesRounded, rule: rule), .assumed)
        }

        // Both times of every ride, the schedule giving one the page did not let read.
        let times = try rides.map { try rideTimes(of: $0, on: baseDate) }
        let shown = ShownTimes.of(times, rounded: itinerary.timesRounded)
        // Per ride, one target per reading of its stop names the page allows; a ride with a name
        // that reads as no stop keeps its error until the schedule has had its say.
        let targets: [Result<[RideTarget], any Error>] = zip(rides, zip(times, shown)).map { ride, timed in
            Result { try RideTarget.readings(of: ride, times: timed.0, shown: timed.1, in: self) }
        }

        var resolvedRides: [ResolvedRide] = []
        for (index, readings) in targets.enumerated() {
            switch readings {
            case .success(let readings):
                resolvedRides.append(try resolveReadings(readings, pageDate: baseDate))
            case .failure(let error):
                guard case .unknownStop? = (error as? ResolveError)?.kind,
                    let named = try scheduleNamedTargets(
                        of: rides[index], times: times[index], shown: shown[index], pageDate: baseDate)
                else { throw error }
                resolvedRides.append(try resolveScheduleNamed(named, pageDate: baseDate))
            }
        }

        var legs: [ResolvedLeg] = []
        var rideIndex = 0
        var pendingWalk = false
        let walker = WalkEstimator(database: database, stops: stops)
        for leg in itinerary.legs {
            switch leg {
            case .ride:
                let ride = resolvedRides[rideIndex]
                if rideIndex > 0 {
                    let previous = resolvedRides[rideIndex - 1]
                    if pendingWalk || previous.to.stopID != ride.from.stopID {
                        legs.append(.walk(try walker.walk(from: previous.to, to: ride.from)))
                    }
                }
                legs.append(.ride(ride))
                rideIndex += 1
                pendingWalk = false
            case .walk:
                pendingWalk = true
            }
        }
        let first = shown[0].departure, last = shown[shown.count - 1].arrival
        let serviceDate = resolvedRides.compactMap(\.serviceDate).first ?? baseDate
        return ResolvedTrip(
            serviceDate: serviceDate, serviceDateSource: source, legs: legs, totalMinutes: last - first,
            shownDurationMinutes: itinerary.durationMinutes?.value)
    }

    /// Without a date: the day `rule` takes (`NearestDay`) of those on which a trip of the first
    /// ride's route runs at the shown times (exactly if possible), counting the days looked back,
    /// under any reading of its names; of the first ride whose names read and whose times both did.
    private func assumeDate(for rides: [Ride], rounded: Bool, rule: NearestDay) throws -> ShownDate {
        let complete = rides.compactMap { ride in
            ride.departure.flatMap { departure in ride.arrival.map { (ride, RideTimes(departure: departure, arrival: $0)) } }
        }
        let times = complete.map(\.1)
        let readings = zip(complete.map(\.0), zip(times, ShownTimes.of(times, rounded: rounded))).map { ride, timed in
            Result { try RideTarget.readings(of: ride, times: timed.0, shown: timed.1, in: self) }
        }
        guard let first = readings.first else { return try feedStartDate() }
        return try assumeDate(for: readings.lazy.compactMap { try? $0.get() }.first ?? first.get(), rule: rule)
    }

    private func assumeDate(for readings: [RideTarget], rule: NearestDay) throws -> ShownDate {
        var best: (date: ShownDate, exact: Bool)?
        for target in readings {
            for daysBack in 0...target.lookBack {
                let candidates = try finder.find(target.query(serviceDate: nil, daysBack: daysBack, wholeDay: false))
                for candidate in candidates {
                    let choice = target.choice(candidate, daysBack: daysBack)
                    guard choice.worstDelta <= Self.nearMinutes,
                        let date = try calendar.nearestDate(of: candidate.serviceID, daysBack: daysBack, rule: rule)
                    else { continue }
                    if best == nil || (choice.isExact && !best!.exact)
                        || (choice.isExact == best!.exact && rule.prefers(date, over: best!.date))
                    {
                        best = (date, choice.isExact)
                    }
                }
            }
        }
        if let best { return best.date }
        return try feedStartDate()
    }

    /// How many service days before a shown date a departure from these stops may belong to: one
    /// (a 24:40 is the day before's), more when the stops' times pass 48:00 (Amtrak's reach 86:52).
    /// Read per stop from the (stop_id, departure_time) index, a few lookups instead of a scan of
    /// every stop time.
    func lookBack(boarding stops: [String]) throws -> Int {
        var latest = 0
        for stop in stops {
            if let known = latestDeparture[stop] {
                latest = max(latest, known)
                continue
            }
            let value = try database.withStatement("SELECT max(departure_time) FROM stop_times WHERE stop_id = ?") { statement in
                try statement.bind([.text(stop)])
                return try statement.step() ? statement.optionalInt(0) ?? 0 : 0
            }
            latestDeparture[stop] = value
            latest = max(latest, value)
        }
        return max(1, latest / 86400)
    }

    /// The rule for a day the page does not show, counting from `today`; nil counts from the
    /// feed's first day (so the first day a trip runs), as a caller without a clock would.
    package func nearestDay(countingFrom today: ShownDate?) throws(ResolveError) -> NearestDay {
        if let today { return NearestDay(today: today) }
        do {
            return NearestDay(today: try feedStartDate())
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The feed's validity, from its calendar's first day to its last (nil without a calendar).
    package func serviceSpan() throws(ResolveError) -> ClosedRange<ShownDate>? {
        do {
            return try calendar.span()
        } catch {
            throw ResolveError.wrap(error)
        }
    }

    /// The first date the feed's calendar mentions, when nothing better is known.
    private func feedStartDate() throws -> ShownDate {
        let starts = [
            try database.scalarInt("SELECT min(start_date) FROM calendar"),
            try database.scalarInt("SELECT min(date) FROM calendar_dates WHERE exception_type = 1"),
        ].compactMap { $0 }.compactMap(ShownDate.init(yyyymmdd:))
        return starts.min() ?? ShownDate(year: 1970, month: 1, day: 1)
    }
}
