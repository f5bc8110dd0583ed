import Testing
import TripShotPageText
import TripShotParser

/// What belongs to what is decided by where lines sit, not by what they say: wrapped names by
/// their distance under the name's first line, route lines by their place under the departure,
/// a departure by its time in the labels' column even when its label was not read.
@Suite struct LayoutGeometryTests {
    typealias Run = PageBuilder.Run

    // MARK: wrapped names

    @Test func aWrappedLineJoinsWhateverItsIndent() throws {
        // "So. San Francisco" with the rail's dot glued on, so it starts well left of the line
        // drawn under it.
        var page = PageBuilder()
        let column = PageBuilder.left + 70
        page.line(y: 900, Run(text: "ObBSo. San Francisco", x: column - 80), Run(text: "Depart:", x: PageBuilder.right))
        page.line(y: 964, Run(text: "Caltrain Station", x: column), Run(text: "18:25", x: PageBuilder.right))
        page.text("Local - San Jose Diridon", x: column, y: 1090)
        page.line(y: 1280, Run(text: "Millbrae", x: column), Run(text: "Arrive:", x: PageBuilder.right))
        page.text("18:59", x: PageBuilder.right, y: 1344)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value.hasSuffix("San Francisco Caltrain Station"))
        #expect(ride.routeCode.value == "Local")
    }

    @Test func aLineStartingLeftOfTheNameIsNotPartOfIt() throws {
        // A desktop sidebar's line on the row under the name, starting far left of it.
        var page = PageBuilder()
        page.width = 1900
        page.line(y: 400, Run(text: "Square One", x: 700), Run(text: "Depart:", x: 1400))
        page.line(y: 450, Run(text: "Plan my trip", x: 20), Run(text: "17:55", x: 1400))
        page.text("21 - Milton GO", x: 700, y: 560)
        page.line(y: 700, Run(text: "Streetsville GO Bus", x: 700), Run(text: "Arrive:", x: 1400))
        page.text("18:17", x: 1400, y: 764)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Square One")
    }

    @Test func aNameWrapsOntoThreeLinesPastItsTimeAtALinesGap() throws {
        var page = PageBuilder()
        // 64 px pitch for 40 px text: 0.6 text heights between lines (names measure up to 0.84).
        page.stop(["Machans Beach Access", "Rd - Hail and Ride", "Location"], label: "Depart:", time: "13:13", y: 500)
        page.text("131 - Cairns City", y: 500 + 128 + 40 + 60)  // 1.5 text heights under the name
        page.stop(["Cairns City"], label: "Arrive:", time: "13:40", y: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Machans Beach Access Rd - Hail and Ride Location")
        #expect(ride.routeCode.value == "131")
    }

    @Test func aDashLineReadAsAGlyphStillHoldsTheNamesLinesTogether() throws {
        // "Avenida Insurgentes - Guadalupe Victoria_1" wrapped at its dash, which stands alone on its
        // line and reads as "=" at 15: no text, but ink in the name's column a line apart.
        func page(markX: Int) -> PageText {
            var page = PageBuilder()
            page.stop(["Avenida", "Insurgentes"], label: "Depart:", time: "9:23", y: 500)
            page.line(y: 628, PageBuilder.Run(text: "=", x: markX, height: 8, confidence: 15, dy: 16))
            page.text("Guadalupe", y: 692)
            page.text("Victoria_1", y: 756)
            page.text("161-D - Central de Abastos", y: 856)
            page.stop(["Calzada Ermita"], label: "Arrive:", time: "9:45", y: 1000)
            return page.page
        }
        let ride = try #require(try ItineraryParser.parse(page(markX: PageBuilder.left)).rides.first)
        #expect(ride.from.value == "Avenida Insurgentes Guadalupe Victoria_1")
        #expect(ride.from.alternatives.contains("Avenida Insurgentes = Guadalupe Victoria_1"))
        // The same mark well left of the name is the timeline's: the name ends at its gap.
        let railed = try #require(try ItineraryParser.parse(page(markX: PageBuilder.left - 40)).rides.first)
        #expect(railed.from.value == "Avenida Insurgentes")
    }

    @Test func aLastLineReadAsGlyphsIsKeptAsAReading() throws {
        // "Sheridan St" / "C6": the code alone on its line reads "c6" at 41, no text by itself.
        var page = PageBuilder()
        page.stop(["Cairns City"], label: "Depart:", time: "16:05", y: 500)
        page.text("113 - Smithfield", y: 700)
        page.stop(["Sheridan St"], label: "Arrive:", time: "16:15", y: 900)
        page.line(y: 964, PageBuilder.Run(text: "c6", x: PageBuilder.left, confidence: 41))
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.to.value == "Sheridan St")
        #expect(ride.to.alternatives == ["Sheridan St c6"])
    }

    @Test(arguments: [(52, "Union Station"), (44, "Union Station GO Train")])
    func aLineJoinsTheNameOnlyWithinAWrapGapOfItsLastLine(_ gap: Int, _ name: String) throws {
        // A mode line 1.3 text heights under the name's last line (over the 1.2 cut) is the route
        // row's; 1.1 under it (as far as a name's own line stands in a tall-line font), it is the
        // name's own wrapped line.
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("GO Train", y: 900 + 40 + gap)
        page.text("MI - Milton GO", y: 1160)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1300)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == name)
        #expect(ride.routeCode.value == "MI")
    }

    @Test(arguments: [(88, 60, "Downtownð Berkeley Station"), (134, 37, "Downtownð Berkeley")])
    func aNamesNextLineKeepsItsPitch(_ pitch: Int, _ height: Int, _ name: String) throws {
        // Measured on a desktop page at 3x: "Downtownð" (62 px tall) over "Berkeley" 88 px apart;
        // the "GO Train" mode line, 37 px tall, 134 px under "Berkeley": 1.19 letter heights of
        // blank (within a wrap gap) but 1.52 of the name's pitch. The same line at the name's
        // pitch is its own.
        var page = PageBuilder()
        page.lineRuns(y: 900, [.init(text: "Downtownð", x: PageBuilder.left, height: 62), .init(text: "Depart:", x: PageBuilder.right)])
        page.lineRuns(y: 988, [.init(text: "Berkeley", x: PageBuilder.left, height: 60), .init(text: "11:33", x: PageBuilder.right)])
        page.lineRuns(y: 988 + pitch, [.init(text: "Station", x: PageBuilder.left, height: height)])
        page.text("03 - Fremont", y: 1300)
        page.stop(["Fremont"], label: "Arrive:", time: "11:45", y: 1500)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == name)
    }

    // MARK: route lines by position

    @Test func aNameThatReadsLikeARouteLineIsNotCutShort() throws {
        // The third line of the name says " - 603 - " yet sits a line's gap under the second.
        var page = PageBuilder()
        page.stop(["Dublin Airport", "Zone 14", "Stand - 603 - Arrivals"], label: "Depart:", time: "10:05", y: 500)
        page.text("16 - Ballinteer", y: 500 + 128 + 40 + 60)
        page.stop(["O'Connell St"], label: "Arrive:", time: "10:40", y: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Dublin Airport Zone 14 Stand - 603 - Arrivals")
        #expect(ride.routeCode.value == "16")
        #expect(ride.headsign?.value == "Ballinteer")
    }

    @Test func aRouteLineTakenIntoANameReadTooTallIsGivenBack() throws {
        // The rail and the name read as one word 100 px tall: its wrap gap takes in the route line
        // 75 px under it, but no other route line lies below, so that one was the ride's.
        var page = PageBuilder()
        page.line(y: 900, Run(text: "Cooksville", x: PageBuilder.left, height: 100), Run(text: "GOA", x: 360), Run(text: "Depart:", x: PageBuilder.right))
        page.text("16:39", x: PageBuilder.right, y: 964)
        page.text("MI - Milton GO", y: 1075)
        page.text("Show 4 Stops in Between", y: 1135)
        page.stop(["Milton GO"], label: "Arrive:", time: "17:09", y: 1280)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Cooksville GOA")
        #expect(ride.routeCode.value == "MI")
        #expect(ride.stopsBetween?.value == 4)
    }

    @Test func theRouteLineUnderTheNameIsStillTheRouteLine() throws {
        var page = PageBuilder()
        page.stop(["Dublin Airport", "Zone 14"], label: "Depart:", time: "10:05", y: 500)
        page.text("603 - Arrivals", y: 500 + 64 + 40 + 60)  // 1.5 under the name: the route's row
        page.stop(["O'Connell St"], label: "Arrive:", time: "10:40", y: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Dublin Airport Zone 14")
        #expect(ride.routeCode.value == "603")
    }

    // MARK: route codes

    @Test(arguments: [
        ("21 C - Union Station", "21C", ["21 C"]), ("N 22 - Hammersmith", "N22", ["N 22"]),
        ("M 15 - South Ferry", "M15", ["M 15"]), ("21C - Union Station", "21C", []),
        ("Baby Bullet - DIRIDON STATION", "Baby Bullet", []), ("Line 1 - Observatorio", "Line 1", []),
        ("ABC 12 - Somewhere", "ABC 12", []),
    ])
    func aRouteCodeIsOneToken(_ line: String, _ code: String, _ alternatives: [String]) throws {
        var page = PageBuilder()
        page.stop(["Square One"], label: "Depart:", time: "17:55", y: 460)
        page.text(line, y: 650)
        page.stop(["Streetsville GO Bus"], label: "Arrive:", time: "18:17", y: 840)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == code)
        #expect(ride.routeCode.alternatives == alternatives)
    }

    @Test func aWrappedDestinationThatReadsLikeARouteLineIsTheDestinations() throws {
        // "Universidad" would not fit after "162-D - Metro Universidad Norte" in the column.
        let page = PageBuilder.oneRide(
            from: ["La Turba"],
            body: [("162-D - Metro Universidad Norte", 650), ("Universidad - Santa Catarina", 705), ("Show 1 Stop in Between", 770)],
            to: ["Reforma"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "162-D")
        #expect(ride.headsign?.value == "Metro Universidad Norte Universidad - Santa Catarina")
        #expect(ride.stopsBetween?.value == 1)
    }

    @Test(arguments: [
        // "Connecting" would not fit after "Amtrak Thruway Bus" in the 734 px column: one code.
        ([("Amtrak Thruway Bus", 650), ("Connecting Service - Norfolk", 705)], "Amtrak Thruway Bus Connecting Service", "Norfolk"),
        // A mode line close above: "MI" would have fitted after "GO Train", so it is not the code's.
        ([("GO Train", 650), ("MI - Milton GO", 705)], "MI", "Milton GO"),
    ])
    func aCodeWrappedBeforeItsDashIsJoinedByTheSpaceLeftOnTheLineAbove(
        _ body: [(String, Int)], _ code: String, _ headsign: String
    ) throws {
        let page = PageBuilder.oneRide(from: ["Newport News"], body: body, to: ["Virginia Beach"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == code)
        #expect(ride.headsign?.value == headsign)
        #expect(ride.from.value == "Newport News")
    }

    @Test func aStopCountThatDoesNotReadIsReportedNotTakenForNone() throws {
        let page = PageBuilder.oneRide(
            from: ["NW 11th & Johnson"], body: [("NS Line - SW Lowell & Bond", 650), ("Show ? Stops in Between", 710)],
            to: ["SW 5th & Montgomery"], arriveY: 900)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.stopsBetween == nil)
        #expect(itinerary.warnings.count == 1)
        #expect(itinerary.warnings.first?.contains("Show ? Stops in Between") == true)
        // A count that reads gives no warning.
        #expect(try ItineraryParser.parse(PageBuilder.example().page).warnings.isEmpty)
    }

    // MARK: a departure whose label was not read

    @Test func aDepartureWithoutItsLabelIsRecoveredWithAWarning() throws {
        var page = PageBuilder.example()
        page.lines.removeAll { $0.text.hasPrefix("Union Station") }
        page.text("Union Station", y: 900)  // the name alone: its "Depart:" beside it not read
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.map(\.from.value) == ["Union Station", "Erindale GO Bus"])
        #expect(itinerary.rides.first?.departure?.value.description == "18:25")
        #expect(itinerary.warnings.count == 1)
        #expect(itinerary.warnings.first?.contains("Depart:") == true)
        #expect(itinerary.warnings.first?.contains("Union Station") == true)
        #expect(try ItineraryParser.parse(PageBuilder.example().page).warnings.isEmpty)
    }

    @Test func anArriveWithNoDepartureBlockAboveStillFails() throws {
        // No time in the labels' column above the Arrive: nothing to recover.
        var page = PageBuilder()
        page.text("Union Station", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        // A time there but no name beside the label's place: still no departure.
        var nameless = PageBuilder()
        nameless.text("18:25", x: PageBuilder.right, y: 964)
        nameless.text("MI - Milton GO", y: 1090)
        nameless.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        do {
            _ = try ItineraryParser.parse(nameless.page)
            Issue.record("a departure was invented")
        } catch {
            guard case .arriveWithoutDepart = error else {
                Issue.record("expected arriveWithoutDepart, got \(error)")
                return
            }
        }
    }

    @Test func aLeftLineAsWideAsTheColumnIsStillTheLeftColumns() throws {
        // A narrow page: the destination, wrapped after the dash, reaches a few pixels past the
        // labels' left edge (x 818). It starts far left of it: the left column's, not a time's.
        var page = PageBuilder()
        page.stop(["Daly City"], label: "Depart:", time: "23:59", y: 900)
        page.text("11-", y: 1090)
        page.line(y: 1150, .init(text: "Dublin/Pleasanton", x: PageBuilder.left, characterWidth: 44))
        page.stop(["Glen Park"], label: "Arrive:", time: "00:05", y: 1280)
        #expect(page.lines[3].box.maxX > PageBuilder.right)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "11")
        #expect(ride.headsign?.value == "Dublin/Pleasanton")
    }
}
