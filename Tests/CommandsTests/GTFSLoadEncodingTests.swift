import CommandLineSupport
import Commands
import Foundation
import Synchronization
import TestSupport
import Testing

/// A feed file in UTF-16 (what a spreadsheet's "Unicode text" export writes) is refused with its
/// encoding named at file:line 1 and exit 65, not read as a header of NUL-ridden names.
@Suite struct GTFSLoadEncodingTests {
    private final class Captured: Sendable {
        let err = Mutex("")
        var console: Console { Console(out: { _ in }, err: { text in self.err.withLock { $0 += text } }) }
    }

    /// The valid broken-feeds fixture with its stops.txt rewritten in UTF-16.
    static func feed(stopsAs encode: (String) -> [UInt8], in directory: TemporaryDirectory) throws -> String {
        let valid = Fixtures.path("Tests/Fixtures/broken-feeds/valid")
        let feed = directory.path("feed")
        try FileManager.default.copyItem(atPath: valid, toPath: feed)
        let stops = try String(contentsOfFile: valid + "/stops.txt", encoding: .utf8)
        try Data(encode(stops)).write(to: URL(fileURLWithPath: feed + "/stops.txt"))
        return feed
    }

    static func littleEndian(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    static func bigEndian(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    static func encoded(_ text: String, as encoding: String) -> [UInt8] {
        encoding.hasPrefix("little") ? [0xFF, 0xFE] + littleEndian(text) : bigEndian(text)
    }

    @Test(arguments: ["little-endian, with a byte-order mark", "big-endian, no byte-order mark"])
    func aUTF16StopsFileIsNamedAndExits65(_ encoding: String) throws {
        let directory = try TemporaryDirectory()
        let feed = try Self.feed(stopsAs: { Self.encoded($0, as: encoding) }, in: directory)
        let captured = Captured()
        let code = GTFSLoadCommand.main(["-q", feed, "--db", directory.path("db.sqlite")], console: captured.console)
        let err = captured.err.withLock { $0 }
        #expect(code == .dataError)
        #expect(code.rawValue == 65)
        #expect(err.contains("stops.txt:1: the file is UTF-16 (\(encoding)), not UTF-8"), "\(err)")
        #expect(!err.contains("missing required column"), "\(err)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("db.sqlite")))
    }

    /// The same feed in UTF-8 loads: the check refuses only the encoding.
    @Test func theSameFeedInUTF8Loads() throws {
        let directory = try TemporaryDirectory()
        let feed = try Self.feed(stopsAs: { Array($0.utf8) }, in: directory)
        let captured = Captured()
        let code = GTFSLoadCommand.main(["-q", feed, "--db", directory.path("db.sqlite")], console: captured.console)
        #expect(code == .success, "\(captured.err.withLock { $0 })")
    }
}
