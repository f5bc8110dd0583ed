/// One run that fits a ride's route and shown times exactly: the stops it leaves and reaches then.
struct ScheduleFit {
    var board: String
    var alight: String
    var headsign: String
}

/// The answers the schedule gives for a ride's unreadable stop names (`scheduleNamedTargets`):
/// the fitting runs grouped by the stations they call at on the unknown sides. Two platforms of
/// one station are one answer; a known side does not part answers (its stops came from its name).
struct ScheduleAnswers {
    struct Answer {
        var boardStops: [String]
        var alightStops: [String]
    }

    let fits: [ScheduleFit]
    let boarding: Bool
    let alighting: Bool
    let stops: StopDirectory

    private func station(_ id: String) -> String { stops.stop(id)?.parentID ?? id }

    /// The key of a fit's answer: the station on each unknown side.
    private func key(_ fit: ScheduleFit) -> [String] {
        [boarding ? station(fit.board) : "", alighting ? station(fit.alight) : ""]
    }

    private func answer(_ fits: [ScheduleFit]) -> Answer {
        Answer(boardStops: Set(fits.map(\.board)).sorted(), alightStops: Set(fits.map(\.alight)).sorted())
    }

    /// The answer when these fits all give the same one.
    func onlyOne(_ fits: [ScheduleFit]) -> Answer? {
        guard !fits.isEmpty, Set(fits.map(key)).count == 1 else { return nil }
        return answer(fits)
    }

    /// Of several answers, the one whose stop names are nearer the page's text than every other
    /// answer's on each unknown side (strictly on one side at least, never farther on another),
    /// and share something with it; nil when no answer is nearest on all sides at once.
    func nearestByName(from: String, to: String) -> Answer? {
        let groups = Dictionary(grouping: fits, by: key)
        guard groups.count > 1 else { return nil }
        func nearness(_ fits: [ScheduleFit]) -> [Double] {
            [boarding ? fits.map { stops.similarity(of: from, toStop: $0.board) }.max() ?? 0 : 0,
             alighting ? fits.map { stops.similarity(of: to, toStop: $0.alight) }.max() ?? 0 : 0]
        }
        let scored = groups.values.map { (fits: $0, nearness: nearness($0)) }
        for candidate in scored where candidate.nearness.contains(where: { $0 > 0 }) {
            let beatsAll = scored.allSatisfy { other in
                other.fits.first.map(key) == candidate.fits.first.map(key)
                    || (zip(candidate.nearness, other.nearness).allSatisfy { $0 >= $1 }
                        && zip(candidate.nearness, other.nearness).contains { $0 > $1 })
            }
            if beatsAll { return answer(candidate.fits) }
        }
        return nil
    }
}
