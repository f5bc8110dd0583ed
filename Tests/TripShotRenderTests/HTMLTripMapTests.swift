import Foundation
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

@Suite struct HTMLTripMapTests {
    let html = TripMapHTML.render(GOExampleTrip.trip())

    /// The JSON the page's script reads.
    func pageData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"trip-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func isSelfContained() {
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let withoutNamespace = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
        #expect(!html.contains("<link") && !html.contains(" src="))
        #expect(!html.contains("@import") && !html.contains("url("))
    }

    /// The script and style are the repository's `.js` and `.css` files, compiled into the binary:
    /// the page carries them whole, and they are the files' bytes (no stale copy in Swift).
    @Test func thePageCarriesTheEmbeddedScriptAndStyleFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TripShotRender/Page").standardized
        let js = try String(contentsOf: folder.appendingPathComponent("trip-page.js"), encoding: .utf8)
        let css = try String(contentsOf: folder.appendingPathComponent("trip-page.css"), encoding: .utf8)
        #expect(PageAssets.tripScript == js)
        #expect(PageAssets.tripStyle == css)
        #expect(html.contains("<script>\(js)</script>"))
        #expect(html.contains("<style>\(css)"))
    }

    @Test func theCardHasTotalBadgesTimesStopsAndTheWalk() {
        #expect(html.contains("1 h 8 min"))
        #expect(html.contains("Monday, March 17, 2025"))
        #expect(html.contains("background:#F57F25;color:#FFFFFF"))  // MI badge
        #expect(html.contains("background:#F57F25;color:#000000"))  // 21 badge, its own text colour
        for time in ["18:25", "18:59", "19:20", "19:33"] { #expect(html.contains("<time>\(time)</time>")) }
        #expect(html.contains("<summary>3 stops in between</summary>"))
        #expect(html.contains("<time>18:40</time>Kipling GO"))
        #expect(html.contains("<b>Walk 99 m</b> · 2 min <span class=\"muted\">to Erindale GO Bus</span>"))
        #expect(html.contains("✓ Every shown time matches the schedule"))
    }

    @Test func aMismatchIsShownWithItsDetails() {
        let trip = GOExampleTrip.trip(
            busValidation: Validation(
                status: .mismatch,
                findings: [
                    .departure(
                        Validation.TimeCheck(
                            shown: ClockTime(hour: 19, minute: 20), scheduledSeconds: 19 * 3600 + 22 * 60, minutesOff: 2))
                ]))
        let html = TripMapHTML.render(trip)
        #expect(html.contains("⚠ Differs from the schedule"))
        #expect(html.contains("departs 19:22 per schedule, shown 19:20 (2 min early)"))
        #expect(html.contains("⚠ Not every shown time matches the schedule"))
    }

    @Test func namesAreEscapedAndCannotCloseTheScript() throws {
        var trip = GOExampleTrip.trip()
        guard case .ride(var ride) = trip.legs[0] else { Issue.record("leg 0 is not a ride"); return }
        ride.stops[0].name = "Union </script><!--<b>&"
        ride.headsign = "A \"quoted\" <place>"
        trip.legs[0] = .ride(ride)
        let html = TripMapHTML.render(trip)
        #expect(html.contains("Union &lt;/script&gt;&lt;!--&lt;b&gt;&amp;"))
        #expect(html.contains("towards A &quot;quoted&quot; &lt;place&gt;"))
        // Only the page's own script elements close: the data, the tile layer and GO mode.
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(!html.contains("<!--"))
        let data = try pageData(html)
        let steps = try #require(data["steps"] as? [[String: Any]])
        #expect((steps[0]["text"] as? String) == "Board MI towards A \"quoted\" <place> at Union </script><!--<b>&, 18:25")
    }

    @Test func aRouteWithoutColourGetsTheFallback() {
        let html = TripMapHTML.render(GOExampleTrip.trip(miColor: nil))
        #expect(html.contains("stroke=\"\(MapColors.fallbackRoute)\""))
        #expect(html.contains("background:\(MapColors.fallbackRoute);color:#FFFFFF"))
    }

    @Test func aPaleRouteColourIsDarkenedOnTheMapButNotOnTheBadge() {
        let html = TripMapHTML.render(GOExampleTrip.trip(miColor: "FFFF00"))
        let line = MapColors.readable("#FFFF00")
        #expect(abs(MapColors.luminance(line) - MapColors.maximumLineLuminance) < 0.01)
        #expect(line.hasPrefix("#") && line.dropFirst(5) == "00")  // still yellow: no blue added
        #expect(line.dropFirst().prefix(2) == line.dropFirst(3).prefix(2))  // red = green
        #expect(html.contains("stroke=\"\(line)\""))
        #expect(html.contains("background:#FFFF00;color:#FFFFFF"))  // the feed's own badge colours
        // Colours dark enough are kept as the feed has them.
        #expect(MapColors.readable("#F57F25") == "#F57F25")
        #expect(MapColors.readable("#0099CC") == "#0099CC")
    }

    @Test func thePageDataHasEveryStepWithViewLabelsAndPath() throws {
        let data = try pageData(html)
        let steps = try #require(data["steps"] as? [[String: Any]])
        #expect(steps.count == 6)
        #expect(steps.map { $0["kind"] as? String } == ["board", "ride", "walk", "board", "ride", "arrive"])
        for step in steps {
            let box = try #require(step["view"] as? [String: Any])["box"] as? [Double]
            #expect(box?.count == 4)
            // One placement per marker scale (desktop, phone), each naming or leaving out all 7 stops.
            let labels = try #require((step["view"] as? [String: Any])?["labels"] as? [[Any]])
            #expect(labels.map(\.count) == [7, 7])
            let path = try #require(step["path"] as? [[Double]])
            #expect(path.count >= 1)
        }
        // The MI ride passes its five stops in order along its path.
        let rideStops = try #require(steps[1]["stops"] as? [[Double]])
        #expect(rideStops.count == 5)
        let along = rideStops.map { $0[1] }
        #expect(along == along.sorted())
    }

    @Test func contextRoutesAreDrawnFaintlyBehindTheTrip() {
        let line = [Coordinate(lat: 43.60, lon: -79.70), Coordinate(lat: 43.62, lon: -79.50), Coordinate(lat: 43.66, lon: -79.40)]
        let far = [Coordinate(lat: 45.0, lon: -75.0), Coordinate(lat: 45.1, lon: -75.1)]
        let context = [
            ContextRoute(routeID: "LW", shortName: "LW", color: "98002e", lines: [line]),
            ContextRoute(routeID: "X", shortName: "X", color: nil, lines: [far]),
        ]
        let html = TripMapHTML.render(GOExampleTrip.trip(), context: context)
        let ctx = html.components(separatedBy: "<g class=\"ctx\">")[1].components(separatedBy: "</g>")[0]
        #expect(ctx.components(separatedBy: "<polyline").count == 2)  // the far route is clipped away
        #expect(ctx.contains("stroke=\"#98002E\""))
        #expect(html.range(of: "class=\"ctx\"")!.lowerBound < html.range(of: "class=\"rides\"")!.lowerBound)
    }

    /// Without a tile source the page names none (its script then fetches nothing: see
    /// `isSelfContained`); with one, the page data carries it and the Mercator frame the tile
    /// layer places tiles with, and the attribution cannot close the script.
    @Test func aTileSourceGoesIntoThePageDataWithTheMercatorFrame() throws {
        #expect(try pageData(html)["tiles"] == nil)
        let tiles = try TileSource(
            template: "https://{s}.tiles.example/{z}/{x}/{y}{r}.png", subdomains: "ab", attribution: "© Example </script><b>")
        let page = TripMapHTML.render(GOExampleTrip.trip(), tiles: tiles)
        let data = try pageData(page)
        let source = try #require(data["tiles"] as? [String: Any])
        #expect(source["template"] as? String == tiles.template)
        #expect(source["subdomains"] as? [String] == ["a", "b"])
        #expect(source["attribution"] as? String == "© Example </script><b>")
        #expect(source["maxZoom"] as? Int == 19)
        #expect(page.components(separatedBy: "</script>").count == 4)
        // The frame-to-world mapping the page uses is the projection's own.
        let mercator = try #require(data["mercator"] as? [String: Any])
        let scene = MapScene(trip: GOExampleTrip.trip())
        let scale = try #require(mercator["scale"] as? Double), center = try #require(mercator["center"] as? [Double])
        for stop in scene.stops {
            let world = scene.projection.world(frame: stop.point)
            #expect(abs(center[0] + (stop.point.x - MapScene.width / 2) / scale - world.x) < 1e-9)
            #expect(abs(center[1] + (stop.point.y - MapScene.height / 2) / scale - world.y) < 1e-9)
        }
    }

    /// Walk dots are markers placed by the camera and walk dots styled as such: one class
    /// attribute holding both (HTML keeps only the first of two, which left them unstyled).
    @Test func walkDotsCarryOneClassAttribute() throws {
        #expect(html.components(separatedBy: "<circle class=\"mk wd\"").count - 1 == 5)
        let twice = try Regex("<[a-z]+ [^>]*class=\"[^\"]*\"[^>]* class=\"")
        #expect(html.firstMatch(of: twice) == nil)
    }
}
