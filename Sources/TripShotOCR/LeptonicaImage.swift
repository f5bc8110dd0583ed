import CTripShotTesseract

/// Owns one leptonica `PIX` and destroys it when released, so no code path can leak or double-free.
final class LeptonicaImage {
    let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`; nil when leptonica returned no image.
    init?(taking pix: UnsafeMutablePointer<PIX>?) {
        guard let pix else { return nil }
        self.pix = pix
    }

    deinit {
        var pointer: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&pointer)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }
    var depth: Int { Int(pixGetDepth(pix)) }
}
