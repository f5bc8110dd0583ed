import CTripShotTesseract
import TripShotPageText

/// Reads one text rectangle of a prepared page: crops it, scales small text up, pads it with the
/// background, and has Tesseract read it as one line (or as a block when it is taller than a line).
/// Cropping first means only text pixels are ever scaled or thresholded. A line read with low
/// confidence is read again at other scales (`SecondReading`).
struct RegionReader {
    /// Regions shorter than this (ascender to descender, original pixels) are scaled up: 1x renders
    /// lose colons and digits at their native size.
    var minimumTextHeight = 24
    /// The height small regions are scaled up to.
    var targetTextHeight = 36.0
    var maximumScale = 4.0
    var secondReading = SecondReading()

    func read(
        _ region: TextRegions.Region, of page: PreparedPage, engine: TesseractEngine, monitor: ReadingMonitor? = nil,
        imageWidth: Int, imageHeight: Int
    ) -> [PageText.Line] {
        let singleLine = !TextRegions.holdsSeveralLines(region, typicalHeight: page.typicalTextHeight)
        // A block's height is several lines: judge its scale by the page's line height instead.
        let lineHeight = singleLine ? region.height : max(page.typicalTextHeight, 1)
        let scale = lineHeight < minimumTextHeight ? min(maximumScale, targetTextHeight / Double(lineHeight)) : 1
        let first = recognise(
            region, of: page, engine: engine, monitor: monitor, scale: scale, lineHeight: lineHeight,
            mode: singleLine ? .line : .block, imageWidth: imageWidth, imageHeight: imageHeight)
        if singleLine, first.isEmpty {
            // Ink in a line's rectangle read as no text at all: the single-line mode still runs
            // Tesseract's own line finding, which can throw a short word away as noise ("Bus" wrapped
            // under a name, 26x12 px, read at 91 as a raw line). As a raw line nothing is thrown away
            // before recognition, so an icon is read too ("lė]" at 0 for a wheelchair): the raw
            // reading is text only when it is as confident as a line that is not read again.
            let raw = recognise(
                region, of: page, engine: engine, monitor: monitor, scale: scale, lineHeight: lineHeight,
                mode: .rawLine, imageWidth: imageWidth, imageHeight: imageHeight)
            return raw.filter { !secondReading.wantsAnotherReading(of: $0) }
        }
        // Only a rectangle read as one line is read again: its readings are of the same ink.
        guard singleLine, first.count == 1, secondReading.wantsAnotherReading(of: first[0]) else { return first }
        var others: [PageText.Line] = []
        for otherScale in secondReading.scales(lineHeight: lineHeight, firstScale: scale, maximumScale: maximumScale) {
            if monitor?.stopRequested == true { break }
            let other = recognise(
                region, of: page, engine: engine, monitor: monitor, scale: otherScale, lineHeight: lineHeight,
                mode: .line, imageWidth: imageWidth, imageHeight: imageHeight)
            if other.count == 1 { others.append(other[0]) }
        }
        return [secondReading.keep(first: first[0], others: others)]
    }

    /// What is said of a rectangle the recogniser read as no text (as a line, then as a raw line; or
    /// as a block). One no wider than `oneGlyphWidthInHeights` of its height has one glyph's shape:
    /// a station's icon (wheelchair, bus: about square, on most pages) or a rule's end, which cannot
    /// hide a word. A wider one may be words lost.
    static func readAsNothing(_ region: TextRegions.Region) -> PageText.Skipped {
        let oneGlyph = Double(region.width) <= Double(region.height) * oneGlyphWidthInHeights
        return PageText.Skipped(
            box: Box(x: region.left, y: region.top, width: region.width, height: region.height),
            reason: oneGlyph ? "read as no text; one glyph's shape (an icon)" : "read as no text",
            mayHoldText: !oneGlyph)
    }

    /// The widest a rectangle of one glyph is, in its heights: icons are about square ("W" and "M"
    /// at most 1.2); two letters ("Bus" is 2.2) are wider.
    static let oneGlyphWidthInHeights = 1.5

    /// How Tesseract is asked to read a rectangle.
    enum Mode {
        case line, rawLine, block

        var pageSegmentation: TessPageSegMode {
            switch self {
            case .line: PSM_SINGLE_LINE
            case .rawLine: PSM_RAW_LINE
            case .block: PSM_SINGLE_BLOCK
            }
        }
    }

    private func recognise(
        _ region: TextRegions.Region, of page: PreparedPage, engine: TesseractEngine, monitor: ReadingMonitor?,
        scale: Double, lineHeight: Int, mode: Mode, imageWidth: Int, imageHeight: Int
    ) -> [PageText.Line] {
        guard let box = boxCreate(Int32(region.left), Int32(region.top), Int32(region.width), Int32(region.height))
        else { return [] }
        var boxPointer: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&boxPointer) }
        guard var crop = LeptonicaImage(taking: pixClipRectangle(page.grey.pix, box, nil)) else { return [] }
        if scale != 1, let scaled = LeptonicaImage(taking: Self.scaled(crop.pix, by: scale)) {
            crop = scaled
        }
        let padding = max(8, Int(Double(lineHeight) * scale * 0.25))
        guard let padded = LeptonicaImage(taking: pixAddBorder(crop.pix, Int32(padding), UInt32(page.background)))
        else { return [] }

        TessBaseAPISetPageSegMode(engine.handle, mode.pageSegmentation)
        TessBaseAPISetImage2(engine.handle, padded.pix)
        defer { TessBaseAPIClear(engine.handle) }
        // A stopped recognition fails here; the caller sees the stop and ends the read.
        guard TessBaseAPIRecognize(engine.handle, monitor?.handle) == 0 else { return [] }
        let collector = ResultCollector(
            scale: scale, padding: padding, left: region.left, top: region.top, originalWidth: imageWidth,
            originalHeight: imageHeight, ink: page.analysis)
        return collector.lines(from: engine.handle)
    }

    /// Linear interpolation up; an area map down, since interpolation drops whole rows of thin strokes
    /// when shrinking.
    private static func scaled(_ pix: UnsafeMutablePointer<PIX>, by scale: Double) -> UnsafeMutablePointer<PIX>? {
        scale > 1 ? pixScaleGrayLI(pix, Float(scale), Float(scale)) : pixScaleAreaMap(pix, Float(scale), Float(scale))
    }
}
