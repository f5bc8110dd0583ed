import CommandLineSupport
import Commands
import Foundation
import Synchronization
import TestSupport
import Testing
import TripShotPageText

/// Captures what `tripshot ocr` writes.
private final class OCRCapture: Sendable {
    let out = Mutex("")
    let err = Mutex("")
    var console: Console {
        Console(out: { text in self.out.withLock { $0 += text } }, err: { text in self.err.withLock { $0 += text } })
    }
    var output: String { out.withLock { $0 } }
    var errors: String { err.withLock { $0 } }
}

private let lightPhone = Fixtures.path("Tests/Fixtures/screens/go/go_example_mi_21__A_phone3x_light.png")
private let desktop = Fixtures.path("Tests/Fixtures/screens/go/go_21_squareone_streetsville__C_desktop1x.png")

@Suite struct OCRCommandTests {
    @Test func printsLinesWithBoxesAndConfidence() {
        let capture = OCRCapture()
        #expect(TripshotCommand.main(["ocr", lightPhone], console: capture.console) == .success)
        let lines = capture.output.split(separator: "\n")
        // "x,y wxh  confidence  text", the time in the right-hand column.
        let time = lines.first { $0.hasSuffix("  18:25") }
        #expect(time?.hasPrefix("82") == true, "\(capture.output)")
        #expect(lines.contains { $0.hasSuffix("  Depart:") })
        #expect(lines.contains { $0.hasSuffix("  MI - Milton GO") })
        #expect(capture.errors.isEmpty)
    }

    @Test func jsonIsPageTextAndReadsBackAsAShot() throws {
        let capture = OCRCapture()
        #expect(TripshotCommand.main(["ocr", "--json", lightPhone], console: capture.console) == .success)
        let page = try JSONDecoder().decode(PageText.self, from: Data(capture.output.utf8))
        #expect(page.width == 1170 && page.height == 2619)
        #expect(page.lines.contains { $0.words.prefix(2).map(\.text) == ["Union", "Station"] && $0.box.minY > 850 })

        // The recorded JSON is itself a SHOT: what another engine (or a fixture) hands the pipeline.
        let directory = try TemporaryDirectory()
        let json = directory.path("recorded.json")
        try Data(capture.output.utf8).write(to: URL(fileURLWithPath: json))
        #expect(try ShotArgumentReader().read(json) == page)
    }

    @Test func minimalJSONFromAnotherEngine() throws {
        let json = #"{"width": 390, "height": 844, "lines": [{"text": "Union Station", "box": {"x": 28, "y": 300, "width": 110, "height": 20}}]}"#
        let page = try ShotArgumentReader(standardInput: { Data(json.utf8) }).read("-")
        #expect(page.lines.first?.text == "Union Station")
        #expect(page.lines.first?.confidence == 100)
        #expect(page.lines.first?.words == [])
    }

    @Test func imageOnStandardInput() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: lightPhone))
        let fromStdin = try ShotArgumentReader(standardInput: { bytes }).read("-")
        #expect(fromStdin == (try ShotArgumentReader().read(lightPhone)))
    }

    @Test func severalShotsShareOneEngineAndAreHeaded() {
        let capture = OCRCapture()
        #expect(TripshotCommand.main(["ocr", lightPhone, desktop], console: capture.console) == .success)
        #expect(capture.output.contains("== \(lightPhone) (1170x2619)\n"))
        #expect(capture.output.contains("== \(desktop) (1280x540)\n"))
    }

    @Test func missingShotIsAUsageError() {
        let capture = OCRCapture()
        #expect(TripshotCommand.main(["ocr", "--json"], console: capture.console) == .usage)
        #expect(capture.errors.contains("missing SHOT"))
    }
}

/// Each kind of bad SHOT exits with its own documented code and says what is wrong.
@Suite struct OCRCommandBadInputTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    private func file(_ name: String, _ data: Data) throws -> String {
        let path = directory.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String]) -> (code: ExitCode, errors: String) {
        let capture = OCRCapture()
        let code = TripshotCommand.main(["ocr"] + arguments, console: capture.console)
        #expect(capture.output.isEmpty)
        return (code, capture.errors)
    }

    @Test func everyBadInputHasItsOwnCode() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: lightPhone))
        let emptyTessdata = directory.path("tessdata")
        try FileManager.default.createDirectory(atPath: emptyTessdata, withIntermediateDirectories: true)
        let cases: [(arguments: [String], code: ExitCode, says: String)] = [
            ([try file("empty.png", Data())], .shotEmpty, "empty"),
            ([try file("text.png", Data("not an image".utf8))], .shotNotAnImage, "not an image"),
            ([try file("cut.png", png.prefix(png.count / 3))], .shotCorrupt, "truncated or corrupt"),
            ([try file("tiny.png", TestPNG.grey(width: 40, height: 40))], .shotTooSmall, "40x40"),
            ([try file("bomb.png", TestPNG.headerOnly(width: 200_000, height: 200_000))], .shotTooLarge, "over the limit"),
            ([try file("blank.png", TestPNG.grey(width: 500, height: 700))], .shotNoText, "no text"),
            ([directory.path("missing.png")], .shotUnreadable, "no such file"),
            (["--tessdata", emptyTessdata, lightPhone], .ocrLanguageDataMissing, "Latin.traineddata"),
            ([try file("bad.json", Data(#"{"width": 3, "lines": []}"#.utf8))], .shotBadJSON, "height"),
        ]
        for (arguments, code, says) in cases {
            let result = run(arguments)
            #expect(result.code == code, "\(arguments): \(result.errors)")
            #expect(result.errors.hasPrefix("tripshot ocr: error: "), "\(result.errors)")
            #expect(result.errors.contains(says), "\(arguments): \(result.errors)")
        }
        #expect(Set(cases.map(\.code.rawValue)).count == cases.count)
        #expect(cases.allSatisfy { (80...89).contains($0.code.rawValue) })
    }
}

/// The built `tripshot` run as a user would: environment variables and a real standard input.
@Suite struct OCRProcessTests {
    private func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws
        -> (status: Int32, out: String, err: String)
    {
        try BuiltTripshot.run(arguments, environment: environment, input: input)
    }

    @Test func tessdataPrefixPointingNowhere() throws {
        let result = try run(["ocr", lightPhone], environment: ["TESSDATA_PREFIX": "/nowhere/tessdata"])
        #expect(result.status == ExitCode.ocrLanguageDataMissing.rawValue)
        #expect(result.err.contains("Latin.traineddata' not found in /nowhere/tessdata (install tesseract-ocr-script-latn"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func imagePipedOnStandardInput() throws {
        let result = try run(["ocr", "-"], input: try Data(contentsOf: URL(fileURLWithPath: lightPhone)))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("  Show 3 Stops in Between\n"))
        #expect(result.err.isEmpty, "Tesseract and leptonica must stay quiet: \(result.err)")
    }

    @Test func garbageOnStandardInputIsNotAnImage() throws {
        let result = try run(["ocr", "-"], input: Data("hello".utf8))
        #expect(result.status == ExitCode.shotNotAnImage.rawValue)
        #expect(result.err == "tripshot ocr: error: standard input: the screenshot is not an image (expected PNG, JPEG, TIFF, WebP, GIF, BMP or PNM)\n")
    }
}
