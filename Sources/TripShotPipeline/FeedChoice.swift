import Itinerary
import Resolver
import TripModel

/// Which of several feeds a screenshot belongs to, found by resolving it against each: a feed in
/// which a stop name matches nothing is not it; among the rest, the feed in which every ride found
/// its trip wins, then the one with the most rides whose times match exactly, then the most rides
/// found at all; a tie goes to the feed listed first. One feed is simply used. Feeds are tried in
/// the turns of their cheap first pass (`FeedFirstPass`): a later turn only when no feed of the
/// earlier ones found every ride.
public enum FeedChoice {
    public static func resolve(_ itinerary: Itinerary, in feeds: [SharedFeed], date: ShownDate?)
        throws(PipelineError) -> (SharedFeed, ResolvedTrip)
    {
        precondition(!feeds.isEmpty, "a pipeline needs at least one feed")
        var best: (feed: SharedFeed, trip: ResolvedTrip, score: Score)?
        var firstError: PipelineError?
        for turn in FeedFirstPass.turns(feeds, for: itinerary, date: date) {
            for feed in turn {
                do {
                    let trip = try feed.resolve(itinerary, date: date)
                    let score = Score(trip)
                    if best == nil || score > best!.score { best = (feed, trip, score) }
                } catch {
                    firstError = firstError ?? error
                }
            }
            if best?.score.everyRideFound == true { break }
        }
        if let best { return (best.feed, best.trip) }
        throw firstError!
    }

    /// How well a trip fits its feed, compared field by field in this order.
    struct Score: Comparable {
        var everyRideFound: Bool
        var exactRides: Int
        var foundRides: Int

        init(_ trip: ResolvedTrip) {
            var rides = 0, found = 0, exact = 0
            for case .ride(let ride) in trip.legs {
                rides += 1
                if ride.validation.status != .noSuchTrip { found += 1 }
                if ride.validation.status == .match { exact += 1 }
            }
            everyRideFound = found == rides
            exactRides = exact
            foundRides = found
        }

        static func < (a: Score, b: Score) -> Bool {
            (a.everyRideFound ? 1 : 0, a.exactRides, a.foundRides) < (b.everyRideFound ? 1 : 0, b.exactRides, b.foundRides)
        }
    }
}
