import Foundation
import TestSupport
import Testing
import TripShotOCR
import TripShotPageText

/// Real Tesseract on real screenshots: the parser needs station names, route lines, the Depart/Arrive
/// labels and the times, each where the screenshot drew it.
@Suite struct FixtureReadingTests {
    static let screenshots = [
        "Tests/Fixtures/screens/go/go_example_mi_21__A_phone3x_light.png",  // light phone 3x
        "Tests/Fixtures/screens/real-feeds/p16_trimet_transfer.png",  // dark phone 3x
        "Tests/Fixtures/screens/ocr/example_mi_21__B_phone3x_dark_jpeg70.jpg",  // dark, other font, JPEG q70
        "Tests/Fixtures/screens/go/go_21_squareone_streetsville__C_desktop1x.png",  // desktop 1x
        "Tests/Fixtures/screens/ocr/two_transfers__desktop1x_dejavu.png",  // desktop 1x, the CLI misses its times
        "Tests/Fixtures/screens/ocr/lw_union_oakville__phone1x.png",  // phone 1x
        "Tests/Fixtures/screens/ocr/timeline_three_line_name__phone3x.png",  // timeline rail beside a wrapped name
    ]
    static let essentialKinds: Set<String> = ["station", "route", "label", "time"]

    @Test(arguments: screenshots)
    func readsEssentialElementsWhereTheyAreDrawn(_ screenshot: String) throws {
        let truth = try GroundTruth.load(besideImage: screenshot)
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))

        let size = try #require(truth.imageSize)
        #expect(page.width == size[0])
        #expect(page.height == size[1])
        let essentials = try #require(truth.boxes).filter { Self.essentialKinds.contains($0.kind) && !$0.text.isEmpty }
        #expect(essentials.count >= 6)
        for element in essentials {
            #expect(
                page.reads(element),
                "\(element.kind) '\(element.text)' at \(element.bbox): read \(page.words(inside: element).map(\.text))")
        }
    }

    /// Station names are looked up in the feed word by word: "ErindaleGO" would not match.
    @Test(arguments: screenshots)
    func stationNamesKeepTheirSpaces(_ screenshot: String) throws {
        let truth = try GroundTruth.load(besideImage: screenshot)
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))
        for station in try #require(truth.boxes) where station.kind == "station" {
            let words = page.words(inside: station).map(\.text)
            let expected = station.text.split(separator: " ").map(String.init)
            let found = words.indices.contains { words[$0...].starts(with: expected) }
            #expect(found, "'\(station.text)' read as \(words)")
        }
    }

    @Test(arguments: screenshots)
    func everyBoxLiesInsideTheImageAndHoldsItsWords(_ screenshot: String) throws {
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))
        #expect(!page.lines.isEmpty)
        for line in page.lines {
            #expect(line.box.minX >= 0 && line.box.minY >= 0)
            #expect(line.box.maxX <= page.width && line.box.maxY <= page.height)
            #expect(line.text == line.words.map(\.text).joined(separator: " "))
            for word in line.words {
                #expect(line.box.union(word.box) == line.box, "\(word.text) \(word.box) outside its line \(line.box)")
                #expect((0...100).contains(word.confidence))
            }
        }
    }

    /// A time and its label sit in a column of their own; they must not be glued onto the station name
    /// beside them (the parser pairs them by position).
    @Test func columnsStayApart() throws {
        let page = try TextRecognizer().read(
            imageAt: Fixtures.path("Tests/Fixtures/screens/go/go_example_mi_21__A_phone3x_light.png"))
        let union = try #require(page.lines.first { $0.text.hasPrefix("Union Station") && !$0.text.contains(" to ") })
        #expect(!union.text.contains("Depart"))
        let depart = try #require(page.lines.first { $0.text == "Depart:" })
        #expect(depart.box.minX > union.box.maxX)
        #expect(depart.box.verticalOverlap(union.box) > 0)
    }

    /// A timeline rail is listed as skipped line art, not read: its stop rings do not stand before the
    /// names as junk letters, and the first leg beside it is read in full.
    @Test func aTimelineRailIsListedAndItsRingsAreNotRead() throws {
        let screenshot = "Tests/Fixtures/screens/ocr/timeline_three_line_name__phone3x.png"
        let truth = try GroundTruth.load(besideImage: screenshot)
        let page = try TextRecognizer().read(imageAt: Fixtures.path(screenshot))
        #expect(page.skipped.contains { $0.reason.contains("rail") && !$0.mayHoldText })
        #expect(!page.skipped.contains { $0.mayHoldText })
        for station in try #require(truth.boxes) where station.kind == "station" {
            let words = page.words(inside: station).map(\.text)
            #expect(words.first == station.text.split(separator: " ").first.map(String.init), "\(station.text) read as \(words)")
        }
    }
}
