/// A cheap look at a grey page before Tesseract sees it: the background's grey value (so dark mode can
/// be inverted) and a mask of the pixels that differ from it (ink), from which `TextRegions` finds
/// where the text is without running any recognition.
struct PageAnalysis {
    /// The most common grey value: the page background.
    let background: UInt8
    let width: Int
    let height: Int
    /// One byte per pixel, row by row: 1 where the pixel is ink.
    var ink: [UInt8]
    /// The median height of the page's pieces of ink (a letter's), once `removeNonText` has measured it.
    var letterHeight: Int?

    /// How far from the background a pixel must be to count as ink. Low enough for grey secondary text
    /// and anti-aliased strokes, high enough to ignore card shading and separators' soft edges.
    static let inkContrast = 60

    /// True when the page is light text on a dark background.
    var isDark: Bool { background < 128 }

    /// True when any pixel of column `x` between rows `top` and `bottom` (exclusive) is ink.
    func columnHasInk(_ x: Int, top: Int, bottom: Int) -> Bool {
        var index = top * width + x
        for _ in top..<bottom {
            if ink[index] == 1 { return true }
            index += width
        }
        return false
    }

    init(_ pixels: GreyPixels) {
        let mode = Int(pixels.mostCommonValue(step: 4))
        background = UInt8(mode)
        width = pixels.width
        height = pixels.height
        ink = Self.ink(of: pixels, against: mode, left: 0, top: 0, right: pixels.width, bottom: pixels.height)
    }

    /// The ink of a rectangle of `pixels`, one byte per pixel row by row over it: 1 where the pixel is
    /// `inkContrast` or more from `background` (the page's, or a filled panel's own fill).
    static func ink(of pixels: GreyPixels, against background: Int, left: Int, top: Int, right: Int, bottom: Int) -> [UInt8] {
        let width = right - left
        var ink = [UInt8](repeating: 0, count: width * (bottom - top))
        let low = background - inkContrast, high = background + inkContrast
        for y in top..<bottom {
            let row = (y - top) * width - left
            for x in left..<right {
                let value = Int(pixels[x, y])
                if value <= low || value >= high { ink[row + x] = 1 }
            }
        }
        return ink
    }
}

extension PageAnalysis {
    /// A page given by its ink mask directly (tests of the cutting rules).
    init(testInk ink: [UInt8], width: Int, height: Int, background: UInt8 = 255) {
        self.background = background
        self.width = width
        self.height = height
        self.ink = ink
    }
}
