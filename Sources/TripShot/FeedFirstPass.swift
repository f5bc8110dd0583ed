import TripShotParser
import TripShotResolver

/// The feeds a page is resolved against, in turns, from the cheap first pass of each
/// (`Resolver.firstPassFit`: stops named like the page's names, service on its date): the feeds
/// that fit best first, then the next best, and so on, each turn in the listed order. A server
/// with many feeds resolves the page in full only against the feeds of the first turn unless
/// none of them finds every ride.
enum FeedFirstPass {
    static func turns(_ feeds: [SharedFeed], for itinerary: Itinerary, date: ShownDate?) -> [[SharedFeed]] {
        guard feeds.count > 1 else { return [feeds] }
        // A feed whose first pass fails is kept for the last turn, never dropped.
        let fits = feeds.map { $0.firstPassFit(of: itinerary, date: date) }
        let distinct = Set(fits.compactMap { $0 }).sorted(by: >)
        var turns = distinct.map { fit in zip(feeds, fits).filter { $0.1 == fit }.map(\.0) }
        let failed = zip(feeds, fits).filter { $0.1 == nil }.map(\.0)
        if !failed.isEmpty { turns.append(failed) }
        return turns
    }
}
