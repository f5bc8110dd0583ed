import Testing
@testable import TripShotPageEvidence
import TripShotStopNames

/// What a run of words is read for before the feed is asked (its counts of letters and digits,
/// its first and last words, whether it has a word cut short), read once per token or part and
/// the same as reading the run's whole text.
@Suite struct RunReadsTests {
    /// Every run offered on pages of ASCII, German, Czech and Turkish words: its end words are
    /// those of its text, and a run its text would refuse (`mayName`) is never offered.
    @Test func aRunsEndWordsAreThoseOfItsText() {
        let page = PageEvidence(
            TestPage([
                [("1. Walk 0.2 miles to Market St and Sawyer St (1 Min.)", 40)], [("08:41", 40), ("Zürich Hbf Gleis 19", 200)],
                [("Praha hl.n. – Brno-Královo Pole", 40)], [("17:50'de Maradana'dan ( La Corona )", 40)],
                [("7 A", 40), ("23 St", 300)],
            ]).page)
        #expect(page.nameSpans.count > 40)
        for span in page.nameSpans {
            let words = NameSpanReader.firstAndLastWords(span.text)
            #expect(span.firstWord == words?.0 && span.lastWord == words?.1, "\(span.text)")
            #expect(NameSpanReader.mayName(span.text, whole: span.isWhole), "\(span.text)")
        }
        #expect(page.nameSpans.first { $0.text == "Zürich Hbf Gleis 19" }.map { [$0.firstWord, $0.lastWord] } == ["Zürich", "19"])
        #expect(!page.nameSpans.contains { $0.text == "7 A" })
    }

    /// A token's characters are its own beside a space, but for one that starts with a combining
    /// mark, which a space before it takes into its own character: such a run is read as its text.
    @Test func aTokenStartingWithACombiningMarkIsReadInItsRun() {
        #expect(NameSpanReader.TokenRead("Zürich").standsApart)
        #expect(NameSpanReader.TokenRead("St.").standsApart)
        let mark = NameSpanReader.TokenRead("\u{301}ab")
        #expect(!mark.standsApart)
        // Alone, the mark is a character of its own; after a space, it is part of the space's.
        #expect(Array("\u{301}ab").count == 3 && Array("x \u{301}ab").count == 4)
        #expect(NameSpanReader.letterAndDigitCounts("\u{301}ab") == (2, 0))
    }

    /// Only a part a full stop follows is tested, as `words(of:)` marks it.
    @Test(arguments: [
        "Bratislava hl.st.", "1. Walk to Nitra", "(1 Min.)", "Nitra.", "14.03.2025", "St.-Georgen", "a..b", "Zürich Hbf.",
        "ü.", "3.a.", ".", "Av.Paulista", "km 0.2", "Brno–Král.Pole", "",
        // Read from their bytes (ASCII), or ruled out by the sign before each stop (not ASCII).
        "Fußweg zu Meadowyale GO (1 Min.)", "4. Fußweg (1).", "Straße 4.", "\u{D4E}1. Walk", "ü \u{D4E}1.",
        "Zürich\u{301}. Hbf", "ab\r\n. cd", "x.\u{301}y", "ab-cd. ef", "Maradana'dan.",
        // Not ASCII, its separators standing alone (read from bytes) or not (by characters).
        "Gärtnerpl.–Ost", "Mähr.-Ostrau", "Łódź Fabr.", "a–.b", "Str. Österreich-Ž.ˆ", "Wien Westbf. Ödön-G.",
        "é\u{301}.x", "Ünterstr.\u{301}", "ü 1.", "ü (3).", "ü–str.", "東京駅. 新宿",
    ])
    func aCutWordAsTheWordsMarkIt(_ text: String) {
        #expect(Abbreviations.hasCutWord(text) == Abbreviations.characterWords(of: text).contains { $0.cut })
    }
}

/// `Abbreviations.words(of:)` reads an ASCII text from its bytes and any other by its characters:
/// both give the same words and marks.
@Suite struct CutWordsFromBytesTests {
    @Test(arguments: [
        "Bratislava hl.st.", "1. Walk to Nitra", "(1 Min.)", "Nitra.", "14.03.2025", "St.-Georgen", "a..b", "..", " - ",
        "3.a.", ".", "Av.Paulista", "km 0.2", "", "ab\r\n. cd", "ab-cd. ef", "Maradana'dan.", "Union Stn.-Bay St.  N.",
        "Str. 0l.", "A.B.C", "x-.y", "Gleis 19 (Bus) Mt.Pleasant",
    ])
    func anASCIITextsWordsAreThoseOfItsCharacters(_ text: String) {
        let bytes = Abbreviations.words(of: text).map { "\($0.word)|\($0.cut)" }
        let characters = Abbreviations.characterWords(of: text).map { "\($0.word)|\($0.cut)" }
        #expect(bytes == characters, "\(text)")
    }

    /// Any other text is split from its bytes where its separators stand alone, and by its
    /// characters where a combining mark follows one or a prepended sign stands before one.
    @Test(arguments: [
        "Bahnhofstraße", "Köln Hbf.", "Brno–Král.Pole", "Gärtnerpl.–Ost", "Frankfurt(Main)Hbf Gl.19",
        "Zürich-Flughafen Bhf.", "ü.", "ß-ä. ö–", "Ünter–", "–", "a–.b", "Brückenstr.ü", "Mähr.-Ostrau", "Łódź Fabr.",
        "a -\u{301}b.", "x.\u{301}y", "\u{600}.x", "é\u{301}.x", "Ünterstr.\u{301}", "\u{0915}\u{094D}.a", "東京駅. 新宿", "a.\u{483}b", "Str. Österreich-Ž.ˆ", "Wien Westbf. Ödön-Horváth-G.",
    ])
    func anyTextsWordsAreThoseOfItsCharacters(_ text: String) {
        let bytes = Abbreviations.words(of: text).map { "\($0.word)|\($0.cut)" }
        let characters = Abbreviations.characterWords(of: text).map { "\($0.word)|\($0.cut)" }
        #expect(bytes == characters, "\(text)")
    }

    /// Separators stand alone but beside a combining mark after them or a prepended sign before.
    @Test func separatorsStandAloneBesideAnyLetter() {
        #expect(Abbreviations.separatorsStandAlone(Array("Mähr.-Ostrau Brno–Král.Pole".utf8)))
        #expect(Abbreviations.separatorsStandAlone(Array("東京駅新宿".utf8)))
        #expect(Abbreviations.separatorsStandAlone(Array("\u{5FF}.x".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("a -\u{301}b".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("a–\u{301}b".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("\u{600}.x".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("東. 新".utf8)))
        #expect(Abbreviations.separatorsStandAlone(Array("Str. Österreich-Ž.ˆ".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("a.\u{483}".utf8)))
        #expect(!Abbreviations.separatorsStandAlone(Array("a.\u{300}".utf8)))
    }

    /// The texts both ways mark: a cut word, and a stop after a number or a sign, which cuts none.
    @Test func theMarksAreTheWordsCutShort() {
        #expect(Abbreviations.words(of: "Bratislava hl.st.").map(\.cut) == [false, true, true])
        #expect(Abbreviations.words(of: "1. Walk (2 Min.)").map(\.cut) == [false, false, false, true])
        #expect(Abbreviations.words(of: "Brno–Král.Pole").map(\.cut) == [false, true, false])
    }
}
