import Testing

@testable import TripShotRender

@Suite struct MapLabelPlacementTests {
    typealias Request = MapLabelPlacement.Request
    let bounds = MapRect(x: 0, y: 0, width: 1000, height: 640)

    func request(_ x: Double, _ y: Double, _ text: String, priority: Int = 2, radius: Double = 4) -> Request {
        Request(anchor: MapPoint(x: x, y: y), markerRadius: radius, text: text, fontSize: 12, bold: false, priority: priority)
    }

    func dot(_ r: Request) -> MapRect {
        MapRect(x: r.anchor.x - r.markerRadius, y: r.anchor.y - r.markerRadius, width: 2 * r.markerRadius, height: 2 * r.markerRadius)
    }

    /// No placed label touches another label or any marker, and every one stays inside the bounds.
    func expectNoOverlaps(_ placed: [MapLabelPlacement.Placement?], markers: [MapRect], bounds: MapRect) {
        let boxes = placed.compactMap { $0?.box }
        for (i, a) in boxes.enumerated() {
            #expect(bounds.contains(a), "label \(i) leaves the view")
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "labels overlap: \(a) \(b)") }
            for m in markers { #expect(!a.intersects(m), "label \(a) covers marker \(m)") }
        }
    }

    @Test func twoCloseStopsGetSeparateSides() {
        let rs = [request(500, 300, "Erindale GO", priority: 1), request(506, 298, "Erindale GO Bus", priority: 1)]
        let placed = MapLabelPlacement.place(rs, obstacles: rs.map(dot), bounds: bounds)
        #expect(placed.allSatisfy { $0 != nil })
        expectNoOverlaps(placed, markers: rs.map(dot), bounds: bounds)
    }

    @Test func theFirstChoiceIsToTheRightOfTheMarker() {
        let r = request(100, 100, "Kipling GO")
        let placed = MapLabelPlacement.place([r], obstacles: [dot(r)], bounds: bounds)
        let p = try! #require(placed[0])
        #expect(p.anchor == .start && p.dx > 0 && p.dy == 0)
    }

    @Test func aMarkerOnTheRightPushesTheLabelElsewhere() {
        let r = request(100, 100, "Kipling GO")
        let blocker = MapRect(x: 110, y: 95, width: 10, height: 10)
        let placed = MapLabelPlacement.place([r], obstacles: [dot(r), blocker], bounds: bounds)
        let p = try! #require(placed[0])
        #expect(!p.box.intersects(blocker))
        #expect(!(p.anchor == .start && p.dy == 0 && p.dx < 10))
    }

    @Test func labelsStayInsideTheViewAtItsEdge() {
        let r = request(995, 320, "Square One")
        let placed = MapLabelPlacement.place([r], obstacles: [dot(r)], bounds: bounds)
        let p = try! #require(placed[0])
        #expect(p.anchor == .end)
        #expect(bounds.contains(p.box))
    }

    @Test func anchorsOutsideTheViewGetNoLabel() {
        let placed = MapLabelPlacement.place([request(-20, 100, "Off map")], obstacles: [], bounds: bounds)
        #expect(placed[0] == nil)
    }

    @Test func aCrowdedClusterLeavesNamesOutRatherThanOverlap() {
        // 40 stops 9 px apart in a tight grid: not all can be named; none may overlap, and the
        // high-priority ones (placed first) all find room.
        var rs: [Request] = []
        for i in 0..<40 { rs.append(request(400 + Double(i % 8) * 9, 300 + Double(i / 8) * 9, "Stop number \(i)", priority: i < 2 ? 0 : 2)) }
        let placed = MapLabelPlacement.place(rs, obstacles: rs.map(dot), bounds: bounds)
        expectNoOverlaps(placed, markers: [], bounds: bounds)
        for (i, p) in placed.enumerated() {
            guard let p else { continue }
            for (j, r) in rs.enumerated() where j != i { #expect(!p.box.intersects(dot(r))) }
        }
        #expect(placed[0] != nil && placed[1] != nil)
        #expect(placed.contains { $0 == nil })
    }

    @Test func everyViewOfTheGOExampleHasNoOverlapsAndNamesTheImportantStops() {
        let trip = GOExampleTrip.trip()
        let scene = MapScene(trip: trip)
        let views = [scene.overview] + GoMode.steps(for: trip).map(scene.view(for:))
        for view in views {
            let placed = scene.labels(in: view)
            let markers = scene.markerBoxes(in: view)
            expectNoOverlaps(placed, markers: markers, bounds: bounds)
        }
        // Overview: all seven stops named, including the two Erindale stops about 4 px apart.
        let overview = scene.labels(in: scene.overview)
        #expect(scene.stops.count == 7)
        #expect(overview.allSatisfy { $0 != nil })
    }

    @Test func longNamesGoOnTwoLinesAtTheMiddleSpace() {
        #expect(MapLabelPlacement.lines("Union Station") == ["Union Station"])
        #expect(
            MapLabelPlacement.lines("Jensen / Redwood - Hail and Ride Location") == ["Jensen / Redwood", "- Hail and Ride Location"])
        #expect(MapLabelPlacement.lines("Sheridan St Cairns Nth - Hail and Ride") == ["Sheridan St Cairns Nth", "- Hail and Ride"])
        #expect(MapLabelPlacement.lines("Abcdefghijklmnopqrstuvwxyz") == ["Abcdefghijklmnopqrstuvwxyz"])  // no space
    }

    @Test func aTwoLineNameGetsATallerNarrowerBox() throws {
        let long = "Jensen / Redwood - Hail and Ride Location"
        let r = request(300, 300, long)
        let p = try #require(MapLabelPlacement.place([r], obstacles: [dot(r)], bounds: bounds)[0])
        #expect(p.box.height > 2 * 12)
        #expect(p.box.width < MapLabelPlacement.estimatedWidth(long, fontSize: 12, bold: false) * 0.7)
    }

    @Test func widthEstimateGrowsWithTextAndWeight() {
        let a = MapLabelPlacement.estimatedWidth("Union", fontSize: 12, bold: false)
        #expect(MapLabelPlacement.estimatedWidth("Union Station", fontSize: 12, bold: false) > a)
        #expect(MapLabelPlacement.estimatedWidth("Union", fontSize: 12, bold: true) > a)
        #expect(MapLabelPlacement.estimatedWidth("Union", fontSize: 24, bold: false) == 2 * a)
    }
}
