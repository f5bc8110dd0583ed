import Testing
import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder

/// A card that prints each time in large type over its stop's name, with the ride's length on a
/// line of its own between them (no row of a name holds a time, nor does the row next to it): the
/// time stacked over the name is its time when the gap is at most one height of the taller line.
@Suite struct StackedTimesTests {
    /// MI 2706: Milton GO 05:29 -> Union Station 06:28 on Monday 2025-03-17; times 40 px tall at
    /// y 100, the length's line at y 150-170, the names 24 px tall `gap` px under the times.
    static func card(gap: Int) -> PageText {
        let names = 140 + gap
        return PageText(
            width: 1080, height: 400,
            lines: [
                PageText.Line(text: "Monday, March 17, 2025", box: Box(x: 40, y: 30, width: 440, height: 30)),
                PageText.Line(text: "05:29", box: Box(x: 40, y: 100, width: 100, height: 40)),
                PageText.Line(text: "06:28", box: Box(x: 800, y: 100, width: 100, height: 40)),
                PageText.Line(text: "0h 59min", box: Box(x: 420, y: 150, width: 160, height: 20)),
                PageText.Line(text: "Milton GO", box: Box(x: 40, y: names, width: 180, height: 24)),
                PageText.Line(text: "Union Station", box: Box(x: 720, y: names, width: 260, height: 24)),
            ])
    }

    @Test func timeStackedOneHeightOverItsNameIsItsTime() throws {
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(Self.card(gap: 40))
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        let ride = try #require(decoded.itinerary.rides.first)
        #expect(ride.departure?.value == ClockTime(hour: 5, minute: 29) && ride.arrival?.value == ClockTime(hour: 6, minute: 28))
    }

    @Test func timeFurtherThanOneHeightAboveIsNotItsTime() throws {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(Self.card(gap: 42))
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }

    /// A time over another column's name is not that name's time: the names moved right, under
    /// nothing, leave both times without a name.
    @Test func timeOverAnotherColumnIsNotTaken() throws {
        var page = Self.card(gap: 40)
        page.lines[4].box.x = 200
        page.lines[5].box.x = 420
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect(throws: DecodeError.self) { try decoder.decode(page) }
    }
}

/// As OCR read c97_go_compact_pt_crop_001: a compact line "CODE DEP FROM > ARR" with the
/// alighting name wrapped onto the next row. Route 21 leaves Cooksville GO Bus at 23:54 on
/// 18 March 2025 and reaches Square One at 00:05.
@Suite struct WrappedNameTimeTests {
    static func page(_ second: [(String, Int)]) -> TestPage {
        TestPage([[("18/03/2025", 31)], [("21 23h54 Cooksville GO Bus > 00h05", 53)], second])
    }

    /// Two runs of route 21 make that ride (21821 and 21951, both the drawn one): the page names
    /// neither, so both are named, with Square One's 00:05; without the rule no ride was found (exit 109).
    @Test func aNameOpeningTheNextRowTakesTheTimeEndingTheRowAbove() throws {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect {
            try decoder.decode(Self.page([("Square One", 44)]).page)
        } throws: { error in
            guard case .ambiguous(let first, let second) = error as? DecodeError else { return false }
            let both = first.description + second.description
            return both.contains("20250318-21-21821") && both.contains("20250318-21-21951") && both.contains("00:05 Square One")
        }
    }

    /// Not a name in the middle of its row (a headsign after "towards"): that one names no alighting.
    @Test func aNameInsideItsRowDoesNot() throws {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect(throws: DecodeError.self) { try decoder.decode(Self.page([("Bus towards Square One", 44)]).page) }
    }

    /// A compact line wrapped after its boarding name: "MI towards Union Station: Milton GO" over
    /// "05:29 – Union Station 06:28". Milton GO ends its row with no time; the time opening the row
    /// below, before every name there, is its (MI 2706 leaves 05:29). The other side: a row below
    /// that opens with a name ("Union Station 06:28 · 05:29") gives Milton GO no time, and no trip
    /// explains the page.
    @Test func aNameEndingItsRowTakesTheTimeOpeningTheRowBelow() throws {
        let wrapped = TestPage([
            [("Mo, 17.03.2025", 40)],
            [("MI towards Union Station: Milton GO", 40)],
            [("05:29 – Union Station 06:28", 40)],
        ])
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        #expect(try decoder.decode(wrapped.page).tripIDs == ["20250317-MI-2706"])
        let nameFirst = TestPage([
            [("Mo, 17.03.2025", 40)],
            [("MI towards Union Station: Milton GO", 40)],
            [("Union Station 06:28", 40), ("05:29", 900)],
        ])
        #expect(throws: DecodeError.self) { try decoder.decode(nameFirst.page) }
    }
}
