import Itinerary
import PageText
import Resolver
import TripModel

/// The common case in one call: the recognised lines of a transit planner's itinerary screenshot
/// and a feed database written by `gtfs-load` give the exact scheduled trip.
///
///     let reader = try TripReader(databasePath: bundledDatabase)
///     let reading = try reader.read(page)          // page: PageText, e.g. from Vision
///     print(reading.trip.rides.map(\.tripID))
///
/// One reader keeps the feed's stop and route directories in memory, so keep it for every
/// screenshot read against that feed. It is not safe to share between threads; make one per
/// thread. For the steps one at a time, use `ItineraryParser.parse(_:)` and `Resolver`.
public final class TripReader {
    private let resolver: Resolver

    /// Opens the feed database at `databasePath` (read-only).
    ///
    /// - Throws: ``TripShotError/database(_:)`` when the file is missing, not SQLite, or not a
    ///   database `gtfs-load` wrote with this version's schema.
    public init(databasePath: String) throws(TripShotError) {
        do {
            resolver = try Resolver(path: databasePath)
        } catch {
            throw .database(error)
        }
    }

    /// Parses `page` into an itinerary and resolves it against the feed.
    ///
    /// - Parameter page: the screenshot's recognised lines, from any OCR engine.
    /// - Parameter date: the service day to match on when the app knows it better than the page
    ///   (the page's own date wins otherwise; without either, the first day the rides run).
    /// - Throws: ``TripShotError/notAnItinerary(_:)`` when the lines are not an itinerary the parser
    ///   knows; ``TripShotError/notInFeed(_:)`` when the feed has no such stops or routes. A trip
    ///   whose times differ from the schedule is not an error: see each ride's `validation`.
    public func read(_ page: PageText, date: ShownDate? = nil) throws(TripShotError) -> TripReading {
        let itinerary: Itinerary
        do {
            itinerary = try ItineraryParser.parse(page)
        } catch {
            throw .notAnItinerary(error)
        }
        do {
            let spelled = try resolver.spelled(itinerary)
            return TripReading(itinerary: spelled, trip: try resolver.resolve(spelled, date: date))
        } catch {
            throw .notInFeed(error)
        }
    }
}

/// What one screenshot became: the itinerary as the page showed it and the trip as the feed has it.
public struct TripReading: Hashable, Sendable {
    /// The legs, times and names the layout parser read from the page, doubtful names spelled as
    /// the feed spells them (`Resolver.spelled`), with any legs that do not add up in its
    /// `inconsistencies`.
    public var itinerary: Itinerary
    /// Every leg matched to a scheduled trip (or a walk), with a verdict on every shown time.
    public var trip: ResolvedTrip
}

/// Why ``TripReader`` could not give a trip; `description` is a sentence to show the user.
public enum TripShotError: Error, Sendable, CustomStringConvertible {
    /// The feed database could not be opened as one `gtfs-load` wrote.
    case database(ResolveError)
    /// The recognised lines are not an itinerary the layout parser knows.
    case notAnItinerary(ParseError)
    /// The itinerary's stops, routes or day are not in the feed.
    case notInFeed(ResolveError)

    /// One sentence for the user: which part failed and why.
    public var description: String {
        switch self {
        case .database(let error): "feed database: \(error)"
        case .notAnItinerary(let error): "not an itinerary: \(error)"
        case .notInFeed(let error): "not in the feed: \(error)"
        }
    }
}
