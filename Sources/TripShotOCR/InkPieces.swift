/// The page's ink cut into connected pieces (8-connected), found from runs of ink along rows with a
/// union-find over the runs, so a 3-megapixel page costs one pass over its rows.
///
/// Why: a letter is never taller than a line of text, but a timeline rail, a vertical rule, a frame
/// or a picture is one piece of ink spanning many lines. Left in the mask, such a piece holds every
/// line beside it in one band that no blank row cuts (a rail beside a three-line name made the whole
/// leg's block one rectangle, which was then given up as "too tall"), and the rail's stop dots sit
/// before the names as junk glyphs ("ObBSo. San Francisco"). Taking those pieces out first leaves
/// only text-sized ink for the row and column cuts.
struct InkPieces {
    struct Piece {
        var left: Int
        var top: Int
        var right: Int  // exclusive
        var bottom: Int  // exclusive
        var pixels: Int
        var height: Int { bottom - top }
        var width: Int { right - left }
    }

    private struct Run {
        var y: Int
        var start: Int
        var end: Int  // exclusive
    }

    private var runs: [Run] = []
    private var parent: [Int] = []
    /// The piece each run belongs to (an index into `pieces`).
    private var pieceOfRun: [Int] = []
    private(set) var pieces: [Piece] = []

    init(ink: [UInt8], width: Int, height: Int) {
        var previousRow = 0..<0  // indices into `runs` of the row above
        for y in 0..<height {
            let rowStart = runs.count
            let base = y * width
            var x = 0
            while x < width {
                guard ink[base + x] == 1 else {
                    x += 1
                    continue
                }
                let start = x
                while x < width, ink[base + x] == 1 { x += 1 }
                let index = runs.count
                runs.append(Run(y: y, start: start, end: x))
                parent.append(index)
                // 8-connected: a run touches a run above that overlaps it or meets it diagonally.
                for above in previousRow where runs[above].start <= x && runs[above].end >= start {
                    union(index, above)
                }
            }
            previousRow = rowStart..<runs.count
        }
        var pieceOfRoot: [Int: Int] = [:]
        pieceOfRun = [Int](repeating: 0, count: runs.count)
        for index in runs.indices {
            let root = find(index)
            let run = runs[index]
            if let piece = pieceOfRoot[root] {
                pieces[piece].left = min(pieces[piece].left, run.start)
                pieces[piece].right = max(pieces[piece].right, run.end)
                pieces[piece].bottom = run.y + 1
                pieces[piece].pixels += run.end - run.start
                pieceOfRun[index] = piece
            } else {
                pieceOfRoot[root] = pieces.count
                pieceOfRun[index] = pieces.count
                pieces.append(
                    Piece(left: run.start, top: run.y, right: run.end, bottom: run.y + 1, pixels: run.end - run.start))
            }
        }
    }

    /// The median height of the pieces at least `minimumHeight` tall and not specks (`speckShareOfTall`):
    /// on a page of text, most such pieces are letters, so this is about the height of a lower-case letter.
    func medianHeight(minimumHeight: Int) -> Int? {
        let heights = pieces.map(\.height).filter { $0 >= minimumHeight }.sorted()
        guard !heights.isEmpty else { return nil }
        let tall = heights[Int(Double(heights.count - 1) * Self.tallPercentile)]
        let letters = heights.filter { Double($0) >= Double(tall) * Self.speckShareOfTall }
        return letters[letters.count / 2]
    }

    /// The share of the page's pieces at most as tall as its "tall" ones (capitals, digits, ascenders).
    static let tallPercentile = 0.9
    /// A piece less tall than this share of the tall ones is a speck, not a letter: a dot, an accent,
    /// a colon's half, or the noise of a photographed screen. Measured on seed 107's photographed
    /// dark timetable: 348 specks of 3-7 px against letters of 23-37 (tall: 34) made the median 4, and
    /// every narrow letter taller than 4 medians ("1", "7", "i", "S") was erased as a rule; a
    /// lower-case letter is about half a capital's height, a dot or an accent a fifth or less, so a
    /// quarter keeps every letter and drops the specks.
    static let speckShareOfTall = 0.25

    /// Calls `body` with every run (row, start, end) of the pieces whose indices are in `chosen`.
    func forEachRun(of chosen: Set<Int>, _ body: (_ y: Int, _ start: Int, _ end: Int) -> Void) {
        for (index, run) in runs.enumerated() where chosen.contains(pieceOfRun[index]) {
            body(run.y, run.start, run.end)
        }
    }

    /// The extent of piece `index`'s ink on each of its rows, top to bottom (a piece is connected, so
    /// every row between its top and bottom holds some of it).
    func rows(of index: Int) -> [(y: Int, start: Int, end: Int)] {
        let piece = pieces[index]
        var rows = [(y: Int, start: Int, end: Int)]()
        rows.reserveCapacity(piece.height)
        for y in piece.top..<piece.bottom { rows.append((y, piece.right, piece.left)) }
        for (run, at) in zip(runs, pieceOfRun) where at == index {
            let row = run.y - piece.top
            rows[row].start = min(rows[row].start, run.start)
            rows[row].end = max(rows[row].end, run.end)
        }
        return rows
    }

    private mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var node = index
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let rootA = find(a), rootB = find(b)
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
