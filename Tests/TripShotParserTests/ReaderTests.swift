import Foundation
import Testing
import TripShotPageText

@testable import TripShotParser

/// The generic readers the layout builds on: each accepts what a page shows and rejects the rest.
@Suite struct ReaderTests {
    @Test(arguments: [
        ("18:25", 18 * 60 + 25), ("00:40", 40), ("24:40", 40), ("6:25 p.m.", 18 * 60 + 25), ("6:25 PM", 18 * 60 + 25),
        ("12:05 am", 5), ("12:05 PM", 12 * 60 + 5), ("1O:15", 10 * 60 + 15), ("18.25", 18 * 60 + 25),
        // The dots of "p.m." read as other small marks (seen on generated pages).
        ("8:42 p-m.", 20 * 60 + 42), ("8:42 p,m", 20 * 60 + 42), ("8:42 a·m.", 8 * 60 + 42),
    ])
    func clockTimes(_ text: String, _ minutes: Int) {
        #expect(ClockTimeReader.read(text)?.minutesOfDay == minutes)
    }

    @Test(arguments: ["Depart:", "18:7", "25:61", "13:15 PM", "0:15 am", "6:12 al", "$14.10", "18:25 Bus", "8:42 x-m.", "8:42 p-", ""])
    func notClockTimes(_ text: String) {
        #expect(ClockTimeReader.read(text) == nil)
    }

    @Test func aMeridiemWhoseDotsBlurIntoStrokes() {
        #expect(ClockTimeReader.read("12:17 a:.-mMm.")?.description == "00:17")
        #expect(ClockTimeReader.read("6:25 p.mm")?.description == "18:25")
        #expect(ClockTimeReader.read("6:25 mm") == nil, "no a or p before the m's")
    }

    @Test(arguments: [
        ("Duration: 1 h 8 min", 68), ("Duration: 1h 8 min", 68), ("33 min", 33), ("Duration: 2 h", 120),
        ("Duration: 3 h 49 min", 229),
        // The label one letter off, as layout words are read; a speck glued to a number after it.
        ("Duratlion: 56 min", 56), ("Duration: §56 min", 56), ("Duration: 5§ min", 5),
        // Where a number must stand, before its unit, a digit's look-alike is the digit.
        ("Duration: 6 h O min", 360), ("Duration: l h 5 min", 65),
        // Between two numbers, before the minutes, only the hours' unit can stand.
        ("Duration: 1 AN 24 min", 84),
        // The spaces of a small size shrunk to nothing.
        ("Duration: 1h1min", 61), ("Duration: 2h15min", 135),
        // The space after the label's colon lost: the label goes, the hours stay.
        ("Duration:1h 44 min", 104), ("Duration:44 min", 44), ("Duratlion:2 h", 120),
        // A unit's thin strokes multiplied or changed: it is known by its other letters.
        ("Duration: 1 hì 3 mIin", 63), ("Duration: 0 mIiIn", 0), ("Duration: 12 mln", 12), ("Duration: 2 hrs 5 mIns", 125),
    ])
    func durations(_ text: String, _ minutes: Int) {
        #expect(DurationReader.read(text) == minutes)
    }

    @Test func aSymbolThatLooksLikeTwoDigitsKeepsBoth() {
        // "§" is an S-shaped 5 and a two-looped 8; the legs' times choose.
        #expect(DurationReader.readings("Duration: § min") == [5, 8])
        #expect(DurationReader.readings("Duration: 1 h § min") == [65, 68])
        // One "6" read twice, once as a letter that is no digit's look-alike.
        #expect(DurationReader.readings("Duration: 1 h é6 min") == [66])
        #expect(DurationReader.readings("Duration: 1 h é min").isEmpty, "no digit at all")
        #expect(DigitLookAlikes.readings("§") == ["5", "8"])
        #expect(DigitLookAlikes.readings("O") == ["0"])
        #expect(DigitLookAlikes.readings("x").isEmpty)
    }

    @Test(arguments: [
        "Transfers: 1", "Duration:", "1 h 8", "Show 3 Stops in Between", "8 GO Train",
        // Unlabelled, nothing is forgiven; two letters off is no label.
        "§56 min", "Durtlion: 56 min",
        // Not before a unit, a letter stays a letter.
        "Duration: 6 h O", "6 h O min",
        // Not before minutes, nor unlabelled.
        "Duration: 1 AN 24", "1 AN 24 min",
        // Strokes forgiven only after the label, and only strokes: "mon" is no "min".
        "12 mIin", "Duration: 12 mon",
    ])
    func notDurations(_ text: String) {
        #expect(DurationReader.read(text) == nil)
    }

    @Test func dates() {
        #expect(ShownDateReader.read("Monday, March 17, 2025") == ShownDate(year: 2025, month: 3, day: 17))
        #expect(ShownDateReader.read("Tue, Dec 31 2024") == ShownDate(year: 2024, month: 12, day: 31))
        #expect(ShownDateReader.read("| Tuesday, October 9, 2018") == ShownDate(year: 2018, month: 10, day: 9))
        #expect(ShownDateReader.read("Saturdav. October 20. 2018") == ShownDate(year: 2018, month: 10, day: 20))
        #expect(ShownDateReader.read("October 20 2018.") == ShownDate(year: 2018, month: 10, day: 20))
        #expect(ShownDateReader.read("October 2.0 2018") == nil)
        #expect(ShownDateReader.read("May the 4th") == nil)
        #expect(ShownDateReader.read("Union Station to Square One") == nil)
        // A day read as a digit's look-alike, only where the weekday agrees (6 Sep 2021 was a Monday).
        #expect(ShownDateReader.read("Monday, September ó, 2021") == ShownDate(year: 2021, month: 9, day: 6))
        #expect(ShownDateReader.read("Monday, September l3, 2021") == ShownDate(year: 2021, month: 9, day: 13))
        #expect(ShownDateReader.read("Tuesday, September ó, 2021") == nil)
        #expect(ShownDateReader.read("September ó, 2021") == nil)
        #expect(ShownDateReader.read("Monday, Septembr ó, 2021") == nil, "two doubts at once are not taken")
        // A weekday printed before the date that is not its own: a digit was misread (seed 149's
        // photo, "Saturday. December 25. 2024" for the 28th), so no date is read; without one, or
        // with its own, the date stands (25 December 2024 was a Wednesday).
        #expect(ShownDateReader.read("Saturday. December 25. 2024") == nil)
        #expect(ShownDateReader.read("Saturday. December 28. 2024") == ShownDate(year: 2024, month: 12, day: 28))
        #expect(ShownDateReader.read("Wednesday, December 25, 2024") == ShownDate(year: 2024, month: 12, day: 25))
        #expect(ShownDateReader.read("December 25, 2024") == ShownDate(year: 2024, month: 12, day: 25))
    }

    @Test func aTimeWithOneGlyphMisreadIsReadOnlyWhereStrictReadingFails() {
        func readings(_ text: String) -> [String] { ClockTimeReader.misreadings(text).map(\.description) }
        #expect(readings("T3:27") == ["13:27", "03:27"], "73:27 is no time")
        #expect(readings("T:23 AM") == ["01:23", "07:23"])
        // One digit too many: every way of dropping one, a digit repeating its neighbour first.
        #expect(readings("38:33 AM") == ["08:33", "03:33"])
        #expect(readings("38:33 PM") == ["20:33", "15:33"])
        #expect(readings("9:338 a.m.") == ["09:38", "09:33"])
        #expect(readings("18:255") == ["18:25", "18:55"])
        #expect(readings("18:725") == ["18:25"], "18:75 and 18:72 are no times")
        #expect(readings("118:25") == ["18:25", "11:25"])
        // A glyph with no digit's shape before the hour: a "1" ("T3:27") where that makes a time,
        // else an extra glyph ("T7:01 AM": no 17 AM).
        #expect(readings("T7:01 AM") == ["07:01"])
        #expect(readings("T7:01") == ["17:01", "07:01"], "77:01 is no time")
        #expect(readings("?7:01") == ["07:01"])
        // A time that reads needs no repair; a 24-hour "38:33" (two digits, no extra one) or a
        // 3-digit hour no digit dropped makes a 12-hour hour is no time.
        #expect(readings("13:27").isEmpty)
        #expect(readings("12:33 AM").isEmpty)
        #expect(readings("38:33").isEmpty)
        #expect(readings("138:33 AM").isEmpty)
        #expect(readings("9:3388").isEmpty, "two digits too many is not one glyph")
        #expect(readings("Trip 3").isEmpty)
    }

    @Test func aRepairedTimeIsWarnedAbout() throws {
        var page = PageBuilder()
        page.stop(["Borough Hall"], label: "Depart:", time: "13:00", y: 500)
        page.text("2 - Flatbush Av", y: 650)
        page.stop(["Flatbush Av"], label: "Arrive:", time: "T3:27", y: 800)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.arrival?.value.description == "13:27")
        #expect(itinerary.warnings.count == 1)
        #expect(itinerary.warnings.first?.contains("T3:27") == true)
    }

    @Test func aMonthWithOneLetterMisreadIsTakenWhenTheWeekdayAgrees() {
        // 1 August 2021 was a Sunday, 13 May 2017 a Saturday.
        #expect(ShownDateReader.read("Sundav. Auqust 1. 2021") == ShownDate(year: 2021, month: 8, day: 1))
        #expect(ShownDateReader.read("Saturdav, Mavy 13, 2017") == ShownDate(year: 2017, month: 5, day: 13))
        #expect(ShownDateReader.read("Saturday, Mav 13, 2017") == ShownDate(year: 2017, month: 5, day: 13))
        // 13 May 2017 was no Monday (13 March was): the weekday refuses the guess.
        #expect(ShownDateReader.read("Monday, Mav 13, 2017") == nil)
        // A weekday that disagrees, or none: the misread month is not guessed.
        #expect(ShownDateReader.read("Monday, Auqust 1, 2021") == nil)
        #expect(ShownDateReader.read("Auqust 1, 2021") == nil)
        #expect(ShownDateReader.weekday(of: ShownDate(year: 2025, month: 3, day: 17)) == 1)
        #expect(ShownDateReader.weekday(of: ShownDate(year: 2000, month: 2, day: 29)) == 2)
    }

    @Test func stopCounts() {
        #expect(StopsBetweenReader.read("Show 3 Stops in Between") == 3)
        #expect(StopsBetweenReader.read("Show 1 Stop in Between") == 1)
        #expect(StopsBetweenReader.read("Show l Stop in") == 1)
        #expect(StopsBetweenReader.read("Show 12 Stops in Between") == 12)
        // The space before "Stop" lost: the count is still the token's digits.
        #expect(StopsBetweenReader.read("Show 1Stop in Between") == 1)
        #expect(StopsBetweenReader.read("Show l2Stops in Between") == 12)
        // Glued, and the word's "S" read as a 5 or an S-shaped symbol.
        #expect(StopsBetweenReader.read("Show 15top in Between") == 1)
        #expect(StopsBetweenReader.read("Show 3§tops in Between") == 3)
        #expect(StopsBetweenReader.isCountLine("Show 15top in Between"))
        #expect(StopsBetweenReader.read("Show 5top in Between") == nil, "no count before the S")
        #expect(StopsBetweenReader.read("Show Bustop in Between") == nil)
        #expect(StopsBetweenReader.read("Show _5 Stops in Between") == 5, "the link's underline read beside the digit")
        #expect(StopsBetweenReader.read("Show ó Stops in Between") == 6)
        #expect(StopsBetweenReader.read("Show §5 Stops in Between") == 55)
        #expect(StopsBetweenReader.read("Show ? Stops in Between") == nil, "no digit has that shape")
        #expect(StopsBetweenReader.read("Show map") == nil)
        #expect(StopsBetweenReader.isTail("Between"))
        // "Stops" garbled too: the line's "Between" says what it is, and its count stays unread.
        #expect(StopsBetweenReader.isCountLine("Show ó 5fops in Between"))
        #expect(StopsBetweenReader.isCountLine("Show ó 5fops in Betweer"))
        #expect(!StopsBetweenReader.isCountLine("Show Between"), "no count or stops between them")
        #expect(!StopsBetweenReader.isCountLine("Show map in Betty"))
        // The link's chevron read into the word before it: still "Show"; a word merely ending in
        // "show" is not.
        #expect(StopsBetweenReader.isCountLine("sShow ó Stops In Between"))
        #expect(StopsBetweenReader.read("sShow 4 Stops in Between") == 4)
        #expect(!StopsBetweenReader.isCountLine("Roadshow 4 Stops in Between"))
    }

    @Test func aCountOneGlyphWideIsOneGlyphWhateverOCRReadInIt() {
        // "Show", the count word `width` px wide at 37 px high, "Stops in Between".
        func read(_ count: String, width: Int) -> [Int]? {
            let texts = ["Show", count, "Stops", "in", "Between"]
            var x = 0
            let words = texts.map { text in
                let wordWidth = text == count ? width : 24 * text.count
                defer { x += wordWidth + 14 }
                return PageText.Word(text: text, box: Box(x: x, y: 0, width: wordWidth, height: 37))
            }
            return StopsBetweenReader.readOneGlyph(TextSegment(words: words))?.readings
        }
        // One "6" read twice, once as no digit (its text alone reads as nothing, its runner-up "ó6" as 66).
        #expect(read("ć6", width: 24) == [6])
        #expect(read("ó6", width: 24) == [6])
        #expect(read("§8", width: 8 * 37 / 12) == [8, 5], "a 5's look-alike beside an 8, 8 px wide at 12 px high")
        // Two different digits in one glyph's width: both kept, the schedule decides.
        #expect(read("36", width: 30) == [3, 6])
        // Two glyphs' width (the narrowest two digits measured, "11", are 1.0 of their height): as read.
        #expect(read("66", width: 37) == nil)
        #expect(read("6", width: 24) == nil, "one glyph read once needs no help")
        #expect(read("??", width: 24) == nil, "no digit's shape")
        // A box stretched down by the link's underline (60 px high beside a 40 px "Show"): two glyphs
        // wide in the line's letters, read as the number it is.
        let stretched = TextSegment(words: [
            PageText.Word(text: "Show", box: Box(x: 0, y: 0, width: 193, height: 40)),
            PageText.Word(text: "10", box: Box(x: 207, y: 0, width: 46, height: 60)),
            PageText.Word(text: "Stops", box: Box(x: 267, y: 0, width: 187, height: 50)),
        ])
        #expect(StopsBetweenReader.readOneGlyph(stretched) == nil)
    }

    @Test func routeLinesAreCodeDashDestination() {
        func read(_ text: String) -> (String, String?)? {
            let words = text.split(separator: " ").enumerated().map { index, token in
                PageText.Word(text: String(token), box: Box(x: index * 100, y: 0, width: 90, height: 40))
            }
            return RouteLineReader.read(TextSegment(words: words)).map { ($0.code.value, $0.headsign?.value) }
        }
        #expect(read("MI - Milton GO")! == ("MI", "Milton GO"))
        #expect(read("Northeast Regional - Newport News")! == ("Northeast Regional", "Newport News"))
        #expect(read("1- El Caminero - Buenavista")! == ("1", "El Caminero - Buenavista"))
        #expect(read("21 -")! == ("21", nil), "a line wrapped right after the dash")
        #expect(read("Van Cortlandt Park-242 St") == nil, "a hyphen inside a word is not the dash")
        #expect(read("- Hail and Ride") == nil, "no code before the dash")
        #expect(read("Jensen / Redwood - Hail") == nil, "a symbol is not part of a code")
        #expect(read("Your Trip") == nil)
    }

    @Test func itineraryJSONRoundTrips() throws {
        let itinerary = try ItineraryParser.parse(PageBuilder.example().page)
        let data = try JSONEncoder().encode(itinerary)
        #expect(try JSONDecoder().decode(Itinerary.self, from: data) == itinerary)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.map { $0["type"] as? String } == ["ride", "walk", "ride"])
        let departure = try #require(legs[0]["departure"] as? [String: Any])
        #expect(departure["value"] as? String == "18:25")
        #expect(departure["box"] is [String: Any])
        #expect((object["date"] as? [String: Any])?["value"] as? String == "2025-03-17")
        // GO's page cuts its times: no "timesRounded" written; a rounding page's round-trips.
        #expect(object["timesRounded"] == nil)
        var rounded = itinerary
        rounded.timesRounded = true
        let roundedData = try JSONEncoder().encode(rounded)
        #expect(try JSONDecoder().decode(Itinerary.self, from: roundedData).timesRounded)
        #expect((try JSONSerialization.jsonObject(with: roundedData) as? [String: Any])?["timesRounded"] as? Bool == true)
    }
}
