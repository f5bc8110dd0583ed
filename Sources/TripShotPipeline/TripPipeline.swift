import Itinerary
import PageText
import Resolver
import TripModel

/// The chain every face of tripshot shares: screenshot bytes → positioned text (OCR, or lines
/// JSON) → itinerary (layout parser) → resolved trip (feed database). The commands print its
/// errors and exit with their codes; the server answers with HTTP statuses; both call these.
public enum TripPipeline {
    /// What a screenshot became: the trip, the itinerary it was read as (with its doubtful names
    /// spelled as that feed spells them), and which feed it was resolved in (with several, the one
    /// it belongs to).
    public struct Outcome: Sendable {
        public var trip: ResolvedTrip
        public var itinerary: Itinerary
        public var feed: SharedFeed
    }

    /// Parses recognised text into an itinerary. Its `inconsistencies` (legs that do not add up)
    /// are warnings for the caller to show, not errors.
    public static func itinerary(from page: PageText) throws(PipelineError) -> Itinerary {
        do {
            return try ItineraryParser.parse(page)
        } catch {
            throw .itinerary(error)
        }
    }

    /// Reads, parses and resolves one screenshot against `feeds` (see `FeedChoice` for how one of
    /// several is picked). `date` overrides the page's date, like `--date`.
    public static func trip(
        from bytes: [UInt8], source: String, reader: ScreenshotReader, feeds: [SharedFeed], date: ShownDate?,
        shouldStop: (() -> Bool)? = nil
    ) throws(PipelineError) -> Outcome {
        let page = try reader.read(bytes, source: source, shouldStop: shouldStop)
        return try trip(from: page, feeds: feeds, date: date)
    }

    /// Parses and resolves text already read (by tripshot's OCR, or an app's own, as lines JSON).
    public static func trip(from page: PageText, feeds: [SharedFeed], date: ShownDate?) throws(PipelineError) -> Outcome {
        let (itinerary, decodedIn) = try itinerary(from: page, decodingWith: feeds, date: date)
        let (feed, trip) = try FeedChoice.resolve(itinerary, in: decodedIn.map { [$0] } ?? feeds, date: date)
        return Outcome(trip: trip, itinerary: try feed.spelled(itinerary), feed: feed)
    }
}
