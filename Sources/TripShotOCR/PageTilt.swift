import CTripShotTesseract

/// The tilt of a page's text lines, measured by leptonica's skew search (the angle at which the
/// rows of ink line up best, swept over ±7 degrees, then halved down to 1/64 degree), and turning
/// a tilted page level. Measured on the committed screenshots and the CI corpus (70 level pages,
/// docs/measurements/2026-12-01-photos.md): `pixFindSkew`'s quick search (at a half and a quarter of
/// the resolution) puts level pages anywhere within ±0.24 degrees; searched again at full
/// resolution they measure within ±0.11, and pages tilted 0.2 / 0.3 / 2 / 3 / 4 degrees measure
/// 0.17 / 0.27 / 2.02 / 3.00 / 4.03.
enum PageTilt {
    /// Measured tilts smaller than this are left alone: level pages measure within ±0.11 degrees.
    /// From 0.2 up the page is turned: 0.3 degrees is 5.7 px of drift over a 1080 px line, a third
    /// of a small line's height, which narrows the gaps between lines where the page is cut into them.
    static let minimumDegrees = 0.2
    /// The quick search answers under this for most level pages, which then cost no second search.
    static let quickSearchTrigger = 0.1
    /// Leptonica's own bar for trusting a measured skew (`pixDeskew` uses the same): below it the
    /// page has too little text in rows for its angle to mean anything.
    static let minimumConfidence = 3.0
    /// How far from the background a pixel must be to count as ink, as `PageAnalysis.inkContrast`.
    static let inkContrast = PageAnalysis.inkContrast

    /// The measured tilt in degrees when it is worth turning away; nil when the page is level
    /// (or its angle could not be trusted).
    static func measure(_ image: LeptonicaImage, background: UInt8) -> Double? {
        // Ink as the foreground (1) of a binary image, whether the page is light or dark.
        let light = background >= 128
        let threshold = light ? Int32(background) - Int32(inkContrast) : Int32(background) + Int32(inkContrast)
        guard var binary = LeptonicaImage(taking: pixThresholdToBinary(image.pix, threshold)) else { return nil }
        if !light {
            guard let inverted = LeptonicaImage(taking: pixInvert(nil, binary.pix)) else { return nil }
            binary = inverted
        }
        var angle: Float = 0, confidence: Float = 0
        guard pixFindSkew(binary.pix, &angle, &confidence) == 0, abs(Double(angle)) >= quickSearchTrigger else { return nil }
        // Swept at half resolution, searched at full resolution, to 0.01 degree (1/64 in practice).
        guard pixFindSkewSweepAndSearch(binary.pix, &angle, &confidence, 2, 1, 7, 1, 0.01) == 0,
            Double(confidence) >= minimumConfidence, abs(Double(angle)) >= minimumDegrees
        else { return nil }
        return Double(angle)
    }

    /// The page turned by `degrees` (as `measure` gives them) about its centre, the corners brought
    /// in filled with the background.
    static func level(_ image: LeptonicaImage, degrees: Double, background: UInt8) -> LeptonicaImage? {
        LeptonicaImage(taking: pixRotateAMGray(image.pix, Float(degrees * Double.pi / 180), background))
    }
}
