import TripShotPageEvidence
import TripShotParser
import TripShotResolver
import TripShotTrip

/// The page's clock times the winning chain leaves unexplained: validation checks every time the
/// chain used, and lists the others, so a ride the answer lost is never hidden behind "all match".
enum UnexplainedTimes {
    /// A time is explained when a ride of the chain boards or alights at it, when it repeats a time
    /// the chain used (a summary, a ticket's header: the same minute again), when it is the
    /// summary's start or end, or when a trip of the chain calls at the stop named beside it at
    /// that time (a stop between, drawn with its time). Every other time is listed, with the stop
    /// named beside it when there is one. A search's limit the page repeats ("dalle ore 05:00") is
    /// explained when the chain keeps it: its first departure at or after a lower limit, its last
    /// arrival at or before an upper one, on the clock; a chain that breaks it leaves it listed.
    static func of(
        _ chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence, resolver: Resolver
    ) throws(ResolveError) -> [UnexplainedTime] {
        let used = Set(chain.rides.flatMap { [rides[$0].boardTime, rides[$0].alightTime] })
        let usedClocks = Set(used.map { evidence.times[$0].time })
        let walked = walkedEnds(chain, rides: rides, marks: marks, evidence: evidence)
        var found: [UnexplainedTime] = []
        for (index, mark) in evidence.times.enumerated() where !used.contains(index) && !usedClocks.contains(mark.time) {
            if let end = mark.summaryEnd, walked[end] == mark.time { continue }
            if walks(to: mark, chain, rides: rides, marks: marks, evidence: evidence) { continue }
            if let limit = mark.limit, keeps(chain, limit: limit, at: mark.time, rides: rides, evidence: evidence) { continue }
            // A walk's line ("Walk 0.2 miles to Market St 1:14 PM") gives the walk's time, no ride's.
            let onWalk = evidence.walks.contains { $0.row == mark.row }
            // The mark on the time's own row first, else one with no time of its own that takes it
            // from a row beside (a time a row lends beside a row's own is only a ride's candidate).
            let beside = onWalk ? [] : marks.filter { $0.times.contains(index) && ($0.owns(mark) || !$0.ownsATime(evidence)) }
            let stop = beside.first { $0.span.row == mark.row } ?? beside.first
            if let stop, try calls(chain, rides: rides, at: stop.stopIDs, showing: mark, resolver: resolver) { continue }
            found.append(UnexplainedTime(time: mark.time, stopName: stop?.name, summarises: mark.summaryEnd != nil))
        }
        return found
    }

    /// Whether the chain's first departure is at or after `time` (a lower limit) or its last
    /// arrival at or before it (an upper one), as the page's clock shows them.
    static func keeps(
        _ chain: TripChain, limit: TimeMark.Limit, at time: ClockTime, rides: [RideHypothesis], evidence: PageEvidence
    ) -> Bool {
        guard let first = chain.rides.first.map({ rides[$0] }), let last = chain.rides.last.map({ rides[$0] }) else { return false }
        switch limit {
        case .notBefore: return evidence.times[first.boardTime].time.minutesOfDay >= time.minutesOfDay
        case .notAfter: return evidence.times[last.alightTime].time.minutesOfDay <= time.minutesOfDay
        }
    }

    /// The summary's start and end when the page walks before the first ride or after the last:
    /// "4:45 PM – 5:02 PM" over a ride to 4:59 PM and "Walk · 3 min" below it. The walks are the
    /// page's own (their lines' minutes, above the first boarding or below the last alighting).
    static func walkedEnds(
        _ chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence
    ) -> [TimeMark.SummaryEnd: ClockTime] {
        guard let first = chain.rides.first.map({ rides[$0] }), let last = chain.rides.last.map({ rides[$0] }) else { return [:] }
        let walks = evidence.durations.filter(\.isWalkOrWait)
        let before = walks.filter { $0.row < marks[first.board].span.row }.reduce(0) { $0 + $1.minutes }
        let after = walks.filter { $0.row > marks[last.alight].span.lastRow }.reduce(0) { $0 + $1.minutes }
        var ends: [TimeMark.SummaryEnd: ClockTime] = [:]
        if before > 0 { ends[.start] = ClockTime(foldingMinutes: evidence.times[first.boardTime].time.minutesOfDay - before) }
        if after > 0 { ends[.end] = ClockTime(foldingMinutes: evidence.times[last.alightTime].time.minutesOfDay + after) }
        return ends
    }

    /// Whether `mark` is the start of the page's walk to a boarding: "05:18" beside (or over)
    /// "Walk · 12 min" over "05:30 Alabang", as the summary's start is (`walkedEnds`) but for a
    /// time printed where the walk starts. The mark stands after the ride before's alighting and
    /// above the boarding, and it plus the walks and waits timed from its row down to the boarding
    /// reaches the boarding time; or it stands below the last alighting and that plus the walks
    /// from there down to it reaches it (the end of a walk after the last ride). A walk that does
    /// not reach the time leaves it listed.
    static func walks(
        to mark: TimeMark, _ chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence
    ) -> Bool {
        let timed = evidence.durations.filter(\.isWalkOrWait)
        var previousRow = -1
        for ride in chain.rides.map({ rides[$0] }) {
            let boardRow = marks[ride.board].span.row
            if mark.row > previousRow, mark.row < boardRow {
                let minutes = timed.filter { $0.row >= mark.row && $0.row < boardRow }.reduce(0) { $0 + $1.minutes }
                let board = evidence.times[ride.boardTime].time.minutesOfDay
                return minutes > 0 && ClockTime(foldingMinutes: board - minutes) == mark.time
            }
            previousRow = marks[ride.alight].span.lastRow
        }
        guard let last = chain.rides.last.map({ rides[$0] }), mark.row > previousRow else { return false }
        let minutes = timed.filter { $0.row > previousRow && $0.row <= mark.row }.reduce(0) { $0 + $1.minutes }
        let alight = evidence.times[last.alightTime].time.minutesOfDay
        return minutes > 0 && ClockTime(foldingMinutes: alight + minutes) == mark.time
    }

    /// Whether a trip of the chain calls at one of `stops` at a time that shows as `mark`'s.
    private static func calls(
        _ chain: TripChain, rides: [RideHypothesis], at stops: [String], showing mark: TimeMark, resolver: Resolver
    ) throws(ResolveError) -> Bool {
        for ride in chain.rides where try resolver.calls(of: rides[ride].run, at: stops).contains(where: { RideHypotheses.shows($0, as: mark.time) }) {
            return true
        }
        return false
    }

    /// The warning that lists them: those that fail the match first (a ride may be lost), then the rest.
    static func warning(_ times: [UnexplainedTime]) -> String? {
        guard !times.isEmpty else { return nil }
        let beside = times.filter(\.failsMatch), alone = times.filter { !$0.failsMatch }
        var parts: [String] = []
        if !beside.isEmpty {
            parts.append(
                "the page shows \(beside.map(\.description).joined(separator: ", ")), which no ride of this trip explains: "
                    + "a ride the page draws may be missing, so the trip is not reported as matching")
        }
        if !alone.isEmpty {
            parts.append(
                "\(beside.isEmpty ? "the page shows " : "also ")\(alone.map(\.description).joined(separator: ", ")), "
                    + "explained by no ride (a clock or a sent time, which fails nothing)")
        }
        return parts.joined(separator: "; ")
    }
}
