import TripShotParser
import TripShotResolver

/// Chains that explain a page equally but run on different days, on a page that does not say
/// which: no date at all, or a day and month without the year on which each runs in another year.
/// The page's day is then the decoder's to choose, as for any undated page (`NearestDay`: the
/// first day from today on which one of them runs, else the latest before; the same rule as
/// `PlannerDecoder.nearestCommonDay` and the resolver's assumed day), and on that day only one of
/// them runs, so it is no guess between two trips: the day is chosen and said, with the other
/// days' trips. Chains that run on one same day stay two answers (exit 108).
struct DayApart {
    var chain: TripChain
    var day: ShownDate
    /// The other tied chains with their nearest days.
    var others: [(chain: TripChain, day: ShownDate)]

    /// The tied chain on the day `rule` takes of their days, when the page pins none of them and
    /// no other of them runs on that day; nil otherwise.
    static func nearest(of tied: [TripChain], rides: [RideHypothesis], rule: NearestDay, resolver: Resolver) throws -> DayApart? {
        let dated = tied.filter { !$0.dates.isEmpty }
        if !dated.isEmpty {
            // Dated chains: only readings of one day and month in different years leave the day
            // open; a shown date two chains run on, or a mix of dated and undated ones, does not.
            guard dated.count == tied.count else { return nil }
            let all = dated.flatMap(\.dates)
            guard Set(all.map { $0.month * 100 + $0.day }).count == 1 else { return nil }
        }
        var days: [(chain: TripChain, day: ShownDate)] = []
        for chain in tied {
            let members = chain.rides.map { rides[$0] }
            let day = chain.dates.isEmpty
                ? try PlannerDecoder.nearestCommonDay(members, rule: rule, resolver: resolver) : rule.nearest(of: chain.dates)
            guard let day else { return nil }
            days.append((chain, day))
        }
        days.sort { rule.prefers($0.day, over: $1.day) }
        let first = days[0]
        for other in days.dropFirst() {
            let members = other.chain.rides.map { rides[$0] }
            let runs = other.chain.dates.isEmpty
                ? try PlannerDecoder.runsTogether(members, on: first.day, resolver: resolver) : other.chain.dates.contains(first.day)
            guard !runs, other.day != first.day else { return nil }
        }
        var apart = DayApart(chain: first.chain, day: first.day, others: Array(days.dropFirst()))
        apart.yearOnly = !dated.isEmpty
        apart.trips = try trips(of: first.chain, on: first.day, rides: rides, resolver: resolver)
        apart.otherTrips = try apart.others.map { try trips(of: $0.chain, on: $0.day, rides: rides, resolver: resolver) }
        return apart
    }

    /// The trips of `chain` that run on `day` (a ride's runs on other service days share its key).
    static func trips(of chain: TripChain, on day: ShownDate, rides: [RideHypothesis], resolver: Resolver) throws -> String {
        let members = chain.rides.map { rides[$0] }
        let offsets = PlannerDecoder.dayOffsets(members.map(\.run))
        return try zip(members, offsets).map { ride, offset in
            let travel = day.adding(days: offset)
            let runs = ride.sameRuns.isEmpty ? [ride.run] : ride.sameRuns
            let running = try runs.first { try resolver.services(on: travel.adding(days: -($0.departure / 86400))).contains($0.serviceID) }
            return (running ?? ride.run).tripID
        }.joined(separator: " + ")
    }

    var trips = ""
    var otherTrips: [String] = []
    /// True when the page shows the day and month, so only the year is open.
    var yearOnly = false

    /// The warning: which day was chosen, and which trips explain the page on the others.
    func note(rule: NearestDay) -> String {
        let rest = zip(others, otherTrips).map { "on \($0.day) trip \($1)" }
        let open = yearOnly ? "the page's date shows no year" : "the page does not show which day"
        return "\(open): \(rest.joined(separator: "; ")) explains it equally; chose \(day), "
            + "\(rule.chosen(day)) trip \(trips) runs (give --date for another)"
    }
}
