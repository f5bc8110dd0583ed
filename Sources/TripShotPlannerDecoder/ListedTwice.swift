import TripShotResolver

/// One trip the feed lists twice: the same route, number and headsign calling at the same stops at
/// the same times all along, on one day (a feed whose service periods overlap repeats a trip under
/// each, as Amtrak's does). No page can tell them apart, and nothing the rider rides differs: a
/// chain of such twins is no other answer than the winner, and the note names the trips it stands
/// for. Trips parting anywhere (a train's through coaches running on) are still two answers.
enum ListedTwice {
    /// Whether every ride of `other` is a twin of the same ride of `chain`.
    static func twins(_ chain: TripChain, _ other: TripChain, rides: [RideHypothesis], resolver: Resolver) throws -> Bool {
        guard chain.rides.count == other.rides.count, chain.dates == other.dates else { return false }
        for (a, b) in zip(chain.rides, other.rides) where a != b {
            let one = rides[a].run, two = rides[b].run
            let alike = one.tripID != two.tripID && one.routeID == two.routeID && one.headsign == two.headsign
                && one.labels == two.labels && one.departure == two.departure && one.arrival == two.arrival
                && one.boardStopID == two.boardStopID && one.alightStopID == two.alightStopID
            guard alike, try resolver.calls(ofTripOf: one) == resolver.calls(ofTripOf: two) else { return false }
        }
        return true
    }

    /// "ride 1 is listed by the feed as trips A and B: ..." for each ride of `chain` the twins
    /// stand in for by another trip; nil when none does.
    static func note(_ chain: TripChain, twins: [TripChain], rides: [RideHypothesis]) -> String? {
        var said: [String] = []
        for (position, index) in chain.rides.enumerated() {
            let own = rides[index].run.tripID
            var others: [String] = []
            for twin in twins {
                let other = rides[twin.rides[position]].run.tripID
                if other != own && !others.contains(other) { others.append(other) }
            }
            guard !others.isEmpty else { continue }
            said.append("ride \(position + 1) is listed by the feed as trip \(own) and as \(others.joined(separator: ", "))")
        }
        guard !said.isEmpty else { return nil }
        return said.joined(separator: "; ")
            + ": the same route, number, stops and times on the day, one ride; shown as the first"
    }
}
