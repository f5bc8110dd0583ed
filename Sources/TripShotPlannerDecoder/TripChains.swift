import TripShotPageEvidence
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A chain of rides in the page's reading order, with walks or same-station changes between them,
/// and what it explains.
struct TripChain {
    var rides: [Int]
    /// Evidence items explained minus those contradicted: two times per ride, its code, headsign,
    /// count and length, the summary's start, end and total, and the page's date.
    var items: Int
    /// The sum of its stop names' fits (0...1 each).
    var nameFit: Double
    /// How many of the page's words its stop names take.
    var nameWords: Int
    var dates: [ShownDate]
    var keys: [String]
    /// The page's total length this chain explains (`withSummary`), reported as the itinerary's.
    var total: DurationMark?
    /// The ways every time of the chain may have been shown (`Rounding`), never empty.
    var roundings: Rounding = .either

    var key: String { keys.joined(separator: " + ") }

    /// Better by explaining more, then by naming its stops better, then by naming more of the words.
    static func ranksAbove(_ a: TripChain, _ b: TripChain) -> Bool {
        if a.items != b.items { return a.items > b.items }
        if abs(a.nameFit - b.nameFit) >= TripChains.nameFitMargin { return a.nameFit > b.nameFit }
        if a.nameWords != b.nameWords { return a.nameWords > b.nameWords }
        return a.key < b.key
    }

    /// Whether `other` explains the page as well as this chain: the same evidence, names that fit as
    /// well, as many words.
    func ties(with other: TripChain) -> Bool {
        items == other.items && abs(nameFit - other.nameFit) < TripChains.nameFitMargin && nameWords == other.nameWords
    }
}

enum TripChains {
    /// Name fits closer than this are equal: a tenth is one letter in a ten-letter name.
    static let nameFitMargin = 0.1
    /// The furthest a change between rides may walk, in metres (a station's far platforms, a bus
    /// loop across the street).
    static let walkMetres = 1000.0
    /// Chains kept per last ride: enough for the runner-up and its rivals.
    static let keptPerRide = 6

    /// The best chains of `rides` (already in reading order of their boarding), best first.
    static func chains(
        _ rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence, resolver: Resolver
    ) throws -> [TripChain] {
        var ending: [[TripChain]] = []
        for (index, ride) in rides.enumerated() {
            let roundings = ride.roundings(evidence)
            // A boarding time cut to its minute and an alighting time rounded (or the reverse):
            // no planner shows one ride so.
            guard !roundings.isEmpty else {
                ending.append([])
                continue
            }
            let own = TripChain(
                rides: [index], items: 2 + ride.evidence.items, nameFit: marks[ride.board].score + marks[ride.alight].score,
                nameWords: marks[ride.board].span.wordCount + marks[ride.alight].span.wordCount, dates: ride.dates,
                keys: [ride.key], roundings: roundings)
            var found = [own]
            for earlier in 0..<index {
                let previous = rides[earlier]
                guard follows(ride, previous, marks: marks, resolver: resolver) else { continue }
                for chain in ending[earlier] {
                    // Rides on different days make a chain that runs on none of the page's dates.
                    let dates = chain.dates.filter(ride.dates.contains)
                    guard !chain.keys.contains(own.keys[0]) else { continue }
                    // One page shows all its times one way: cut, or rounded (`Rounding`).
                    let together = chain.roundings.intersection(roundings)
                    guard !together.isEmpty else { continue }
                    // Rides that share no shown date must still run on one day between them (each
                    // on its own day past a midnight the page's times cross): a Saturday run
                    // after a Sunday one is no trip anybody takes.
                    if dates.isEmpty,
                        try !PlannerDecoder.runOnACommonDay(chain.rides.map { rides[$0] } + [ride], resolver: resolver)
                    {
                        continue
                    }
                    // A changing stop named once (its arrival and departure on one row) counts its name once.
                    let shared = previous.alight == ride.board
                    let sharedFit: Double = shared ? marks[ride.board].score : 0
                    let sharedWords: Int = shared ? marks[ride.board].span.wordCount : 0
                    let rideList: [Int] = chain.rides + [index]
                    let keys: [String] = chain.keys + own.keys
                    found.append(
                        TripChain(
                            rides: rideList, items: chain.items + own.items, nameFit: chain.nameFit + own.nameFit - sharedFit,
                            nameWords: chain.nameWords + own.nameWords - sharedWords, dates: dates, keys: keys,
                            roundings: together))
                }
            }
            found.sort(by: TripChain.ranksAbove)
            ending.append(Array(found.prefix(keptPerRide)))
        }
        var all = ending.flatMap { $0 }.map { withSummary($0, rides: rides, marks: marks, evidence: evidence) }
        all.sort(by: TripChain.ranksAbove)
        return all
    }

    /// Whether `ride` can follow `previous`: it boards at or after where the previous one alights,
    /// at a different shown time no earlier, at the same stop or a walk away.
    static func follows(_ ride: RideHypothesis, _ previous: RideHypothesis, marks: [StopMark], resolver: Resolver) -> Bool {
        guard previous.alight == ride.board || marks[previous.alight].isBefore(marks[ride.board]),
            previous.alightTime != ride.boardTime, ride.run.departure >= previous.run.arrival
        else { return false }
        let from = previous.run.alightStopID, to = ride.run.boardStopID
        if from == to || marks[previous.alight].name == marks[ride.board].name { return true }
        return walkable(resolver.metres(from: from, to: to))
    }

    /// Whether a change of `metres` between two stops is a walk (nil: a stop without a place).
    static func walkable(_ metres: Double?) -> Bool { (metres ?? .infinity) <= walkMetres }

    /// The chain with what the page's summary says about the whole trip: its start time, its end
    /// time, its total length (a length shown outside every ride's rows).
    static func withSummary(_ chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence) -> TripChain {
        var result = chain
        let first = rides[chain.rides[0]], last = rides[chain.rides[chain.rides.count - 1]]
        let start = evidence.times[first.boardTime].time, end = evidence.times[last.alightTime].time
        let used = Set(chain.rides.flatMap { [rides[$0].boardTime, rides[$0].alightTime] })
        if evidence.times.indices.contains(where: { !used.contains($0) && evidence.times[$0].summaryEnd == .start && evidence.times[$0].time == start }) {
            result.items += 1
        }
        if evidence.times.indices.contains(where: { !used.contains($0) && evidence.times[$0].summaryEnd == .end && evidence.times[$0].time == end }) {
            result.items += 1
        }
        // A date the page shows on which the whole chain runs is explained; one it runs on none
        // of (an e-mail's own date, a booking number read as a date) is left for the day to be chosen.
        if !chain.dates.isEmpty { result.items += 1 }
        // The total is a length of first departure to last arrival outside every ride's own length
        // rows (there a ride's length is its evidence, counted once), so a one-ride page's summary
        // counts as a longer page's does. On a row that shows the trip's start and end besides, it
        // is the total even when the row counts the changes too ("ab 00:01 an 00:48 | 47 Min. |
        // 1 Umstieg"): a change's wait stands between rides, never beside the trip's start and end.
        let minutes = (end.minutesOfDay - start.minutesOfDay + 1440) % 1440
        let rideRows = chain.rides.map { RideEvidence.lengthRows(of: rides[$0], marks: marks) }
        let unused = evidence.times.indices.filter { !used.contains($0) }.map { evidence.times[$0] }
        let summaryRows = Set(unused.filter { $0.time == start }.map(\.row))
            .intersection(unused.filter { $0.time == end }.map(\.row))
        if let total = evidence.durations.first(where: { mark in
            (!mark.isWalkOrWait || summaryRows.contains(mark.row)) && (!mark.mayBeMetres || summaryRows.contains(mark.row))
                && mark.minutes == minutes
                && !rideRows.contains { $0.contains(mark.row) }
        }) {
            result.items += 1
            result.total = total
        }
        return result
    }
}
