import TripShotParser

/// How likely a page is to come from a feed, told without resolving it: what a server with many
/// feeds asks of each before resolving the page against the likeliest only.
public struct FeedFirstPassFit: Comparable, Hashable, Sendable {
    /// Whether the feed runs any service on the page's date (true when the page shows none).
    public var servesDate: Bool
    /// How many of the page's boarding and alighting names read as some stop of the feed.
    public var namedStops: Int

    public static func < (a: FeedFirstPassFit, b: FeedFirstPassFit) -> Bool {
        (a.servesDate ? 1 : 0, a.namedStops) < (b.servesDate ? 1 : 0, b.namedStops)
    }
}

extension Resolver {
    /// The cheap first pass of choosing a feed: per ride, whether some reading of each stop name
    /// fits a stop of this feed (the trigram postings only, no schedule), and whether the feed
    /// has service on `date` (else the page's own date) or the day before. A few index lookups per name, whatever
    /// the feed's size.
    public func firstPassFit(of itinerary: Itinerary, date: ShownDate? = nil) throws(ResolveError) -> FeedFirstPassFit {
        do {
            // One read transaction for the whole pass: a server asks every feed it holds, a few
            // dozen lookups each, on every page.
            return try database.reading {
                var named = 0
                for ride in itinerary.rides {
                    for name in [ride.from, ride.to] {
                        if try name.readings.contains(where: { try stops.fitsAStop($0) }) { named += 1 }
                    }
                }
                var serves = true
                if let day = date ?? itinerary.date?.value {
                    // A ride after midnight may belong to the day before's service.
                    serves = try !calendar.services(on: day).isEmpty || !calendar.services(on: day.adding(days: -1)).isEmpty
                }
                return FeedFirstPassFit(servesDate: serves, namedStops: named)
            }
        } catch {
            throw ResolveError.wrap(error)
        }
    }
}
