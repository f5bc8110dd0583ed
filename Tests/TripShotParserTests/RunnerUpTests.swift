import Testing
import TripShotPageText

@testable import TripShotParser

/// The recogniser's runners-up for a word (`PageText.Word.alternatives`) become the field's
/// alternatives, for the feed to decide; a count line that does not read takes its count from them
/// only when they agree on one.
@Suite struct RunnerUpTests {
    /// `page` with the word read as `text` given `alternatives`.
    private func withRunnersUp(_ page: PageBuilder, word text: String, _ alternatives: [String]) -> PageBuilder {
        var changed = page
        for lineIndex in changed.lines.indices {
            for wordIndex in changed.lines[lineIndex].words.indices where changed.lines[lineIndex].words[wordIndex].text == text {
                changed.lines[lineIndex].words[wordIndex].alternatives = alternatives
            }
        }
        return changed
    }

    private func onePage(from: String = "Union Station", route: String = "MI - Milton GO", count: String? = nil) -> PageBuilder {
        var page = PageBuilder()
        page.stop([from], label: "Depart:", time: "18:25", y: 900)
        page.text(route, y: 1090)
        if let count { page.text(count, y: 1170) }
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        return page
    }

    @Test func aNameWordsRunnersUpAreItsAlternatives() throws {
        let page = withRunnersUp(onePage(from: "Sauare One"), word: "Sauare", ["Square", "Savare"])
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Sauare One")
        #expect(ride.from.alternatives == ["Square One", "Savare One"])
    }

    @Test func aRouteCodesAndDestinationsRunnersUpAreTheirAlternatives() throws {
        var page = withRunnersUp(onePage(route: "Z - New Lots Av"), word: "Z", ["2"])
        page = withRunnersUp(page, word: "Lots", ["Lets"])
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "Z" && ride.routeCode.alternatives == ["2"])
        #expect(ride.headsign?.alternatives == ["New Lets Av"])
    }

    @Test func anUnreadCountTakesTheOneCountItsRunnersUpAgreeOn() throws {
        func parsed(_ alternatives: [String]) throws -> (count: Int?, warnings: [String]) {
            let page = withRunnersUp(onePage(count: "Show ? Stops in Between"), word: "?", alternatives)
            let itinerary = try ItineraryParser.parse(page.page)
            return (itinerary.rides.first?.stopsBetween?.value, itinerary.warnings)
        }
        let nine = try parsed(["9", "F"])
        #expect(nine.count == 9)
        #expect(nine.warnings.contains { $0.contains("is read as 9, the recogniser's second choice") })
        // A digit weighed as a digit outranks a letter that looks like one.
        #expect(try parsed(["O", "9"]).count == 9)
        #expect(try parsed(["O"]).count == 0)
        // Two digits, or none: the count stays unread, and says so.
        let two = try parsed(["9", "8"])
        #expect(two.count == nil)
        #expect(two.warnings.contains { $0.contains("could not be read") })
        #expect(try parsed(["F", "Ŷ"]).count == nil)
    }

    @Test func aCountReadThroughALookAlikePrefersTheDigitItsRunnersUpRead() throws {
        func readings(_ alternatives: [String]) throws -> [Int]? {
            let page = withRunnersUp(onePage(count: "Show § Stops in Between"), word: "§", alternatives)
            return try ItineraryParser.parse(page.page).rides.first?.stopsBetween?.readings
        }
        // "§" is a 5's look-alike; the recogniser weighed an "8" under it.
        #expect(try readings(["8", "&"]) == [8, 5])
        // No runner-up: the look-alike's readings alone ("§" is an S-shaped 5 and a two-looped 8).
        #expect(try readings([]) == [5, 8])
        #expect(try readings(["5"]) == [5, 8])
        let alone = onePage(count: "Show § Stops in Between")
        let warnings = try ItineraryParser.parse(alone.page).warnings
        #expect(warnings.contains { $0.contains("is read as 5 or 8, a look-alike of either digit") })
        // A look-alike that is one digit only, agreeing with its runner-up, repairs nothing and says nothing.
        let agreeing = withRunnersUp(onePage(count: "Show ó Stops in Between"), word: "ó", ["6"])
        #expect(try !ItineraryParser.parse(agreeing.page).warnings.contains { $0.contains("stop count") })
        let differing = withRunnersUp(onePage(count: "Show § Stops in Between"), word: "§", ["8"])
        #expect(try ItineraryParser.parse(differing.page).warnings.contains { $0.contains("is read as 8 or 5") })
    }

    @Test func aTimeThatDoesNotReadTakesItsRunnersUpThenItsRepairs() throws {
        func page(_ time: String, _ alternatives: [String]) -> PageText {
            var page = PageBuilder()
            page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
            page.text("MI - Milton GO", y: 1090)
            page.stop(["Erindale GO"], label: "Arrive:", time: time, y: 1280)
            return withRunnersUp(page, word: time, alternatives).page
        }
        // Only the runners-up read: "9" weighed under the "é".
        let agreed = try ItineraryParser.parse(page("18:5é", ["18:59", "18:5e"]))
        #expect(agreed.rides.first?.arrival?.readings.map(\.description) == ["18:59"])
        #expect(agreed.warnings.contains { $0.contains("is read as 18:59, the recogniser's second choice") })
        // "1" weighed under the "L", and the "L" read as an extra glyph: both kept, the runner-up first.
        let repaired = try ItineraryParser.parse(page("L7:59", ["17:59", "L7:58"]))
        #expect(repaired.rides.first?.arrival?.readings.map(\.description) == ["17:59", "07:59"])
        // Runners-up that disagree settle nothing, so each is kept: the schedule decides.
        let disagreeing = try ItineraryParser.parse(page("L7:59", ["17:59", "17:58"]))
        #expect(disagreeing.rides.first?.arrival?.readings.map(\.description) == ["17:59", "17:58", "07:59"])
        #expect(disagreeing.warnings.contains { $0.contains("reads as 17:59 or 17:58 or 07:59 (one glyph misread)") })
    }

    @Test func aTimeThatDoesNotReadTakesTheLinesReadingAtAnotherScale() throws {
        // "EZ:32" kept at 36 px; the engine read "12:32" at 48 px (SecondReading), not kept.
        var page = PageBuilder()
        page.stop(["Cabarita St"], label: "Depart:", time: "EZ:32", y: 900)
        page.text("123 - Cairns", y: 1090)
        page.stop(["Sheridan St"], label: "Arrive:", time: "12:50", y: 1280)
        let index = try #require(page.lines.firstIndex { $0.text == "EZ:32" })
        page.lines[index].otherReadings = [.init(text: "12:32", confidence: 92)]
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.departure?.value.description == "12:32")
        #expect(itinerary.warnings.contains { $0.contains("is read as 12:32, the line's reading at another scale") })
    }

    @Test func aDateThatDoesNotReadTakesTheRunnerUpItsWeekdayAgreesWith() throws {
        func parsed(_ alternatives: [String]) throws -> Itinerary {
            var page = PageBuilder.example(header: false)
            page.text("Sunday, September ?, 2018", y: 600)
            return try ItineraryParser.parse(withRunnersUp(page, word: "?,", alternatives).page)
        }
        let ninth = try parsed(["9,", "F,"])
        #expect(ninth.date?.value == ShownDate(year: 2018, month: 9, day: 9))
        #expect(ninth.warnings.contains { $0.contains("is read as 2018-09-09, the recogniser's second choice") })
        // 8 September 2018 was a Saturday: a runner-up the weekday denies is no date.
        #expect(try parsed(["8,"]).date == nil)
        // The 2nd and the 9th were both Sundays: two dates the weekday allows settle nothing.
        #expect(try parsed(["9,", "2,"]).date == nil)
    }

    @Test func aDurationThatDoesNotReadTakesItsRunnersUpAndTheLegsTimesChoose() throws {
        func parsed(_ text: String, _ word: String, _ alternatives: [String]) throws -> Itinerary {
            var page = PageBuilder.example(header: false)
            page.text(text, y: 640)
            return try ItineraryParser.parse(withRunnersUp(page, word: word, alternatives).page)
        }
        let six = try parsed("Duration: é min", "é", ["6", "e"])
        #expect(six.durationMinutes?.value == 6)
        #expect(six.warnings.contains { $0.contains("is read as 6 min, the recogniser's second choice") })
        // Two runners-up: both kept, and the one the legs span (18:25 to 19:33, 68 min) is taken.
        let two = try parsed("Duration: 1 h Z min", "Z", ["2", "8"])
        #expect(two.durationMinutes?.readings == [68, 62])
        #expect(two.inconsistencies.isEmpty)
        #expect(two.warnings.contains { $0.contains("is read as 62 min or 68 min, the recogniser's second choices") })
    }

    @Test func aDurationReadThroughALookAlikeKeepsItsRunnersUpForTheTimesToChoose() throws {
        // "§" is a 5's look-alike; the recogniser weighed an "8" under it, and the legs span 68 min.
        var page = PageBuilder.example(header: false)
        page.text("Duration: 1 h § min", y: 640)
        let itinerary = try ItineraryParser.parse(withRunnersUp(page, word: "§", ["8"]).page)
        #expect(itinerary.durationMinutes?.readings == [68, 65])
        #expect(itinerary.inconsistencies.isEmpty)
    }
}
