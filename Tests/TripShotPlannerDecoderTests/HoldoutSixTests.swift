import Testing
import TripShotPageEvidence
import TripShotParser

/// Rules read from the sixth set of hand-drawn pages (docs/measurements/2026-12-03-holdout-pages-7.md):
/// Finnish, Hungarian and Turkish words, and Turkish case endings after an apostrophe.
@Suite struct HoldoutSixTests {
    static func evidence(_ text: String) -> PageEvidence { PageEvidence(TestPage([[(text, 40)]]).page) }

    /// Dates as Finnish, Hungarian and Turkish planners write them: the weekday keeps only the
    /// year it falls on (12 March is a Thursday in 2026, a Wednesday in 2025).
    @Test func finnishHungarianAndTurkishDates() {
        let thursday = [ShownDate(year: 2026, month: 3, day: 12)]
        #expect(Self.evidence("márc. 12., csütörtök").dates.first?.readings(inYears: 2025...2026) == thursday)
        #expect(Self.evidence("Perşembe, 12 Mart").dates.first?.readings(inYears: 2025...2026) == thursday)
        #expect(Self.evidence("Cuma 13 Mart").dates.first?.readings(inYears: 2025...2026) == [ShownDate(year: 2026, month: 3, day: 13)])
        #expect(Self.evidence("torstai 19. maaliskuuta 2026").dates.first?.readings == [ShownDate(year: 2026, month: 3, day: 19)])
        #expect(Self.evidence("2026. március 12.").dates.first?.readings == thursday)
        // Not a month: a word beside a number that names none.
        #expect(Self.evidence("Peron 12 ara").dates.isEmpty)
    }

    /// Counts, walks and waits in the three languages.
    @Test func finnishHungarianAndTurkishCountsAndWalks() {
        #expect(Self.evidence("3 megálló (3 ó 36 p)").counts.map(\.count) == [3])
        #expect(Self.evidence("Ubon Ratchathani yönüne · 7 durak").counts.map(\.count) == [7])
        let between = Self.evidence("10 välipysäkkiä · ei vaihtoja").counts
        #expect(between.map(\.count) == [10] && between.first?.kind == .between)
        #expect(Self.evidence("Gyaloglás · 6 perc (450 m)").walks.count == 1)
        #expect(Self.evidence("Yürüyün · 4 dk").walks.count == 1)
        #expect(Self.evidence("Aktarma · 12 dk bekleme").durations.map(\.minutes) == [12])
        #expect(Self.evidence("Kävely 5 min").walks.count == 1)
        #expect(Self.evidence("Kesto 2 t 34 min").durations.map(\.minutes) == [154])
        #expect(Self.evidence("8 sa 27 dk").durations.map(\.minutes) == [507])
    }

    /// A Turkish case ending after a capitalised name or a number is split off, so that the name
    /// names its stop and the number reads as its time; other apostrophes stay in their words.
    @Test func turkishCaseEndingsAfterAnApostrophe() {
        let chat = Self.evidence("Maradana'dan 17:50'de kalkan trene bin, Colombo Fort'tan değil, Hikkaduwa'da in")
        let keys = chat.tokens.map(\.key)
        #expect(keys.contains("maradana") && keys.contains("fort") && keys.contains("hikkaduwa"), "\(keys)")
        #expect(chat.times.map(\.time.minutesOfDay) == [17 * 60 + 50])
        for whole in ["d'Orsay", "jusqu'à", "O'Hare", "Ma'a", "Dan's", "maradana'dan"] {
            #expect(Self.evidence(whole).tokens.count == 1, "\(whole)")
        }
    }

    /// A ticket's field label stacked over its value says what the date is when it starts where
    /// the value starts; one over another column says nothing. "Issued" and "Printed" dates are
    /// when the ticket was made.
    @Test(arguments: [(300, true), (600, false)])
    func aStackedLabelAndATicketsOwnDates(labelX: Int, labels: Bool) {
        let page = TestPage([
            [("Train No.", 40), ("Date of journey", labelX)], [("109 RAPID", 40), ("06/03/2026", 300)],
            [("Printed 01/03/2026 07:58", 40)],
        ]).page
        let dates = PageEvidence(page).dates
        #expect(dates.count == 2)
        #expect(dates.first?.label == (labels ? .travel : nil))
        #expect(dates.last?.label == .sent)
    }
}
