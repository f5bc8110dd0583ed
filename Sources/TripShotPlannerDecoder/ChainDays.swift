import TripShotParser
import TripShotResolver
import TripShotTrip

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

    /// Per ride, its calls' services' days (`ServiceDays`), looked up on the first day asked and
    /// kept for the others: a chain is tried on up to a year of days.
    private let services = ServiceMemo()

    private final class ServiceMemo {
        var resolver: Resolver?
        var days: [[ServiceDays]] = []
        /// The same as plain numbers, read on every day asked without touching a service's rows:
        /// the rides' first calls (one entry per ride and one more), then per call its days back,
        /// its service's first day, where its bits start in `words` and how many days they cover.
        /// nil when a service spans too many days for bits (`ServiceDays.bits`).
        var table: [Int]?
        var words: [UInt64] = []

        func read(_ calls: [[Call]], resolver: Resolver) throws {
            days = try calls.map { calls in try calls.map { try resolver.serviceDays($0.serviceID) } }
            self.resolver = resolver
            var starts = [0], fields: [Int] = []
            words = []
            for (ride, rideCalls) in calls.enumerated() {
                for (index, call) in rideCalls.enumerated() {
                    guard let bits = days[ride][index].bits() else {
                        table = nil
                        return
                    }
                    fields += [call.daysBack, bits.first, words.count, bits.days]
                    words += bits.words
                }
                starts.append(starts[starts.count - 1] + rideCalls.count)
            }
            table = starts + fields
        }
    }

    /// Whether one run of every ride runs with the first boarding on `day`: each call asks only
    /// whether its own service runs on its day, not for the day's every service.
    func runTogether(on day: ShownDate, resolver: Resolver) throws -> Bool {
        if services.resolver !== resolver { try services.read(calls, resolver: resolver) }
        let first = day.dayNumber
        if let table = services.table {
            let words = services.words, rides = calls.count
            for ride in 0..<rides {
                let travel = first + offsets[ride]
                var runs = false
                for call in table[ride]..<table[ride + 1] {
                    let at = rides + 1 + 4 * call
                    let bit = travel - table[at] - table[at + 1]
                    if bit >= 0, bit < table[at + 3], words[table[at + 2] + bit >> 6] >> UInt64(bit & 63) & 1 == 1 {
                        runs = true
                        break
                    }
                }
                if !runs { return false }
            }
            return true
        }
        let days = services.days
        for ride in calls.indices {
            let travel = first + offsets[ride]
            var runs = false
            for call in calls[ride].indices where days[ride][call].runs(onDay: travel - calls[ride][call].daysBack) {
                runs = true
                break
            }
            if !runs { return false }
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
