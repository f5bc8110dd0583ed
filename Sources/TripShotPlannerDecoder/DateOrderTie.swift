import TripShotPageEvidence
import TripShotParser

/// Chains that explain a page equally, each on the other reading of one date written with its day
/// and month either way round ("11/12/2021": 11 December or November 12). The page's own words
/// say which way it writes dates (`PlannerDecoder.preferred`: month first with English labels, day
/// first otherwise), as they do when one chain runs on both readings; so the chain on that reading
/// is the page's, no guess between two trips, and the note says which was taken and why.
struct DateOrderTie {
    var chain: TripChain
    var note: String

    /// The chain on the preferred reading of an ambiguous date, when every tied chain runs on one
    /// of its two readings and only one of them on the preferred; nil otherwise.
    static func resolve(_ tied: [TripChain], evidence: PageEvidence, years: ClosedRange<Int>) -> DateOrderTie? {
        for mark in evidence.datesTravelFirst where mark.orderAmbiguous {
            let readings = mark.readings(inYears: years)
            guard readings.count == 2, tied.allSatisfy({ chain in chain.dates.contains(where: readings.contains) }),
                let preferred = PlannerDecoder.preferred(readings, ambiguous: true, english: evidence.hasEnglishLabels)
            else { continue }
            let onPreferred = tied.filter { $0.dates.contains(preferred) }
            guard onPreferred.count == 1, let other = readings.first(where: { $0 != preferred }) else { continue }
            let order = evidence.hasEnglishLabels ? "month first, as English labels do" : "day first, as its labels' language does"
            return DateOrderTie(
                chain: onPreferred[0],
                note: "the page's date reads as \(preferred) or \(other), and another trip explains the page on each: "
                    + "took \(preferred), the page writing dates \(order) (give --date \(other) for the other)")
        }
        return nil
    }
}
