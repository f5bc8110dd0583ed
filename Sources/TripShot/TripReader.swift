import TripShotPageText
import TripShotParser
import TripShotTrip

/// The common case in one call: the recognised lines of a transit planner's itinerary screenshot
/// and a feed database written by `gtfs-load` give the exact scheduled trip.
///
///     let reader = try TripReader(databasePath: bundledDatabase)
///     let reading = try reader.read(page)          // page: PageText, e.g. from Vision
///     print(reading.trip.rides.map(\.tripID))
///
/// One reader keeps the feed's stop and route directories in memory, so keep it for every
/// screenshot read against that feed. It is safe to share between threads: its feed is a
/// ``SharedFeed``, used by one caller at a time. A thin face of ``TripChain``: for several feeds,
/// screenshot bytes, warnings or the steps one at a time, use the chain.
public final class TripReader: Sendable {
    /// The chain over the one feed opened.
    public let chain: TripChain

    /// Opens the feed database at `databasePath` (read-only). A page that shows no date is
    /// counted from `today` (`NearestDay`: the first day from it on which the trip runs, else the
    /// latest before); nil: the system's date in the feed's `agency_timezone`, read at each call.
    ///
    /// - Throws: ``TripShotError/feed(_:)`` when the file is missing, not SQLite, or not a
    ///   database `gtfs-load` wrote with this version's schema.
    public init(databasePath: String, today: ShownDate? = nil) throws(TripShotError) {
        chain = TripChain(feeds: [try SharedFeed(databasePath: databasePath)], today: today)
    }

    /// Parses `page` into an itinerary and resolves it against the feed.
    ///
    /// - Parameter page: the screenshot's recognised lines, from any OCR engine.
    /// - Parameter date: the service day to match on when the app knows it better than the page
    ///   (the page's own date wins otherwise; without either, the first day from the reader's
    ///   today on which the rides run, else the latest before).
    /// - Throws: ``TripShotError/itinerary(_:)`` when the lines are not an itinerary the parser
    ///   knows; ``TripShotError/resolve(_:)`` when the feed has no such stops or routes. A trip
    ///   whose times differ from the schedule is not an error: see each ride's `validation`.
    public func read(_ page: PageText, date: ShownDate? = nil) throws(TripShotError) -> TripReading {
        try chain.trip(from: page, date: date)
    }
}

/// What one screenshot became: the itinerary as the page showed it, the trip as the feed has it,
/// and which feed that is (with several, the one it belongs to).
public struct TripReading: Hashable, Sendable {
    /// The legs, times and names the layout parser read from the page, doubtful names spelled as
    /// the feed spells them (`Resolver.spelled`), with any legs that do not add up in its
    /// `inconsistencies`.
    public var itinerary: Itinerary
    /// Every leg matched to a scheduled trip (or a walk), with a verdict on every shown time.
    public var trip: ResolvedTrip
    /// The feed the trip was found in.
    public var feed: SharedFeed

    public init(itinerary: Itinerary, trip: ResolvedTrip, feed: SharedFeed) {
        self.itinerary = itinerary
        self.trip = trip
        self.feed = feed
    }
}
