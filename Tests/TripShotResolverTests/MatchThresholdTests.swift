import TestSupport
import Testing

@testable import TripShotResolver
@testable import TripShotStopNames

/// The resolver's thresholds on how names match and which run wins, each pinned by literal cases on
/// both sides (no input computed from the constant), so that moving one by 15% either way fails a
/// case here. `StrayGlyphs.wellRead`'s cases are the model.
@Suite struct MatchThresholdTests {
    /// `TripChoice.nameWeight` (10 minutes per unit of name similarity lost): against a run 2 minutes
    /// off with a perfect name, a run 1 minute off whose name costs 0.11 loses (1 + 1.1 > 2), one whose
    /// name costs 0.09 wins (1 + 0.9 < 2).
    @Test(arguments: [(0.11, "perfectName"), (0.09, "nearerTime")])
    func aNameWeighsTenMinutesPerUnitOfSimilarityLost(_ nameCost: Double, _ winner: String) {
        func choice(_ tripID: String, minutesLate: Int, nameCost: Double) -> TripChoice {
            let candidate = TripCandidate(
                tripID: tripID, routeID: "R", serviceID: "ALL", headsign: "", shapeID: nil, labels: [],
                boardStopID: "A", boardSequence: 1, alightStopID: "B", alightSequence: 2,
                departure: 36_000 + 60 * minutesLate, arrival: 37_800, serviceDate: nil, frequencyShift: nil)
            return TripChoice(
                candidate: candidate, shown: ShownTimes(departure: 600, arrival: 630), daysBack: 0,
                nameCost: nameCost, variantMismatch: false, headsignShown: false)
        }
        let perfect = choice("perfectName", minutesLate: 2, nameCost: 0)
        let nearer = choice("nearerTime", minutesLate: 1, nameCost: nameCost)
        #expect(!perfect.isExact && !nearer.isExact)
        let best = TripChoice.better(perfect, nearer) ? perfect : nearer
        #expect(best.candidate.tripID == winner)
    }

    /// `StopDirectory.candidates`' floor (0.45): "Kings" scores 0.476 against "Kingsway Avenue" and
    /// finds it; "Kings Road" scores 0.4 and finds nothing.
    @Test func aStopIsACandidateFromASimilarityOf0_45() throws {
        let feed = SmallFeed(
            stops: [
                .init(id: "KA", name: "Kingsway Avenue", lat: 43.6, lon: -79.5),
                .init(id: "QM", name: "Quebec Mews", lat: 43.61, lon: -79.5),
            ],
            routes: [("R", "1")], trips: [.init(id: "T1", route: "R", calls: [("KA", "10:00"), ("QM", "10:10")])])
        let directory = try feed.resolver().stops
        #expect(abs(directory.similarity(of: "Kings", toStop: "KA") - 0.476) < 0.001)
        #expect(try directory.candidates(for: "Kings").map(\.stopID) == ["KA"])
        #expect(abs(directory.similarity(of: "Kings Road", toStop: "KA") - 0.4) < 0.001)
        #expect(try directory.candidates(for: "Kings Road").isEmpty)
    }

    /// `GenericWords.share` (0.15): of 100 names, a word in 16 is generic, a word in 14 is not.
    @Test func aWordInFifteenPercentOfTheNamesIsGeneric() {
        let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "M", "N", "P", "Q", "R", "T"]
        let names = letters.map { "Centrum \($0)" } + letters.prefix(14).map { "Park \($0)" }
            + (20...89).map { "Filler \($0)" }
        #expect(names.count == 100)
        let learnt = GenericWords.learn(fromNames: names.map { StopNameKey.words(of: $0) })
        #expect(learnt.contains("centrum"))
        #expect(!learnt.contains("park"))
    }

    /// `NameVocabulary.oneGlyphMinimumLength` (10): "Tremaducky" (10 key characters) is the feed's
    /// "Tremaduck" with a glyph added; "Brandgate" (9) is left as read, though "Brandgat" is one
    /// glyph away.
    @Test func aReadingOfTenKeyCharactersMayBeOneGlyphOffAName() {
        let vocabulary = NameVocabulary(["Tremaduck", "Brandgat"])
        #expect(vocabulary.oneGlyphAway(from: "Tremaducky") == ["Tremaduck"])
        #expect(vocabulary.oneGlyphAway(from: "Brandgate").isEmpty)
    }
}
