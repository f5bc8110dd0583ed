import Testing
@testable import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder

/// Rules read from the seventh set of hand-drawn pages (docs/measurements/2026-12-03-holdout-pages-9.md).
@Suite struct HoldoutSevenTests {
    static func names(_ rows: [[(String, Int)]]) -> Set<String> { Set(PageEvidence(TestPage(rows).page).nameSpans.map(\.text)) }

    /// A word cut short at a full stop ends no name: "STA." and "MESA" read as two lines of one row
    /// (a monospace full stop and space are a gap as wide as a column's) are offered as one name,
    /// the halves too. TestPage's letters are 20 px wide, 40 px tall: "STA." ends at 280.
    @Test(arguments: [(310, true), (340, true), (341, false), (400, false)])
    func aCutWordGoesOnOntoTheNextLineOfItsRow(nextX: Int, joined: Bool) {
        let names = Self.names([[("17:54", 40), ("STA.", 200), ("MESA", nextX)]])
        #expect(names.contains("STA. MESA") == joined)
        #expect(names.contains("STA.") && names.contains("MESA"))
    }

    /// Abbreviations of other languages the same way ("Av.", "Pl.", "St."), and on one line, where no
    /// line breaks the run, the name stays whole.
    @Test func abbreviationsOfOtherLanguages() {
        let split = Self.names([[("Av.", 200), ("Paulista", 270)], [("Pl.", 200), ("de Catalunya", 270)], [("St.", 200), ("Mary's", 270)]])
        #expect(split.isSuperset(of: ["Av. Paulista", "Pl. de Catalunya", "St. Mary's"]))
        let whole = Self.names([[("Sta. Cruz", 200)], [("Av. Paulista 1578", 200)]])
        #expect(whole.isSuperset(of: ["Sta. Cruz", "Av. Paulista 1578"]))
    }

    /// The other sides: a sentence's full stop after a whole word ("Alabang.") joins no next line;
    /// nor does a number's full stop, nor a word longer than a cut one (a row below is a wrapped
    /// name's, offered by that rule).
    @Test func aSentencesFullStopJoinsNothing() {
        let sentence = Self.names([[("Alabang.", 40), ("Mesa", 220)]])
        #expect(!sentence.contains { $0.contains("Alabang. Mesa") })
        let number = Self.names([[("Gate 12.", 40), ("Mesa", 220)]])
        #expect(!number.contains { $0.contains("12. Mesa") })
        #expect(NameSpanReader.abbreviationLetters == 4)
        let long = Self.names([[("Avenue.", 40), ("Mesa", 200)]])
        #expect(!long.contains("Avenue. Mesa"), "\(long.sorted())")
        #expect(Self.names([[("Avda.", 40), ("Mesa", 160)]]).contains("Avda. Mesa"))
    }
}

/// A walk's start printed before the first ride ("05:18" with "Jalan kaki · 12 mnt" to board at
/// 05:30), and a walk's end after the last: the walk explains it when its minutes reach the ride's
/// time, and leaves it listed when they do not.
@Suite struct WalkStartTests {
    static func decode(_ rows: [[(String, Int)]]) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try WalkedToStopTests.resolver()).decode(TestPage([[("Monday, June 2, 2025", 40)]] + rows).page)
    }

    @Test(arguments: [("08:48", true), ("08:40", false)])
    func aWalkBeforeTheFirstRideExplainsItsStart(start: String, explained: Bool) throws {
        // The start beside its walk (a timeline), and over it (step cards).
        let beside = try Self.decode([[(start, 40), ("Walk 12 min (850 m)", 200)], [("09:00", 40), ("Portal", 200)], [("09:08", 40), ("Ridge", 200)]])
        let over = try Self.decode([[(start, 40)], [("Walk 12 min to Portal", 40)], [("09:00", 40), ("Portal", 200)], [("09:08", 40), ("Ridge", 200)]])
        for decoded in [beside, over] {
            #expect(decoded.tripIDs == ["T"])
            #expect(decoded.unexplained.isEmpty == explained, "\(decoded.unexplained.map(\.description))")
        }
        #expect(over.unexplained.contains(where: \.failsMatch) == !explained)
    }

    @Test(arguments: [("09:12", true), ("09:15", false)])
    func aWalkAfterTheLastRideExplainsItsEnd(end: String, explained: Bool) throws {
        let decoded = try Self.decode([[("09:00", 40), ("Portal", 200)], [("09:08", 40), ("Ridge", 200)], [("Walk 4 min", 200)], [(end, 40)]])
        #expect(decoded.tripIDs == ["T"])
        #expect(decoded.unexplained.isEmpty == explained, "\(decoded.unexplained.map(\.description))")
    }

    /// Indonesian and Malay minutes, and "Gå" a walk only beside minutes ("Gå av ved" gets off).
    @Test func walkWordsAndMinutesOfTheSet() {
        func walks(_ text: String) -> Int { PageEvidence(TestPage([[(text, 40)]]).page).walks.count }
        #expect(walks("Jalan kaki · 12 mnt (850 m)") == 1)
        #expect(PageEvidence(TestPage([[("10 pemberhentian · 46 mnt", 40)]]).page).durations.map(\.minutes) == [46])
        #expect(walks("Gå 6 min til Recinte festes") == 1)
        #expect(walks("Gå av ved Santa Quiteria") == 0)
        #expect(walks("Ok, gặp ở ga Alabang nha") == 0)
    }
}

/// Vietnamese weekdays are two words ("thứ Sáu", Friday): beside a yearless date they pick its year
/// as any weekday does; the number word alone is none.
@Suite struct VietnameseWeekdayTests {
    static func dates(_ text: String) -> [DateMark] { PageEvidence(TestPage([[(text, 40)]]).page).dates }

    @Test func theTwoWordsBesideAYearlessDate() {
        let friday = Self.dates("Mai (thứ Sáu 15/11) mình đi tàu PNR lúc 17:00")
        #expect(friday.first?.weekday == 4)
        #expect(friday.first?.readings(inYears: 2017...2019) == [ShownDate(year: 2019, month: 11, day: 15)])
        #expect(Self.dates("15/11 (Chủ nhật)").first?.weekday == 6)
        // "Thu" alone is still Thursday; "Sáu" alone is no weekday, so the date is not read.
        #expect(Self.dates("Thu 14/11").first?.weekday == 3)
        #expect(Self.dates("Mai (Sáu 15/11) mình đi").isEmpty)
        #expect(LabelWords.fold("Thứ Bảy, Chủ nhật, đi, Ở") == "thu bay, chu nhat, di, o")
    }
}
