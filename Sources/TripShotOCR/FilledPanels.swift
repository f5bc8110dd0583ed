import TripShotPageText

/// Text drawn on a filled panel: a coloured header bar holding the trip's date, a button, a banner.
/// Against the page's background the whole panel is ink, so `TextRegions` skips it as solid; inside
/// it, the panel's own colour is the background and its text is ink again. Each such panel is
/// analysed as a page of its own, its text rectangles are read like the page's, and a panel whose
/// text is lighter than its fill is inverted in the image handed to Tesseract (dark text on light,
/// as the whole of a dark page is).
enum FilledPanels {
    /// A panel is a flat fill, not a photo or a pattern, when its most common grey value covers at
    /// least this share of its pixels: a header bar or a button is one colour around its text (0.95
    /// to 0.98 on three planners' bars and a button), a photo spreads over many values.
    static let flatShare = 0.5
    /// Panels read per page at most: each costs a pass over the page's mask (a page of buttons is
    /// still a handful; a grid of photos stays skipped).
    static let maximumPanels = 8

    struct Panel {
        var region: TextRegions.Region
        /// The text rectangles inside it, in page pixels.
        var regions: [TextRegions.Region]
        /// Rectangles inside it that are not text, and why.
        var skipped: [PageText.Skipped]
        /// True when its text is lighter than its fill: the image is inverted over it.
        var lightText: Bool
        /// The panel's own ink (1 where a pixel differs from its fill), row by row over `region`.
        var ink: [UInt8]
    }

    /// The panels among `skipped` whose text can be read, with their text rectangles; `skipped` keeps
    /// the rest.
    static func read(
        _ skipped: inout [PageText.Skipped], pixels: GreyPixels, page: PageAnalysis, typicalHeight: Int?
    ) -> [Panel] {
        var panels: [Panel] = []
        var kept: [PageText.Skipped] = []
        for entry in skipped {
            guard panels.count < maximumPanels, entry.reason == TextRegions.NotText.solid.rawValue,
                let panel = panel(at: entry.box, pixels: pixels, page: page, typicalHeight: typicalHeight)
            else {
                kept.append(entry)
                continue
            }
            panels.append(panel)
            kept += panel.skipped
        }
        skipped = kept
        return panels
    }

    /// The panel at `box` read as a page of its own; nil when it is no flat fill or holds no text.
    static func panel(at box: Box, pixels: GreyPixels, page: PageAnalysis, typicalHeight: Int?) -> Panel? {
        let region = TextRegions.Region(left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height)
        let counts = pixels.histogram(step: 1, left: region.left, top: region.top, right: region.right, bottom: region.bottom)
        let fill = counts.indices.max { counts[$0] < counts[$1] } ?? 0
        let area = region.width * region.height
        guard area > 0, Double(counts[fill]) >= Double(area) * flatShare else { return nil }
        var ink = PageAnalysis.ink(
            of: pixels, against: fill, left: region.left, top: region.top, right: region.right, bottom: region.bottom)
        clearOutside(&ink, width: region.width, height: region.height)
        var inside = PageAnalysis(
            testInk: [UInt8](repeating: 0, count: page.width * page.height), width: page.width, height: page.height,
            background: UInt8(fill))
        var lighter = 0, darker = 0
        for y in region.top..<region.bottom {
            for x in region.left..<region.right where ink[(y - region.top) * region.width + (x - region.left)] == 1 {
                inside.ink[y * page.width + x] = 1
                if Int(pixels[x, y]) > fill { lighter += 1 } else { darker += 1 }
            }
        }
        let candidates = TextRegions.find(in: inside)
        let (regions, skipped) = TextRegions.readable(candidates, in: inside, typicalHeight: typicalHeight)
        guard !regions.isEmpty else { return nil }
        return Panel(region: region, regions: regions, skipped: skipped, lightText: lighter > darker, ink: ink)
    }
}

extension FilledPanels {
    /// Clears the ink connected to the panel's border: its rounded corners and anti-aliased edges
    /// are the page around it, not text (a panel's text stands clear of its edge).
    static func clearOutside(_ ink: inout [UInt8], width: Int, height: Int) {
        var stack: [Int] = []
        for x in 0..<width { stack += [x, (height - 1) * width + x] }
        for y in 0..<height { stack += [y * width, y * width + width - 1] }
        while let index = stack.popLast() {
            guard ink[index] == 1 else { continue }
            ink[index] = 0
            let x = index % width, y = index / width
            if x > 0 { stack.append(index - 1) }
            if x + 1 < width { stack.append(index + 1) }
            if y > 0 { stack.append(index - width) }
            if y + 1 < height { stack.append(index + width) }
        }
    }
}

extension PageAnalysis {
    /// The page's mask with each panel's own ink in place of its solid fill, so that word gaps
    /// inside a panel are gaps (`GluedWordSplitter` checks Tesseract's word breaks against them).
    mutating func replaceInk(of panels: [FilledPanels.Panel]) {
        for panel in panels {
            let region = panel.region
            for y in region.top..<region.bottom {
                for x in region.left..<region.right {
                    ink[y * width + x] = panel.ink[(y - region.top) * region.width + (x - region.left)]
                }
            }
        }
    }
}
