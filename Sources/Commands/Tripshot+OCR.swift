import CommandLineSupport
import Foundation
import TripShotPageText

/// `tripshot ocr SHOT... [--json] [--tessdata DIR]`: shows what Tesseract reads on a screenshot, line
/// by line with boxes, for debugging and for recording the parser's fixtures (`--json`). Several SHOTs
/// share one engine, so reading many images in one run pays the model load once.
struct OCRSubcommand: Subcommand {
    static let name = "ocr"
    static let summary = "read a screenshot's text lines with their positions"
    static let usage = """
        usage: tripshot ocr SHOT... [--json] [--tessdata DIR]

        Reads each SHOT (an image file, '-' for standard input, or a JSON file of recognised lines)
        and prints its text lines, one per line: the box in the original image's pixels as
        'x,y wxh', the confidence (0-100), and the text.

        options:
          --json           print the PageText JSON instead (one object; with several SHOTs,
                           one object per line)
          --tessdata DIR   the folder holding Latin.traineddata (default: TESSDATA_PREFIX, then
                           Tesseract's own default)
        """

    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode {
        let json = arguments.flag("--json")
        let tessdata = try arguments.option("--tessdata")
        var shots: [String] = [try arguments.positional("SHOT")]
        while let more = try arguments.optionalPositional() { shots.append(more) }
        try arguments.finish()

        let reader = ShotArgumentReader(tessdata: tessdata)
        let encoder = JSONEncoder()
        encoder.outputFormatting = shots.count == 1 ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        for shot in shots {
            let page = try reader.read(shot, console: console, tool: "tripshot ocr")
            if json {
                let data = try encoder.encode(page)
                console.print(String(decoding: data, as: UTF8.self))
            } else {
                if shots.count > 1 { console.print("== \(shot) (\(page.width)x\(page.height))") }
                for line in page.lines { console.print(format(line)) }
            }
        }
        return .success
    }

    /// `x,y wxh  conf  text`, aligned so a column of boxes is easy to scan.
    static func format(_ line: PageText.Line) -> String {
        let box = "\(line.box.x),\(line.box.y) \(line.box.width)x\(line.box.height)"
        let padded = box.padding(toLength: max(box.count, 20), withPad: " ", startingAt: 0)
        let confidence = String(Int(line.confidence.rounded()))
        return "\(padded) \(String(repeating: " ", count: max(0, 3 - confidence.count)))\(confidence)  \(line.text)"
    }
}
