import TripShotParser
import TripShotResolver

/// The days a chain of rides runs on together, each ride on its own travel day past the midnights
/// the chain's clock crosses (`PlannerDecoder.dayOffsets`). What a ride needs of each of its runs
/// is only the run's service and how many service days before the travel day it departs (a 24:40
/// is the day before's): kept once per chain, without repeats, instead of copying every run for
/// each of up to a year of days tried (a chain of rides that share no day tries them all).
struct ChainDays {
    /// What a run needs to be on a day: its service, and how many days before the travel day it is.
    struct Call: Hashable {
        var serviceID: String
        var daysBack: Int
    }

    /// Per ride, in its runs' order: the distinct calls of its runs.
    let calls: [[Call]]
    /// Per ride, its travel day's offset from the first ride's boarding day.
    let offsets: [Int]

    init(_ chain: [RideHypothesis]) {
        offsets = PlannerDecoder.dayOffsets(chain.map(\.run))
        calls = chain.map { ride in
            var seen = Set<Call>()
            return (ride.sameRuns.isEmpty ? [ride.run] : ride.sameRuns).compactMap { run in
                let call = Call(serviceID: run.serviceID, daysBack: run.departure / 86400)
                return seen.insert(call).inserted ? call : nil
            }
        }
    }

    /// Whether one run of every ride runs with the first boarding on `day`.
    func runTogether(on day: ShownDate, resolver: Resolver) throws -> Bool {
        for (ride, calls) in calls.enumerated() {
            let travel = day.adding(days: offsets[ride])
            guard try calls.contains(where: { try resolver.services(on: travel.adding(days: -$0.daysBack)).contains($0.serviceID) })
            else { return false }
        }
        return true
    }

    /// The earliest travel day of the first ride that any run's first service day gives; nil when
    /// no run's service has one.
    func earliestStart(resolver: Resolver) throws -> ShownDate? {
        var start: ShownDate?
        for (ride, calls) in calls.enumerated() {
            for call in calls {
                guard let first = try resolver.firstDate(of: call.serviceID) else { continue }
                let travel = first.adding(days: call.daysBack - offsets[ride])
                if start == nil || travel < start! { start = travel }
            }
        }
        return start
    }

    /// The first ride's travel days on which a run of every ride may fall inside the feed's
    /// validity: its service days, widened by the days the runs depart after their own (a 24:40)
    /// and by the later rides' offsets; nil for a feed without a calendar.
    func travelSpan(resolver: Resolver) throws -> ClosedRange<ShownDate>? {
        guard let span = try resolver.serviceSpan() else { return nil }
        let back = calls.joined().map(\.daysBack).max() ?? 0
        return span.lowerBound.adding(days: -(offsets.max() ?? 0))...span.upperBound.adding(days: back)
    }
}
