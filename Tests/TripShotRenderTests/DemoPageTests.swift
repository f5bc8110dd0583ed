import Foundation
import TestSupport
import Testing

@testable import TripShotRender

/// Writes the GO example's page and map into TRIPSHOT_RENDER_DEMO_DIR, to look at them (the browser
/// check, tools/checks/browser-check, writes its own with `tripshot import --html`); without the
/// variable it writes to a temporary directory and checks the files.
@Suite struct DemoPageTests {
    @Test func writesTheGOExamplePageAndMap() throws {
        let env = ProcessInfo.processInfo.environment["TRIPSHOT_RENDER_DEMO_DIR"]
        let temporary = env == nil ? try TemporaryDirectory() : nil
        let dir = env ?? temporary!.url.path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let trip = GOExampleTrip.trip()
        let html = "\(dir)/go-example.html", svg = "\(dir)/go-example.svg"
        try TripMapHTML.render(trip).write(toFile: html, atomically: true, encoding: .utf8)
        try TripMapSVG.render(trip).write(toFile: svg, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("id=\"trip-data\""))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<?xml"))
    }

    /// The same for trips resolved from real feeds, with their context routes.
    @Test(arguments: RealTrips.screens)
    func writesRealTripPages(screen: String) throws {
        let env = ProcessInfo.processInfo.environment["TRIPSHOT_RENDER_DEMO_DIR"]
        let temporary = env == nil ? try TemporaryDirectory() : nil
        let dir = env ?? temporary!.url.path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let loaded = try RealTrips.shared.load(screen)
        let name = screen.split(separator: "/").last.map(String.init) ?? screen
        let html = "\(dir)/\(name).html"
        try TripMapHTML.render(loaded.trip, context: loaded.context).write(toFile: html, atomically: true, encoding: .utf8)
        try TripMapSVG.render(loaded.trip, context: loaded.context).write(toFile: "\(dir)/\(name).svg", atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("id=\"trip-data\""))
    }
}
