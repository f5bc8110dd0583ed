import TripShotParser
import TripShotTrip

/// The day of a page that shows none (issue 25): the first day on or after `today` on which the
/// trip runs, inside the feed's validity, because a planner that prints no date shows today's
/// trips or a trip the rider will take; when it runs on none of those, the latest day before
/// `today` on which it runs (a screenshot kept after its trip, a feed that has ended). One rule
/// for the resolver's assumed day, the decoder's common day of a chain, the year of a date shown
/// without one and the day of chains tied on different days.
public struct NearestDay: Hashable, Sendable {
    /// The day counted from.
    public let today: ShownDate

    public init(today: ShownDate) { self.today = today }

    /// Whether `a` is the day this rule takes over `b`: any day from `today` on before any day
    /// before it; the earlier of two from `today` on, the later of two before it.
    public func prefers(_ a: ShownDate, over b: ShownDate) -> Bool {
        switch (a >= today, b >= today) {
        case (true, true): a < b
        case (false, false): a > b
        case (true, false): true
        case (false, true): false
        }
    }

    /// The day this rule takes of `days`; nil when there is none.
    public func nearest(of days: some Sequence<ShownDate>) -> ShownDate? {
        days.reduce(nil) { best, day in best.map { prefers(day, over: $0) ? day : $0 } ?? day }
    }

    /// The day this rule takes of those in `span` on which `runs` holds: forward from `today` (or
    /// the span's start) to its end, then back from the day before `today` (or the span's end) to
    /// its start; nil when it holds on none.
    package func search(in span: ClosedRange<ShownDate>, _ runs: (ShownDate) throws -> Bool) rethrows -> ShownDate? {
        var day = max(today, span.lowerBound)
        while day <= span.upperBound {
            if try runs(day) { return day }
            day = day.adding(days: 1)
        }
        day = min(today.adding(days: -1), span.upperBound)
        while day >= span.lowerBound {
            if try runs(day) { return day }
            day = day.adding(days: -1)
        }
        return nil
    }

    /// How `day` was chosen, for the notes: "the first day from 2025-03-17 on which" or "the
    /// latest day before 2025-03-17 on which".
    public func chosen(_ day: ShownDate) -> String {
        day >= today ? "the first day from \(today) on which" : "the latest day before \(today) on which"
    }
}
