import Testing
@testable import TripShotPageEvidence
import TripShotParser
@testable import TripShotPlannerDecoder
import TripShotTrip

/// The page readers alone: what each kind of text becomes, whatever the language.
@Suite struct PageEvidenceTests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    @Test func clockTimesInEveryStyle() {
        let page = evidence([
            [("6:25 PM", 40)], [("ab 10:26", 40)], [("7:05 p. m.", 40)], [("18h25", 40)], [("Dép 07 h 33", 40)],
            [("an 11:33", 40)], [("Arr 22 h03", 40)], [("Arr 23h 12", 40)],
        ])
        #expect(page.times.map(\.time) == [
            ClockTime(hour: 18, minute: 25), ClockTime(hour: 10, minute: 26), ClockTime(hour: 19, minute: 5),
            ClockTime(hour: 18, minute: 25), ClockTime(hour: 7, minute: 33), ClockTime(hour: 11, minute: 33),
            ClockTime(hour: 22, minute: 3), ClockTime(hour: 23, minute: 12),
        ])
        #expect(page.times[1].role == .departure && page.times[5].role == .arrival && page.times[0].role == nil)
    }

    @Test func summaryLineMarksStartAndEnd() {
        let page = evidence([[("6:25 PM – 7:33 PM", 40)], [("6:25 PM", 40), ("Union Station", 300)]])
        #expect(page.times[0].summaryEnd == .start && page.times[1].summaryEnd == .end && page.times[2].summaryEnd == nil)
    }

    /// "1:21 h" after "14:37 - 15:58" is the span between them, so the trip's length; "1:22 h" is no
    /// span of theirs and stays a time, and so does the span on a line of its own.
    @Test func aSummarysSpanWrittenAsAClockIsItsLength() {
        let length = evidence([[("Sa 10.08. · 14:37 - 15:58 : 1:21 h : 2 Umstiege", 40)], [("14:37", 40), ("Volcanes", 200)]])
        #expect(length.times.map(\.time) == [ClockTime(hour: 14, minute: 37), ClockTime(hour: 15, minute: 58), ClockTime(hour: 14, minute: 37)])
        #expect(length.times.map(\.summaryEnd) == [.start, .end, nil])
        #expect(length.durations.map(\.minutes) == [81] && length.durations[0].isWalkOrWait == false)
        let pastMidnight = evidence([[("23:50 – 00:35 · 0:45", 40)]])
        #expect(pastMidnight.times.count == 2 && pastMidnight.durations.map(\.minutes) == [45])

        let notTheSpan = evidence([[("14:37 - 15:58 : 1:22 h", 40)]])
        #expect(notTheSpan.times.map(\.time) == [ClockTime(hour: 14, minute: 37), ClockTime(hour: 15, minute: 58), ClockTime(hour: 1, minute: 22)])
        #expect(notTheSpan.durations.isEmpty)
        let ownLine = evidence([[("14:37 - 15:58", 40)], [("1:21 h", 40)]])
        #expect(ownLine.times.count == 3 && ownLine.durations.isEmpty)
    }

    /// "Dép 05 h 50 Arr 06 h 27" over a French timetable's legs is the trip's start and end; with a
    /// stop named between them it is a leg's row, no summary.
    @Test func aLabelledDepartureAndArrivalMakeASummary() {
        let page = evidence([[("Dép 05 h 50 Arr 06 h 27 | 1 correspondance", 40)], [("Dép 05 h 50 Balboa Park Arr 06 h 27", 40)]])
        #expect(page.times.map(\.summaryEnd) == [.start, .end, nil, nil])
        #expect(evidence([[("Arr 05 h 50 Dép 06 h 27", 40)]]).times.map(\.summaryEnd) == [nil, nil])
    }

    @Test func datesNumericWordedAndYearless() {
        let page = evidence([
            [("Mo, 17.03.2025", 40)], [("lunes, 17 de marzo de 2025", 40)], [("12/11/2024", 40)], [("Fri 3/21", 40)],
            [("17 marca 2025", 40)],
        ])
        let march17 = ShownDate(year: 2025, month: 3, day: 17)
        #expect(page.dates[0].readings == [march17])
        #expect(page.dates[1].readings == [march17])
        #expect(page.dates[2].readings.count == 2 && page.dates[2].orderAmbiguous)
        #expect(page.dates[3].readings(inYears: 2024...2026) == [ShownDate(year: 2025, month: 3, day: 21)])
        #expect(page.dates[4].readings == [march17])
    }

    /// A month's name through one OCR slip beside its day ("šn 19 martca", seed 113's Polish chat
    /// copy); not a short name's slip ("19 mau"), not a word one slip from two months ("jucio":
    /// junio, julio), not without a day beside it.
    @Test func aMonthsNameThroughOneSlip() {
        let page = evidence([[("19 martca 2025", 40)], [("3 Novembr 2024", 40)], [("19 mau 2025", 40)], [("19 jucio 2025", 40)], [("martca 2025", 40)]])
        #expect(page.dates.map { $0.readings } == [[ShownDate(year: 2025, month: 3, day: 19)], [ShownDate(year: 2024, month: 11, day: 3)]])
        #expect(MonthNames.month("martca") == 3 && MonthNames.month("novembr") == 11 && MonthNames.month("marca") == 3)
        #expect(MonthNames.month("mau") == nil && MonthNames.month("jucio") == nil && MonthNames.month("mxrxca") == nil)
    }

    /// Between a day and a year a month's name of four letters may slip too ("mar. 27 iuil. 2021",
    /// seed 129's French photo: "juil."), so the weekday "mar." is no March; three letters do not
    /// ("27 dex 2021"), nor four without the year ("27 iuil."), nor a word one slip from two months.
    @Test func aFourLetterMonthSlipsBetweenDayAndYear() {
        let page = evidence([[("mar. 27 iuil. 2021", 40)], [("27 dex 2021", 40)], [("Lun 27 iuil.", 40)]])
        #expect(page.dates.first?.readings == [ShownDate(year: 2021, month: 7, day: 27)])
        #expect(page.dates.count == 1)
        #expect(MonthNames.month("iuil", slipFrom: 4) == 7 && MonthNames.month("iuil") == nil)
        #expect(MonthNames.month("dex", slipFrom: 4) == nil)
        #expect(MonthNames.month("jupi", slipFrom: 4) == nil && MonthNames.month("junj", slipFrom: 4) == 6)
    }

    /// Read from seed 107's photographed Polish timetable ("19.03:2025"): a dotted date with one
    /// dot read as a colon is the date; without a dot, or without a four-digit year, it is not.
    @Test func aDottedDateWithADotReadAsAColon() {
        let page = evidence([
            [("19.03:2025", 40)], [("19:03.2025", 40)], [("2025:03.19", 40)], [("19:03:2025", 40)], [("19.03:25", 40)],
        ])
        let march19 = ShownDate(year: 2025, month: 3, day: 19)
        #expect(page.dates.map(\.readings) == [[march19], [march19], [march19]])
        #expect(DateReader.numeric("19.03:25") == nil && DateReader.numeric("19:03:2025") == nil)
        #expect(DateReader.numeric("12:30:45") == nil)
    }

    /// A word of three runs of digits other than ASCII's ("١٧.١٢.٢٠٢٤" in Arabic-Indic digits, "²²/03/2025"
    /// with superscripts): `Character.isNumber` holds for them, `Int` reads none of them, so the reader
    /// indexed past its numbers and trapped. Such a word is no date here; the ASCII one beside it still is.
    @Test func numericDatesReadOnlyASCIIDigits() {
        #expect(DateReader.numeric("١٧.١٢.٢٠٢٤") == nil)
        #expect(DateReader.numeric("17.١٢.2024") == nil)
        #expect(DateReader.numeric("²²/03/2025") == nil)
        #expect(DateReader.numeric("٢٠٢٤-١٢-١٧") == nil)
        #expect(DateReader.numeric("17.12.2024")?.readings == [ShownDate(year: 2024, month: 12, day: 17)])
        #expect(DateReader.numeric("2024-12-17")?.readings == [ShownDate(year: 2024, month: 12, day: 17)])
        let page = evidence([[("Datum ١٧.١٢.٢٠٢٤", 40)], [("Datum 17.12.2024", 40)], [("ab 10:26 Frankfurt", 40)]])
        #expect(page.dates.map(\.readings) == [[ShownDate(year: 2024, month: 12, day: 17)]])
        #expect(page.times.count == 1)
    }

    @Test func stopCountsSayWhatTheyCount() {
        let page = evidence([[("Ride 4 stops (34 min)", 40)], [("3 Zwischenhalte", 40)], [("5 paradas", 40)]])
        #expect(page.counts.map(\.count) == [4, 3, 5])
        #expect(page.counts[0].agrees(withStopsBetween: 3) && !page.counts[0].agrees(withStopsBetween: 4))
        #expect(page.counts[1].agrees(withStopsBetween: 3) && !page.counts[1].agrees(withStopsBetween: 2))
        #expect(page.counts[2].agrees(withStopsBetween: 5) && page.counts[2].agrees(withStopsBetween: 4))
        #expect(!page.counts[2].agrees(withStopsBetween: 3))
        #expect(page.durations.map(\.minutes) == [34])
    }

    /// "14 intermediate stops": the adjective before the unit says the count is of the stops
    /// between; "14 intermediate minutes" counts no stops.
    @Test func aCountWithItsAdjectiveBeforeTheUnit() {
        let page = evidence([[("14 intermediate stops", 40)], [("2 intermediate minutes", 40)]])
        #expect(page.counts.map(\.count) == [14])
        #expect(page.counts.first?.kind == .between)
        #expect(page.counts.first?.agrees(withStopsBetween: 14) == true && page.counts.first?.agrees(withStopsBetween: 15) == false)
    }

    @Test func routeLinesInSeveralLanguages() {
        let page = evidence([
            [("S5 Richtung Bad Homburg", 40)], [("Bus 651 towards Kipling", 40)], [("Linia 14 kierunek Dworzec", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["Bad Homburg", "Kipling", "Dworzec"])
        #expect(page.routeLines[1].codes.first == "651")
    }

    /// A word ending in a colon ends a headsign or a label before a name, however many words lead to
    /// it; without the colon seven leading words are more than a run leaves off, and a colon inside
    /// a name keeps the whole run offered.
    @Test func theRunAfterAColonIsOfferedWhateverLeadsToIt() {
        let after = evidence([[("Æ con destino a Dr. Gálvez - Indios Verdes: Álvaro Obregón", 40)], [("19:08 - Durango 19:11", 40)]])
        #expect(after.nameSpans.contains { $0.text == "Álvaro Obregón" && $0.row == 0 })
        let plain = evidence([[("Æ con destino a Dr. Gálvez - Indios Verdes Álvaro Obregón", 40)], [("19:08 - Durango 19:11", 40)]])
        #expect(!plain.nameSpans.contains { $0.text == "Álvaro Obregón" })
        let inside = evidence([[("Terminal: Bay 3", 40)]])
        #expect(inside.nameSpans.contains { $0.text == "Terminal: Bay 3" && $0.isWhole })
        #expect(inside.nameSpans.contains { $0.text == "Bay 3" })
    }

    /// "con destino a" / "com destino a" is a direction phrase: after a code, or opening its line
    /// under a badge drawn as an image; its "a" is no word of the headsign, nor is the phrase a code.
    /// "Destino:" alone labels where a ticket's ride ends and names no direction.
    @Test func conDestinoAIsADirection() {
        let page = evidence([
            [("19 con destino a Parque México - Metro El Rosario", 40)], [("com destino a Praça da Sé", 40)],
            [("Destino: Sevilla Santa Justa", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["Parque México", "Praça da Sé"])
        #expect(page.routeLines.map(\.codes) == [["19"], []])
        #expect(page.routeLines[0].longerHeadsigns.first == "Parque México - Metro El Rosario")
        #expect(page.nameSpans.contains { $0.text == "Praça da Sé" && $0.namesDirection })
        #expect(page.nameSpans.contains { $0.text == "Sevilla Santa Justa" && !$0.namesDirection })
        #expect(!page.nameSpans.contains { $0.text.hasPrefix("a ") })
    }

    /// A schedule time shows as the minute it falls in or the one it rounds to: 30 s before the
    /// minute rounds up to it, 31 s before does not; any second of the minute is in it.
    @Test func scheduleSecondsShownAsAMinute() {
        let time = ClockTime(hour: 10, minute: 26)
        #expect(RideHypotheses.shows(37_530, as: time))  // 10:25:30
        #expect(!RideHypotheses.shows(37_529, as: time))  // 10:25:29
        #expect(RideHypotheses.shows(37_619, as: time))  // 10:26:59
        #expect(!RideHypotheses.shows(37_620, as: time))  // 10:27:00
        #expect(RideHypotheses.shows(37_560 + 86_400, as: time))  // 34:26, past midnight
    }

    /// A call the feed times only approximately shows within 3 minutes more on either side of that
    /// window: 10:22:30 to 10:29:59 for 10:26, not a second beyond; an exact call is not widened.
    @Test func anApproximateCallShownWithinThreeMinutes() {
        let time = ClockTime(hour: 10, minute: 26)
        #expect(RideHypotheses.shows(37_350, as: time, approximate: true))  // 10:22:30
        #expect(!RideHypotheses.shows(37_349, as: time, approximate: true))  // 10:22:29
        #expect(RideHypotheses.shows(37_799, as: time, approximate: true))  // 10:29:59
        #expect(!RideHypotheses.shows(37_800, as: time, approximate: true))  // 10:30:00
        #expect(RideHypotheses.shows(37_350 + 86_400, as: time, approximate: true))  // past midnight
        #expect(!RideHypotheses.shows(37_350, as: time, approximate: false))
    }

    /// A count as a form's field: "Fermate intermedie: 3", "Tussenstops: 2" (Italian, Dutch
    /// e-tickets). The other side: a number after a colon that follows no stop word ("Binario: 3"),
    /// or a stop word with no colon before a duration ("Fermate 3 min"), counts no stops.
    @Test func aCountWrittenAsALabelAndItsValue() {
        let page = evidence([[("Fermate intermedie: 3", 40)], [("Tussenstops: 2", 40)], [("Fermate 3 min", 40)], [("Binario: 3", 40)]])
        #expect(page.counts.map(\.count) == [3, 2])
        #expect(page.counts[0].kind == .between && page.counts[0].agrees(withStopsBetween: 3) && !page.counts[0].agrees(withStopsBetween: 2))
    }

    /// "para", "naar" and "to" after a code are direction words of a route's line ("Limited para TAMIEN
    /// STATION", "Trein naar Utrecht Centraal"); opening a line, as a stop's name does ("Para Hills
    /// Interchange"), they are not.
    @Test func paraAndNaarAfterACodeGiveTheHeadsign() {
        let page = evidence([
            [("Limited para TAMIEN STATION", 40)], [("Trein naar Utrecht Centraal", 40)], [("Para Hills Interchange", 40)],
            [("Local to DIRIDON STATION", 40)], [("To Hills Road", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["TAMIEN STATION", "Utrecht Centraal", "DIRIDON STATION"])
        #expect(page.routeLines.first?.codes.first == "Limited")
    }

    /// Polish "do" ("to") after a badge gives the headsign ("21A do Milton GO", seed 107's Polish
    /// timetable); after a name's word ("Praça do Carmo", "Mi do Centro") it joins the name.
    @Test func doAfterABadgeGivesTheHeadsign() {
        let page = evidence([
            [("21A do Milton GO", 40)], [("MI do Union Station", 40)], [("Praça do Carmo", 40)], [("Mi do Centro", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["Milton GO", "Union Station"])
        #expect(page.routeLines.map { $0.codes.first } == ["21A", "MI"])
    }

    /// A badge's word: a digit, or two to four capitals alone.
    @Test func aBadgeIsADigitOrTwoToFourCapitals() {
        for word in ["21A", "7", "MI", "UPEX"] { #expect(RouteLineReader.looksLikeBadge(word), "\(word)") }
        for word in ["M", "UPEXP", "Mi", "Terminal", "Praça"] { #expect(!RouteLineReader.looksLikeBadge(word), "\(word)") }
    }

    /// The headsign to the first dash, and the longer readings for the feed to decide: through the
    /// dash ("Train 1 dir. Buenavista - Cuautitlán", seed 107), and wrapped onto the next row after
    /// two words ("vers SW Lowell" / "& Bond", a line opening with its direction word under a badge
    /// that did not read); a next row opening with a time is no continuation.
    @Test func longerHeadsignsThroughADashAndOntoTheNextRow() {
        let page = evidence([
            [("Train 1 dir. Buenavista - Cuautitlán", 40)], [("Arr 00:08 Cuautitlán", 40)], [("vers SW Lowell", 40)],
            [("& Bond", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == ["Buenavista", "SW Lowell"])
        #expect(page.routeLines.map(\.longerHeadsigns) == [["Buenavista - Cuautitlán"], ["SW Lowell & Bond"]])
        #expect(page.routeLines.map(\.codes) == [["1", "Train 1"], []])
    }

    /// As OCR read c123_bart_steps_pl_chat_001: one word after the direction word, then an indented
    /// row, is read both wrapped and alone, the feed to decide ("w kierunku Antioch" over the next
    /// step, "Przejedź 10 stacji", whose count ends the wrapped reading); a direction word ending
    /// its row leaves only the wrapped reading.
    @Test func oneWordBeforeAnIndentedRowIsAReadingAlone() {
        let step = evidence([[("2. Wsiądź do Metro 01 w kierunku Antioch", 40)], [("Przejedź 10 stacji", 100)]])
        #expect(step.routeLines.map(\.headsign) == ["Antioch Przejedź"])
        #expect(step.routeLines.map(\.longerHeadsigns) == [["Antioch"]])
        let wrapped = evidence([[("Einsteigen in Richtung", 40)], [("Raintrees Shopping Centre", 100)]])
        #expect(wrapped.routeLines.map(\.headsign) == ["Raintrees Shopping Centre"])
        #expect(wrapped.routeLines.map(\.longerHeadsigns) == [[]])
    }

    /// As OCR read c123_go_timetable_es_photo_001: a platform right of a wrapped name's first line
    /// ("Cooksville GO Andén 19b" over "Bus") is left out of the joined name; a last word that is
    /// no number ("Andén" alone) is no platform to leave out.
    @Test func aPlatformRightOfAWrappedNameIsLeftOut() {
        let texts = Set(evidence([[("S 22:11 h Cooksville GO Andén 19b", 40)], [("Bus", 224)]]).nameSpans.map(\.text))
        #expect(texts.contains("Cooksville GO Bus"))
        let plain = Set(evidence([[("S 22:11 h Cooksville GO Andén", 40)], [("Bus", 224)]]).nameSpans.map(\.text))
        #expect(!plain.contains("Cooksville GO Bus") && plain.contains("Cooksville GO Andén Bus"))
    }

    /// As OCR read c123_cdmx_timetable_pt_001: a name wrapped over four rows, each line after the
    /// first opening in one column, is read whole; a row outside the column ends it.
    @Test func aNameWrapsOverRowsInItsColumn() {
        func texts(lastAt x: Int) -> Set<String> {
            Set(evidence([
                [("Part 16:27 Eje 5 Sur Avenida De", 70)], [("Las Torres - Unión", 341)], [("De Colonos / Plaza", 341)], [("Civica", x)],
            ]).nameSpans.map(\.text))
        }
        let name = "Eje 5 Sur Avenida De Las Torres - Unión De Colonos / Plaza Civica"
        #expect(texts(lastAt: 339).contains(name))
        #expect(!texts(lastAt: 100).contains(name) && texts(lastAt: 100).contains("Eje 5 Sur Avenida De Las Torres - Unión De Colonos / Plaza"))
    }

    /// As OCR read holdout set 7's vi_pnr_chat: a yearless date is read beside its weekday only,
    /// the word right before or after it; "thú" (Vietnamese "thứ", folded to English "Thu") two
    /// words off is no weekday of "15/11" (it took the wrong year before): the two words beside it,
    /// "thú Sáu", are Friday (`LabelWords.twoWordWeekday`, holdout set 7's second look).
    @Test func aYearlessDateTakesOnlyTheWeekdayBesideIt() {
        #expect(evidence([[("Mai (thú Sáu 15/11) mình di tàu", 40)]]).dates.map(\.weekday) == [4])
        let beside = evidence([[("Mai (Thu, 15/11) mình di tàu", 40)]]).dates
        #expect(beside.map(\.weekday) == [3] && beside.map { $0.monthDays.map(\.day) } == [[15]])
        #expect(evidence([[("15/11 (Thu)", 40)]]).dates.map(\.weekday) == [3])
    }
}
