import Foundation
import TripShot

/// `bench-resolve LINES.json --db PATH [--runs N] [--page]`: the timing entry point of `tools/bench/bench-resolve`, kept
/// out of the user's `tripshot` commands. Runs the chain (`TripChain`) on recorded OCR lines
/// (`tripshot ocr --json`): parses them into an itinerary, resolves it once untimed (SQLite's page
/// cache, the stop and route directories), then times `N` more resolutions (the chain's last step,
/// spelling included) with the same open feed and prints the time per itinerary. OCR and parsing
/// are outside the timing: they do not depend on the feed's size.
///
/// `--page` times everything after the OCR instead: reading the page (GO's layout, or another
/// planner's page decoded with the feed as its grammar, which asks the feed) and resolving what it
/// read. It is how a decoded page's resolve compares with a GO page's: decoding is feed work.
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
        let wholePage = arguments.contains("--page")
        arguments.removeAll { $0 == "--page" }
        guard let database, let runs = Int(runsText), runs > 0, arguments.count == 1 else {
            fail("usage: bench-resolve LINES.json --db PATH [--runs N] [--page]   (N > 0, default 200)", code: 64)
        }
        do {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[0])))
            let page = try LinesJSON.decode(bytes, source: arguments[0])
            let chain = TripChain(feeds: [try SharedFeed(databasePath: database)])
            let itinerary = try chain.itinerary(from: page)
            let resolve: () throws -> Void =
                wholePage ? { _ = try chain.trip(from: page, date: nil) } : { _ = try chain.trip(from: itinerary, date: nil) }
            try resolve()
            let clock = ContinuousClock()
            var each: [Double] = []
            for _ in 0..<runs {
                let elapsed = try clock.measure { try resolve() }
                each.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            let median = each.sorted()[runs / 2]
            print("resolve: \(each.reduce(0, +) / Double(runs)) ms per itinerary (\(runs) runs), median \(median) ms")
        } catch let error as TripShotError {
            // The lines JSON's message names the file already.
            if case .linesJSON = error { fail(error.message, code: 1) }
            fail("\(arguments[0]): \(error.message)", code: 1)
        } catch {
            fail("\(arguments[0]): \(error)", code: 1)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("bench-resolve: \(message)\n".utf8))
        exit(code)
    }
}
