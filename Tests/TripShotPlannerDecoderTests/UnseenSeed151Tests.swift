import TestSupport
import Testing
import TripShotPageEvidence

/// A ride seed 151 lost (unseen, 62 of 65): c151_sample_compact_fr_crop_004, "... 20h30 — North Ave /
/// D Ave" over "N (Demo) 20h42 - 40 vers ...", a name wrapped after a "/": the run ending the first
/// row was "D Ave" alone, so the wrapped name was never "North Ave / D Ave N (Demo)".
@Suite struct UnseenSeed151Tests {
    @Test func aNameJoinedAcrossASlashWrapsOntoTheNextRow() {
        let page = PageEvidence(
            TestPage([[("E Main St 20h30 — North Ave / D Ave", 40)], [("N (Demo) 20h42 - 40 vers Stagecoach", 40)]]).page)
        let texts = Set(page.nameSpans.map(\.text))
        #expect(texts.contains("North Ave / D Ave N (Demo)"))
        #expect(texts.contains("D Ave N (Demo)"))
    }
}
