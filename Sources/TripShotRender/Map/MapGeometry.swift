import Foundation

/// A point on the map in the page's pixel frame (y grows downwards, as in SVG).
struct MapPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    func distance(to other: MapPoint) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// An axis-aligned rectangle in the map's pixel frame: a label's box, a marker's box, a camera view.
struct MapRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var center: MapPoint { MapPoint(x: x + width / 2, y: y + height / 2) }

    /// True when the two rectangles share area (touching edges do not count).
    func intersects(_ other: MapRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: MapRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func contains(_ p: MapPoint) -> Bool { p.x >= x && p.x <= maxX && p.y >= y && p.y <= maxY }

    func insetBy(_ d: Double) -> MapRect { MapRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    /// The smallest rectangle holding every point; nil for none.
    static func bounding(_ points: [MapPoint]) -> MapRect? {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Lengths along polylines, shared by the walk dots and the GO icon's stop positions, and the
/// runs of a polyline inside an area, shared by the map's frame and its context routes.
enum Polyline {
    /// The runs of consecutive points of `line` that are `inside`, each with one point beyond each
    /// end so it leaves the area rather than stopping short of its edge; runs of fewer than two
    /// points are dropped. `keep(run, i)` may leave out the inside point `line[i]` (thinning),
    /// given the run so far.
    static func runs<Point>(
        of line: [Point], inside: (Point) -> Bool, keep: (_ run: [Point], _ index: Int) -> Bool = { _, _ in true }
    ) -> [[Point]] {
        var runs: [[Point]] = [], current: [Point] = []
        for (i, p) in line.enumerated() {
            if inside(p) {
                if current.isEmpty, i > 0 { current.append(line[i - 1]) }
                if keep(current, i) { current.append(p) }
            } else if !current.isEmpty {
                current.append(p)
                runs.append(current)
                current = []
            }
        }
        if current.count >= 2 { runs.append(current) }
        return runs.filter { $0.count >= 2 }
    }

    /// Length of a polyline in the map's pixel frame.
    static func length(_ points: [MapPoint]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// For each point in `marks` (in order along the line), its distance along `line` to the
    /// nearest point of the line, searching forwards only so a route that doubles back keeps order.
    static func positions(of marks: [MapPoint], along line: [MapPoint]) -> [Double] {
        guard line.count >= 2 else { return marks.map { _ in 0 } }
        var cumulative: [Double] = [0]
        for (a, b) in zip(line, line.dropFirst()) { cumulative.append(cumulative.last! + a.distance(to: b)) }
        var result: [Double] = []
        var fromSegment = 0
        for mark in marks {
            var best = (distance: Double.infinity, along: 0.0, segment: fromSegment)
            for i in fromSegment..<(line.count - 1) {
                let a = line[i], b = line[i + 1]
                let dx = b.x - a.x, dy = b.y - a.y
                let len2 = dx * dx + dy * dy
                let t = len2 == 0 ? 0 : max(0, min(1, ((mark.x - a.x) * dx + (mark.y - a.y) * dy) / len2))
                let foot = MapPoint(x: a.x + t * dx, y: a.y + t * dy)
                let d = foot.distance(to: mark)
                if d < best.distance - 1e-9 {
                    best = (d, cumulative[i] + t * (cumulative[i + 1] - cumulative[i]), i)
                }
            }
            result.append(best.along)
            fromSegment = best.segment
        }
        return result
    }
}
