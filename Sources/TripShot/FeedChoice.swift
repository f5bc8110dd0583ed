import TripShotParser
import TripShotTrip

/// Which of several feeds a screenshot belongs to, found by resolving it against each: a feed in
/// which a stop name matches nothing is not it; among the rest, the feed in which every ride found
/// its trip wins, then the one with the most rides whose times match exactly, then the most rides
/// found at all; a tie goes to the feed listed first. One feed is simply used. Feeds are tried in
/// the turns of their cheap first pass (`FeedFirstPass`): a later turn only when no feed of the
/// earlier ones found every ride.
public enum FeedChoice {
    /// The reading in the feed `itinerary` belongs to: its names spelled by that feed (once) and
    /// resolved there. When no feed resolves it, the first feed's error, after `warn` was told
    /// what that feed's spelling changed (as it is told for the feed chosen). A day the page does
    /// not show is counted from `today` (`NearestDay`), nil: each feed's own today.
    public static func resolve(
        _ itinerary: Itinerary, in feeds: [SharedFeed], date: ShownDate?, today: ShownDate? = nil, warn: (String) -> Void = { _ in }
    ) throws(TripShotError) -> TripReading {
        precondition(!feeds.isEmpty, "a chain needs at least one feed to resolve in")
        var best: (reading: TripReading, score: Score)?
        var firstFailure: (error: TripShotError, spelled: Itinerary?)?
        for turn in FeedFirstPass.turns(feeds, for: itinerary, date: date) {
            for feed in turn {
                var spelled: Itinerary?
                do {
                    spelled = try feed.spelled(itinerary)
                    let trip = try feed.resolve(spelled: spelled!, date: date, today: today)
                    let score = Score(trip)
                    if best == nil || score > best!.score { best = (TripReading(itinerary: spelled!, trip: trip, feed: feed), score) }
                } catch {
                    firstFailure = firstFailure ?? (error, spelled)
                }
            }
            if best?.score.everyRideFound == true { break }
        }
        let spelled = best?.reading.itinerary ?? firstFailure?.spelled
        for note in spelled?.warnings ?? [] where !itinerary.warnings.contains(note) { warn(note) }
        if let best { return best.reading }
        throw firstFailure!.error
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
