import CommandLineSupport
import FeedImporter
import Foundation
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

/// The feeds and screenshots the command tests use.
enum ImportFeeds {
    /// The database of the feed at `relative` (to the repository root), imported once per run.
    static func database(_ relative: String) throws -> String {
        try FeedDatabases.shared.path(for: Fixtures.path(relative))
    }

    static let go = "gtfs/go-fixture.zip"

    /// A committed screenshot.
    static func screen(_ name: String) -> String { Fixtures.path("Tests/Fixtures/screens/\(name)") }

    struct MissingWord: Error, CustomStringConvertible {
        var word: String
        var description: String { "'\(word)' is not a word of the recorded lines" }
    }

    /// The recorded OCR lines of a GO screenshot with some words replaced wherever they occur (in
    /// the lines' texts and their word boxes), written as a lines-JSON SHOT: a screenshot
    /// deliberately made wrong without drawing a new image.
    static func editedLines(_ name: String, in directory: TemporaryDirectory, _ edits: [String: String]) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/lines/go/\(name).json")))
        guard var page = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var lines = page["lines"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        var used = Set<String>()
        for index in lines.indices {
            guard let text = lines[index]["text"] as? String else { continue }
            lines[index]["text"] = text.split(separator: " ", omittingEmptySubsequences: false).map { token in
                guard let new = edits[String(token)] else { return String(token) }
                used.insert(String(token))
                return new
            }.joined(separator: " ")
            if var boxes = lines[index]["words"] as? [[String: Any]] {
                for word in boxes.indices {
                    if let old = boxes[word]["text"] as? String, let new = edits[old] { boxes[word]["text"] = new }
                }
                lines[index]["words"] = boxes
            }
        }
        if let missing = edits.keys.first(where: { !used.contains($0) }) { throw MissingWord(word: missing) }
        page["lines"] = lines
        let path = directory.path("\(name)-edited.json")
        try JSONSerialization.data(withJSONObject: page).write(to: URL(fileURLWithPath: path))
        return path
    }
}
