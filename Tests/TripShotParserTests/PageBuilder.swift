import TripShotPageText

/// Hand-made positioned lines in the GO "Your Trip" geometry of a 1170 px wide phone screenshot:
/// names and route lines from x = 84, labels and times from x = 818, 40 px text, 24 px per
/// character and 14 px between words (a third of the text height, as Tesseract measures Roboto).
struct PageBuilder {
    static let left = 84
    static let right = 818
    static let textHeight = 40
    static let characterWidth = 24
    static let space = 14

    /// A run of words drawn at `x`: a name, an icon, a label.
    struct Run {
        var text: String
        var x: Int
        var height: Int = PageBuilder.textHeight
        var confidence: Double = 95
        /// The run's top relative to the line's (an icon drawn a little higher).
        var dy: Int = 0
        /// Each character's width (an icon read as one letter is wider than a letter).
        var characterWidth: Int = PageBuilder.characterWidth
    }

    var lines: [PageText.Line] = []
    var width = 1170
    var height = 2600

    /// One OCR line made of runs (several runs on one line is how Tesseract reads "Union Station &
    /// Depart:"), each run's words laid out left to right.
    mutating func line(y: Int, _ runs: Run...) {
        lineRuns(y: y, runs)
    }

    mutating func text(_ text: String, x: Int = PageBuilder.left, y: Int) {
        line(y: y, Run(text: text, x: x))
    }

    /// A stop's row: its name (first line) beside the label, the time under the label, and any
    /// further lines of the name under the first.
    mutating func stop(
        _ nameLines: [String], label: String, time: String, y: Int, icon: Run? = nil, nameX: Int = PageBuilder.left
    ) {
        var first = [Run(text: nameLines[0], x: nameX)]
        if let icon { first.append(icon) }
        first.append(Run(text: label, x: Self.right))
        lineRuns(y: y, first)
        for (offset, more) in nameLines.dropFirst().enumerated() {
            let lineY = y + 64 * (offset + 1)
            if offset == 0 {
                lineRuns(y: lineY, [Run(text: more, x: Self.left), Run(text: time, x: Self.right)])
            } else {
                text(more, y: lineY)
            }
        }
        if nameLines.count == 1 { text(time, x: Self.right, y: y + 64) }
    }

    mutating func lineRuns(y: Int, _ runs: [Run]) {
        var words: [PageText.Word] = []
        for run in runs {
            var x = run.x
            for token in run.text.split(separator: " ") {
                let width = token.count * run.characterWidth
                words.append(
                    PageText.Word(
                        text: String(token), box: Box(x: x, y: y + run.dy, width: width, height: run.height),
                        confidence: run.confidence))
                x += width + Self.space
            }
        }
        let box = words.dropFirst().reduce(words[0].box) { $0.union($1.box) }
        lines.append(PageText.Line(text: words.map(\.text).joined(separator: " "), box: box, confidence: 95, words: words))
    }

    /// A one-ride page: `from` beside "Depart:" 18:00 at `departY`, the left-column `body` lines
    /// (text, y) under it, `to` beside "Arrive:" 18:30 at `arriveY`.
    static func oneRide(from: [String], body: [(String, Int)], to: [String], departY: Int = 460, arriveY: Int) -> PageBuilder {
        var page = PageBuilder()
        page.stop(from, label: "Depart:", time: "18:00", y: departY)
        for (text, y) in body { page.text(text, y: y) }
        page.stop(to, label: "Arrive:", time: "18:30", y: arriveY)
        return page
    }

    /// The x just after `text` drawn from the left column, plus `gap` text heights.
    static func after(_ text: String, gap: Double, from x: Int = left) -> Int {
        x + text.count * characterWidth + Int(gap * Double(textHeight))
    }

    var page: PageText { PageText(width: width, height: height, lines: lines) }

    /// The example trip: MI 18:25 Union Station → Erindale GO 18:59, transfer, 21 19:20 Erindale GO
    /// Bus → Square One 19:33, starting at `y`.
    static func example(header: Bool = true) -> PageBuilder {
        var page = PageBuilder()
        if header {
            page.text("Your Trip", y: 480)
            page.text("Monday, March 17, 2025", y: 576)
            page.text("Duration: 1 h 8 min", y: 640)
        }
        page.stop(["Union Station"], label: "Depart:", time: "18:25", y: 900)
        page.text("MI - Milton GO", y: 1090)
        page.text("Show 3 Stops in Between", y: 1170)
        page.stop(["Erindale GO"], label: "Arrive:", time: "18:59", y: 1280)
        page.text("Transfer", x: 150, y: 1466)
        page.text("Walk to the bus loop", y: 1527)
        page.stop(["Erindale GO", "Bus"], label: "Depart:", time: "19:20", y: 1633)
        page.text("21 - Union Station", y: 1826)
        page.stop(["Square One"], label: "Arrive:", time: "19:33", y: 1941)
        return page
    }
}
