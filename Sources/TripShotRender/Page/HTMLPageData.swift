import Foundation
import TripShotTrip

/// What the page's script needs, computed here so the script only animates: every GO step with
/// its camera view, the label placement for that view, the icon's path and where the leg's stops
/// lie along it. Embedded in the page as JSON.
struct HTMLPageData: Encodable {
    struct Label: Encodable {
        var dx: Double
        var dy: Double
        var a: MapLabelPlacement.TextAnchor
    }

    struct View: Encodable {
        /// x, y, width, height in frame pixels: the SVG viewBox.
        var box: [Double]
        /// For each of `MapScene.markerScales`, one entry per stop in `MapScene.stops` order; null
        /// where the name is left out.
        var labels: [[Label?]]
    }

    struct Step: Encodable {
        var kind: GoStep.Kind
        var leg: Int
        var icon: GoStep.Icon
        var color: String
        var text: String
        var view: View
        /// The icon's path; a single point for board and arrive.
        var path: [[Double]]
        /// [stop index, distance along `path`] for every stop the icon passes.
        var stops: [[Double]]
    }

    /// How frame pixels map onto Web Mercator world pixels (zoom 0): world = center + (frame -
    /// size / 2) / scale. The tile layer places its tiles with it.
    struct Mercator: Encodable {
        var scale: Double
        var center: [Double]
    }

    var width: Double
    var height: Double
    var markerScales: [Double] = MapScene.markerScales
    var overview: View
    var steps: [Step]
    var mercator: Mercator
    /// Absent without `--tiles`: the page then fetches nothing.
    var tiles: TileSource?

    init(trip: ResolvedTrip, scene: MapScene, tiles: TileSource? = nil) {
        width = MapScene.width
        height = MapScene.height
        mercator = Mercator(scale: scene.projection.scale, center: [scene.projection.center.x, scene.projection.center.y])
        self.tiles = tiles
        overview = Self.view(scene.overview, scene: scene)
        let stopIndex = Dictionary(scene.stops.enumerated().map { ($1.stopID, $0) }, uniquingKeysWith: { a, _ in a })
        steps = GoMode.steps(for: trip).map { step in
            let full = scene.path(for: step)
            var path = full
            var calls: [StopCall] = []
            switch trip.legs[step.legIndex] {
            case .ride(let ride): calls = ride.stops
            case .walk(let walk): calls = [walk.from, walk.to]
            }
            var color = MapColors.walk
            if case .ride(let ride) = trip.legs[step.legIndex] { color = MapColors.lineColor(ride.route) }
            switch step.kind {
            case .board: path = full.first.map { [$0] } ?? []; calls = calls.prefix(1).map { $0 }
            case .arrive: path = full.last.map { [$0] } ?? []; calls = calls.suffix(1).map { $0 }
            case .ride, .walk: break
            }
            let indices = calls.compactMap { stopIndex[$0.stopID] }
            let along = Polyline.positions(of: indices.map { scene.stops[$0].point }, along: path)
            return Step(
                kind: step.kind, leg: step.legIndex, icon: step.icon, color: color, text: step.instruction,
                view: Self.view(scene.view(for: step), scene: scene, icon: scene.iconRest(for: step)),
                path: path.map { [Self.round($0.x), Self.round($0.y)] },
                stops: zip(indices, along).map { [Double($0), Self.round($1)] })
        }
    }

    static func view(_ rect: MapRect, scene: MapScene, icon: MapPoint? = nil) -> View {
        View(
            box: [rect.x, rect.y, rect.width, rect.height].map(round),
            labels: MapScene.markerScales.map { markerScale in
                scene.labels(in: rect, icon: icon, markerScale: markerScale).map { p in
                    p.map { Label(dx: round($0.dx), dy: round($0.dy), a: $0.anchor) }
                }
            })
    }

    static func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// The JSON, safe inside a <script> element.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Only plain numbers, strings and arrays: encoding fails only on a non-finite number, which
        // the projection never makes; map one to 0 rather than lose the page.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "0", negativeInfinity: "0", nan: "0")
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        // "<" only occurs inside JSON strings, where \u003c means the same: no "</script>" or "<!--"
        // can then end or confuse the script element.
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
