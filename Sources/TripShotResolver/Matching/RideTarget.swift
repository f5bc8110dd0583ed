import TripShotParser
import TripShotStopNames
import TripShotTrip

/// One ride of the page prepared for matching, under one reading of its stop names: its times,
/// the routes its code may mean, and the stops the names may mean (with how well each fits).
struct RideTarget {
    /// The page's ride.
    let ride: Ride
    /// Its times as this target reads them (`timeReadings`).
    private(set) var times: RideTimes
    /// For a time read other than the page's preferred reading, the note saying so.
    private(set) var timeNotes: [Validation.Finding] = []
    /// The readings of `ride.from` and `ride.to` this target matches (the page may allow others).
    let fromName: String
    let toName: String
    private(set) var shown: ShownTimes
    let routeMatches: [RouteDirectory.Match]
    let board: [StopDirectory.Candidate]
    let alight: [StopDirectory.Candidate]
    /// How many days back from the page's date this ride's trip may have started.
    let lookBack: Int
    private let boardScore: [String: Double]
    private let alightScore: [String: Double]
    /// The matched routes' own texts that may name a variant.
    private let routeLabels: [String: [String]]
    /// The spelling keys of the page's destination's readings, non-empty ones (`showsHeadsign`).
    private let headsignKeys: [String]

    init(
        ride: Ride, times: RideTimes, from: (name: String, stops: [StopDirectory.Candidate]),
        to: (name: String, stops: [StopDirectory.Candidate]), shown: ShownTimes, in resolver: Resolver
    ) throws {
        self.ride = ride
        self.times = times
        self.shown = shown
        (fromName, board) = from
        (toName, alight) = to
        routeMatches = resolver.routes.routes(forCode: ride.routeCode.value)
        routeLabels = Dictionary(
            routeMatches.map { ($0.route.routeID, resolver.routes.labels[$0.route.routeID] ?? []) },
            uniquingKeysWith: { first, _ in first })
        headsignKeys = (ride.headsign?.readings ?? []).map { SpellingKey($0).text }.filter { !$0.isEmpty }
        boardScore = Dictionary(board.map { ($0.stopID, $0.score) }, uniquingKeysWith: max)
        alightScore = Dictionary(alight.map { ($0.stopID, $0.score) }, uniquingKeysWith: max)
        lookBack = try resolver.lookBack(boarding: board.map(\.stopID))
    }

    /// One target per pair of readings (boarding name, alighting name) that each name some stop,
    /// in the parser's order (its preferred readings first). Fails with `unknownStop`, listing
    /// every reading tried, when no reading of one of the names fits any stop.
    /// Then the same pairs under the other readings the page allows of its times (`timeReadings`).
    static func readings(of ride: Ride, times: RideTimes, shown: ShownTimes, in resolver: Resolver) throws -> [RideTarget] {
        let froms = try stops(namedBy: ride.from, in: resolver.stops)
        let tos = try stops(namedBy: ride.to, in: resolver.stops)
        let named = try froms.flatMap { from in
            try tos.map { to in try RideTarget(ride: ride, times: times, from: from, to: to, shown: shown, in: resolver) }
        }
        return named + named.flatMap { $0.timeReadings() }
    }

    /// This target under every other reading of its shown times the page keeps (a time with a
    /// digit too many, "9:338": 9:38 or 9:33), each pair of departure and arrival readings but the
    /// preferred pair; the ride then states the reading taken as its shown time.
    func timeReadings() -> [RideTarget] {
        var result: [RideTarget] = []
        let preferred = (departure: times.departure.value, arrival: times.arrival.value)
        for departure in times.departure.readings {
            for arrival in times.arrival.readings where departure != preferred.departure || arrival != preferred.arrival {
                var variant = self
                variant.times.departure = times.departure.preferring(departure)
                variant.times.arrival = times.arrival.preferring(arrival)
                // A time the schedule gave is no reading of the page's: its note names the one taken.
                variant.timeNotes = [
                    (preferred.departure, departure, RideTimes.Side.departure), (preferred.arrival, arrival, .arrival),
                ]
                .filter { $0.0 != $0.1 && $0.2 != times.givenBySchedule }
                .map { Self.readingNote(preferred: $0.0, taken: $0.1) }
                variant.shown.departure += departure.minutesOfDay - preferred.departure.minutesOfDay
                variant.shown.arrival = variant.shown.departure
                    + ((arrival.minutesOfDay - departure.minutesOfDay) % 1440 + 1440) % 1440
                if variant.shown.departure >= 0 { result.append(variant) }
            }
        }
        return result
    }

    private static func stops(namedBy name: Located<String>, in directory: StopDirectory) throws
        -> [(name: String, stops: [StopDirectory.Candidate])]
    {
        let found = try namings(of: name, in: directory)
        guard !found.isEmpty else { throw unknownStop(name, in: directory) }
        return found
    }

    /// The readings of `name` that fit some stop, each with the stops it may mean; empty when no
    /// reading names any stop.
    static func namings(of name: Located<String>, in directory: StopDirectory) throws
        -> [(name: String, stops: [StopDirectory.Candidate])]
    {
        try name.readings.compactMap { reading in
            let stops = try directory.candidates(for: reading)
            return stops.isEmpty ? nil : (name: reading, stops: stops)
        }
    }

    /// "No stop of the feed is named like" `name`, listing every reading tried and the closest names.
    static func unknownStop(_ name: Located<String>, in directory: StopDirectory) -> ResolveError {
        ResolveError(
            .unknownStop(
                name: name.value, otherReadings: Array(name.readings.dropFirst()),
                // The closest names only decorate the message: a read failing here loses no answer.
                closest: (try? directory.closestNames(to: name.value)) ?? []))
    }

    /// How far the names fit the stops of a run: 0 when both are named exactly.
    func nameCost(board: String, alight: String) -> Double {
        (1 - (boardScore[board] ?? 0)) + (1 - (alightScore[alight] ?? 0))
    }

    /// The days this ride may belong to, as days looked back from the page's date: a ride shown
    /// after midnight of the page's date may belong to the next service day (negative).
    func daysBack() -> ClosedRange<Int> { -(shown.departure / 1440)...lookBack }

    /// The runs leaving in the shown departure's minute, or within `margin` minutes of it (the
    /// default: `Resolver.searchMinutes`), or at any time of the day; of the routes the page's
    /// code may mean, or of any route.
    func query(
        serviceDate: ShownDate?, daysBack: Int, wholeDay: Bool, margin minutes: Int = Resolver.searchMinutes,
        limit: Int? = nil, anyRoute: Bool = false
    ) -> TripFinder.Query {
        let target = (shown.departure + 1440 * daysBack) * 60
        let margin = minutes * 60
        return TripFinder.Query(
            routeIDs: anyRoute ? nil : routeMatches.map(\.route.routeID), boardStops: board.map(\.stopID),
            alightStops: alight.map(\.stopID), serviceDate: serviceDate,
            window: wholeDay ? nil : (target - margin)...(target + 59 + margin), limit: limit)
    }

    func choice(_ candidate: TripCandidate, daysBack: Int) -> TripChoice {
        TripChoice(
            candidate: candidate, shown: shown, daysBack: daysBack,
            nameCost: nameCost(board: candidate.boardStopID, alight: candidate.alightStopID),
            variantMismatch: variantMismatch(candidate), headsignShown: showsHeadsign(of: candidate))
    }

    /// Whether the page's destination (any reading of it) spells the run's headsign, alike or as
    /// its end (GO's headsigns repeat the route's code before it: "21 - Union Station").
    private func showsHeadsign(of candidate: TripCandidate) -> Bool {
        guard !headsignKeys.isEmpty, !candidate.headsign.isEmpty else { return false }
        // Keys hold no spaces: "21-unionstation" ends with "unionstation".
        let headsign = SpellingKey(candidate.headsign).text
        return headsignKeys.contains { headsign.hasSuffix($0) }
    }

    /// Digits OCR confuses in a clock time, each with the digits it may really be.
    static let confusableDigits: [Character: String] = [
        "0": "8", "1": "7", "3": "8", "5": "6", "6": "58", "7": "1", "8": "0369", "9": "8",
    ]

    /// This ride with one digit of its departure or arrival read differently, for every such
    /// reading that is a valid time, and the finding naming the change.
    func digitMisreadings() -> [(RideTarget, Validation.Finding)] {
        var result: [(RideTarget, Validation.Finding)] = []
        for departure in [true, false] {
            let time = departure ? times.departure.value : times.arrival.value
            let text = Array(time.description)
            for (position, digit) in text.enumerated() {
                for replacement in Self.confusableDigits[digit] ?? "" {
                    var changed = text
                    changed[position] = replacement
                    let hour = Int(String(changed[0...1])) ?? 99, minute = Int(String(changed[3...4])) ?? 99
                    guard hour < 24, minute < 60 else { continue }
                    guard let variant = shifted(departure: departure, by: (hour * 60 + minute) - time.minutesOfDay)
                    else { continue }
                    let note = Validation.Finding.digitMisread(
                        shown: time, readAs: ClockTime(hour: hour, minute: minute), shownDigit: digit, readDigit: replacement)
                    result.append((variant, note))
                }
            }
            // A 12-hour time whose "a.m."/"p.m." did not read is taken for a 24-hour one: the same
            // clock half a day away.
            if time.hour <= 12, let variant = shifted(departure: departure, by: time.hour < 12 ? 720 : -720) {
                let other = ClockTime(hour: (time.hour + 12) % 24, minute: time.minute)
                result.append((variant, .meridiemMisread(shown: time, readAs: other)))
            }
        }
        return result
    }

    /// How a time's reading taken differs from the preferred one: in one digit, or in its half of
    /// the day (both as the resolver's own repairs say it); else as a digit changed at the first
    /// place they differ.
    static func readingNote(preferred: ClockTime, taken: ClockTime) -> Validation.Finding {
        if (preferred.minutesOfDay - taken.minutesOfDay + 1440) % 1440 == 720 {
            return .meridiemMisread(shown: preferred, readAs: taken)
        }
        let pairs = zip(preferred.description, taken.description).filter { $0 != $1 }
        let (shownDigit, readDigit) = pairs.first ?? ("?", "?")
        return .digitMisread(shown: preferred, readAs: taken, shownDigit: shownDigit, readDigit: readDigit)
    }

    /// This ride with its departure or arrival moved by `minutes`; nil when the departure would
    /// fall before the day. The ride lasts less than a day: the arrival is the next time its clock
    /// shows after the departure.
    private func shifted(departure: Bool, by minutes: Int) -> RideTarget? {
        var variant = self
        if departure {
            variant.shown.departure += minutes
        } else {
            variant.shown.arrival += minutes
        }
        let span = ((variant.shown.arrival - variant.shown.departure) % 1440 + 1440) % 1440
        variant.shown.arrival = variant.shown.departure + span
        return variant.shown.departure >= 0 ? variant : nil
    }

    /// A code like "21C" that only matched route 21 as a variant prefers the trips the feed says
    /// it of, in whatever it carries: the trip's headsign, trip_short_name or extra columns, the
    /// route's long name or extra columns (`RouteDirectory.labels`). No one agency's column is named.
    private func variantMismatch(_ candidate: TripCandidate) -> Bool {
        guard routeMatches.first?.fit == .variant else { return false }
        let code = RouteDirectory.codeKey(ride.routeCode.value)
        let texts = [candidate.headsign] + candidate.labels + (routeLabels[candidate.routeID] ?? [])
        return !texts.contains { RouteDirectory.text($0, names: code) }
    }
}
