import Foundation
import FeedImporter
import Testing
import TestSupport

@testable import Commands

/// Without --db, the bundled GO fixture is loaded once into a cache database named after its
/// SHA-256, and found from the executable or the working directory.
@Suite struct ImportCacheTests {
    @Test func fixtureIsLoadedOnceIntoTheCache() throws {
        let cache = try TemporaryDirectory()
        let environment = ["TRIPSHOT_CACHE_DIR": cache.path("tripshot"), "TRIPSHOT_GO_FIXTURE": Fixtures.path("gtfs/go-fixture.zip")]
        let capture = ImportCapture()
        let first = try FeedLocator.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        let name = URL(fileURLWithPath: first).lastPathComponent
        #expect(name.hasPrefix("go-fixture-") && name.hasSuffix(".sqlite") && name.count == "go-fixture-".count + 16 + 7)
        let stamp = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
        let second = try FeedLocator.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        #expect(second == first)
        #expect(try FileManager.default.attributesOfItem(atPath: second)[.modificationDate] as? Date == stamp)
    }

    /// A cache file damaged in the middle (as by a crash or a full disk) is found by quick_check
    /// and rebuilt in place with a one-line notice; the rebuilt one is used silently after.
    @Test func aCorruptedCacheIsRebuiltWithANotice() throws {
        let cache = try TemporaryDirectory()
        let environment = ["TRIPSHOT_CACHE_DIR": cache.path("tripshot"), "TRIPSHOT_GO_FIXTURE": Fixtures.path("gtfs/go-fixture.zip")]
        let path = try FeedLocator.cachedFixtureDatabase(console: ImportCapture().console, tool: "test", environment: environment)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Overwrite pages in the middle (stop_times' b-tree), keeping the header and tripshot_meta.
        let start = bytes.count / 2
        bytes.replaceSubrange(start..<(start + 64 * 1024), with: Data(repeating: 0xA5, count: 64 * 1024))
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(FeedLocator.cacheProblem(path, sourceSHA256: try #require(SHA256.hexDigest(ofFile: environment["TRIPSHOT_GO_FIXTURE"]!)))?
            .hasPrefix("is damaged") == true)

        let capture = ImportCapture()
        let rebuilt = try FeedLocator.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        #expect(rebuilt == path)
        #expect(capture.err.hasPrefix("test: the cache database \(path) is damaged"))
        #expect(capture.err.hasSuffix("; rebuilding it\n") && capture.err.split(separator: "\n").count == 1)
        #expect(FeedLocator.cacheProblem(path, sourceSHA256: try #require(SHA256.hexDigest(ofFile: environment["TRIPSHOT_GO_FIXTURE"]!))) == nil)
        let again = ImportCapture()
        _ = try FeedLocator.cachedFixtureDatabase(console: again.console, tool: "test", environment: environment)
        #expect(again.err.isEmpty)
    }

    @Test func aCacheThatIsNotADatabaseIsRebuiltAndOtherFixtureVersionsAreRemoved() throws {
        let cache = try TemporaryDirectory()
        let directory = cache.path("tripshot")
        let environment = ["TRIPSHOT_CACHE_DIR": directory, "TRIPSHOT_GO_FIXTURE": Fixtures.path("gtfs/go-fixture.zip")]
        let checksum = try #require(SHA256.hexDigest(ofFile: environment["TRIPSHOT_GO_FIXTURE"]!))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let current = "\(directory)/go-fixture-\(checksum.prefix(16)).sqlite"
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: current))
        let old = "\(directory)/go-fixture-0123456789abcdef.sqlite"
        try Data("an older fixture's cache".utf8).write(to: URL(fileURLWithPath: old))
        let unrelated = "\(directory)/notes.txt"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: unrelated))

        let capture = ImportCapture()
        let path = try FeedLocator.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        #expect(path == current)
        #expect(capture.err == "test: the cache database \(current) is not a tripshot database; rebuilding it\n")
        #expect(FeedLocator.cacheProblem(current, sourceSHA256: checksum) == nil)
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: unrelated))
        #expect(FeedLocator.cacheProblem(current, sourceSHA256: String(repeating: "0", count: 64))
            == "was loaded from another version of the fixture")
    }

    @Test func cacheDirectoryFollowsXDG() {
        #expect(FeedLocator.cacheDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/tripshot")
        #expect(FeedLocator.cacheDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.cache/tripshot")
        #expect(FeedLocator.cacheDirectory(environment: ["TRIPSHOT_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x"]) == "/c")
    }

    @Test func missingExplicitFixtureIsReported() {
        let capture = ImportCapture()
        #expect(throws: (any Error).self) {
            try FeedLocator.cachedFixtureDatabase(
                console: capture.console, tool: "test", environment: ["TRIPSHOT_GO_FIXTURE": "/nonexistent.zip"])
        }
        #expect(capture.err.contains("TRIPSHOT_GO_FIXTURE"))
    }

    @Test func fixtureIsFoundFromTheWorkingDirectoryOfTheCheckout() {
        // The test runner's executable lives under .build/ in the checkout: walking up finds gtfs/.
        #expect(FeedLocator.bundledFixture(environment: [:]) != nil)
    }
}
