import Testing
import TripShotPageText
import TripShotParser

/// Hand-made pages, one per layout rule, in the GO "Your Trip" geometry (see PageBuilder).
@Suite struct LayoutRuleTests {
    typealias Run = PageBuilder.Run

    func rides(_ page: PageBuilder) throws -> [Ride] {
        try ItineraryParser.parse(page.page).rides
    }

    @Test func exampleTripReadsAsTwoRidesAndAWalk() throws {
        let itinerary = try ItineraryParser.parse(PageBuilder.example().page)
        #expect(itinerary.date?.value == ShownDate(year: 2025, month: 3, day: 17))
        #expect(itinerary.durationMinutes?.value == 68)
        #expect(itinerary.legs.count == 3)
        guard itinerary.legs.count == 3, case .ride(let first) = itinerary.legs[0], case .walk(let walk) = itinerary.legs[1],
            case .ride(let second) = itinerary.legs[2]
        else {
            Issue.record("expected ride, walk, ride; got \(itinerary.legs)")
            return
        }
        #expect(first.routeCode.value == "MI")
        #expect(first.headsign?.value == "Milton GO")
        #expect(first.from.value == "Union Station")
        #expect(first.to.value == "Erindale GO")
        #expect(first.departure?.value == ClockTime(hour: 18, minute: 25))
        #expect(first.arrival?.value == ClockTime(hour: 18, minute: 59))
        #expect(first.stopsBetween?.value == 3)
        #expect(walk.note == "Walk to the bus loop")
        #expect(second.routeCode.value == "21")
        #expect(second.from.value == "Erindale GO Bus")
        #expect(second.to.value == "Square One")
        #expect(second.stopsBetween == nil, "no 'Show N Stops' line: the page does not say")
        #expect(itinerary.inconsistencies.isEmpty)
        // Boxes point at the page: the from name's box is the name's line, the time's the time's.
        #expect(first.from.box == Box(x: 84, y: 900, width: 5 * 24 + 14 + 7 * 24, height: 40))
        #expect(first.departure?.box?.minX == PageBuilder.right)
        #expect(first.departure?.box?.minY == 964)
    }

    @Test func wrappedNamesJoinInReadingOrderEvenPastTheTime() throws {
        var page = PageBuilder()
        page.stop(["Jensen / Redwood -", "Hail and Ride", "Location"], label: "Depart:", time: "13:13", y: 500)
        page.text("130 - The Pier Cairns Terminus", y: 790)
        page.stop(["Van Cortlandt Park-", "242 St"], label: "Arrive:", time: "13:26", y: 980)
        let ride = try #require(try rides(page).first)
        #expect(ride.from.value == "Jensen / Redwood - Hail and Ride Location")
        #expect(ride.from.box?.maxY == 500 + 128 + 40, "the third line, under the time, belongs to the name")
        #expect(ride.to.value == "Van Cortlandt Park-242 St", "a word's own hyphen joins without a space")
    }

    @Test func wrappedRouteLineJoinsItsDestination() throws {
        var page = PageBuilder()
        page.stop(["Civic Center/UN Plaza"], label: "Depart:", time: "19:31", y: 460)
        page.text("01 - San Francisco", y: 650)
        page.text("International Airport", y: 715)
        page.text("Show 4 Stops in Between", y: 793)
        page.stop(["Daly City"], label: "Arrive:", time: "19:45", y: 907)
        let ride = try #require(try rides(page).first)
        #expect(ride.routeCode.value == "01")
        #expect(ride.headsign?.value == "San Francisco International Airport")
        #expect(ride.stopsBetween?.value == 4)
    }

    @Test func routeCodesWithLettersAndWordsAndAGluedDash() throws {
        for (line, code, headsign) in [
            ("21C - Union Station", "21C", "Union Station"), ("90B - Hamilton GO Centre", "90B", "Hamilton GO Centre"),
            ("Baby Bullet - DIRIDON STATION", "Baby Bullet", "DIRIDON STATION"),
            ("B - Buenavista - Ciudad Azteca", "B", "Buenavista - Ciudad Azteca"), ("21- Milton GO", "21", "Milton GO"),
            // The dash glued to the destination instead (a BART page read with the English model).
            ("05 -Warm Springs/South Fremont", "05", "Warm Springs/South Fremont"), ("21C -Union Station", "21C", "Union Station"),
        ] {
            var page = PageBuilder()
            page.stop(["Square One"], label: "Depart:", time: "17:55", y: 460)
            page.text(line, y: 650)
            page.stop(["Streetsville GO Bus"], label: "Arrive:", time: "18:17", y: 840)
            let ride = try #require(try rides(page).first)
            #expect(ride.routeCode.value == code)
            #expect(ride.headsign?.value == headsign)
        }
    }

    @Test(arguments: [
        // The wheelchair icon after the name: apart, taller than the letters, or barely read.
        Run(text: "&", x: PageBuilder.after("Union Station", gap: 0.6), height: 48, dy: -4),
        Run(text: "5", x: PageBuilder.after("Union Station", gap: 1.2)),
        Run(text: "@", x: PageBuilder.after("Union Station", gap: 0.7)),
        Run(text: "©", x: PageBuilder.after("Union Station", gap: 0.5), height: 50, dy: -5),
        Run(text: "é", x: PageBuilder.after("Union Station", gap: 0.4), confidence: 20),
        Run(text: "(6", x: PageBuilder.after("Union Station", gap: 1.5), confidence: 0),
        // Two letters barely read in a box narrower than tall are one picture guessed at, not a word.
        Run(text: "Åå", x: PageBuilder.after("Union Station", gap: 0.3), height: 47, confidence: 13, characterWidth: 19),
    ])
    func iconAfterTheNameIsDropped(_ icon: Run) throws {
        #expect(try boardingName(withIcon: icon) == "Union Station")
    }

    /// The icon far enough from the name to be cut out as a line of its own, read as two letters at
    /// confidence 13 (the Latin model without its dictionary: "Åå"), is not the stop's name; nor at
    /// 90, in a box no wider than high (`LeftColumn.isIconShaped`: two letters are wider).
    @Test func iconReadAloneAsTwoLettersBarelyIsNoName() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO", "Bus"], label: "Arrive:", time: "18:59", y: 1280)
        page.line(y: 1278, Run(text: "Åå", x: 468, height: 47, confidence: 13, characterWidth: 19))
        let ride = try #require(try rides(page).first)
        #expect(ride.to.value == "Erindale GO Bus")
        // Read with confidence in the same narrow box: still one glyph's shape.
        var confident = page
        confident.lines[confident.lines.count - 1].words[0].confidence = 90
        #expect(try rides(confident).first?.to.value == "Erindale GO Bus")
        // As wide as two letters, the same two letters would be text.
        var wide = page
        wide.lines[wide.lines.count - 1].words[0].box.width = 60
        #expect(try rides(wide).first?.to.value != "Erindale GO Bus")
    }

    @Test(arguments: [
        // (`after` counts the name's space as a letter: the gaps drawn are 0.25 wider than given.)
        // The wheelchair icon read as a letter by the Latin model: a square half a text height
        // apart and as wide as 1.6 of the name's characters ("Daly City å", "Streetsville GO Bus Å").
        Run(text: "å", x: PageBuilder.after("Union Station", gap: 0.3), confidence: 90, characterWidth: 38),
        Run(text: "Å", x: PageBuilder.after("Union Station", gap: 0.27), confidence: 60, characterWidth: 38),
        // Twice as wide as the name's characters and half a text height apart: an icon, whatever it was read as.
        Run(text: "B", x: PageBuilder.after("Union Station", gap: 0.35), characterWidth: 48),
    ])
    func iconReadAsALetterIsDroppedByItsShape(_ icon: Run) throws {
        #expect(try boardingName(withIcon: icon) == "Union Station")
    }

    /// The boarding stop's name on a one-ride page where "Union Station" carries `icon` after it.
    private func boardingName(withIcon icon: Run) throws -> String {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900, icon: icon)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        return try #require(try rides(page).first).from.value
    }

    @Test(arguments: [
        // A single capital or digit ending a name is kept at a word's gap whatever its width, and
        // half a text height apart when it is letter-sized.
        (Run(text: "A", x: PageBuilder.after("Terminal", gap: 0.55), characterWidth: 30), "Terminal A"),
        (Run(text: "B", x: PageBuilder.after("Line", gap: 0.6)), "Line B"),
        (Run(text: "1", x: PageBuilder.after("Terminal", gap: 0.6), characterWidth: 20), "Terminal 1"),
        (Run(text: "M", x: PageBuilder.after("Platform", gap: 0.35), characterWidth: 40), "Platform M"),
        (Run(text: "W", x: PageBuilder.after("Platform", gap: 0.3), characterWidth: 48), "Platform W"),
        (Run(text: "A", x: PageBuilder.after("Platform", gap: 0.35)), "Platform A"),
        // Two real letters are wider than high, however barely read ("St. Catharines GO" at 37).
        (Run(text: "GO", x: PageBuilder.after("Catharines", gap: 0.3), confidence: 37), "Catharines GO"),
    ])
    func aSingleLetterEndingANameIsKept(_ last: Run, name: String) throws {
        var page = PageBuilder()
        let first = String(name.split(separator: " ")[0])
        page.stop([first], label: "Depart:", time: "18:25", y: 900, icon: last)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["SE M L King"], label: "Arrive:", time: "18:59", y: 1280)
        let ride = try #require(try rides(page).first)
        #expect(ride.from.value == name)
        #expect(ride.to.value == "SE M L King")
    }

    /// A letter-sized icon (a dark-mode JPEG): read "&" beside one stop, it is known again where it
    /// is read "å" beside another; a real capital of another size at the same distance stays.
    @Test func letterSizedIconIsKnownByTheIconOfAnotherStop() throws {
        var page = PageBuilder()
        page.stop(
            ["Union Station"], label: "Depart:", time: "18:25", y: 900,
            icon: Run(text: "&", x: PageBuilder.after("Union Station", gap: 0.8), confidence: 63, characterWidth: 34))
        page.text("MI - Milton GO", y: 1090)
        page.stop(
            ["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280,
            icon: Run(text: "å", x: PageBuilder.after("Erindale GO", gap: 0.5), confidence: 85, characterWidth: 34))
        page.text("Transfer", y: 1440)
        page.stop(
            ["Terminal"], label: "Depart:", time: "19:05", y: 1540,
            icon: Run(text: "A", x: PageBuilder.after("Terminal", gap: 0.75), confidence: 85))
        page.text("21 - Milton GO", y: 1730)
        page.stop(["Square One"], label: "Arrive:", time: "19:20", y: 1920)
        let rides = try rides(page)
        #expect(rides.map(\.from.value) == ["Union Station", "Terminal A"])
        #expect(rides.map(\.to.value) == ["Erindale GO", "Square One"])
    }

    /// The concept's worst bug: "Erindale GO 5" + "Bus" read as one name "Erindale GO 5 Bus" (and so
    /// a 271-minute walk). The icon is dropped from its line before the lines are joined.
    @Test func iconOnAWrappedNameIsDroppedBeforeJoining() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(
            ["Erindale GO", "Bus"], label: "Arrive:", time: "18:59", y: 1280,
            icon: Run(text: "5", x: PageBuilder.after("Erindale GO", gap: 2.2), height: 46, dy: -3))
        let ride = try #require(try rides(page).first)
        #expect(ride.to.value == "Erindale GO Bus")
    }

    @Test func timelineMarksBeforeTheNameAreDropped() throws {
        var page = PageBuilder()
        let column = PageBuilder.left + 70  // a timeline rail pushes the text right
        // The dot read as its own "O", and glued onto the first letter ("OSquare").
        page.line(y: 900, Run(text: "O", x: 90), Run(text: "Union Station", x: column), Run(text: "Depart:", x: PageBuilder.right))
        page.text("18:25", x: PageBuilder.right, y: 964)
        page.text("MI - Milton GO", x: column, y: 1090)
        page.text("Show 3 Stops in Between", x: column, y: 1170)
        page.line(y: 1280, Run(text: "OSquare One", x: column - 40), Run(text: "Arrive:", x: PageBuilder.right))
        page.text("18:59", x: PageBuilder.right, y: 1344)
        page.text("Transfer", x: column, y: 1450)
        page.line(y: 1560, Run(text: "O16th St.", x: column - 40), Run(text: "Depart:", x: PageBuilder.right))
        page.text("Mission", x: column, y: 1624)
        page.text("19:05", x: PageBuilder.right, y: 1624)
        page.text("11 - Daly City", x: column, y: 1750)
        page.line(y: 1900, Run(text: "Ö", x: 90, confidence: 30), Run(text: "Balboa Park", x: column), Run(text: "Arrive:", x: PageBuilder.right))
        page.text("19:20", x: PageBuilder.right, y: 1964)
        let rides = try rides(page)
        #expect(rides.map(\.from.value) == ["Union Station", "16th St. Mission"])
        #expect(rides.map(\.to.value) == ["Square One", "Balboa Park"])
        #expect(rides.first?.to.box?.minX == column, "the name's box starts where the name does")
    }

    @Test func aShortRouteLineDoesNotSwallowTheLineUnderIt() throws {
        var page = PageBuilder()
        page.stop(["San Jose Diridon"], label: "Depart:", time: "08:11", y: 460)
        page.text("GO Train", y: 590)  // a mode line above the route line
        page.text("Limited - TAMIEN", y: 650)
        page.text("Trip 210", y: 705)  // close under it, but it would have fit on the route line
        page.stop(["Tamien Caltrain"], label: "Arrive:", time: "08:18", y: 840)
        let ride = try #require(try rides(page).first)
        #expect(ride.routeCode.value == "Limited")
        #expect(ride.headsign?.value == "TAMIEN")
    }

    @Test func junkInTheTimelineMarginIsDropped() throws {
        var page = PageBuilder()
        let column = PageBuilder.left + 90
        page.line(y: 460, Run(text: "fe)", x: PageBuilder.left, confidence: 0), Run(text: "Sterling St", x: column), Run(text: "Depart:", x: PageBuilder.right))
        page.text("02:01", x: PageBuilder.right, y: 524)
        page.text("2 - Wakefield-241 St", x: column, y: 650)
        page.line(y: 840, Run(text: "Borough Hall", x: column), Run(text: "Arrive:", x: PageBuilder.right))
        page.text("02:17", x: PageBuilder.right, y: 904)
        let ride = try #require(try rides(page).first)
        #expect(ride.from.value == "Sterling St")
    }

    @Test func aLabelCloseBesideALongNameIsStillItsOwnColumn() throws {
        var page = PageBuilder()
        page.stop(["Washington"], label: "Depart:", time: "11:08", y: 460)
        page.text("Carolinian -", y: 650)
        page.text("Charlotte Amtrak", y: 705)
        // A large font: name, icon and label less than a column's gap apart, read as one run.
        page.line(y: 900, Run(text: "Fredericksburg", x: PageBuilder.left), Run(text: "=", x: 470, height: 50), Run(text: "Arrive:", x: 520))
        page.text("12:17", x: 520, y: 964)
        let ride = try #require(try rides(page).first)
        #expect(ride.to.value == "Fredericksburg")
        #expect(ride.arrival?.value.description == "12:17")
        #expect(ride.headsign?.value == "Charlotte Amtrak")
    }

    @Test func realShortWordsInNamesAreKept() throws {
        var page = PageBuilder()
        // "&" inside a name, at a word's distance; a name ending in a lone digit; a wrapped "&".
        page.stop(["NE 7th & Halsey"], label: "Depart:", time: "09:58", y: 460)
        page.text("CL Line - SE Water/OMSI", y: 650)
        page.stop(["Pearson Airport", "Terminal 1"], label: "Arrive:", time: "10:07", y: 840)
        page.text("Transfer", y: 1000)
        page.stop(["SE M L King &", "Morrison"], label: "Depart:", time: "10:15", y: 1100)
        page.text("NS Line - SW Lowell & Bond", y: 1290)
        page.stop(["Gate 5"], label: "Arrive:", time: "10:30", y: 1480)
        page.text("Transfer", y: 1640)
        page.stop(["NE Broadway", "& 2nd (Streetcar)"], label: "Depart:", time: "10:40", y: 1740)
        page.text("CL Line - SW 10th & Clay", y: 1930)
        page.stop(["NW 11th & Glisan"], label: "Arrive:", time: "10:50", y: 2100)
        let rides = try rides(page)
        #expect(rides.map(\.from.value) == ["NE 7th & Halsey", "SE M L King & Morrison", "NE Broadway & 2nd (Streetcar)"])
        #expect(rides.map(\.to.value) == ["Pearson Airport Terminal 1", "Gate 5", "NW 11th & Glisan"])
    }

    @Test func labelReadWithAStrayRuleOrWithItsTimeOnOneLine() throws {
        var page = PageBuilder()
        page.line(y: 460, Run(text: "Fruitvale", x: PageBuilder.left), Run(text: "| Depart: 23:48", x: PageBuilder.right - 30))
        page.text("11 - Daly City", y: 650)
        page.line(y: 840, Run(text: "16th St. Mission", x: PageBuilder.left), Run(text: "Arrive: 12:12 a.m.", x: PageBuilder.right))
        let ride = try #require(try rides(page).first)
        #expect(ride.departure?.value.description == "23:48")
        #expect(ride.arrival?.value.description == "00:12")
        #expect(ride.from.value == "Fruitvale")
    }

    @Test func aWrappedLinesOwnAmpersandIsNotAnIcon() throws {
        var page = PageBuilder()
        page.stop(["Fruitvale"], label: "Depart:", time: "09:58", y: 460)
        page.text("CL Line - SE Water/OMSI", y: 650)
        // "SE M L" / "King &" / "Morrison": the "&" ends the second line a little apart from "King";
        // only the first line, beside the label, carries the icon.
        page.line(y: 840, Run(text: "SE M L", x: PageBuilder.left), Run(text: "&", x: 620, height: 48), Run(text: "Arrive:", x: PageBuilder.right))
        page.line(y: 904, Run(text: "King", x: PageBuilder.left), Run(text: "&", x: PageBuilder.after("King", gap: 0.55)), Run(text: "10:07", x: PageBuilder.right))
        page.text("Morrison", y: 968)
        let ride = try #require(try rides(page).first)
        #expect(ride.to.value == "SE M L King & Morrison")
    }

    @Test(arguments: [
        ("6:25 p.m.", "18:25"), ("6:25 PM", "18:25"), ("6:25 pm", "18:25"), ("12:10 p.m.", "12:10"),
        ("12:40 a.m.", "00:40"), ("9:05 AM", "09:05"), ("18:25", "18:25"), ("00:40", "00:40"),
    ])
    func timesInTwelveAndTwentyFourHourForms(_ shown: String, _ clock: String) throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: shown, y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: shown, y: 1280)
        let ride = try #require(try rides(page).first)
        #expect(ride.departure?.value.description == clock)
        #expect(ride.arrival?.value.description == clock)
    }

    @Test func meridiemWrappedUnderTheTimeIsJoined() throws {
        var page = PageBuilder()
        page.stop(["Pearson"], label: "Depart:", time: "10:15", y: 980)
        page.text("AM", x: PageBuilder.right, y: 1110)
        page.text("40 - Hamilton GO Centre", y: 1300)
        page.stop(["Square One"], label: "Arrive:", time: "10:41", y: 1550)
        page.text("PM", x: PageBuilder.right, y: 1680)
        page.text("Transfer", y: 1800)
        page.stop(["Square One"], label: "Depart:", time: "6:25", y: 1900)
        page.text("p.m.", x: PageBuilder.right, y: 2045)  // a line and a half under the time
        page.text("21 - Union Station", y: 2150)
        page.stop(["Erindale GO"], label: "Arrive:", time: "6:40 p.m.", y: 2300)
        let rides = try rides(page)
        #expect(rides.count == 2)
        let ride = try #require(rides.first)
        #expect(rides.last?.departure?.value.description == "18:25")
        #expect(rides.last?.arrival?.value.description == "18:40")
        #expect(ride.departure?.value.description == "10:15")
        #expect(ride.arrival?.value.description == "22:41")
        #expect(ride.arrival?.box?.maxY == 1720, "the time's box covers the wrapped PM")
    }

    @Test func timeAfterMidnightKeepsItsClockValue() throws {
        var page = PageBuilder()
        page.text("Duration: 24 min", y: 300)
        page.stop(["Fruitvale"], label: "Depart:", time: "23:48", y: 460)
        page.text("11 - Daly City", y: 650)
        page.stop(["16th St. Mission"], label: "Arrive:", time: "00:12", y: 840)
        let itinerary = try ItineraryParser.parse(page.page)
        let ride = try #require(itinerary.rides.first)
        #expect(ride.departure?.value == ClockTime(hour: 23, minute: 48))
        #expect(ride.arrival?.value == ClockTime(hour: 0, minute: 12))
        #expect(itinerary.spanMinutes == 24)
        #expect(itinerary.inconsistencies.isEmpty)
    }

    @Test func twoTransfersMakeTwoWalks() throws {
        var page = PageBuilder()
        page.stop(["Aurora GO"], label: "Depart:", time: "07:12", y: 400)
        page.text("BR - Union Station", y: 590)
        page.stop(["Union Station"], label: "Arrive:", time: "08:08", y: 780)
        page.text("* Transfer", x: 96, y: 940)
        page.stop(["Union Station"], label: "Depart:", time: "08:19", y: 1060)
        page.text("LW - West Harbour GO", y: 1250)
        page.stop(["Burlington GO"], label: "Arrive:", time: "09:05", y: 1440)
        page.text("Transfer", y: 1600)
        page.text("Walk to the bus platform", y: 1660)
        page.stop(["Burlington GO Bus"], label: "Depart:", time: "09:20", y: 1780)
        page.text("12 - Niagara Falls GO", y: 1970)
        page.stop(["St. Catharines GO"], label: "Arrive:", time: "10:02", y: 2160)
        let legs = try ItineraryParser.parse(page.page).legs
        #expect(legs.map(\.kind) == ["ride", "walk", "ride", "walk", "ride"])
        if case .walk(let walk) = legs[3] { #expect(walk.note == "Walk to the bus platform") }
        if case .walk(let walk) = legs[1] { #expect(walk.note == nil) }
    }

    @Test func ridesWithNoTransferLineBetweenThemGetNoInventedWalk() throws {
        var page = PageBuilder()
        page.stop(["Aurora GO"], label: "Depart:", time: "07:12", y: 400)
        page.text("BR - Union Station", y: 590)
        page.stop(["Union Station"], label: "Arrive:", time: "08:08", y: 780)
        page.stop(["Union Station"], label: "Depart:", time: "08:19", y: 1000)
        page.text("LW - West Harbour GO", y: 1190)
        page.stop(["Burlington GO"], label: "Arrive:", time: "09:05", y: 1380)
        #expect(try ItineraryParser.parse(page.page).legs.map(\.kind) == ["ride", "ride"])
    }

    @Test func clutterAroundTheItineraryIsIgnored() throws {
        var page = PageBuilder.example()
        page.text("6:12", x: 105, y: 49)  // status bar clock
        page.line(y: 167, Run(text: "|GO_ Transit", x: 44, confidence: 40), Run(text: "Menu =", x: 939))
        page.text("< Back to trip results", x: 50, y: 334)
        page.text("Service update: weekend track work may affect", x: 50, y: 400)
        page.text("Transfers: 1", y: 704)
        page.text("Union Station to Square One", y: 776)
        page.text("GO Train", x: 150, y: 1040)  // a mode line above the route line
        page.text("Fare (one-way, adult)", y: 2150)
        page.line(y: 2220, Run(text: "PRESTO card", x: 84), Run(text: "$14.10", x: 895))
        page.line(y: 2300, Run(text: "Buy e-ticket", x: 60), Run(text: "Print", x: 420), Run(text: "Share", x: 640))
        page.line(y: 2445, Run(text: "AA", x: 91), Run(text: "gotransit.com", x: 464))
        let plain = try ItineraryParser.parse(PageBuilder.example().page)
        let cluttered = try ItineraryParser.parse(page.page)
        #expect(cluttered.legs.map(\.kind) == plain.legs.map(\.kind))
        #expect(cluttered.rides.map(\.from.value) == plain.rides.map(\.from.value))
        #expect(cluttered.rides.map(\.to.value) == plain.rides.map(\.to.value))
        #expect(cluttered.rides.map(\.routeCode.value) == plain.rides.map(\.routeCode.value))
        #expect(cluttered.rides.map(\.departure?.value) == plain.rides.map(\.departure?.value))
        #expect(cluttered.date?.value == plain.date?.value)
        #expect(cluttered.durationMinutes?.value == 68)
    }

    @Test func desktopSidebarBesideTheStopsIsNotPartOfTheirNames() throws {
        var page = PageBuilder()
        page.width = 1900
        let main = 700, labels = 1400
        page.text("Tuesday, March 18, 2025", x: main, y: 160)
        page.text("Duration: 22 min", x: main, y: 220)
        // The search form's fields sit left of the itinerary's column, on the stops' rows.
        page.line(y: 400, Run(text: "Square One", x: main), Run(text: "Depart:", x: labels))
        page.line(y: 450, Run(text: "Monday, March 17, 2025", x: 20), Run(text: "17:55", x: labels))
        page.line(y: 560, Run(text: "Plan my trip", x: 20), Run(text: "21 - Milton GO", x: main))
        page.line(y: 700, Run(text: "Streetsville GO Bus", x: main), Run(text: "Arrive:", x: labels))
        page.text("18:17", x: labels, y: 764)
        let itinerary = try ItineraryParser.parse(page.page)
        let ride = try #require(itinerary.rides.first)
        #expect(ride.from.value == "Square One")
        #expect(ride.to.value == "Streetsville GO Bus")
        #expect(ride.routeCode.value == "21")
        #expect(itinerary.date?.value == ShownDate(year: 2025, month: 3, day: 18), "the itinerary's own date, not the form's")
    }

    @Test func linesWithoutWordBoxesStillParse() throws {
        // Another engine (Vision on a phone) may give one line per text block, without words.
        let lines = PageBuilder.example().lines.flatMap { line in
            line.words.map { PageText.Line(text: $0.text, box: $0.box) }
        }
        var blocks: [PageText.Line] = []
        for line in lines {
            if let last = blocks.last, last.box.minY == line.box.minY, line.box.minX - last.box.maxX < 30 {
                blocks[blocks.count - 1] = PageText.Line(text: last.text + " " + line.text, box: last.box.union(line.box))
            } else {
                blocks.append(line)
            }
        }
        #expect(blocks.contains { $0.text == "Erindale GO" } && blocks.allSatisfy(\.words.isEmpty))
        let itinerary = try ItineraryParser.parse(PageText(width: 1170, height: 2600, lines: blocks))
        #expect(itinerary.rides.map(\.from.value) == ["Union Station", "Erindale GO Bus"])
        #expect(itinerary.rides.map(\.routeCode.value) == ["MI", "21"])
    }

    @Test func durationThatDisagreesWithTheTimesIsReported() throws {
        var page = PageBuilder.example(header: false)
        page.text("Duration: 58 min", y: 640)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.durationMinutes?.value == 58)
        #expect(itinerary.inconsistencies.count == 1)
        #expect(itinerary.inconsistencies.first?.contains("68 min") == true)
    }

    /// Tesseract can draw a word box too narrow ("1h" 5 px wide), opening a gap that cuts the
    /// duration's line in two; what stands beside it on its row continues it while it still reads.
    @Test func durationCutInTwoOnItsRowIsReadWhole() throws {
        var page = PageBuilder.example(header: false)
        page.line(y: 640, Run(text: "Duration: 1h", x: PageBuilder.left), Run(text: "8min", x: 600))
        page.text("Transfers: 1", x: PageBuilder.right, y: 640)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.durationMinutes?.value == 68)
        #expect(itinerary.inconsistencies.isEmpty)
    }

    /// A symbol glued to the duration's number is a speck or an S-shaped 5 ("§0 min" for 50): both
    /// readings are kept and the legs' times choose; with no agreement the speck reading stays.
    @Test(arguments: [("Duration: §0 min", 50, [0]), ("Duration: 5§ min", 5, [55])])
    func durationWithAGlyphGluedToItsNumberIsChosenByTheTimes(_ text: String, _ minutes: Int, _ others: [Int]) throws {
        var page = PageBuilder()
        page.text(text, y: 640)
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "19:15", y: 1280)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.durationMinutes?.value == minutes)
        #expect(itinerary.durationMinutes?.alternatives == others)
    }

    /// A dash ending a name's first line is a few pixels high: the name's size for its wrap gap
    /// is its letters', so its third line, below the time's row, still joins.
    @Test func aNameWhoseFirstLineEndsOnADashWrapsPastItsTime() throws {
        var page = PageBuilder()
        page.lineRuns(
            y: 900,
            [
                Run(text: "Arneses", x: PageBuilder.left), Run(text: "-", x: PageBuilder.after("Arneses", gap: 0.3), height: 4, dy: 18),
                Run(text: "Depart:", x: PageBuilder.right),
            ])
        page.lineRuns(y: 964, [Run(text: "Calzada", x: PageBuilder.left), Run(text: "18:25", x: PageBuilder.right)])
        page.text("Tasqueña", y: 1028)
        page.text("MI - Milton GO", y: 1150)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1340)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Arneses - Calzada Tasqueña")
    }
}
