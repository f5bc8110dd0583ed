import CTripShotTesseract
import TripShotPageText

/// Makes a photographed or tilted screen read like a screenshot: the screen is cut out of its
/// surround with its perspective undone (`ScreenFinder`, leptonica's projective transform from the
/// four corners to a rectangle), then any tilt left in its text lines is turned level (`PageTilt`).
/// A screenshot comes back as the very image it was, with no record: both checks decide that from
/// samples and one skew search, before any pixel is changed.
struct Straightener {
    /// Photo pixels cut off each side of the cut-out screen: the corners are placed to within a
    /// pixel or two of the photo, and a sliver of the bezel left on the page would read as a rule.
    var edgeInset = 4

    func straighten(_ grey: LeptonicaImage) -> (page: LeptonicaImage, record: PageText.Straightening?) {
        var page = grey
        var screen: [PageText.Corner]?
        if let quad = ScreenFinder.find(in: grey), let cut = cutOut(quad, of: grey) {
            page = cut
            screen = quad.corners.map { PageText.Corner(x: Int($0.x.rounded()), y: Int($0.y.rounded())) }
        }
        let background = GreyPixels(page).mostCommonValue(step: 4)
        var rotation = 0.0
        if let tilt = PageTilt.measure(page, background: background),
            let level = PageTilt.level(page, degrees: tilt, background: background)
        {
            page = level
            rotation = (tilt * 100).rounded() / 100
        }
        guard screen != nil || rotation != 0 else { return (grey, nil) }
        let record = PageText.Straightening(
            imageWidth: grey.width, imageHeight: grey.height, screen: screen, rotationDegrees: rotation)
        return (page, record)
    }

    /// The screen as an upright rectangle as wide and tall as its longer edges in the photo.
    private func cutOut(_ quad: ScreenFinder.Quad, of grey: LeptonicaImage) -> LeptonicaImage? {
        let c = quad.corners
        func distance(_ a: Int, _ b: Int) -> Double {
            ((c[a].x - c[b].x) * (c[a].x - c[b].x) + (c[a].y - c[b].y) * (c[a].y - c[b].y)).squareRoot()
        }
        var width = max(distance(0, 1), distance(3, 2)), height = max(distance(0, 3), distance(1, 2))
        // leptonica's transform writes into an image of the photo's size: never larger than that.
        let fit = min(1, Double(grey.width) / width, Double(grey.height) / height)
        width *= fit
        height *= fit
        let target = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
        guard let source = PointArray(c.map { ($0.x, $0.y) }), let destination = PointArray(target) else { return nil }
        guard
            let warped = LeptonicaImage(
                taking: pixProjectivePtaGray(grey.pix, destination.pta, source.pta, quad.pageLevel))
        else { return nil }
        let inset = Int32(edgeInset)
        let box = boxCreate(inset, inset, Int32(width) - 2 * inset, Int32(height) - 2 * inset)
        defer {
            var pointer = box
            boxDestroy(&pointer)
        }
        return LeptonicaImage(taking: pixClipRectangle(warped.pix, box, nil))
    }
}

/// Owns a leptonica point array (`PTA`).
private final class PointArray {
    let pta: UnsafeMutablePointer<PTA>

    init?(_ points: [(Double, Double)]) {
        guard let pta = ptaCreate(Int32(points.count)) else { return nil }
        self.pta = pta
        for (x, y) in points { ptaAddPt(pta, Float(x), Float(y)) }
    }

    deinit {
        var pointer: UnsafeMutablePointer<PTA>? = pta
        ptaDestroy(&pointer)
    }
}
