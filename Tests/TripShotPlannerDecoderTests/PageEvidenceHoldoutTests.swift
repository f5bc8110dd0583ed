import Testing
@testable import TripShotPageEvidence
import TripShotParser
import TripShotTrip

/// The classes the hand-drawn pages nobody tuned for showed (docs/measurements/2026-12-01-holdout-pages.md),
/// each on literal lines, the rule's edge on both sides.
@Suite struct PageEvidenceHoldoutTests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    func times(_ line: String) -> [ClockTime] { evidence([[(line, 40)]]).times.map(\.time) }

    func dates(_ line: String) -> [ShownDate] { evidence([[(line, 40)]]).dates.flatMap { $0.readings(inYears: 2024...2024) } }

    // MARK: 1. A clock time ending a sentence

    @Test func aSentencesFullStopAfterATimeIsNotTheTimes() {
        #expect(times("hop off at Charlotte Cl, it gets there 9:36.") == [ClockTime(hour: 9, minute: 36)])
        #expect(times("Arrive at 9:36.") == [ClockTime(hour: 9, minute: 36)])
        #expect(times("Der Bus fährt um 9.36.") == [ClockTime(hour: 9, minute: 36)])
        #expect(times("Avgång 15.14") == [ClockTime(hour: 15, minute: 14)])  // a dotted time alone, as before
        #expect(times("catch it at 6:25 p.m.") == [ClockTime(hour: 18, minute: 25)])
    }

    /// "9.12." is how German and Swedish write 9 December: a month (12 at most) after the dot keeps
    /// it a date's shape; 13 cannot be a month.
    @Test func aDottedDayAndMonthStaysNoTime() {
        #expect(times("am 9.12.").isEmpty)
        #expect(times("um 9.13.") == [ClockTime(hour: 9, minute: 13)])
        #expect(times("am 31.12.").isEmpty)
        #expect(times("um 23.59.") == [ClockTime(hour: 23, minute: 59)])
        #expect(times("Colon 9:12.") == [ClockTime(hour: 9, minute: 12)])  // a colon is never a date's
    }

    @Test func aPriceEndingASentenceStaysAPrice() {
        #expect(times("It costs $6.00.").isEmpty)
        #expect(times("Tarifa 6.00.").isEmpty)
    }

    // MARK: 2. Swedish, Danish, Norwegian weekdays and months; a weekday glued to its day

    @Test func scandinavianDatesRead() {
        let saturday = ShownDate(year: 2024, month: 12, day: 21)
        #expect(dates("lör 21 dec. 2024") == [saturday])
        #expect(dates("lördag 21 december 2024") == [saturday])
        #expect(dates("Lørdag den 21. december 2024") == [saturday])
        #expect(dates("søndag 22. desember 2024") == [ShownDate(year: 2024, month: 12, day: 22)])
        #expect(dates("ons 21 augusti 2024") == [ShownDate(year: 2024, month: 8, day: 21)])
        #expect(dates("21 marts 2024") == [ShownDate(year: 2024, month: 3, day: 21)])
        #expect(dates("za 21 dec 2024") == [saturday])
        #expect(dates("sabato 21 dicembre 2024") == [saturday])
        #expect(dates("lör 21 dec.") == [saturday])  // no year: the weekday picks it
    }

    /// "des" (Norwegian December) is left out: it is a French article.
    @Test func frenchDesIsNoMonth() {
        #expect(dates("Bus 3 des arrêts").isEmpty)
    }

    @Test func aWeekdayGluedToItsDayIsRead() {
        let saturday = ShownDate(year: 2024, month: 12, day: 21)
        #expect(dates("Din resa lör21 dec. 2024") == [saturday])
        #expect(dates("Sa21.12.2024") == [saturday])
        let yearless = evidence([[("Sa21.12.", 40)]]).dates
        #expect(yearless.count == 1 && yearless.first?.weekday == 5)
        #expect(yearless.first?.monthDays.map(\.month) == [12] && yearless.first?.monthDays.map(\.day) == [21])
        #expect(dates("Sa21.12.") == [saturday])
        #expect(dates("Sa,21.12.2024") == [saturday])
    }

    /// A glued day may be misread with its glue: a date its weekday does not confirm is not taken,
    /// where the same words apart are read as before (the weekday filters what agrees, else nothing).
    @Test func aGluedFormNeverReadsADateItsWeekdayDenies() {
        #expect(dates("fre21 dec. 2024").isEmpty)  // 21 December 2024 is a Saturday
        #expect(dates("Fr21.12.2024").isEmpty)
        #expect(dates("Fr21.12.").isEmpty)
        #expect(dates("fre 21 dec. 2024") == [ShownDate(year: 2024, month: 12, day: 21)])
    }

    // MARK: 3. Lengths and prices written like clock times

    @Test func labelledLengthsAreDurationsNotTimes() {
        let cases: [(String, Int)] = [
            ("Reistijd 0:35", 35), ("Restid 1:05", 65), ("Dauer 0:35 h", 35), ("Fahrzeit: 1:05", 65), ("Travel time 1:05", 65),
            ("Tiempo de viaje 0:40", 40), ("Czas przejazdu 0:12", 12), ("Durée 2:10", 130), ("Restid 25:10", 1510),
        ]
        for (line, minutes) in cases {
            let page = evidence([[(line, 40)]])
            #expect(page.times.isEmpty, "\(line)")
            #expect(page.durations.map(\.minutes) == [minutes], "\(line)")
            #expect(page.durations.allSatisfy { !$0.isWalkOrWait }, "\(line)")
        }
    }

    /// The label names the length of the trip, whatever else its line counts ("0x overstappen").
    @Test func aLabelledLengthOnASummaryLineIsNoWait() {
        let page = evidence([[("di 5 jun. 2018 · Reistijd 0:35 · 0x overstappen", 40)]])
        #expect(page.times.isEmpty)
        #expect(page.durations.map(\.minutes) == [35] && page.durations.first?.isWalkOrWait == false)
    }

    /// A label names the number right after it, across at most three words, never past a cell's
    /// edge or another number; "Trip start time" is a time of the trip, not its length.
    @Test func theLabelsReachIsPinned() {
        #expect(times("Restid totalt ca 1:05").isEmpty)
        #expect(times("Restid för hela resan 1:05") == [ClockTime(hour: 1, minute: 5)])
        #expect(times("Reistijd · 10:26") == [ClockTime(hour: 10, minute: 26)])
        #expect(times("Reistijd 0:35 Vertrek 10:26") == [ClockTime(hour: 10, minute: 26)])
        #expect(times("Trip start time 10:26") == [ClockTime(hour: 10, minute: 26)])
        #expect(times("Abfahrt 0:35") == [ClockTime(hour: 0, minute: 35)])
    }

    @Test func pricesAreNoTimes() {
        for line in ["Tarifa $6.00", "Tarifa 6.00", "Preis 3.50", "Fare: 2.75", "6,00 €", "kr 45:-", "Pris 45.00 kr", "$ 6.00"] {
            #expect(times(line).isEmpty, "\(line)")
            #expect(evidence([[(line, 40)]]).durations.isEmpty, "\(line)")
        }
        #expect(times("Abfahrt 6.00") == [ClockTime(hour: 6, minute: 0)])
    }

    // MARK: Classes found reading seed 97's lost rides (docs/measurements/2026-12-02-planner-evidence.md)

    /// As OCR read c97_cdmx_timetable_es_chat_001: "mar" is Tuesday and March; the date with its
    /// year wins over "mar 29" read as a yearless 29 March. Alone, "mar 29" is still that.
    @Test func aDateWithItsYearBeatsAYearlessOneOnItsLine() {
        let marks = evidence([[("mar, 29 ene 2019", 40)]]).dates
        #expect(marks.count == 1 && marks.first?.monthDays.isEmpty == true)
        #expect(marks.flatMap { $0.readings(inYears: 2019...2019) } == [ShownDate(year: 2019, month: 1, day: 29)])
        #expect(dates("mar 29") == [ShownDate(year: 2024, month: 3, day: 29)])
    }

    /// As OCR read seed 115's summaries: "1 h 48 min" is a length, not the clock time 01:48
    /// (c115_go_steps_fr_chat_004); "1h0min" glued is one (c115_sample_timeline_pt_chat_002);
    /// "22m" beside clock times may be minutes (c115_large_steps_en_crop_001), the decoder decides.
    @Test func hoursAndMinutesWithAMinutesUnitAreALength() {
        let french = evidence([[("jeu. 20 mars 2025 - 07:19 — 09:07 - 1 h 48 min", 40)]])
        #expect(french.times.map(\.time) == [ClockTime(hour: 7, minute: 19), ClockTime(hour: 9, minute: 7)])
        #expect(french.durations.map(\.minutes) == [108])
        #expect(times("Durée 2h03 min") == [] && times("Dép 07 h 33") == [ClockTime(hour: 7, minute: 33)])
        #expect(times("départ 1h30") == [ClockTime(hour: 1, minute: 30)])
        #expect(evidence([[("08:00 - 09:00 1h0min", 40)]]).durations.map(\.minutes) == [60])
        let metres = evidence([[("10:24 - 10:46 - 22m", 40)], [("Walk 220m", 40)]]).durations
        #expect(metres.map(\.minutes) == [22] && metres.allSatisfy(\.mayBeMetres))
        #expect(evidence([[("1h 8m", 40)]]).durations.map { [$0.minutes, $0.mayBeMetres ? 1 : 0] } == [[68, 0]])
    }

    /// As OCR read p25_cairns_timeline_en_photo_001 (a photographed screen): "IZ:09" is 12:09;
    /// a word of letters alone, or of another shape, is no time.
    @Test func aTimesDigitsReadAsLetters() {
        #expect(times("IZ:09 Upward St") == [ClockTime(hour: 12, minute: 9)])
        #expect(times("l0:2S") == [ClockTime(hour: 10, minute: 25)])
        #expect(times("IZ:IO") == [] && times("IZ:09x") == [] && times("Ab:09") == [] && times("12:09") == [ClockTime(hour: 12, minute: 9)])
    }

    /// As OCR read c121_cdmx_steps_fr_chat_002: a name wrapped below the time set right of it
    /// ("... - Avenida 14:43" over "Universidad") is joined across the time; a word after the
    /// time keeps the name on its line.
    @Test func aNameWrappedPastTheTimeBesideIt() {
        let wrapped = evidence([[("1. Partez de Circuito Interior - Avenida 14:43", 40)], [("Universidad", 40)]])
        #expect(wrapped.nameSpans.contains { $0.text == "Circuito Interior - Avenida Universidad" })
        let worded = evidence([[("1. Partez de Circuito Interior - Avenida 14:43 Quai", 40)], [("Universidad", 40)]])
        #expect(!worded.nameSpans.contains { $0.text == "Circuito Interior - Avenida Universidad" })
    }

    /// As OCR read c121_go_timetable_es_chat_004: "l parada intermedia" is one stop between (a
    /// lone stroke before a stop's unit); "la parada" is no count.
    @Test func aOneReadAsAStrokeBeforeAStopsUnit() {
        #expect(evidence([[("l parada intermedia", 40)]]).counts.map(\.count) == [1])
        #expect(evidence([[("I Zwischenhalt", 40)]]).counts.map(\.count) == [1])
        #expect(evidence([[("la parada Centro", 40)]]).counts.isEmpty)
    }

    /// As OCR read c115_cdmx_compact_es_001: brackets standing apart are part of a name ("Andador
    /// Queretaro ( La Corona )", as Mexico City's feed writes it), here wrapped over two lines; a
    /// remark in spaced brackets still leaves its name alone ("Hvannasund").
    @Test func bracketsStandingApartStayInAName() {
        let wrapped = evidence([[("Avenida Centenario - Andador Queretaro ( La", 40)], [("Corona ) 19:56 h > Avenida Centenario -", 40)]])
        #expect(wrapped.nameSpans.contains { $0.text == "Avenida Centenario - Andador Queretaro ( La Corona )" })
        let remark = evidence([[("Walk to the bus stop Hvannasund ( about 2 min )", 40)]])
        #expect(remark.nameSpans.contains { $0.text == "Hvannasund" })
    }

    /// As OCR read c115_amtrak_timetable_es_photo_004: "mar 7 de septiembre" is 7 September (a day
    /// between two months' names is the second's), not 7 March; "mar 7" alone still is March.
    @Test func aDayBetweenTwoMonthsNamesIsTheSeconds() {
        #expect(dates("mar 7 de septiembre") == [ShownDate(year: 2024, month: 9, day: 7)])
        #expect(dates("mar 7 septembre") == [ShownDate(year: 2024, month: 9, day: 7)])
        #expect(dates("mar 7 de") == [ShownDate(year: 2024, month: 3, day: 7)])
        #expect(dates("7 de septiembre") == [ShownDate(year: 2024, month: 9, day: 7)])
    }

    /// As OCR read c97_cairns_eticket_es_002: the "p.m." a narrow column wrapped onto the next row.
    @Test func aMeridiemWrappedOntoTheNextRowIsTheTimes() {
        func read(_ rows: [[(String, Int)]]) -> [ClockTime] { evidence(rows).times.map(\.time) }
        #expect(read([[("Sale Fairview St C281 (Forno Park) 11:32", 26)], [("p-m.", 26)]]) == [ClockTime(hour: 23, minute: 32)])
        #expect(read([[("Sale Fairview St 11:32", 26)], [("a.m.", 26)]]) == [ClockTime(hour: 11, minute: 32)])
        #expect(read([[("Sale Fairview St 11:32", 26)], [("p.m. Fairview", 26)]]) == [ClockTime(hour: 11, minute: 32)])
        #expect(read([[("Sale Fairview St 11:32", 26)], [("Bus 143W", 26)], [("p.m.", 26)]]) == [ClockTime(hour: 11, minute: 32)])
        #expect(read([[("11:32 Fairview St", 26)], [("p.m.", 26)]]) == [ClockTime(hour: 11, minute: 32)])
        #expect(read([[("Sale Fairview St 18:32", 26)], [("p.m.", 26)]]) == [ClockTime(hour: 18, minute: 32)])
    }
}
