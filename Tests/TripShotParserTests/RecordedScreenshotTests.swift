import Foundation
import TestSupport
import Testing
import TripShotPageText
import TripShotParser

/// Every fixture screenshot's recorded OCR lines (Tests/Fixtures/lines, from `tripshot ocr --json`)
/// parse to the legs its ground truth says were drawn.
///
/// Times, counts, leg kinds, date and duration must match exactly. A name, code or destination must
/// match exactly whenever the OCR read each of its words inside the element's drawn box; where the OCR itself
/// misread a word ("191St" for "191 St", "Oceania" for "Oceanía") the parser cannot restore it, and
/// the value is compared with case, accents and spacing ignored. `tools/reports/parse-report` gives the
/// strict count.
@Suite struct RecordedScreenshotTests {
    static let names: [String] = {
        let root = URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/lines"))
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        return files.map { $0.path.replacingOccurrences(of: root.path + "/", with: "").replacingOccurrences(of: ".json", with: "") }
            .sorted()
    }()

    @Test func everyScreenshotHasRecordedLines() throws {
        let root = URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/screens"))
        let screens = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { ["png", "jpg"].contains($0.pathExtension) } ?? []
        #expect(screens.count >= 24)
        let recorded = Set(Self.names)
        for screen in screens {
            let name = screen.deletingLastPathComponent().lastPathComponent + "/" + screen.deletingPathExtension().lastPathComponent
            #expect(recorded.contains(name), "no recorded lines for \(name): record them with tripshot ocr --json")
        }
    }

    @Test(arguments: names) func parsesToGroundTruth(_ name: String) throws {
        let page = try JSONDecoder().decode(
            PageText.self, from: Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/lines/\(name).json"))))
        let truth = try GroundTruth.load(Fixtures.path("Tests/Fixtures/screens/\(name).json"))
        let date = try #require(truth.drawn.date), durationMinutes = try #require(truth.durationMinutes)
        /// The words the OCR read inside the drawn box(es) of the element showing `text`.
        func wordsRead(showing text: String) -> Set<String> {
            let boxes = (truth.boxes ?? []).filter { $0.text == text }
            return Set(page.lines.flatMap(\.words).filter { word in
                boxes.contains {
                    word.box.midX >= $0.minX - 8 && word.box.midX <= $0.maxX + 8
                        && word.box.midY >= $0.minY - 8 && word.box.midY <= $0.maxY + 8
                }
            }.map(\.text))
        }

        let itinerary: Itinerary
        do {
            itinerary = try ItineraryParser.parse(page)
        } catch {
            Issue.record("\(name): \(error)")
            return
        }
        #expect(itinerary.date?.value.description == date)
        #expect(itinerary.durationMinutes?.value == durationMinutes)
        #expect(itinerary.legs.map(\.kind) == truth.drawn.legs.map { $0.isRide ? "ride" : "walk" }, "\(name)")
        for (leg, drawn) in zip(itinerary.legs, truth.drawn.legs) {
            guard case .ride(let ride) = leg, drawn.isRide else { continue }
            let route = drawn.route ?? "", headsign = drawn.headsign ?? ""
            let from = drawn.from?.name ?? "", to = drawn.to?.name ?? ""
            let routeWords = wordsRead(showing: "\(route) - \(headsign)")
            expectText(ride.routeCode.value, route, read: routeWords, name)
            expectText(ride.headsign?.value ?? "", headsign, read: routeWords, name)
            expectText(ride.from.value, from, read: wordsRead(showing: from), name)
            expectText(ride.to.value, to, read: wordsRead(showing: to), name)
            #expect(ride.departure?.value.description == drawn.depart ?? "", "\(name)")
            #expect(ride.arrival?.value.description == drawn.arrive ?? "", "\(name)")
            // A page draws no "Show N Stops in Between" for 0.
            #expect((ride.stopsBetween?.value ?? 0) == drawn.stopsBetween ?? 0, "\(name)")
            for box in [ride.routeCode.box, ride.from.box, ride.to.box, ride.departure?.box, ride.arrival?.box] {
                #expect(box != nil, "\(name): every value read from the page keeps its box")
            }
        }
    }

    private func expectText(
        _ parsed: String, _ expected: String, read: Set<String>, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let readRight = expected.split(separator: " ").allSatisfy { read.contains(String($0)) }
        if readRight {
            #expect(parsed == expected, "\(name)", sourceLocation: sourceLocation)
        } else {
            #expect(Self.folded(parsed) == Self.folded(expected), "\(name) (OCR misread a word)", sourceLocation: sourceLocation)
        }
    }

    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).filter { $0.isLetter || $0.isNumber }
    }
}

extension Leg {
    var kind: String {
        if case .ride = self { "ride" } else { "walk" }
    }
}
