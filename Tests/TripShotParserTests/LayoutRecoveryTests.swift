import Testing
import TripShotPageText
@testable import TripShotParser

/// What OCR gets slightly wrong about the layout itself, read back from the page's geometry and
/// its fixed words: a label or "Transfer" with one letter misread, a name's line and its time read
/// as one line, a route line whose code the strict reader refuses or that wraps before its dash, a
/// destination or an arriving stop's name that wraps onto lines like a route line.
@Suite struct LayoutRecoveryTests {
    typealias Run = PageBuilder.Run

    // MARK: the page's own words, one letter off

    @Test(arguments: ["Arive:", "Arrlve:"])
    func anArriveLabelWithOneLetterMisreadIsStillTheLabel(_ label: String) throws {
        var page = PageBuilder()
        page.stop(["Rockridge"], label: "Depart:", time: "07:59", y: 500)
        page.text("01 - Daly City", y: 650)
        page.stop(["MacArthur"], label: label, time: "08:06", y: 800)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.to.value == "MacArthur")
        #expect(ride.arrival?.value.description == "08:06")
    }

    @Test(arguments: ["Depar:", "Depoart:"])
    func aDepartLabelWithOneLetterMisreadIsStillTheLabel(_ label: String) throws {
        var page = PageBuilder()
        page.stop(["Avenida San Francisco"], label: label, time: "18:34", y: 500)
        page.text("128 - Metro Universidad", y: 650)
        page.stop(["Iglesia"], label: "Arrive:", time: "18:51", y: 800)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Avenida San Francisco")
    }

    @Test func twoLettersOffIsNotALabel() throws {
        // "Arve:" is two edits from "arrive": no Arrive, so the Depart has none below it.
        var page = PageBuilder()
        page.stop(["Rockridge"], label: "Depart:", time: "07:59", y: 500)
        page.text("01 - Daly City", y: 650)
        page.stop(["MacArthur"], label: "Arve:", time: "08:06", y: 800)
        #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
    }

    @Test func editDistanceCountsOneEditAndStopsPastTheLimit() {
        func distance(_ a: String, _ b: String) -> Int { LayoutWord.editDistance(Array(a), Array(b), atMost: 1) }
        #expect(distance("arive", "arrive") == 1)
        #expect(distance("depoart", "depart") == 1)
        #expect(distance("transter", "transfer") == 1)
        #expect(distance("arrive", "arrive") == 0)
        #expect(distance("arve", "arrive") == 2)
        #expect(distance("depart", "arrive") == 2)
        #expect(LayoutWord.reads("Transter", as: "transfer"))
        // Short words are never forgiven: "Show" misread as "Snow" is not the word.
        #expect(!LayoutWord.reads("Snow", as: "show"))
    }

    @Test(arguments: [
        [Run(text: "Transter", x: 130)],
        // The walking icon barely read as two letters in a square box.
        [Run(text: "ġÅ", x: 84, confidence: 27, characterWidth: 20), Run(text: "Transfer", x: 130)],
        // A space read inside the word, after the icon.
        [Run(text: "ż", x: 84, confidence: 40, characterWidth: 20), Run(text: "Tra", x: 130), Run(text: "nsfer", x: 214)],
    ])
    func aTransferReadWithAMisreadLetterOrIconStillMakesAWalk(_ runs: [Run]) throws {
        var page = PageBuilder()
        page.stop(["Rockridge"], label: "Depart:", time: "07:59", y: 400)
        page.text("01 - Daly City", y: 550)
        page.stop(["MacArthur"], label: "Arrive:", time: "08:06", y: 700)
        page.lineRuns(y: 850, runs)
        page.stop(["MacArthur"], label: "Depart:", time: "08:10", y: 1000)
        page.text("03 - Richmond", y: 1150)
        page.stop(["El Cerrito del Norte"], label: "Arrive:", time: "08:30", y: 1300)
        let legs = try ItineraryParser.parse(page.page).legs
        #expect(legs.count == 3)
        guard legs.count == 3, case .walk = legs[1] else {
            Issue.record("no walk between the rides: \(legs)")
            return
        }
    }

    @Test func anIconReadAsTwoLettersOnItsOwnBesideANameIsNotTheName() throws {
        // "ĠÅ" at 53 in a box narrower than high, read apart from "NW 11th &" and nearer the label.
        var page = PageBuilder.oneRide(from: ["Rockridge"], body: [("NS Line - SW Lowell &", 600), ("Bond", 650)], to: ["MacArthur"], arriveY: 900)
        page.stop(["NW 11th &", "Glisan"], label: "Depart:", time: "18:40", y: 1100)
        page.lineRuns(y: 1100, [Run(text: "ĠÅ", x: 500, confidence: 53, characterWidth: 15)])
        page.text("NS Line - SW Lowell &", y: 1250)
        page.stop(["SW 11th &", "Clay"], label: "Arrive:", time: "18:50", y: 1400)
        let rides = try ItineraryParser.parse(page.page).rides
        #expect(rides.count == 2)
        #expect(rides.last?.from.value == "NW 11th & Glisan")
    }

    @Test func aNameReadAsGlyphsAloneIsStillTheName() throws {
        // "72 St" and its icon read "z2 Ss A" at 25: three words, each barely read in a square box,
        // every one of them glyph-shaped. A label always has a name beside it: taken as read.
        var page = PageBuilder.oneRide(from: ["Rockridge"], body: [("01 - Daly City", 600)], to: ["MacArthur"], arriveY: 900)
        page.lines.removeAll { $0.text.hasPrefix("MacArthur") }
        page.lineRuns(
            y: 900,
            [Run(text: "z2 Ss A", x: PageBuilder.left, confidence: 25, characterWidth: 20), Run(text: "Arrive:", x: PageBuilder.right)])
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.to.value == "z2 Ss A")
    }

    @Test func anIconReadAloneWhereTheNameShouldBeIsNoName() {
        // One glyph's shape: the icon, not the name; the missing name is the error it was.
        var page = PageBuilder.oneRide(from: ["Rockridge"], body: [("01 - Daly City", 600)], to: ["MacArthur"], arriveY: 900)
        page.lines.removeAll { $0.text.hasPrefix("MacArthur") }
        page.lineRuns(
            y: 900, [Run(text: "ĠÅ", x: PageBuilder.left, confidence: 25, characterWidth: 15), Run(text: "Arrive:", x: PageBuilder.right)])
        let error = #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
        guard case .missingStopName? = error else {
            Issue.record("expected missingStopName, got \(String(describing: error))")
            return
        }
    }

    // MARK: two columns read as one line

    @Test func aNamesLineReadWithTheTimeBesideItIsCutAtTheLabelsColumn() throws {
        // "Hall At Penn Station 20:40": the time 40 px after the name's last word, under the column
        // gap, so OCR made one line of them.
        var page = PageBuilder()
        page.stop(["Wilmington"], label: "Depart:", time: "18:35", y: 400)
        page.text("Northeast Regional - New York", y: 550)
        page.line(y: 700, Run(text: "Ny Moynihan Train", x: PageBuilder.left), Run(text: "Arrive:", x: PageBuilder.right))
        // The line ends at x 740, 78 px (under 2.5 text heights) before the time.
        page.line(y: 764, Run(text: "Hall At Moynihan Penn Station", x: PageBuilder.left), Run(text: "20:40", x: PageBuilder.right))
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.to.value == "Ny Moynihan Train Hall At Moynihan Penn Station")
        #expect(ride.arrival?.value.description == "20:40")
    }

    @Test func aTimeAndItsMeridiemInTheLabelsColumnStayOneLine() throws {
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "6:25 PM", y: 400)
        page.text("MI - Milton GO", y: 550)
        page.stop(["Erindale GO"], label: "Arrive:", time: "6:59 PM", y: 700)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.departure?.value.description == "18:25")
        #expect(ride.arrival?.value.description == "18:59")
    }

    // MARK: route lines in the route line's place

    @Test func aCodeTheStrictReaderRefusesIsReadInTheRouteLinesPlace() throws {
        // A "/" in the code ("Tamien / San Jose Diridon Caltrain Shuttle"): no code the strict
        // reader takes anywhere on the page, but this line stands in the route line's place.
        let page = PageBuilder.oneRide(
            from: ["Tamien"], body: [("Tamien / SJ Shuttle - SJ", 650)], to: ["San Jose"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "Tamien / SJ Shuttle")
        #expect(ride.headsign?.value == "SJ")
    }

    @Test func aCodeWrappedRightBeforeItsDashIsJoined() throws {
        let page = PageBuilder.oneRide(
            from: ["San Luis Obispo"], body: [("Thruway Connecting Service", 650), ("- Los Angeles", 705)],
            to: ["Los Angeles"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "Thruway Connecting Service")
        #expect(ride.headsign?.value == "Los Angeles")
    }

    @Test func aCodeWrappedOntoTwoLinesBeforeItsDashIsJoinedWhole() throws {
        // "Tamien / San Jose" over "Diridon Caltrain Shuttle" over "- DIRIDON": neither "Diridon"
        // nor "-" would fit on the line above.
        let page = PageBuilder.oneRide(
            from: ["Tamien"], body: [("Tamien / San Jose Santa", 640), ("Diridon Caltrain Shuttle", 695), ("- DIRIDON", 750)],
            to: ["San Jose"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.routeCode.value == "Tamien / San Jose Santa Diridon Caltrain Shuttle")
        #expect(ride.headsign?.value == "DIRIDON")
    }

    @Test func aLineWithoutADashInTheRouteLinesPlaceIsStillNoRouteLine() throws {
        let page = PageBuilder.oneRide(from: ["Tamien"], body: [("Shuttle to Diridon", 650)], to: ["San Jose"], arriveY: 900)
        #expect(throws: ParseError.self) { try ItineraryParser.parse(page.page) }
    }

    // MARK: wrapped destinations and names

    @Test(arguments: [(44, "The Pier Cairns Terminus"), (52, "The Pier Cairns")])
    func aDestinationWrapsWithinTheWrapGapOfItsTextHeight(_ gap: Int, _ headsign: String) throws {
        // "Terminus" would not fit after the first line; 1.1 text heights under it (a line with no
        // descender in a tall-line font) it is the destination's, 1.3 under it it is not.
        var page = PageBuilder()
        page.stop(["Captain Cook Hwy"], label: "Depart:", time: "21:31", y: 400)
        page.text("110 - The Pier Cairns", y: 560)
        page.text("Terminus", y: 600 + gap)
        page.stop(["Sheridan St"], label: "Arrive:", time: "22:01", y: 800)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.headsign?.value.hasPrefix(headsign) == true)
        #expect(ride.headsign?.value.hasSuffix("Terminus") == (gap == 44))
    }

    @Test func aDashInTheRouteLineDoesNotShrinkItsTextHeight() throws {
        // "Vermonter - New": the dash's 4 px box is no text height. The next line stands 36 px
        // under it: 0.9 of the letters' 40 px, 1.3 of the median box (28 px, with the dash's).
        var page = PageBuilder()
        page.stop(["Greenfield"], label: "Depart:", time: "16:22", y: 400)
        page.line(
            y: 560, Run(text: "Vermonter", x: PageBuilder.left), Run(text: "-", x: 330, height: 4, dy: 18),
            Run(text: "New", x: 370, height: 28, dy: 12))
        page.text("Haven/Springfield", y: 600 + 36)
        page.stop(["White River Junction"], label: "Arrive:", time: "18:15", y: 800)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.headsign?.value == "New Haven/Springfield")
    }

    @Test func aRunsNumberUnderAFullDestinationIsNoPartOfIt() throws {
        // "Trip" would not fit after "Capitol Corridor - San Jose" (it ends at x 692), yet
        // "Trip 523" is the page's run number, never a destination's wrap.
        let page = PageBuilder.oneRide(
            from: ["Sacramento"], body: [("Capitol Corridor - San Jose", 650), ("Trip 523", 705)], to: ["Davis"],
            arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.headsign?.value == "San Jose")
        let wrapped = PageBuilder.oneRide(
            from: ["Sacramento"], body: [("Capitol Corridor - San Jose", 650), ("Trip Terminal", 705)], to: ["Davis"],
            arriveY: 900)
        #expect(try ItineraryParser.parse(wrapped.page).rides.first?.headsign?.value == "San Jose Trip Terminal")
    }

    @Test(arguments: [(0.0, "([å", "Square One"), (60.0, "([å", "Square One ([å"), (0.0, "14&", "Square One 14&")])
    func threeCharactersBarelyReadInASquareBoxAreOneGlyph(_ confidence: Double, _ glyph: String, _ value: String) throws {
        // The icon read as "([å" at confidence 0 in a 33x40 box: three real characters are wider
        // than they are high; read at 60 it is text to the layout (and kept); two digits in it are
        // the name's own ("_1_4" squeezed into "14&").
        var page = PageBuilder()
        page.stop(
            ["Square One"], label: "Depart:", time: "07:15", y: 500,
            icon: Run(text: glyph, x: PageBuilder.after("Square One", gap: 0.6), confidence: confidence, characterWidth: 11))
        page.text("21C - Square One", y: 650)
        page.stop(["Cooksville GO Bus"], label: "Arrive:", time: "07:26", y: 800)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == value)
    }

    @Test func anArrivingNamesLineThatReadsLikeARouteLineIsTheNames() throws {
        // No route line follows an Arrive's name: its ride's route line is above it.
        let page = PageBuilder.oneRide(
            from: ["Eje 3 Oriente"], body: [("39-B - Bosque de Nativitas", 650)],
            to: ["Eje 3 Oriente Francisco", "Del Paso Y", "Troncoso - Avenida", "Morelos"], arriveY: 900)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.to.value == "Eje 3 Oriente Francisco Del Paso Y Troncoso - Avenida Morelos")
        #expect(ride.routeCode.value == "39-B")
    }

    @Test func aMisreadTimeIsReadWithTheMeridiemWrappedUnderIt() throws {
        // "8:35 p.m." in a narrow column: "38:35" over "p-m.". Alone, "38:35" is no time at all.
        var page = PageBuilder()
        page.stop(["Union Station"], label: "Depart:", time: "7:25 p.m.", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "38:35", y: 1280)
        page.text("p-m.", x: PageBuilder.right, y: 1390)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.arrival?.value.description == "20:35")
        #expect(itinerary.warnings.contains { $0.contains("'38:35 p-m.'") && $0.contains("one glyph misread") })
    }

    @Test func ofATimesReadingsThePageAddsUpWithOneIsPreferred() throws {
        // "T:23 AM" is 1:23 or 7:23; a ride from 7:07 to 1:23 would take 18 hours, and the page
        // says 16 min. Both stay readings, 7:23 first.
        var page = PageBuilder()
        page.text("Duration: 16 min", y: 640)
        page.stop(["Aquiles Serdán"], label: "Depart:", time: "7:07 AM", y: 900)
        page.text("G - El Rosario", y: 1090)
        page.stop(["Aztacalco"], label: "Arrive:", time: "T:23 AM", y: 1280)
        let itinerary = try ItineraryParser.parse(page.page)
        #expect(itinerary.rides.first?.arrival?.readings.map(\.description) == ["07:23", "01:23"])
        #expect(itinerary.inconsistencies.isEmpty)
        #expect(itinerary.warnings.contains { $0.contains("reads as 01:23 or 07:23 (one glyph misread)") })
        #expect(itinerary.warnings.contains { $0.contains("the time 01:23 at (818,1344 ") && $0.contains("is taken as 07:23") })
    }

    /// Two rides with a transfer: from `stops[0]` to `stops[1]`, then from `stops[2]` to `stops[3]`.
    private func twoRides(_ stops: [String]) throws -> [Ride] {
        var page = PageBuilder()
        for (index, name) in stops.enumerated() {
            let y = 500 + 300 * index
            page.stop([name], label: index.isMultiple(of: 2) ? "Depart:" : "Arrive:", time: "14:5\(index)", y: y)
            if index < 3 { page.text(index.isMultiple(of: 2) ? "\(index / 2 + 1) - Downtown" : "Transfer", y: y + 150) }
        }
        return try ItineraryParser.parse(page.page).rides
    }

    @Test func aTransferStopsTwoCopiesAreEachOthersReadings() throws {
        // A change at 96 St: the copy over "Depart:" read "9% St".
        let rides = try twoRides(["86 St", "96 St", "9% St", "72 St"])
        #expect(rides.count == 2)
        #expect(rides.first?.to.readings == ["96 St", "9% St"])
        #expect(rides.last?.from.readings == ["9% St", "96 St"])
        // The trip's own ends are no transfer: they get no other copy.
        #expect(rides.first?.from.readings == ["86 St"])
        #expect(rides.last?.to.readings == ["72 St"])

        // A walk between two stops: names that differ by more than a garbled glyph or two are not
        // one name's copies.
        let walked = try twoRides(["SW 6th & Madison", "SW 11th & Jefferson", "SW 10th & Clay", "SE Main"])
        #expect(walked.count == 2)
        #expect(walked.first?.to.readings == ["SW 11th & Jefferson"])
        #expect(walked.last?.from.readings == ["SW 10th & Clay"])
    }
}
