import Itinerary
import TripModel

extension Resolver {
    /// The stop count of a ride whose "Show N Stops in Between" line did not read, as the schedule
    /// has it: the runs at both shown times (`runs(of:on:)`) and the stops they call at in between.
    /// Nil unless they all agree on one count (two runs a minute apart, one express, say nothing).
    func scheduledStopCount(of ride: Ride, on date: ShownDate) throws -> Int? {
        guard let departure = ride.departure?.value, let arrival = ride.arrival?.value else { return nil }
        var counts = Set<Int>()
        for candidate in try runs(of: ride, on: date)
        where Self.clock(candidate.departure) == departure && Self.clock(candidate.arrival) == arrival {
            counts.insert(try stopsBetween(candidate))
        }
        return counts.count == 1 ? counts.first : nil
    }

    /// `itinerary` with what did not read given by the schedule, on the page's date, for `tripshot
    /// parse --db`: the feed decides what the page cannot settle. Each time that did not read
    /// (`rideTimes(of:on:)`), then each stop count (`scheduledStopCount(of:on:)`, once both times
    /// are known), then each doubtful name the run settles (`withNamesSettledBySchedule`). A
    /// warning names each value given, and each the schedule could not give (it then stays out,
    /// as read). Without a date on the page no time or count is given: `resolve` assumes one from
    /// the rides.
    public func withUnreadFromSchedule(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        withNamesSettledBySchedule(try withScheduledStopCounts(try withScheduledTimes(itinerary)))
    }

    private func withScheduledStopCounts(_ itinerary: Itinerary) throws(ResolveError) -> Itinerary {
        guard let date = itinerary.date?.value else { return itinerary }
        var result = itinerary
        do {
            for index in result.legs.indices {
                guard case .ride(var ride) = result.legs[index], ride.stopsBetween == nil,
                    let line = ride.unreadStopCount
                else { continue }
                let which = "the stop count of the ride \(ride.routeCode.value) from \(ride.from.value) to \(ride.to.value)"
                let count: Int?
                do {
                    count = try scheduledStopCount(of: ride, on: date)
                } catch let error as ResolveError {
                    guard case .unknownStop = error.kind else { throw error }
                    count = nil  // a name that reads as no stop: the count stays unknown, as read
                }
                guard let count else {
                    result.warnings.append("\(which) did not read, and the schedule has no one count for it")
                    continue
                }
                ride.stopsBetween = Located(count, box: line)
                result.legs[index] = .ride(ride)
                result.warnings.append("\(which) did not read; the schedule's run calls at \(count) stops in between")
            }
        } catch {
            throw ResolveError.wrap(error)
        }
        return result
    }
}
