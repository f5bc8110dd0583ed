import Foundation
import Testing
import TripShotPageText
import TripShotParser

/// Where the layout cannot tell an icon from the name's own text, the name keeps both readings:
/// the preferred one as its value, the other in `alternatives`, for the feed to decide. Only what is
/// certain goes without a trace. Gaps are in text heights (40 px); `PageBuilder.after` counts a
/// name's space as a letter, so after a two-word name the gap drawn is 0.25 wider than given.
@Suite struct DoubtfulTextTests {
    typealias Run = PageBuilder.Run

    /// The boarding stop of a one-ride page whose name is `lines`, with `icon` after its first line.
    private func boarding(_ lines: [String], icon: Run? = nil, nameX: Int = PageBuilder.left) throws -> Located<String> {
        var page = PageBuilder()
        page.stop(lines, label: "Depart:", time: "18:25", y: 900, icon: icon, nameX: nameX)
        page.text("MI - Milton GO", y: 1090 + 64 * max(lines.count - 2, 0))
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280 + 64 * max(lines.count - 2, 0))
        return try #require(try ItineraryParser.parse(page.page).rides.first).from
    }

    /// Where a timeline rail pushes the text right: the left column starts here.
    static let railColumn = PageBuilder.left + 70

    /// The boarding stop of a one-ride page with a timeline rail, whose first line is `runs`.
    private func railBoarding(_ runs: Run...) throws -> Located<String> {
        var page = PageBuilder()
        page.lineRuns(y: 900, runs + [Run(text: "Depart:", x: PageBuilder.right)])
        page.text("18:25", x: PageBuilder.right, y: 964)
        page.text("MI - Milton GO", x: Self.railColumn, y: 1090)
        page.line(y: 1280, Run(text: "Erindale GO", x: Self.railColumn), Run(text: "Arrive:", x: PageBuilder.right))
        page.text("18:59", x: PageBuilder.right, y: 1344)
        return try #require(try ItineraryParser.parse(page.page).rides.first).from
    }

    // MARK: a glyph after the name

    @Test(arguments: [
        // 0.6 text heights, inside the measured word gaps (median 0.43, 95% under 0.64), letter-sized:
        // the name's own letter first.
        (0.6, PageBuilder.characterWidth, "Terminal A", "Terminal"),
        // Twice as wide as the name's characters at the same gap: the icon's square first.
        (0.6, 48, "Terminal", "Terminal A"),
        // The same square below the preferred cut (0.5), at the median word gap: text first.
        (0.44, 48, "Terminal A", "Terminal"),
        // Farther than any word gap: the icon first, still doubtful for a letter.
        (1.1, PageBuilder.characterWidth, "Terminal", "Terminal A"),
        // A small letter at the same gap and size: names are written in capitals, the icon first;
        // below the cut, text first.
        (0.6, PageBuilder.characterWidth, "Terminal", "Terminal å"),
        (0.44, PageBuilder.characterWidth, "Terminal å", "Terminal"),
    ])
    func aLetterAfterTheNameKeepsBothReadings(_ gap: Double, _ width: Int, _ value: String, _ alternative: String) throws {
        let letter = value.count > alternative.count ? String(value.last!) : String(alternative.last!)
        let name = try boarding(["Terminal"], icon: Run(text: letter, x: PageBuilder.after("Terminal", gap: gap), characterWidth: width))
        #expect(name.value == value)
        #expect(name.alternatives == [alternative])
    }

    @Test func aGlyphOverlappingTheWordBeforeItKeepsBothReadings() throws {
        // "72 St å": Tesseract stretched "St" over the icon's ink, so the "å" starts inside it.
        let stX = PageBuilder.after("72", gap: 0.35)
        var page = PageBuilder()
        page.lineRuns(
            y: 900,
            [
                // "St" drawn 80 px wide (two letters are 48) and the glyph starting 20 px before its end.
                Run(text: "72", x: PageBuilder.left), Run(text: "St", x: stX, characterWidth: 40),
                Run(text: "å", x: stX + 60, confidence: 65), Run(text: "Depart:", x: PageBuilder.right),
            ])
        page.text("18:25", x: PageBuilder.right, y: 964)
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        let name = try #require(try ItineraryParser.parse(page.page).rides.first).from
        #expect(name.value == "72 St å")
        #expect(name.alternatives == ["72 St"])
    }

    @Test func twoDigitsEndingANameAreItsNumberFirst() throws {
        // "Centrum 07": two characters are as wide as an icon, but an icon is one shape.
        let name = try boarding(["Centrum"], icon: Run(text: "07", x: PageBuilder.after("Centrum", gap: 0.6)))
        #expect(name.value == "Centrum 07")
        #expect(name.alternatives == ["Centrum"])
    }

    @Test func aBarelyReadSymbolOrSmallLetterGoesWithoutAlternativeACapitalKeepsOne() throws {
        for icon in ["©", "é"] {
            let name = try boarding(["Union Station"], icon: Run(text: icon, x: PageBuilder.after("Union Station", gap: 0.2), confidence: 20))
            #expect(name.value == "Union Station")
            #expect(name.alternatives.isEmpty)
        }
        // A capital read as poorly may be the icon or the name's own: dropped first, the feed may take it back.
        let letter = try boarding(["Union Station"], icon: Run(text: "É", x: PageBuilder.after("Union Station", gap: 0.2), confidence: 20))
        #expect(letter.value == "Union Station")
        #expect(letter.alternatives == ["Union Station É"])
    }

    @Test func aStopCodeBarelyReadBeforeAWrapIsKeptAsAnAlternative() throws {
        // "Progress Rd S3" + "(Trinity Anglican School)": Tesseract read the code at 13.
        let code = Run(text: "S3", x: PageBuilder.after("Progress Rd", gap: 0.3), confidence: 13)
        let name = try boarding(["Progress Rd", "(Trinity Anglican School)"], icon: code)
        #expect(name.value == "Progress Rd (Trinity Anglican School)")
        #expect(name.alternatives.contains("Progress Rd S3 (Trinity Anglican School)"))
    }

    @Test func aBarelyReadLetterEndingAWrappedLineIsDoubtfulASymbolIsNoise() throws {
        // No icon is drawn beside a wrapped line: "Guadalupe l." (an "I." read at 30) may be the name's.
        func name(_ glyph: String) throws -> Located<String> {
            var page = PageBuilder()
            page.stop(["Prolongación", "Guadalupe \(glyph)", "Ramírez 1"], label: "Depart:", time: "7:51", y: 500)
            page.text("47-A - Alameda Oriente", y: 500 + 128 + 40 + 60)
            page.stop(["Plan De La Noria_1"], label: "Arrive:", time: "7:57", y: 900)
            for index in page.lines.indices {
                for word in page.lines[index].words.indices where page.lines[index].words[word].text == glyph {
                    page.lines[index].words[word].confidence = 30
                }
            }
            return try #require(try ItineraryParser.parse(page.page).rides.first).from
        }
        let letter = try name("l.")
        #expect(letter.value == "Prolongación Guadalupe Ramírez 1")
        #expect(letter.alternatives.contains("Prolongación Guadalupe l. Ramírez 1"))
        #expect(try name("©").readings == ["Prolongación Guadalupe Ramírez 1"])
    }

    @Test func onlyTheOutermostDoubtfulGlyphIsTakenForTheIconInOneReading() throws {
        // "Progress Rd S3 Å", both barely read: the icon is drawn once, so one reading drops the "Å"
        // alone and keeps the code.
        var page = PageBuilder()
        page.lineRuns(
            y: 900,
            [
                Run(text: "Progress Rd", x: PageBuilder.left),
                Run(text: "S3", x: PageBuilder.after("Progress Rd", gap: 0.3), confidence: 13),
                Run(text: "Å", x: PageBuilder.after("Progress Rd S3", gap: 0.6), confidence: 30),
                Run(text: "Depart:", x: PageBuilder.right),
            ])
        page.text("14:38", x: PageBuilder.right, y: 964)
        page.text("140 - The Pier", y: 1090)
        page.stop(["Ravizza Dr"], label: "Arrive:", time: "14:40", y: 1280)
        let name = try #require(try ItineraryParser.parse(page.page).rides.first).from
        #expect(name.value == "Progress Rd")
        #expect(Set(name.alternatives) == ["Progress Rd S3 Å", "Progress Rd S3"])
    }

    @Test func aBarelyReadGlyphBeforeTheIconIsDoubtfulNotCertain() throws {
        // "Mill Rd S9 &": the "&" is the icon; the "S9" before it read at 37 may be the name's own.
        var page = PageBuilder()
        page.lineRuns(
            y: 900,
            [
                Run(text: "Mill Rd", x: PageBuilder.left), Run(text: "S9", x: PageBuilder.after("Mill Rd", gap: 0.35), confidence: 37),
                Run(text: "&", x: PageBuilder.after("Mill Rd S9", gap: 0.35)), Run(text: "Depart:", x: PageBuilder.right),
            ])
        page.text("14:38", x: PageBuilder.right, y: 964)
        page.text("140 - The Pier", y: 1090)
        page.stop(["Ravizza Dr"], label: "Arrive:", time: "14:40", y: 1280)
        let name = try #require(try ItineraryParser.parse(page.page).rides.first).from
        #expect(name.value == "Mill Rd")
        #expect(name.alternatives == ["Mill Rd S9"])
        // Alone after the name, the same barely read glyph is doubtful too: dropped first.
        let alone = try boarding(["Mill Rd"], icon: Run(text: "S9", x: PageBuilder.after("Mill Rd", gap: 0.35), confidence: 37))
        #expect(alone.value == "Mill Rd")
        #expect(alone.alternatives == ["Mill Rd S9"])
    }

    @Test func aSymbolEndingAOneLineNameGoesWithoutAlternative() throws {
        // A name never ends on "&", even one as close as a word.
        let name = try boarding(["Union Station"], icon: Run(text: "&", x: PageBuilder.after("Union Station", gap: 0.1)))
        #expect(name.value == "Union Station")
        #expect(name.alternatives.isEmpty)
    }

    @Test func aDashEndingANameIsDoubtfulAnAmpersandIsNot() throws {
        // "Cierre de Circuito Col. Moctezuma -": a few names end on a dash, none on "&".
        let dash = Run(text: "-", x: PageBuilder.after("Col. Moctezuma", gap: 0.1), height: 6, dy: 17)
        let name = try boarding(["Col. Moctezuma"], icon: dash)
        #expect(name.value == "Col. Moctezuma")
        #expect(name.alternatives == ["Col. Moctezuma -"])
        let amp = Run(text: "&", x: PageBuilder.after("Col. Moctezuma", gap: 0.1))
        #expect(try boarding(["Col. Moctezuma"], icon: amp).readings == ["Col. Moctezuma"])
    }

    @Test func anAmpersandEndingAWrappedNamesFirstLineAtAWordGapIsDoubtful() throws {
        // "SW 11th &" over "Jefferson": the "&" at 0.6 may be the connector or the icon.
        let name = try boarding(["SW 11th", "Jefferson"], icon: Run(text: "&", x: PageBuilder.after("SW 11th", gap: 0.35)))
        #expect(name.readings.sorted() == ["SW 11th & Jefferson", "SW 11th Jefferson"])
        // Closer than the preferred cut (0.5), the connector is preferred.
        let close = try boarding(["SW 11th", "Jefferson"], icon: Run(text: "&", x: PageBuilder.after("SW 11th", gap: 0.1)))
        #expect(close.value == "SW 11th & Jefferson")
        #expect(close.alternatives == ["SW 11th Jefferson"])
    }

    @Test(arguments: [
        // Read as well as the letters and at their height: the name's connector first.
        (95.0, 40, "SW 11th & Jefferson", "SW 11th Jefferson"),
        (80.0, 40, "SW 11th & Jefferson", "SW 11th Jefferson"),
        // Read poorly, or taller than the letters (1.2): the icon first.
        (79.0, 40, "SW 11th Jefferson", "SW 11th & Jefferson"),
        (95.0, 48, "SW 11th Jefferson", "SW 11th & Jefferson"),
    ])
    func anAmpersandEndingAWrappedFirstLineIsPreferredByHowWellAndHowTallItReads(
        _ confidence: Double, _ height: Int, _ value: String, _ alternative: String
    ) throws {
        // 0.6 text heights after the line: past the preferred cut (0.5), inside every word gap.
        let icon = Run(text: "&", x: PageBuilder.after("SW 11th", gap: 0.35), height: height, confidence: confidence)
        let name = try boarding(["SW 11th", "Jefferson"], icon: icon)
        #expect(name.value == value)
        #expect(name.alternatives == [alternative])
    }

    @Test func anAmpersandFartherThanAnyWordGapIsTheIcon() throws {
        // 0.85 + 0.25 = 1.1 text heights: wider than every word gap measured inside names.
        let name = try boarding(["SW 11th", "Jefferson"], icon: Run(text: "&", x: PageBuilder.after("SW 11th", gap: 0.85)))
        #expect(name.value == "SW 11th Jefferson")
        #expect(name.alternatives.isEmpty)
    }

    @Test func anIconReadAsTheSameLetterBesideTwoDifferentStopsIsCertain() throws {
        var page = PageBuilder()
        let icon = { (name: String) in Run(text: "å", x: PageBuilder.after(name, gap: 0.3), characterWidth: 38) }
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900, icon: icon("Union Station"))
        page.text("MI - Milton GO", y: 1090)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280, icon: icon("Erindale GO"))
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Union Station" && ride.from.alternatives.isEmpty)
        #expect(ride.to.value == "Erindale GO" && ride.to.alternatives.isEmpty)
    }

    @Test func theSameLetterEndingTheSameNameTwiceIsNoEvidence() throws {
        // A transfer at "Terminal A": the same stop twice, not an icon drawn twice.
        var page = PageBuilder()
        let letter = Run(text: "A", x: PageBuilder.after("Terminal", gap: 0.35))
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 400)
        page.text("MI - Milton GO", y: 590)
        page.stop(["Terminal"], label: "Arrive:", time: "18:59", y: 780, icon: letter)
        page.text("Transfer", y: 940)
        page.stop(["Terminal"], label: "Depart:", time: "19:05", y: 1060, icon: letter)
        page.text("21 - Milton GO", y: 1250)
        page.stop(["Square One"], label: "Arrive:", time: "19:20", y: 1440)
        let rides = try ItineraryParser.parse(page.page).rides
        #expect(rides.map(\.to.value) == ["Terminal A", "Square One"])
        #expect(rides[0].to.alternatives == ["Terminal"])
        #expect(rides[1].from.value == "Terminal A")
    }

    @Test func aDashEndingTwoNamesFirstLinesIsNoIcon() throws {
        // "Francisco Villa -" and "18 de Marzo -": the same flat dash after two names is each name's
        // own connector, not an icon drawn twice.
        var page = PageBuilder()
        let dash = { (name: String) in Run(text: "-", x: PageBuilder.after(name, gap: 0.1), height: 4, dy: 18) }
        page.stop(["Francisco Villa", "Antonio Roanova"], label: "Depart:", time: "15:41", y: 500, icon: dash("Francisco Villa"))
        page.text("23 - Metro La Raza", y: 700)
        page.stop(["18 de Marzo", "Puerto Vallarta"], label: "Arrive:", time: "15:50", y: 900, icon: dash("18 de Marzo"))
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "Francisco Villa - Antonio Roanova")
        #expect(ride.to.value == "18 de Marzo - Puerto Vallarta")
    }

    @Test func anAmpersandEndingTwoWrappedNamesFirstLinesIsNoEvidenceOfAnIcon() throws {
        // "SW Park &" + "Market" and "SW 11th &" + "Clay": connectors where the names wrap on, read
        // alike; the icon is only learnt from names that end on their first line.
        var page = PageBuilder()
        let amp = { (name: String) in Run(text: "&", x: PageBuilder.after(name, gap: 0)) }
        page.stop(["SW 11th", "Clay"], label: "Depart:", time: "08:55", y: 500, icon: amp("SW 11th"))
        page.text("NS Line - SW Lowell & Bond", y: 720)
        page.stop(["SW Park", "Market"], label: "Arrive:", time: "08:56", y: 900, icon: amp("SW Park"))
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "SW 11th & Clay" && ride.from.alternatives == ["SW 11th Clay"])
        #expect(ride.to.value == "SW Park & Market" && ride.to.alternatives == ["SW Park Market"])
    }

    @Test func aPoorlyReadDashEndingAWrappingLineIsDoubtfulNotCertain() throws {
        let dash = Run(text: "-", x: PageBuilder.after("La Turba", gap: 0.3), height: 8, confidence: 33, dy: 16)
        let name = try boarding(["La Turba", "Unidad Habitacional"], icon: dash)
        #expect(name.value == "La Turba Unidad Habitacional")
        #expect(name.alternatives == ["La Turba - Unidad Habitacional"])
        // Icon-sized and barely read, it goes without a trace.
        let blot = Run(text: "-", x: PageBuilder.after("La Turba", gap: 0.3), confidence: 33)
        #expect(try boarding(["La Turba", "Unidad Habitacional"], icon: blot).readings == ["La Turba Unidad Habitacional"])
    }

    @Test func aHyphenGluedToALinesLastWordAlsoReadsAsASpacedDash() throws {
        let name = try boarding(["Reforma Agraria-", "Tierra Y Libertad"])
        #expect(name.value == "Reforma Agraria-Tierra Y Libertad")
        #expect(name.alternatives == ["Reforma Agraria - Tierra Y Libertad"])
    }

    @Test(arguments: [
        ("OSquare One", "Square One"), ("ỌOSanta Clara", "Santa Clara"), ("ObBSo. San Francisco", "So. San Francisco"),
        ("O16th St.", "16th St."), ("OTAMIEN", "TAMIEN"),
        // No cut leaves a capitalised word, but the word as read is one: nothing is glued on.
        ("Avenida 661", "Avenida 661"),
    ])
    func aMarkGluedToTheFirstWordIsReadOffByTheWordsShape(_ read: String, _ name: String) throws {
        let from = try railBoarding(Run(text: read, x: Self.railColumn - 40))
        #expect(from.value == name)
        // The word as read stays a reading: the feed may know a stop so named.
        #expect(from.readings == (read == name ? [name] : [name, read]))
    }

    // MARK: a glyph before the name

    @Test func aNumberAtTheColumnsEdgeIsTheNamesEvenReadPoorly() throws {
        // "72 St": a two-character token at the left edge, read with little confidence.
        var page = PageBuilder()
        page.line(y: 900, Run(text: "72", x: PageBuilder.left, confidence: 40), Run(text: "St", x: PageBuilder.left + 62), Run(text: "Depart:", x: PageBuilder.right))
        page.text("18:25", x: PageBuilder.right, y: 964)
        page.text("2 - Wakefield-241 St", y: 1090)
        page.stop(["Times Sq-42 St"], label: "Arrive:", time: "18:59", y: 1280)
        let ride = try #require(try ItineraryParser.parse(page.page).rides.first)
        #expect(ride.from.value == "72 St")
        #expect(ride.from.alternatives == ["St"])
    }

    @Test func aGlyphReachingIntoTheTimelineMarginIsTheDotFirst() throws {
        // "O" starts 46 px (over a text height) left of the column but ends inside it.
        let column = Self.railColumn
        let name = try railBoarding(Run(text: "O", x: column - 46, characterWidth: 50), Run(text: "Union Station", x: column + 18))
        #expect(name.value == "Union Station")
        #expect(name.alternatives == ["O Union Station"])
    }

    @Test func aMarkWhollyInTheMarginGoesWithoutAlternative() throws {
        let name = try railBoarding(Run(text: "O", x: 90), Run(text: "Union Station", x: Self.railColumn))
        #expect(name.readings == ["Union Station"])
    }

    @Test func aReadingIsEncodedOnlyWhenThereAreAlternatives() throws {
        let name = try boarding(["Centrum"], icon: Run(text: "07", x: PageBuilder.after("Centrum", gap: 0.35)))
        let plain = try boarding(["Union Station"])
        #expect(try encoded(name).contains(#""alternatives":["Centrum"]"#))
        #expect(try !encoded(plain).contains("alternatives"))
    }

    private func encoded(_ value: Located<String>) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
