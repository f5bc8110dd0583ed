import Foundation
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
        let first = try FeedDatabase.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        let name = URL(fileURLWithPath: first).lastPathComponent
        #expect(name.hasPrefix("go-fixture-") && name.hasSuffix(".sqlite") && name.count == "go-fixture-".count + 16 + 7)
        let stamp = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
        let second = try FeedDatabase.cachedFixtureDatabase(console: capture.console, tool: "test", environment: environment)
        #expect(second == first)
        #expect(try FileManager.default.attributesOfItem(atPath: second)[.modificationDate] as? Date == stamp)
    }

    @Test func cacheDirectoryFollowsXDG() {
        #expect(FeedDatabase.cacheDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/tripshot")
        #expect(FeedDatabase.cacheDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.cache/tripshot")
        #expect(FeedDatabase.cacheDirectory(environment: ["TRIPSHOT_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x"]) == "/c")
    }

    @Test func missingExplicitFixtureIsReported() {
        let capture = ImportCapture()
        #expect(throws: (any Error).self) {
            try FeedDatabase.cachedFixtureDatabase(
                console: capture.console, tool: "test", environment: ["TRIPSHOT_GO_FIXTURE": "/nonexistent.zip"])
        }
        #expect(capture.err.contains("TRIPSHOT_GO_FIXTURE"))
    }

    @Test func fixtureIsFoundFromTheWorkingDirectoryOfTheCheckout() {
        // The test runner's executable lives under .build/ in the checkout: walking up finds gtfs/.
        #expect(FeedDatabase.bundledFixture(environment: [:]) != nil)
    }
}
