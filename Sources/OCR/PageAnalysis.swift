/// A cheap look at a grey page before Tesseract sees it: the background's grey value (so dark mode can
/// be inverted) and the horizontal bands that hold ink (so the text height, and where text is, are
/// known without running any recognition).
struct PageAnalysis {
    /// The most common grey value: the page background.
    let background: UInt8
    /// Rows of the original image that hold ink, top to bottom, merged across tiny gaps.
    let bands: [Band]

    /// A run of rows containing ink, and the columns where ink was seen in it.
    struct Band: Equatable {
        var top: Int
        var bottom: Int  // exclusive
        var left: Int
        var right: Int  // exclusive
        var height: Int { bottom - top }
    }

    /// True when the page is light text on a dark background.
    var isDark: Bool { background < 128 }

    /// How far from the background a pixel must be to count as ink. Low enough for grey secondary text
    /// and anti-aliased strokes, high enough to ignore card shading and separators' soft edges.
    static let inkContrast = 60

    init(_ pixels: GreyPixels) {
        let histogram = pixels.histogram(step: 4)
        let mode = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 255
        background = UInt8(mode)
        bands = Self.findBands(pixels, background: Int(mode))
    }

    /// Scans every row (every other column) for ink; rows with ink become bands.
    private static func findBands(_ pixels: GreyPixels, background: Int) -> [Band] {
        var bands: [Band] = []
        var current: Band?
        var blankRun = 0
        let columnStep = 2
        for y in 0..<pixels.height {
            var left = Int.max, right = -1
            var x = 0
            while x < pixels.width {
                if abs(Int(pixels[x, y]) - background) >= inkContrast {
                    if x < left { left = x }
                    right = x
                }
                x += columnStep
            }
            if right >= 0 {
                if var band = current {
                    band.bottom = y + 1
                    band.left = min(band.left, left)
                    band.right = max(band.right, right + columnStep)
                    current = band
                } else {
                    current = Band(top: y, bottom: y + 1, left: left, right: right + columnStep)
                }
                blankRun = 0
            } else if let band = current {
                blankRun += 1
                // A gap of one blank row inside a glyph row (e.g. the dot of an i) does not split a band.
                if blankRun > 1 {
                    bands.append(band)
                    current = nil
                }
            }
        }
        if let band = current { bands.append(band) }
        return bands
    }

    /// The median height of bands that look like text (between 6 and 400 pixels), or nil when none.
    var typicalTextHeight: Int? {
        let heights = bands.map(\.height).filter { $0 >= 6 && $0 <= 400 }.sorted()
        guard !heights.isEmpty else { return nil }
        return heights[heights.count / 2]
    }
}
