import Itinerary
import PageText
import PlannerDecoder
import Resolver
import TripModel

extension SharedFeed {
    /// `page` decoded with this feed as its grammar (`PlannerDecoder`), one caller at a time.
    public func decoded(_ page: PageText, date: ShownDate?) throws(PipelineError) -> PlannerDecoder.Decoded {
        let result: Result<PlannerDecoder.Decoded, DecodeError> = resolver.withLock { resolver in
            Result { () throws(DecodeError) in try PlannerDecoder(resolver: resolver).decode(page, date: date) }
        }
        do {
            return try result.get()
        } catch {
            throw .decode(error)
        }
    }
}

extension TripPipeline {
    /// The itinerary `page` shows: GO's "Your Trip" layout when it is one; otherwise, with feeds, the
    /// trip chain the first feed that explains the page decodes it into (and that feed), any planner's
    /// page whatever its layout that shows a clock time. Without feeds, another layout stays "no
    /// itinerary": the feed decides.
    public static func itinerary(from page: PageText, decodingWith feeds: [SharedFeed], date: ShownDate?)
        throws(PipelineError) -> (itinerary: Itinerary, decodedIn: SharedFeed?)
    {
        do {
            return (try itinerary(from: page), nil)
        } catch {
            // A page without a single clock time is no planner's itinerary: the layout's answer stands.
            guard case .itinerary(.noItinerary) = error, !feeds.isEmpty, PlannerDecoder.showsClockTimes(page) else {
                throw error
            }
        }
        var firstError: PipelineError?
        for feed in feeds {
            do {
                return (try feed.decoded(page, date: date).itinerary, feed)
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }
}
