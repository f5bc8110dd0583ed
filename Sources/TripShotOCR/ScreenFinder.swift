import CTripShotTesseract

/// Finds the screen in a photo of a screen: the bright page against a darker surround (the table,
/// the phone's bezel), or a dark page against a lighter table (the phone's black body between
/// them), as the four corners of the quadrilateral it makes in the photo. A screenshot has no
/// surround: its own page reaches every edge of the image, and that is told from four strips of
/// sampled pixels, before anything else is done.
enum ScreenFinder {
    /// A quadrilateral in image pixels: top left, top right, bottom right, bottom left.
    struct Quad {
        var corners: [(x: Double, y: Double)]
        /// The grey level of the page's background, to fill what the transform brings in.
        var pageLevel: UInt8
    }

    /// How many grey levels the page must be brighter than the image's edges for them to be a
    /// surround. A screenshot's dark mode is its own page reaching the edges (a card at 27 on a black
    /// frame at 0 in every dark fixture); the test photos' pages stand 200 and 215 levels above
    /// their tables.
    static let minimumContrast = 80
    /// How many grey levels every edge of the image must stand above the page (each edge's median)
    /// for a surround lighter than the page: a dark page (18-27 in the dark screenshots here) on a
    /// lighter table. A dark screenshot's edges are its own page or a darker frame, never lighter
    /// all round. The step that is found is then mostly the phone's black body against the table;
    /// each edge is judged on its own, since a table lit from one side is lighter at one end by as
    /// much as a dark page's whole contrast.
    static let minimumContrastBelowSurround = 10
    /// The share of each edge's samples that must be darker than halfway between surround and page:
    /// a surround surrounds. A screenshot's coloured header reaches one edge only.
    static let surroundedShare = 0.6
    /// The screen must cover this share of the photo, or what was found is not the page (a label).
    static let minimumScreenShare = 0.2
    /// The screen's edges are found on the photo shrunk to about this many pixels on its short side:
    /// area averaging smooths sensor noise and JPEG blocks, and a line fitted through hundreds of
    /// sub-pixel crossings is still placed to better than a pixel of the photo.
    static let workingSide = 400
    /// How many of a row's outermost pixels (on the shrunk photo) give its surround's level.
    static let rowSurroundWidth = 4

    /// The screen's corners, or nil when the image is not a photo of a screen (a screenshot).
    static func find(in image: LeptonicaImage) -> Quad? {
        let pixels = GreyPixels(image)
        guard let levels = surroundLevels(pixels) else { return nil }
        let factor = max(1, min(image.width, image.height) / workingSide)
        let reduced: LeptonicaImage
        if factor > 1 {
            let scale = Float(1) / Float(factor)
            guard let small = LeptonicaImage(taking: pixScaleAreaMap(image.pix, scale, scale)) else { return nil }
            reduced = small
        } else {
            reduced = image
        }
        let small = GreyPixels(reduced)
        let edges = [Side.top, .bottom, .left, .right].map { fit(small, side: $0, levels: levels) }
        guard case let (top?, bottom?, left?, right?) = (edges[0], edges[1], edges[2], edges[3]) else { return nil }
        // Back to the photo's pixels: reduced pixel i covers photo pixels i*f ..< (i+1)*f.
        let scaleX = Double(image.width) / Double(small.width), scaleY = Double(image.height) / Double(small.height)
        let corners = [(top, left), (top, right), (bottom, right), (bottom, left)].map { horizontal, vertical in
            let point = intersection(horizontal, vertical)
            return (x: (point.x + 0.5) * scaleX - 0.5, y: (point.y + 0.5) * scaleY - 0.5)
        }
        let quad = Quad(corners: corners, pageLevel: UInt8(clamping: levels.page))
        guard area(of: quad) >= minimumScreenShare * Double(image.width * image.height) else { return nil }
        return quad
    }

    /// The grey levels of the surround and of the page, when the image's four edges are darker
    /// than its centre by `minimumContrast`, or lighter than a dark centre by
    /// `minimumContrastBelowSurround` each (a screen in its surround); nil for a screenshot.
    static func surroundLevels(_ pixels: GreyPixels) -> (surround: Int, page: Int)? {
        let band = max(2, min(pixels.width, pixels.height) / 100)
        var sides: [[Int]] = [[], [], [], []]
        for y in stride(from: 0, to: band, by: 2) {
            for x in stride(from: 0, to: pixels.width, by: 4) {
                sides[0].append(Int(pixels[x, y]))
                sides[1].append(Int(pixels[x, pixels.height - 1 - y]))
            }
        }
        for x in stride(from: 0, to: band, by: 2) {
            for y in stride(from: 0, to: pixels.height, by: 4) {
                sides[2].append(Int(pixels[x, y]))
                sides[3].append(Int(pixels[pixels.width - 1 - x, y]))
            }
        }
        let edge = sides.flatMap { $0 }.sorted()
        let surround = edge[edge.count / 2]
        let page = centreMode(pixels)
        // A dark page (as `PageAnalysis.isDark`) on a lighter table; a light page's edges lighter
        // still are a screenshot's white margins around a grey page, not a table.
        if surround > page, page < 128 {
            let lighter = sides.allSatisfy { median($0) - page >= minimumContrastBelowSurround }
            return lighter ? (surround, page) : nil
        }
        guard page - surround >= minimumContrast else { return nil }
        let halfway = (surround + page) / 2
        for side in sides {
            let dark = side.filter { $0 < halfway }.count
            guard Double(dark) >= surroundedShare * Double(side.count) else { return nil }
        }
        return (surround, page)
    }

    private static func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

    /// The most common grey level of the image's middle half (the page's background, in a photo).
    private static func centreMode(_ pixels: GreyPixels) -> Int {
        var counts = [Int](repeating: 0, count: 256)
        for y in stride(from: pixels.height / 4, to: pixels.height * 3 / 4, by: 4) {
            for x in stride(from: pixels.width / 4, to: pixels.width * 3 / 4, by: 4) { counts[Int(pixels[x, y])] += 1 }
        }
        return counts.indices.max { counts[$0] < counts[$1] } ?? 255
    }

    enum Side { case top, bottom, left, right }

    /// A straight edge: `across = slope * along + offset`, where along is x for the top and
    /// bottom edges and y for the left and right ones.
    struct Line {
        var slope: Double
        var offset: Double

        /// How far a point lies off the line, across it.
        func residual(_ point: (along: Double, across: Double)) -> Double {
            point.across - (slope * point.along + offset)
        }
    }

    /// The screen's edge on one side: where each row (or column) of the middle 40% of the image
    /// first leaves the surround (differs from its level by half the page's contrast, either way:
    /// a header darker than the table is the page too, and the phone's black body around a dark
    /// page on a light table is the screen's edge), a line fitted through those crossings without
    /// the ones more than 2 pixels off it (a glyph or an icon at the page's edge, a header's far edge).
    /// The surround's level is each row's own (its outermost pixels): a table lit from one side is
    /// lighter at one end than at the other, by as much as a dark page's whole contrast.
    static func fit(_ pixels: GreyPixels, side: Side, levels: (surround: Int, page: Int)) -> Line? {
        let threshold = Double(abs(levels.page - levels.surround)) / 2
        let vertical = side == .left || side == .right
        let alongCount = vertical ? pixels.height : pixels.width
        let acrossCount = vertical ? pixels.width : pixels.height
        let fromEnd = side == .bottom || side == .right
        func level(_ along: Int, _ step: Int) -> Double {
            let across = fromEnd ? acrossCount - 1 - step : step
            return Double(vertical ? pixels[across, along] : pixels[along, across])
        }
        var points: [(along: Double, across: Double)] = []
        for along in (alongCount * 3 / 10)..<(alongCount * 7 / 10) {
            let outermost = min(rowSurroundWidth, acrossCount / 2)
            let surround = (0..<outermost).map { level(along, $0) }.reduce(0, +) / Double(outermost)
            func fromSurround(_ along: Int, _ step: Int) -> Double { abs(level(along, step) - surround) }
            var step = 0
            while step < acrossCount / 2, fromSurround(along, step) < threshold { step += 1 }
            // The image's own edge is the page already: no surround on this row.
            guard step > 0, step < acrossCount / 2 else { continue }
            let before = fromSurround(along, step - 1), after = fromSurround(along, step)
            let crossing = Double(step - 1) + (threshold - before) / max(after - before, 1)
            points.append((Double(along), fromEnd ? Double(acrossCount - 1) - crossing : crossing))
        }
        let wanted = max((alongCount * 4 / 10) / 2, 8)
        // A coloured header close to the table's grey puts its columns' crossings at its far edge,
        // a step off the screen's edge that pulls a least-squares line off every point: the first
        // line is the median one (Theil-Sen), which the screen's edge decides while it holds most
        // of the crossings; then the crossings close to it are fitted.
        guard points.count >= wanted, let robust = medianLine(points) else { return nil }
        let close = points.filter { abs(robust.residual($0)) <= closeEnough }
        guard close.count >= wanted else { return nil }
        return leastSquares(close)
    }

    /// How far (shrunk pixels) a crossing may lie off the fitted edge and still be on it; a glyph or
    /// an icon at the page's edge lies farther.
    static let closeEnough = 2.0
    /// Points enough for a median slope (1,200-4,900 pairs), of the edge's hundreds of crossings: the
    /// median only picks the crossings to fit, so it need not be finer; 200 points (up to 80,000
    /// pairs, sorted) cost 0.1-0.3 s a photo in a debug build.
    static let medianLineSample = 50

    /// The line whose slope is the median of the slopes between pairs of points and whose offset is
    /// the median offset at that slope: right while more than half the points lie on it. The pairs
    /// are those of every k-th point, k the points over `medianLineSample` (50-99 points).
    static func medianLine(_ points: [(along: Double, across: Double)]) -> Line? {
        let stride = max(1, points.count / medianLineSample)
        let sample = Swift.stride(from: 0, to: points.count, by: stride).map { points[$0] }
        var slopes: [Double] = []
        slopes.reserveCapacity(sample.count * (sample.count - 1) / 2)
        for i in sample.indices {
            for j in (i + 1)..<sample.count where sample[j].along != sample[i].along {
                slopes.append((sample[j].across - sample[i].across) / (sample[j].along - sample[i].along))
            }
        }
        guard !slopes.isEmpty else { return nil }
        slopes.sort()
        let slope = slopes[slopes.count / 2]
        let offsets = points.map { $0.across - slope * $0.along }.sorted()
        return Line(slope: slope, offset: offsets[offsets.count / 2])
    }

    private static func leastSquares(_ points: [(along: Double, across: Double)]) -> Line? {
        let n = Double(points.count)
        let meanAlong = points.map(\.along).reduce(0, +) / n
        let meanAcross = points.map(\.across).reduce(0, +) / n
        var spread = 0.0, covariance = 0.0
        for point in points {
            spread += (point.along - meanAlong) * (point.along - meanAlong)
            covariance += (point.along - meanAlong) * (point.across - meanAcross)
        }
        guard spread > 0 else { return nil }
        let slope = covariance / spread
        return Line(slope: slope, offset: meanAcross - slope * meanAlong)
    }

    /// Where a top or bottom edge (y = a x + b) meets a left or right one (x = c y + d).
    private static func intersection(_ horizontal: Line, _ vertical: Line) -> (x: Double, y: Double) {
        let x = (vertical.slope * horizontal.offset + vertical.offset) / (1 - vertical.slope * horizontal.slope)
        return (x, horizontal.slope * x + horizontal.offset)
    }

    /// The shoelace formula.
    static func area(of quad: Quad) -> Double {
        var twice = 0.0
        for i in quad.corners.indices {
            let a = quad.corners[i], b = quad.corners[(i + 1) % quad.corners.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }
}
