import Foundation
import Itinerary
import PageText
import Resolver
import TripModel

/// `bench-resolve LINES.json --db PATH [--runs N]`: the timing entry point of `tools/bench-resolve`, kept
/// out of the user's `tripshot` commands. Parses recorded OCR lines (`tripshot ocr --json`) into an
/// itinerary, resolves it once untimed (SQLite's page cache, the stop and route directories), then
/// times `N` more resolutions with the same open resolver and prints the time per itinerary. OCR and
/// parsing are outside the timing: they do not depend on the feed's size.
@main
struct BenchResolve {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...index + 1) }
            return arguments[index + 1]
        }
        let database = option("--db")
        let runsText = option("--runs") ?? "200"
        guard let database, let runs = Int(runsText), runs > 0, arguments.count == 1 else {
            fail("usage: bench-resolve LINES.json --db PATH [--runs N]   (N > 0, default 200)", code: 64)
        }
        do {
            let page = try JSONDecoder().decode(PageText.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[0])))
            let itinerary = try ItineraryParser.parse(page)
            let resolver = try Resolver(path: database)
            _ = try resolver.resolve(itinerary)
            let clock = ContinuousClock()
            var each: [Double] = []
            for _ in 0..<runs {
                let elapsed = try clock.measure { _ = try resolver.resolve(itinerary) }
                each.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            let median = each.sorted()[runs / 2]
            print("resolve: \(each.reduce(0, +) / Double(runs)) ms per itinerary (\(runs) runs), median \(median) ms")
        } catch {
            fail("\(arguments[0]): \(error)", code: 1)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("bench-resolve: \(message)\n".utf8))
        exit(code)
    }
}
