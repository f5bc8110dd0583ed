import TripShotStopNames

extension StopDirectory {
    /// How many fitting names `surelyFits` takes its bound from at most: any one of them does, the
    /// best of a few reaches fewer rivals.
    static let fittingNamesTried = 16

    /// Whether `scoredStops(for:)` surely scores a stop of one of `fitting` (names of `summary`
    /// that fit `query` by `floor` or more, `NameGramSummary.fittingNames`), told with no SQL.
    ///
    /// Why: `scoredStops` scores the `scoredStops` stops of the best bound (2 usable trigrams
    /// shared / both counts, `bound`), every name tied with the last one taken in, as a read of
    /// every posting would (its early stop chooses the same stops). When the names whose bound
    /// reaches that of a fitting name with a stop hold `scoredStops` stops or fewer, all of them
    /// are scored, so its stop is, and the best score is `floor` or more. Those names are found as
    /// `namesFitting` finds its own: a bound b needs `b * queryGrams / (2 - b)` usable trigrams
    /// shared, so one of the rarest. false when they may be more: the index decides.
    func surelyFits(_ query: NameGrams, fitting: [Int], in summary: NameGramSummary) throws -> Bool {
        let queryGrams = query.all
        // The trigrams `scoredStops` reads postings of (`commonGramNames`).
        let usable = try queryGrams.compactMap { try summary.index(of: $0) }
            .filter { (1...Self.commonGramNames).contains(summary.namesHolding($0)) }
        func bound(_ name: Int) -> (bound: Double, shared: Int) {
            let shared = usable.reduce(0) { $0 + (summary.holds(name, $1) ? 1 : 0) }
            return (Self.bound(shared: shared, queryGrams: queryGrams.count, nameGrams: summary.unionCount(name)), shared)
        }
        var least: Double?
        for name in fitting where summary.stopCount(name) > 0 {
            let (reach, shared) = bound(name)
            // A name sharing no usable trigram is no name `scoredStops` ranks.
            if shared > 0 { least = max(least ?? reach, reach) }
        }
        guard let least else { return false }
        // Rounded down, and a little below: never fewer rarest trigrams read than the bound needs.
        let needed = max(1, Int((least * Double(queryGrams.count) / (2 - least) - 1e-9).rounded(.down)))
        guard needed <= usable.count else { return false }
        let byRarity = usable.sorted { summary.namesHolding($0) < summary.namesHolding($1) }
        return summary.namesReaching(
            least, usable: byRarity, queryGrams: queryGrams.count, taken: usable.count - needed + 1, holdAtMost: Self.scoredStops)
    }
}
