import Testing
import TripShotResolver
import TripShotStopNames

/// The cheap tests the cut-word lookup (`Resolver.stopsNamedWithCutWords`) makes before asking the
/// name index: a full stop in the text, and a word written in full at the same place among as many
/// words in some name of the feed. Each only rules out what `sameWordsCut` would refuse.
@Suite struct CutWordPlacesTests {
    @Test(arguments: [
        ("Bratislava hl.st.", true), ("Av. Paulista", true), ("Bratislava hl st", false), ("1. Walk to Nitra", false),
        ("Frankfurt (Main) Hbf", false), ("Nitra.", true), ("14.03.2025", false),
    ])
    func aCutWordNeedsAFullStopAfterLetters(_ text: String, _ cut: Bool) {
        #expect(Abbreviations.hasCutWord(text) == cut)
    }

    @Test func placesAreTheWordsWrittenInFull() {
        let places = Abbreviations.wholeWordPlaces(of: "Bratislava hl.st.")
        // Folded as the name keys fold them (OCR's l/1/I look-alikes are one letter).
        #expect(places.map(\.word) == ["bratisiava"])
        #expect(places.map(\.count) == [3])
        #expect(places.map(\.index) == [0])
        #expect(
            Abbreviations.wholeWordPlaces(of: "Bánovce n.Ondavou").map(\.index) == [0, 2])
        #expect(Abbreviations.wholeWordPlaces(of: "hl.st.").isEmpty)
    }

    /// Every pair `sameWordsCut` accepts shares a place; pairs sharing none it refuses.
    @Test(arguments: [
        ("Bratislava hl.st.", "Bratislava hlavná stanica", true), ("Bánovce nad Ondavou", "Bánovce n.Ondavou", true),
        ("Av. Paulista", "Avenida Paulista", true), ("Košice hl.st.", "Bratislava hlavná stanica", false),
        ("Bratislava hl.st.", "Bratislava hlavná stanica nákladná", false), ("Paulista Av.", "Avenida Paulista", false),
    ])
    func aMatchSharesAPlace(_ a: String, _ b: String, _ same: Bool) {
        let shared = !Set(Abbreviations.wholeWordPlaces(of: a)).isDisjoint(with: Abbreviations.wholeWordPlaces(of: b))
        #expect(Abbreviations.sameWordsCut(a, b) == same)
        #expect(shared == same)
    }

    /// On a feed: the cut name finds its stop; a cut name sharing no place with any name finds none.
    @Test(arguments: [("Bratislava hl.st.", ["BA"]), ("Košice hl.st.", []), ("Bratislava hl.", [])])
    func theFeedsPlacesDecide(_ text: String, _ stops: [String]) throws {
        let resolver = try HoldoutFiveTests.railway()
        #expect(try resolver.stopsNamedWithCutWords(text).map(\.stopID).sorted() == stops)
    }
}
