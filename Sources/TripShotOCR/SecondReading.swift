import TripShotPageText

/// When a line is read again, at which scales, and which of its readings is kept.
///
/// Small text is fragile: one face at one size can come out as junk at confidence 0 ("5:25" as "ri]",
/// "17:27" as "EZI") and read right at 91-93 a few pixels taller or shorter, and no single height is
/// right for every face (those two read right at 48 and at 30 px respectively, and wrong at the other).
/// So a line read with a confidence under `threshold` is read again at each of `textHeights`, and the
/// most confident other reading is kept only when it beats the first by at least `margin` points: a
/// second reading can also be confidently wrong ("Transfers: O" at 74 against "Transfers: 0" at 57),
/// so it must win clearly, and a reading two scales agree on counts both confidences. The readings
/// not kept stay on the line (`PageText.Line.otherReadings`). The numbers were measured on the
/// generated corpus (docs/design/how-it-reads.md).
struct SecondReading {
    /// A line read with a (Tesseract line) confidence under this is read again.
    var threshold = 40.0
    /// Another reading is kept when its confidence (summed over the readings of its text) is at least
    /// this many points above the first's.
    var margin = 20.0
    /// The text heights (original line height times scale) of the other readings: the Latin model's
    /// input height, where the recogniser sees the line as scaled here rather than resampled again
    /// inside Tesseract, and a smaller one, below the 36 px that small text is first read at.
    var textHeights = [48.0, 30.0]
    /// A scale within this share of the first reading's (or of one already chosen) is not read: it
    /// would read the same.
    var sameScaleShare = 0.1

    func wantsAnotherReading(of line: PageText.Line) -> Bool {
        line.confidence < threshold
    }

    /// The scales of the other readings of a line `lineHeight` original pixels tall first read at
    /// `firstScale`, none above `maximumScale`.
    func scales(lineHeight: Int, firstScale: Double, maximumScale: Double) -> [Double] {
        var chosen = [firstScale]
        for height in textHeights {
            let scale = min(maximumScale, height / Double(max(lineHeight, 1)))
            if chosen.allSatisfy({ abs(scale - $0) >= $0 * sameScaleShare }) { chosen.append(scale) }
        }
        return Array(chosen.dropFirst())
    }

    /// The line to keep, holding the readings not kept in the order they were read. Readings of the same
    /// text add their confidences: a reading that another scale repeats is evidence one confident
    /// reading does not outweigh ("International" at 40 and 71 against "international" at 90).
    func keep(first: PageText.Line, others: [PageText.Line]) -> PageText.Line {
        var readings = [first] + others
        var support: [String: Double] = [:]
        for reading in readings { support[reading.text, default: 0] += reading.confidence }
        func total(_ index: Int) -> Double { support[readings[index].text, default: 0] }
        let best = readings.indices.dropFirst().max { a, b in
            (total(a), readings[a].confidence) < (total(b), readings[b].confidence)
        }
        let keptIndex = best.map { total($0) >= total(0) + margin ? $0 : 0 } ?? 0
        var kept = readings.remove(at: keptIndex)
        kept.otherReadings = readings.map(PageText.Reading.init(of:))
        return kept
    }
}
