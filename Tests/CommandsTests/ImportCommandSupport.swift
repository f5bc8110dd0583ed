import CommandLineSupport
import Foundation
import GTFSStore
import TestSupport

@testable import Commands

/// What a command printed, captured through `Console`.
final class ImportCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    var console: Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } })
    }

    /// Runs `tripshot ARGUMENTS` and returns its exit status.
    func tripshot(_ arguments: [String]) -> Int32 {
        TripshotCommand.main(arguments, console: console).rawValue
    }
}

/// Feed databases for the command tests, each imported once per run with the real importer.
final class ImportFeeds: @unchecked Sendable {
    static let shared = ImportFeeds()
    private let lock = NSLock()
    private var paths: [String: String] = [:]
    let directory = try! TemporaryDirectory()

    /// The database of the feed at `relative` (to the repository root).
    func database(_ relative: String) throws -> String {
        try lock.withLock {
            if let known = paths[relative] { return known }
            let path = directory.path(URL(fileURLWithPath: relative).deletingPathExtension().lastPathComponent + ".sqlite")
            try GTFSImporter.load(feed: Fixtures.path(relative), into: path)
            paths[relative] = path
            return path
        }
    }

    static let go = "gtfs/go-fixture.zip"

    /// A committed screenshot.
    static func screen(_ name: String) -> String { Fixtures.path("Tests/Fixtures/screens/\(name)") }

    /// The recorded OCR lines of a GO screenshot with words replaced in chosen lines (`edits` maps a
    /// line's exact text to {old word: new word}; the line's text and its word boxes both change),
    /// written as a lines-JSON SHOT: a screenshot deliberately made wrong without drawing a new image.
    static func editedLines(_ name: String, in directory: TemporaryDirectory, _ edits: [String: [String: String]]) throws
        -> String
    {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/lines/go/\(name).json")))
        guard var page = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var lines = page["lines"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        var edited = 0
        for index in lines.indices {
            guard let text = lines[index]["text"] as? String, let words = edits[text] else { continue }
            lines[index]["text"] = text.split(separator: " ").map { words[String($0)] ?? String($0) }.joined(separator: " ")
            if var boxes = lines[index]["words"] as? [[String: Any]] {
                for word in boxes.indices {
                    if let old = boxes[word]["text"] as? String, let new = words[old] { boxes[word]["text"] = new }
                }
                lines[index]["words"] = boxes
            }
            edited += 1
        }
        precondition(edited == edits.count, "not every line to edit is in the recorded lines of \(name)")
        page["lines"] = lines
        let path = directory.path("\(name)-edited.json")
        try JSONSerialization.data(withJSONObject: page).write(to: URL(fileURLWithPath: path))
        return path
    }
}
