import TripShotPageText

/// What a planner's screenshot says about one trip, before any feed is consulted.
/// Every field keeps the box it was read from, for messages and for drawing.
public struct Itinerary: Hashable, Sendable {
    /// The page's date ("Monday, March 17, 2025"), when shown.
    public var date: Located<ShownDate>?
    /// The page's total duration in minutes ("1 h 8 min"), when shown.
    public var durationMinutes: Located<Int>?
    /// Rides and walks in page order.
    public var legs: [Leg]
    /// What the parser had to assume to read the page (a label it put back), and where a feed
    /// decided a doubtful spelling, what was read and what the feed names it; empty when the page
    /// read as drawn.
    public var warnings: [String]
    /// Whether the page rounds the schedule's seconds to the nearest minute (07:33:59 shown 07:34)
    /// rather than cutting them (07:33), as GO's site does; the decoder says so when only rounding
    /// explains the page's times.
    public var timesRounded: Bool

    /// An itinerary from its parts (the parser makes them; `tripshot parse --json` writes them).
    public init(
        date: Located<ShownDate>? = nil, durationMinutes: Located<Int>? = nil, legs: [Leg], warnings: [String] = [],
        timesRounded: Bool = false
    ) {
        self.date = date
        self.durationMinutes = durationMinutes
        self.legs = legs
        self.warnings = warnings
        self.timesRounded = timesRounded
    }

    /// The rides in order, without the walks.
    public var rides: [Ride] {
        legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
    }
}

/// One leg as the page shows it.
public enum Leg: Hashable, Sendable {
    /// A ride between a Depart and an Arrive.
    case ride(Ride)
    /// A walk or a transfer between two rides.
    case walk(Walk)
}

/// One ride: board `from` at `departure`, ride route `routeCode` towards `headsign`, alight at `to`.
public struct Ride: Hashable, Sendable, Codable {
    /// "MI", "21", "21C": the code before the dash of a route line. Its alternative is the code as
    /// OCR split it ("21 C") when the parser joined it.
    public var routeCode: Located<String>
    /// "Milton GO": the destination after the dash, when shown.
    public var headsign: Located<String>?
    /// The stop names. Their alternatives are the other readings of a glyph that may be an icon or
    /// the name's own text ("72 St" / "St", "SW 11th & Jefferson" / "SW 11th Jefferson").
    public var from: Located<String>
    /// The alighting stop's name.
    public var to: Located<String>
    /// The shown departure time; nil when the page prints one under its label that no reading
    /// makes a time ("EZ:EZ" for a small, bold "12:12"): the resolver asks the schedule, which
    /// the ride's other time, route and stops pin down (a warning says so).
    public var departure: Located<ClockTime>?
    /// The shown arrival time; nil as for `departure`. A ride has at least one of the two.
    public var arrival: Located<ClockTime>?
    /// "Show 3 Stops in Between" → 3; nil when the page does not say, or says it unreadably.
    public var stopsBetween: Located<Int>?
    /// Where the page shows a "Show N Stops in Between" line whose count no reading makes a number
    /// ("Show ? Stops in Between"): `stopsBetween` is then nil, not 0, and the schedule may give it
    /// (`tripshot parse --db`).
    public var unreadStopCount: Box?

    /// A ride from its parts (the parser makes them).
    public init(
        routeCode: Located<String>, headsign: Located<String>?, from: Located<String>, to: Located<String>,
        departure: Located<ClockTime>?, arrival: Located<ClockTime>?, stopsBetween: Located<Int>?,
        unreadStopCount: Box? = nil
    ) {
        self.routeCode = routeCode
        self.headsign = headsign
        self.from = from
        self.to = to
        self.departure = departure
        self.arrival = arrival
        self.stopsBetween = stopsBetween
        self.unreadStopCount = unreadStopCount
    }
}

/// A walk between two rides ("Transfer", with the page's hint such as "Walk to the bus loop").
public struct Walk: Hashable, Sendable, Codable {
    /// Where the walk's row is on the page.
    public var box: Box
    /// The page's hint ("Walk to the bus loop"), when it shows one.
    public var note: String?

    /// A walk read from `box`.
    public init(box: Box, note: String? = nil) {
        self.box = box
        self.note = note
    }
}

/// A value with the page region it was read from (nil for values given on the command line).
///
/// Where the page itself is ambiguous (a glyph after a name that may be an icon or text: "72 St"
/// or "St", "SW 11th & Jefferson" or "SW 11th Jefferson"), the parser does not guess: `value` is
/// its preferred reading and `alternatives` the other readings the page allows, most likely
/// first. The resolver takes the reading the feed confirms; nothing the page showed is dropped
/// without a trace.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The preferred reading.
    public var value: Value
    /// Where it was read; nil for values not from the page.
    public var box: Box?
    /// Other readings of the same region, most likely first; empty when the page is unambiguous.
    public var alternatives: [Value]
    /// True when `value` is the feed's spelling of a doubtful reading (letters no reading of the
    /// image can settle: "El Cerrito" for the page's "EI Cerrito"), which is then the first of
    /// `alternatives`. False for a value read from the page as it is.
    public var spelledByFeed: Bool

    /// A value read from `box`, with the page's other readings.
    public init(_ value: Value, box: Box?, alternatives: [Value] = [], spelledByFeed: Bool = false) {
        self.value = value
        self.box = box
        self.alternatives = alternatives
        self.spelledByFeed = spelledByFeed
    }

    /// The same readings with `confirmed` as the value when it is one of the alternatives (what
    /// other evidence on the page or the feed's schedule agrees with); unchanged otherwise.
    public func preferring(_ confirmed: Value?) -> Located {
        guard let confirmed, confirmed != value, let index = alternatives.firstIndex(of: confirmed) else { return self }
        var result = self
        result.alternatives[index] = value
        result.value = confirmed
        return result
    }

    /// `values` it does not read as yet, added as its last alternatives, in order.
    mutating func addAlternatives(_ values: some Sequence<Value>) {
        for value in values where !readings.contains(value) { alternatives.append(value) }
    }

    /// The preferred reading followed by the alternatives, without repeats.
    public var readings: [Value] {
        var seen: Set<Value> = [value]
        return [value] + alternatives.filter { seen.insert($0).inserted }
    }
}

/// `{"value": ..., "box": ...}`, with `"alternatives": [...]` only when there are any and
/// `"spelledByFeed": true` only when the feed spelled the value, so an unambiguous page read
/// without a feed reads as before.
extension Located: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey { case value, box, alternatives, spelledByFeed }

    /// Decodes `alternatives` as empty when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Value.self, forKey: .value)
        box = try container.decodeIfPresent(Box.self, forKey: .box)
        alternatives = try container.decodeIfPresent([Value].self, forKey: .alternatives) ?? []
        spelledByFeed = try container.decodeIfPresent(Bool.self, forKey: .spelledByFeed) ?? false
    }

    /// Writes `alternatives` only when there are any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(box, forKey: .box)
        if !alternatives.isEmpty { try container.encode(alternatives, forKey: .alternatives) }
        if spelledByFeed { try container.encode(true, forKey: .spelledByFeed) }
    }
}

/// A wall-clock time as the page shows it, 0:00 ... 23:59. Which service day it falls on, and so
/// whether 00:40 means 24:40 of the previous day, is the resolver's business.
public struct ClockTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, 0...1439.
    public var minutesOfDay: Int

    /// A time from a 24-hour clock.
    public init(hour: Int, minute: Int) {
        minutesOfDay = hour * 60 + minute
    }

    /// The clock's time `minutes` after (or, negative, before) midnight of some day: 24:12 and
    /// -23:48 are both 00:12.
    public init(foldingMinutes minutes: Int) {
        minutesOfDay = (minutes % 1440 + 1440) % 1440
    }

    /// A difference of minutes as the clock says it, the shorter way round: -720...719, so that
    /// 24:12 scheduled against 00:12 shown (1440) is none, and 00:05 against 23:58 is +7.
    public static func onTheClock(_ minutes: Int) -> Int {
        let folded = ClockTime(foldingMinutes: minutes).minutesOfDay
        return folded >= 720 ? folded - 1440 : folded
    }

    /// 0...23.
    public var hour: Int { minutesOfDay / 60 }
    /// 0...59.
    public var minute: Int { minutesOfDay % 60 }

    /// Earlier in the day.
    public static func < (a: ClockTime, b: ClockTime) -> Bool { a.minutesOfDay < b.minutesOfDay }

    /// "18:25", the GO site's own 24-hour form.
    public var description: String {
        let m = minute < 10 ? "0\(minute)" : "\(minute)"
        let h = hour < 10 ? "0\(hour)" : "\(hour)"
        return "\(h):\(m)"
    }
}

/// A calendar date as shown on the page.
public struct ShownDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2025.
    public var year: Int
    /// 1...12.
    public var month: Int
    /// 1...31.
    public var day: Int

    /// A date from its parts (not checked: the parser checks what it reads).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// GTFS's YYYYMMDD integer.
    public var yyyymmdd: Int { year * 10000 + month * 100 + day }

    /// Earlier on the calendar.
    public static func < (a: ShownDate, b: ShownDate) -> Bool { a.yyyymmdd < b.yyyymmdd }

    /// ISO 8601, "2025-03-17".
    public var description: String {
        func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }
}
