/// Short decimal text for SVG coordinates: two decimals are a hundredth of a pixel at the
/// overview, which stays sub-pixel even at GO mode's closest zoom.
enum SVGNumber {
    static func format(_ v: Double, decimals: Int = 2) -> String {
        let scale = decimals == 3 ? 1000.0 : decimals == 1 ? 10.0 : 100.0
        let r = (v * scale).rounded() / scale
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }

    /// "x,y x,y ..." for a polyline's points attribute.
    static func points(_ points: [MapPoint]) -> String {
        points.map { "\(format($0.x, decimals: 3)),\(format($0.y, decimals: 3))" }.joined(separator: " ")
    }
}
