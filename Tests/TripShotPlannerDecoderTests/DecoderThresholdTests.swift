import Testing

@testable import TripShotPlannerDecoder

/// The decoder's thresholds, each pinned by literal cases on both sides (no input computed from the
/// constant), so that moving one by 15% either way fails a case here. `StrayGlyphs.wellRead`'s
/// cases are the model.
@Suite struct DecoderThresholdTests {
    /// `StopMarks.floor` (0.8): words fitting a name by 0.82 name the stop, by 0.78 they do not.
    @Test func wordsNameAStopFromAFitOf0_8() {
        #expect(StopMarks.names(fit: 1.0))
        #expect(StopMarks.names(fit: 0.82))
        #expect(StopMarks.names(fit: 0.8))
        #expect(!StopMarks.names(fit: 0.78))
        #expect(!StopMarks.names(fit: 0.68))
    }

    /// `TripChains.walkMetres` (1000): a change of 950 m is a walk, one of 1050 m is not, nor one
    /// between stops without a place.
    @Test func aChangeWalksAtMost1000Metres() {
        #expect(TripChains.walkable(0))
        #expect(TripChains.walkable(950))
        #expect(TripChains.walkable(1000))
        #expect(!TripChains.walkable(1050))
        #expect(!TripChains.walkable(1200))
        #expect(!TripChains.walkable(nil))
    }

    /// `TripChains.nameFitMargin` (0.1): chains explaining as much whose names fit 1.80 and 1.72
    /// tie (named both); 1.80 and 1.68 do not, the better fit ranking first.
    @Test(arguments: [(1.72, true), (1.75, true), (1.68, false), (1.60, false)])
    func namesFittingWithinATenthTie(_ otherFit: Double, _ tie: Bool) {
        func chain(_ key: String, fit: Double) -> TripChain {
            TripChain(rides: [0], items: 3, nameFit: fit, nameWords: 4, dates: [], keys: [key])
        }
        let better = chain("b", fit: 1.80), other = chain("a", fit: otherFit)
        #expect(better.ties(with: other) == tie)
        if !tie {
            #expect(TripChain.ranksAbove(better, other))
            #expect(!TripChain.ranksAbove(other, better))
        }
    }
}
