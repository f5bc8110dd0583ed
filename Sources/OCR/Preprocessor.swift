import CTesseract

/// A screenshot made ready for Tesseract: grey, dark text on a light background, text scaled to a
/// height the LSTM reads reliably. `scale` maps prepared pixels back to the original's.
struct PreparedPage {
    let image: LeptonicaImage
    /// Prepared pixels per original pixel (2 means the image was doubled).
    let scale: Double
    let wasDark: Bool
    /// The analysis of the original-size grey page (bands are in original pixels).
    let analysis: PageAnalysis
}

/// The preprocessing chosen by measurement on the shared screenshots (see tools/bench-ocr and the
/// README): grey scale, dark pages inverted, small text upscaled; no binarisation (Tesseract's own
/// Otsu thresholding of a clean grey image read as well or better).
struct Preprocessor {
    /// Text bands shorter than this (in pixels, ascender to descender) are upscaled: 1x renders lose
    /// colons and digits at their native size.
    var minimumTextHeight = 32
    /// The band height small text is scaled up to.
    var targetTextHeight = 48.0
    var maximumScale = 4.0

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
        let analysis = PageAnalysis(GreyPixels(image))
        if analysis.isDark {
            guard let inverted = LeptonicaImage(taking: pixInvert(nil, image.pix)) else {
                throw .engineFailed("could not invert the dark page")
            }
            image = inverted
        }
        var scale = 1.0
        if let textHeight = analysis.typicalTextHeight, textHeight < minimumTextHeight {
            scale = min(maximumScale, targetTextHeight / Double(textHeight))
        }
        if scale != 1 {
            guard let scaled = LeptonicaImage(taking: pixScaleGrayLI(image.pix, Float(scale), Float(scale))) else {
                throw .engineFailed("could not scale the image")
            }
            image = scaled
        }
        return PreparedPage(image: image, scale: scale, wasDark: analysis.isDark, analysis: analysis)
    }
}
