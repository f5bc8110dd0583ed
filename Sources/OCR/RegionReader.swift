import CTesseract
import PageText

/// Reads one text rectangle of a prepared page: crops it, scales small text up, pads it with the
/// background, and has Tesseract read it as one line (or as a block when it is taller than a line).
/// Cropping first means only text pixels are ever scaled or thresholded.
struct RegionReader {
    /// Regions shorter than this (ascender to descender, original pixels) are scaled up: 1x renders
    /// lose colons and digits at their native size.
    var minimumTextHeight = 24
    /// The height small regions are scaled up to.
    var targetTextHeight = 36.0
    var maximumScale = 4.0

    func read(
        _ region: TextRegions.Region, of page: PreparedPage, engine: TesseractEngine, monitor: ReadingMonitor? = nil,
        imageWidth: Int, imageHeight: Int
    ) -> [PageText.Line] {
        let singleLine = page.typicalTextHeight == 0 || Double(region.height) <= Double(page.typicalTextHeight) * 1.5
        // A block's height is several lines: judge its scale by the page's line height instead.
        let lineHeight = singleLine ? region.height : max(page.typicalTextHeight, 1)
        let scale = lineHeight < minimumTextHeight ? min(maximumScale, targetTextHeight / Double(lineHeight)) : 1

        guard let box = boxCreate(Int32(region.left), Int32(region.top), Int32(region.width), Int32(region.height))
        else { return [] }
        var boxPointer: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&boxPointer) }
        guard var crop = LeptonicaImage(taking: pixClipRectangle(page.grey.pix, box, nil)) else { return [] }
        if scale != 1, let scaled = LeptonicaImage(taking: pixScaleGrayLI(crop.pix, Float(scale), Float(scale))) {
            crop = scaled
        }
        let padding = max(8, Int(Double(lineHeight) * scale * 0.25))
        guard let padded = LeptonicaImage(taking: pixAddBorder(crop.pix, Int32(padding), UInt32(page.background)))
        else { return [] }

        TessBaseAPISetPageSegMode(engine.handle, singleLine ? PSM_SINGLE_LINE : PSM_SINGLE_BLOCK)
        TessBaseAPISetImage2(engine.handle, padded.pix)
        defer { TessBaseAPIClear(engine.handle) }
        // A stopped recognition fails here; the caller sees the stop and ends the read.
        guard TessBaseAPIRecognize(engine.handle, monitor?.handle) == 0 else { return [] }
        let collector = ResultCollector(
            scale: scale, padding: padding, left: region.left, top: region.top, originalWidth: imageWidth,
            originalHeight: imageHeight, ink: page.analysis)
        return collector.lines(from: engine.handle)
    }
}
