import TripShotPageText

/// The same ink must come out once. Tesseract can return one stretch of ink in two lines (a block read
/// with page segmentation mode 6 whose lines it finds twice, at two baselines), and two reads of the
/// same name then both reach the parser ("Ny Moynihan Train Ny Moynihan Train Hall At Penn ...").
/// Words whose boxes mostly cover each other are one read: the more confident one is kept. Distinct
/// words never overlap that much: even tightly set lines share only their ascenders and descenders.
enum OverlappingReads {
    /// Two words are the same ink when their overlap covers more than this share of the smaller box.
    /// Words of adjacent lines or neighbouring words overlap by a few pixels at most (well under a
    /// quarter); two reads of one word overlap almost entirely.
    static let sameInkShare = 0.6

    static func merge(_ lines: [PageText.Line]) -> [PageText.Line] {
        var lines = lines
        let counts = lines.map(\.words.count)
        for index in lines.indices {
            for other in lines.indices where other < index {
                let earlier = lines[other].words
                lines[index].words.removeAll { word in
                    earlier.contains { sameInk(word.box, $0.box) && word.confidence <= $0.confidence }
                }
                let later = lines[index].words
                lines[other].words.removeAll { kept in
                    later.contains { sameInk($0.box, kept.box) && $0.confidence > kept.confidence }
                }
            }
        }
        return lines.indices.compactMap { index in
            let line = lines[index]
            guard !line.words.isEmpty else { return nil }
            guard line.words.count < counts[index] else { return line }
            var merged = line
            merged.text = line.words.map(\.text).joined(separator: " ")
            merged.box = line.words.dropFirst().reduce(line.words[0].box) { $0.union($1.box) }
            return merged
        }
    }

    static func sameInk(_ a: Box, _ b: Box) -> Bool {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = a.verticalOverlap(b)
        guard width > 0, height > 0 else { return false }
        let smaller = min(a.width * a.height, b.width * b.height)
        return Double(width * height) > Double(smaller) * sameInkShare
    }
}
