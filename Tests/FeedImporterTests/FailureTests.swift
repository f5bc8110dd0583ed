import FeedImporter
import Foundation
import TestSupport
import Testing

@Suite struct FailureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var category: ImportError.Category
        var message: String
        var strict = false
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "corrupted.zip", category: .badData, message: "corrupted.zip: stop_times.txt is damaged (CRC error)"),
        Case(fixture: "truncated.zip", category: .badData,
             message: "truncated.zip: not a zip archive, or a truncated one (Not a zip archive)"),
        Case(fixture: "not-a-zip.zip", category: .badData,
             message: "not-a-zip.zip: not a zip archive, or a truncated one (Not a zip archive)"),
        Case(fixture: "missing-stops", category: .badData, message: "missing required file stops.txt"),
        Case(fixture: "header-only-routes", category: .badData,
             message: "routes.txt: has a header but no rows (a feed needs at least one)"),
        Case(fixture: "missing-column", category: .badData, message: "trips.txt:1: missing required column service_id"),
        Case(fixture: "too-many-fields", category: .badData,
             message: "stop_times.txt:4: row has 6 fields but the header has 5"),
        Case(fixture: "bad-time", category: .badData,
             message: "stop_times.txt:6: arrival_time \"25:7\" is not a time (HH:MM:SS)"),
        Case(fixture: "unterminated-quote", category: .badData,
             message: "stops.txt:3: a quoted field is not closed before the end of the file"),
        Case(fixture: "unknown-stops", category: .brokenReferences,
             message: "stop_times.txt:6: stop_id \"S9\" is not in stops.txt (--strict: 2 unknown references in all)",
             strict: true),
    ]

    @Test(arguments: cases)
    func brokenFeedFailsWithItsLocatedMessage(_ test: Case) throws {
        let directory = try TemporaryDirectory()
        let feed = Fixtures.path("Tests/Fixtures/broken-feeds/\(test.fixture)")
        let error = #expect(throws: ImportError.self) {
            try GTFSImporter.load(feed: feed, into: directory.path("db.sqlite"), options: .init(strict: test.strict))
        }
        #expect(error?.category == test.category)
        #expect(error?.message.hasSuffix(test.message) == true, "\(error?.message ?? "")")
        // Nothing is left behind: no database, no temporary file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test(arguments: cases)
    func aFailedLoadLeavesTheExistingDatabaseByteForByte(_ test: Case) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("db.sqlite")
        try GTFSImporter.load(feed: Fixtures.path("Tests/Fixtures/broken-feeds/valid.zip"), into: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: ImportError.self) {
            try GTFSImporter.load(
                feed: Fixtures.path("Tests/Fixtures/broken-feeds/\(test.fixture)"), into: path,
                options: .init(strict: test.strict))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["db.sqlite"])
    }

    @Test func brokenReferencesAreWarningsWithoutStrict() throws {
        let loaded = try LoadedFeed(Fixtures.path("Tests/Fixtures/broken-feeds/unknown-stops"))
        let problem = try #require(loaded.summary.referenceProblems.first)
        #expect(problem.rule == "stop_times.stop_id -> stops.txt")
        #expect(problem.count == 2)
        #expect(problem.examples.map(\.description) == [
            "stop_times.txt:6: stop_id \"S9\" is not in stops.txt", "stop_times.txt:7: stop_id \"S8\" is not in stops.txt",
        ])
        #expect(try loaded.int("SELECT count(*) FROM stop_times") == 6)
    }

    @Test func missingInputAndUnwritableTarget() throws {
        let directory = try TemporaryDirectory()
        let missing = #expect(throws: ImportError.self) {
            try GTFSImporter.load(feed: directory.path("nope.zip"), into: directory.path("db.sqlite"))
        }
        #expect(missing?.category == .inputMissing)
        let noDirectory = #expect(throws: ImportError.self) {
            try GTFSImporter.load(
                feed: Fixtures.path("Tests/Fixtures/broken-feeds/valid.zip"), into: directory.path("no/such/db.sqlite"))
        }
        #expect(noDirectory?.category == .io)
        // --db naming the feed itself must not replace the feed.
        let feed = directory.path("feed.zip")
        try FileManager.default.copyItem(atPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid.zip"), toPath: feed)
        let itself = #expect(throws: ImportError.self) { try GTFSImporter.load(feed: feed, into: feed) }
        #expect(itself?.category == .io)
        #expect(FileManager.default.contentsEqual(atPath: feed, andPath: Fixtures.path("Tests/Fixtures/broken-feeds/valid.zip")))
    }
}
