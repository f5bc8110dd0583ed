import CTripShotTesseract
import TripShotPageText

/// A screenshot made ready for Tesseract: grey, dark text on a light background, and the rectangles
/// that hold its text. All coordinates are the original image's pixels.
struct PreparedPage {
    let grey: LeptonicaImage
    /// The grey value of the page's background after any inversion (the colour to pad crops with).
    let background: UInt8
    let wasDark: Bool
    let regions: [TextRegions.Region]
    /// Ink not handed to Tesseract, and why.
    let skipped: [PageText.Skipped]
    /// What was done to a photographed or tilted screen before it was read; nil for a screenshot
    /// read as it was. `grey` and every coordinate are then the straightened page's.
    let straightening: PageText.Straightening?
    /// The median height of the page's text bands.
    let typicalTextHeight: Int
    /// The ink mask of the original page, for checking Tesseract's word breaks against real gaps.
    let analysis: PageAnalysis
}

/// The page-wide preprocessing chosen by measurement on the shared screenshots (see tools/bench/bench-ocr
/// and docs/design/how-it-reads.md): grey scale, a photographed or tilted screen straightened, dark pages inverted;
/// no binarisation (Tesseract's own Otsu thresholding of a clean grey crop reads as well). Scaling is
/// per region (`RegionReader`).
struct Preprocessor {
    var straightener = Straightener()

    func prepare(_ original: LeptonicaImage) throws(OCRError) -> PreparedPage {
        var image = original
        if pixGetSpp(image.pix) == 4, let opaque = LeptonicaImage(taking: pixRemoveAlpha(image.pix)) {
            image = opaque
        }
        if image.depth != 8 || pixGetColormap(image.pix) != nil {
            guard let grey = LeptonicaImage(taking: pixConvertTo8(image.pix, 0)) else {
                throw .engineFailed("could not convert the image to grey scale")
            }
            image = grey
        }
        let straightened = straightener.straighten(image)
        image = straightened.page
        var analysis = PageAnalysis(GreyPixels(image))
        let removed = analysis.removeNonText()
        if !removed.isEmpty {
            // Erased from the image too: a text rectangle beside a rail must not read its stop dots.
            guard let copy = LeptonicaImage(taking: pixCopy(nil, image.pix)) else {
                throw .engineFailed("could not copy the image")
            }
            image = copy
            GreyPixels(image).fill(removed.flatMap(\.runs), with: analysis.background)
        }
        let candidates = TextRegions.find(in: analysis)
        let typicalHeight = TextRegions.typicalHeight(of: candidates, letterHeight: analysis.letterHeight)
        var (readable, unreadable) = TextRegions.readable(candidates, in: analysis, typicalHeight: typicalHeight)
        let panels = FilledPanels.read(&unreadable, pixels: GreyPixels(image), page: analysis, typicalHeight: typicalHeight)
        analysis.replaceInk(of: panels)
        for panel in panels {
            // In reading order: before the first rectangle that starts below the panel's top.
            let at = readable.firstIndex { $0.top >= panel.region.top } ?? readable.endIndex
            readable.insert(contentsOf: panel.regions, at: at)
        }
        let regions = TextRegions.cuttingAtColumnEdges(readable, analysis, typicalHeight: typicalHeight)
        let skipped = removed.map(\.skipped) + unreadable
        var background = analysis.background
        if analysis.isDark {
            guard let inverted = LeptonicaImage(taking: pixInvert(nil, image.pix)) else {
                throw .engineFailed("could not invert the dark page")
            }
            image = inverted
            background = 255 - background
        }
        // Tesseract reads dark text on light: a panel whose text is lighter than its fill is turned
        // round (on a dark page, already inverted, the other way round).
        let turned = panels.filter { $0.lightText != analysis.isDark }
        if !turned.isEmpty {
            guard let copy = LeptonicaImage(taking: pixCopy(nil, image.pix)) else {
                throw .engineFailed("could not copy the image")
            }
            image = copy
            let pixels = GreyPixels(image)
            for panel in turned {
                let region = panel.region
                pixels.invert(left: region.left, top: region.top, right: region.right, bottom: region.bottom)
            }
        }
        // Route badges inside a line whose code is lighter than their fill (after any inversion).
        let badges = ColouredBadges.find(in: analysis, pixels: GreyPixels(image))
        if !badges.isEmpty {
            guard let copy = LeptonicaImage(taking: pixCopy(nil, image.pix)) else {
                throw .engineFailed("could not copy the image")
            }
            image = copy
            ColouredBadges.turn(badges, in: GreyPixels(image))
        }
        return PreparedPage(
            grey: image, background: background, wasDark: analysis.isDark, regions: regions, skipped: skipped,
            straightening: straightened.record, typicalTextHeight: typicalHeight ?? 0, analysis: analysis)
    }
}
