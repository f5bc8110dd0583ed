import Testing
@testable import TripShotPageEvidence
import TripShotParser
import TripShotTrip

/// The page readers on lines as OCR read them from pages of layouts, words and feeds the reader was
/// not written for (seed 77, docs/measurements/2026-12-01-any-planner-unseen.md), and the
/// thresholds of each rule on both sides.
@Suite struct PageEvidenceUnseenTests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    func texts(_ page: PageEvidence) -> Set<String> { Set(page.nameSpans.map(\.text)) }

    @Test func slashAtAndPlusJoinTheTwoPartsOfOneName() {
        let page = evidence([
            [("Sai 12h30 E Main St / S Irving St (Demo)", 40)], [("08:41", 40), ("North Ave / N A Ave (Demo)", 200)],
            [("7:02", 40), ("Main St @ 5th Ave", 200)], [("9:10", 40), ("Bahnhof + ZOB", 200)],
        ])
        let names = texts(page)
        #expect(names.contains("E Main St / S Irving St (Demo)"))
        #expect(names.contains("North Ave / N A Ave (Demo)") && names.contains("North Ave") && names.contains("N A Ave (Demo)"))
        #expect(names.contains("Main St @ 5th Ave") && names.contains("Bahnhof + ZOB"))
        #expect(page.nameSpans.first { $0.text == "North Ave / N A Ave (Demo)" }?.isWhole == true)
    }

    /// A long name wrapped in a narrow column (c113_cdmx_compact_en_chat_001, seed 113): the two
    /// lines' pieces are joined as one piece's runs would be, and a few words either side of the
    /// break as before; a piece two rows down is not joined.
    @Test func aLongNameWrappedOntoTheNextLineIsOfferedWhole() {
        let names = texts(evidence([
            [("22:25 Eje 3 Oriente Francisco Del", 40)], [("Paso Y Troncoso - Del Recreo — 22:42", 40)],
            [("Calzada Ignacio Zaragoza - W. Martín Del", 40)], [("Campo - to Bosque de Nativitas", 40)],
        ]))
        #expect(names.contains("Eje 3 Oriente Francisco Del Paso Y Troncoso - Del Recreo"))
        #expect(names.contains("Calzada Ignacio Zaragoza - W. Martín Del Campo"))
        #expect(names.contains("Francisco Del Paso Y"))  // the few words either side of the break
        #expect(!names.contains { $0.hasPrefix("Eje 3") && $0.hasSuffix("Del Campo") })
        #expect(NameSpanReader.wrapLengths(9, dropped: 4) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(NameSpanReader.wrapLengths(12, dropped: 3) == [1, 2, 3, 4, 9, 10, 11, 12])
        #expect(NameSpanReader.wrapLengths(2, dropped: 3) == [1, 2])
    }

    /// A "|" or "·" is a cell's edge, so each cell is offered alone; two signs in a row join nothing.
    @Test func cellSeparatorsStillCutRuns() {
        let names = texts(evidence([[("ab 10:26 | Frankfurt(Main)Hbf | Gleis 19", 40)], [("Union Station / / Platform 3", 40)]]))
        #expect(names.contains("Frankfurt(Main)Hbf") && names.contains("Gleis 19"))
        #expect(!names.contains { $0.contains("10:26") || $0.contains("·") })
        #expect(!names.contains { $0.contains("/ /") })
    }

    /// A "|" is also how some feeds write a crossing in a stop's name (Transcollines, Quebec:
    /// "Principale Est | Philippe"), so the two cells joined across one "|" are offered too and the
    /// feed's index decides; a "·" never is.
    @Test func aPipeBetweenTwoRunsIsOfferedAsOneNameToo() {
        let names = texts(evidence([
            [("Rendez-vous à l'arrêt Principale Est | Philippe.", 40)], [("Transfer · 21 min wait", 40)],
        ]))
        #expect(names.contains("Principale Est | Philippe.") && names.contains("Principale Est") && names.contains("Philippe."))
        #expect(!names.contains { $0.contains("·") })
    }

    @Test func numberedStreetNamesAreOffered() {
        let names = texts(evidence([
            [("7:13 am | Fulton St | 7:25 am | 23 St", 40)], [("sai 14h42 | 96 St", 40)], [("8:24 am", 40), ("14 St", 300)],
            [("10:02", 40), ("L'X", 300)],
        ]))
        #expect(names.isSuperset(of: ["23 St", "96 St", "14 St", "Fulton St", "L'X"]))
    }

    /// Three letters; or a letter among three letters and digits; or two letters alone on a line.
    @Test func whatMayNameAStop() {
        #expect(NameSpanReader.mayName("Bay", whole: false))
        #expect(!NameSpanReader.mayName("By", whole: false))
        #expect(NameSpanReader.mayName("23 St", whole: false))
        #expect(NameSpanReader.mayName("7 Av", whole: false))
        #expect(!NameSpanReader.mayName("7 A", whole: false))
        #expect(!NameSpanReader.mayName("123", whole: true))
        #expect(NameSpanReader.mayName("L'X", whole: true))
        #expect(!NameSpanReader.mayName("L'X", whole: false))
        #expect(!NameSpanReader.mayName("X", whole: true))
    }

    @Test func walkWordsOfEightLanguages() {
        let page = evidence([
            [("Marchez 92 m (2 min)", 40)], [("4. Caminhe até NW 11th & Glisan (7 min)", 40)], [("Dojście 2 min", 40)],
            [("A piedi 5 min", 40)], [("Cammina fino a Termini", 40)], [("Lopen 4 min", 40)], [("Loop naar perron 2", 40)],
        ])
        #expect(page.walks.count == 7)
        #expect(page.durations.allSatisfy { $0.isWalkOrWait })
    }

    /// As OCR read c91_caltrain_timetable_pl_chat_001: a wait said by its imperative.
    @Test func waitsSaidAsImperatives() {
        let page = evidence([[("Czekaj 32 min", 65)], [("Espere 5 min", 65)], [("Wacht 4 min", 65)]])
        #expect(page.walks.count == 3 && page.durations.allSatisfy { $0.isWalkOrWait })
    }

    /// A distance with minutes and nothing else a ride has (a clock time, a date, a stop count) is a
    /// walk in any language.
    @Test func aDistanceWithMinutesIsAWalk() {
        let walks = evidence([[("Andiamo 300 m · 4 min", 40)], [("Xyz 0,3 mi (6 min)", 40)], [("1.2km 15 min", 40)]]).walks
        #expect(walks.count == 3)
        let rides = evidence([
            [("Bus 12 · 1,2 km · 25 min · 4 stops", 40)], [("18:25 Union 300 m 4 min", 40)], [("Xyz 300 m", 40)],
            [("Xyz 300 (4 min)", 40)],
        ])
        #expect(rides.walks.isEmpty)
    }

    @Test func anHourWrappedFromItsMinutes() {
        let page = evidence([[("Départ Metropark Amtrak Station 17 h", 40)], [("29", 40)], [("Arr. Ny 18h", 40)], [("06", 40)]])
        #expect(page.times.map(\.time) == [ClockTime(hour: 17, minute: 29), ClockTime(hour: 18, minute: 6)])
        #expect(page.times[0].role == .departure)
        // Not joined: minutes two rows down, three digits, or a wrapped duration ("1 h" / "30 min").
        #expect(evidence([[("Départ 17 h", 40)], [("Voiture 8", 40)], [("29", 40)]]).times.isEmpty)
        #expect(evidence([[("Départ 17 h", 40)], [("290", 40)]]).times.isEmpty)
        #expect(evidence([[("Dauer 1 h", 40)], [("30 min", 40)]]).times.isEmpty)
    }

    @Test func anHourWrappedFromItsUnit() {
        let page = evidence([[("Pease St C29 (Cairns Park) 14", 40)], [("h 35 - Cairns Park 14 h 39", 40)], [("Ride 15", 40)], [("h03 Sheridan St", 40)]])
        #expect(page.times.map(\.time) == [ClockTime(hour: 14, minute: 35), ClockTime(hour: 14, minute: 39), ClockTime(hour: 15, minute: 3)])
        // Not joined: the unit two rows down, a length ("1" / "h 30 min"), three digits of minutes.
        #expect(evidence([[("Ride 14", 40)], [("Voiture B", 40)], [("h 35", 40)]]).times.isEmpty)
        #expect(evidence([[("Dauer 1", 40)], [("h 30 min", 40)]]).times.isEmpty)
        #expect(evidence([[("Ride 14", 40)], [("h 350", 40)]]).times.isEmpty)
    }

    @Test func timeFormatsOfRealPlanners() {
        let page = evidence([
            [("18.25", 40)], [("6h25", 40)], [("18 h 25", 40)], [("18:25 Uhr", 40)], [("18:25h", 40)], [("6.25 pm", 40)],
            [("noon", 40)], [("Midnight", 40)],
        ])
        #expect(page.times.map(\.time) == [
            ClockTime(hour: 18, minute: 25), ClockTime(hour: 6, minute: 25), ClockTime(hour: 18, minute: 25),
            ClockTime(hour: 18, minute: 25), ClockTime(hour: 18, minute: 25), ClockTime(hour: 18, minute: 25),
            ClockTime(hour: 12, minute: 0), ClockTime(hour: 0, minute: 0),
        ])
    }

    /// A dotted number is a time unless a currency stands with it.
    @Test func pricesAreNoTimes() {
        #expect(evidence([[("6.26", 40)]]).times.map(\.time) == [ClockTime(hour: 6, minute: 26)])
        #expect(evidence([[("6.26 €", 40)], [("$12.50", 40)], [("Total EUR 12.50", 40)], [("12.50 zł", 40)]]).times.isEmpty)
        #expect(evidence([[("12:50 €", 40)]]).times.count == 1)
    }

    @Test func routeLinesWithPolishAbbreviationsAndPhrases() {
        let page = evidence([
            [("130 kier. The Pier Cairns Terminus", 40)], [("11 w kierunku Dublin/Pleasanton", 40)],
            [("21C toward Union Station", 40)], [("Bus 12 in Richtung Hauptbahnhof", 40)], [("Linea 4 direzione Centrale", 40)],
            [("Bus 22 richting Centraal Station", 40)],
        ])
        #expect(page.routeLines.map(\.headsign) == [
            "The Pier Cairns Terminus", "Dublin/Pleasanton", "Union Station", "Hauptbahnhof", "Centrale", "Centraal Station",
        ])
        #expect(page.routeLines.map { $0.codes.first } == ["130", "11", "21C", "12", "4", "22"])
        #expect(page.routeLines[1].codes == ["11"])
        // As OCR read c91_sample_timetable_fr_001: an arrow before the destination.
        #expect(evidence([[("Bus 20 > to Furnace Creek Resort", 40)]]).routeLines.map(\.headsign) == ["to Furnace Creek Resort"])
    }

    @Test func stopCountsOfTheCompactLayout() {
        let page = evidence([[("Rd f/side Creedy St 4:13 p.m. (15 stops)", 64)], [("Bus (2 arrêts)", 134)]])
        #expect(page.counts.map(\.count) == [15, 2])
        // European Portuguese, as OCR read c91_caltrain_timeline_pt_002.
        #expect(evidence([[("Viaje 3 paragens (14 min)", 40)]]).counts.map(\.count) == [3])
        // As OCR read c77_go_compact_fr_photo_003: the count's unit wrapped onto the next row.
        let wrapped = evidence([[("Mi 07:50 Streetsville GO — 07:55 Erindale GO (1", 157)], [("arrêt)", 149)]])
        #expect(wrapped.counts.map(\.count) == [1] && wrapped.counts[0].row == 0)
        // A number ending a line two rows above a unit is not its count.
        #expect(evidence([[("Erindale GO (1", 157)], [("Voie B", 149)], [("arrêt)", 149)]]).counts.isEmpty)
    }

    /// As OCR read c77_sample_eticket_pt_chat_002 and c77_amtrak_eticket_fr_photo_004: the mail's
    /// own date beside its header, the trip's beside a validity label.
    /// A date a narrow column wraps ("sábado, 12 de" / "diciembre de 2026") is read across the
    /// break when the lower line starts where the upper one does (within a line's height, 40 px).
    @Test(arguments: [(50, true), (51, false)])
    func aDateWrappedOntoTheNextLine(_ lowerX: Int, _ joined: Bool) {
        let page = evidence([[("Fecha de viaje", 10)], [("sábado, 12 de", 10)], [("diciembre de 2026", lowerX)]])
        let readings = page.dates.flatMap(\.readings)
        #expect(readings == (joined ? [ShownDate(year: 2026, month: 12, day: 12)] : []))
    }

    /// A yearless date wrapped in a chat message's paragraph ("... på fredag 14" / "mars:", as OCR
    /// read holdout-pages-5/sv_zssk_chat) is read across the break as a dated one is: its box
    /// holds both its words, so it spans the two lines; the same threshold on the lower line's edge.
    @Test(arguments: [(50, true), (51, false)])
    func aYearlessDateWrappedOntoTheNextLine(_ lowerX: Int, _ joined: Bool) {
        let page = evidence([[("Hej! Så här tar du dig till Rajec på fredag 14", 10)], [("mars:", lowerX)]])
        let fridays = page.dates.flatMap { $0.readings(inYears: 2024...2026) }
        #expect(fridays == (joined ? [ShownDate(year: 2025, month: 3, day: 14)] : []))
        #expect(page.dates.first.map { $0.weekday == 4 && $0.box.height > 40 } ?? !joined)
    }

    /// Portuguese weekdays in full ("quarta-feira") are weekdays: a yearless date beside one takes
    /// the year in which it falls on that day.
    @Test func aPortugueseWeekdayInFullPicksTheYear() {
        let page = evidence([[("quarta-feira, 9 de dezembro - 6 min", 10)]])
        #expect(page.dates.first?.weekday == 2)
        #expect(page.dates.first?.readings(inYears: 2025...2027) == [ShownDate(year: 2026, month: 12, day: 9)])
    }

    @Test func aMailsDateAndTheTravelDate() {
        let page = evidence([
            [("De: Tickets <noreply@tickets.example>", 10)], [("Data: sexta-feira, 25 de março de 2010, 06h14", 10)],
            [("Assunto: Confirmação da sua reserva", 10)], [("Obrigado pela sua compra!", 10)],
            [("Válido em: sábado, 27 de março de 2010", 10)],
        ])
        #expect(page.dates.map(\.label) == [.sent, .travel])
        #expect(page.datesTravelFirst.map(\.readings) == [[ShownDate(year: 2010, month: 3, day: 27)], [ShownDate(year: 2010, month: 3, day: 25)]])
        let fr = evidence([[("Date: lun. 18 octobre 2021, 10 h 48", 10)], [("Valable le: sam. 6 novembre 2021", 10)]])
        // A "Date:" with no mail header within two rows is the planner's own: it says nothing.
        #expect(fr.dates.map(\.label) == [nil, .travel])
        let sent = evidence([[("Sent: Friday, 17 March 2025", 10)], [("Travel date: 18 March 2025", 10)], [("Reisedatum: 19.03.2025", 10)]])
        #expect(sent.dates.map(\.label) == [.sent, .travel, .travel])
        let far = evidence([
            [("From: GO Transit", 10)], [("x", 10)], [("y", 10)], [("Date: 17 March 2025", 10)],
        ])
        #expect(far.dates.map(\.label) == [nil])
        let near = evidence([[("From: GO Transit", 10)], [("x", 10)], [("Date: 17 March 2025", 10)]])
        #expect(near.dates.map(\.label) == [.mail])
    }

    /// An e-ticket's table: "Date of travel" in the row's label cell labels the date in the cell
    /// beside it, and "Sent" inside a "From:" line marks the mail's own date (as in a hand-drawn
    /// MZT e-mail, whose sent date was taken for the travel date). The other side: a date cell in
    /// a row whose label cell says nothing of travel is no travel date ("Issued": the ticket's own
    /// day, since the sixth hand-drawn set).
    @Test func aTableRowsLabelCellAndASentDateInsideTheFromLine() {
        let page = evidence([
            [("From: MZT e-ticket <noreply@eticket.example> · Sent 28 Nov 2026, 21:14", 10)],
            [("Date of travel", 10), ("10.12.2026", 300)], [("Issued", 10), ("27.11.2026", 300)],
        ])
        #expect(page.dates.map(\.label) == [.sent, .travel, .sent])
        #expect(page.datesTravelFirst.first?.readings == [ShownDate(year: 2026, month: 12, day: 10)])
    }
}
