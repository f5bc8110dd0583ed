/// The map's layers as SVG markup, shared by the static SVG and the HTML page.
///
/// Lines (context routes, rides) are plain polylines in the frame's pixels with non-scaling
/// strokes, written once. Markers (stop dots, walk dots, names, the GO icon) are small groups
/// drawn in screen pixels around their anchor; in the page a CSS transform places them at their
/// anchor and scales them by the camera's `--k`, so zooming changes one custom property and never
/// rewrites a line.
struct SVGMapLayers {
    enum Placement {
        /// Markers carry `transform` attributes: the overview, fixed.
        case fixed
        /// Markers carry `--x`/`--y` and the page's CSS places and scales them.
        case camera
    }

    let scene: MapScene
    let placement: Placement

    /// The attributes that place a marker at `p`, with its own `classes` (one class attribute:
    /// a second one on the same element would be dropped by the HTML parser).
    func marker(_ p: MapPoint, classes: String? = nil) -> String {
        let x = SVGNumber.format(p.x, decimals: 3), y = SVGNumber.format(p.y, decimals: 3)
        let own = classes.map { " \($0)" } ?? ""
        switch placement {
        case .fixed: return "transform=\"translate(\(x) \(y))\"" + (classes.map { " class=\"\($0)\"" } ?? "")
        case .camera: return "class=\"mk\(own)\" style=\"--x:\(x)px;--y:\(y)px\""
        }
    }

    var context: String {
        var s = "<g class=\"ctx\">"
        for route in scene.context {
            for line in route.lines {
                s += "<polyline points=\"\(SVGNumber.points(line))\" stroke=\"\(route.color)\"/>"
            }
        }
        return s + "</g>"
    }

    var rides: String {
        var s = "<g class=\"rides\">"
        for ride in scene.rides {
            let pts = SVGNumber.points(ride.points)
            s += "<polyline class=\"casing\" points=\"\(pts)\"/>"
            s += "<polyline class=\"ride\" data-leg=\"\(ride.legIndex)\" points=\"\(pts)\" stroke=\"\(ride.color)\"/>"
        }
        return s + "</g>"
    }

    var walks: String {
        var s = "<g class=\"walks\">"
        for walk in scene.walks {
            s += "<g data-leg=\"\(walk.legIndex)\">"
            for dot in walk.dots {
                s += "<circle \(marker(dot, classes: "wd")) r=\"\(SVGNumber.format(MapScene.walkDotRadius))\"/>"
            }
            s += "</g>"
        }
        return s + "</g>"
    }

    var stops: String {
        var s = "<g class=\"stops\">"
        for (i, stop) in scene.stops.enumerated() {
            let cls = stop.role == .through ? "through" : stop.role == .transfer ? "transfer" : "end"
            s += "<g \(marker(stop.point)) data-stop=\"\(i)\"><circle class=\"sd \(cls)\" r=\"\(SVGNumber.format(stop.radius))\""
            s += " stroke=\"\(stop.color)\"/></g>"
        }
        return s + "</g>"
    }

    /// Names placed for `view`; the page moves them for other views. Each name is a text element
    /// moved by its `transform` (so the page changes one attribute), one tspan per line.
    func labels(for view: MapRect) -> String {
        let placements = scene.labels(in: view)
        var s = "<g class=\"labels\">"
        for (i, stop) in scene.stops.enumerated() {
            let cls = stop.role == .through ? "lb small" : "lb"
            s += "<g \(marker(stop.point)) data-label=\"\(i)\"><text class=\"\(cls)\""
            if let p = placements[i] {
                s += " transform=\"translate(\(SVGNumber.format(p.dx)) \(SVGNumber.format(p.dy)))\" text-anchor=\"\(p.anchor.rawValue)\">"
            } else {
                s += " display=\"none\">"
            }
            let lines = MapLabelPlacement.lines(stop.name)
            let lh = MapLabelPlacement.lineHeight(fontSize: stop.labelFontSize)
            for (n, line) in lines.enumerated() {
                let y = (Double(n) - Double(lines.count - 1) / 2) * lh
                s += "<tspan x=\"0\" y=\"\(SVGNumber.format(y))\">\(HTMLEscape.text(line))</tspan>"
            }
            s += "</text></g>"
        }
        return s + "</g>"
    }

    /// Style shared by both outputs: fonts, strokes, marker looks.
    static let style = """
        .ctx polyline{fill:none;stroke-width:2;opacity:.3;vector-effect:non-scaling-stroke;stroke-linejoin:round;stroke-linecap:round}
        .rides polyline{fill:none;vector-effect:non-scaling-stroke;stroke-linejoin:round;stroke-linecap:round}
        .rides .casing{stroke:#fff;stroke-width:9}
        .rides .ride{stroke-width:5}
        .wd{fill:#66707c;stroke:#fff;stroke-width:1.2}
        .sd{fill:#fff;stroke-width:2.2}
        .sd.end,.sd.transfer{stroke-width:3.2}
        .lb{font-family:"DejaVu Sans",Verdana,Arial,Helvetica,sans-serif;font-size:13px;font-weight:700;fill:#1b2129;\
        stroke:#fff;stroke-width:3.5px;stroke-linejoin:round;paint-order:stroke;dominant-baseline:central}
        .lb.small{font-size:11px;font-weight:400;fill:#39414c}
        """
}
