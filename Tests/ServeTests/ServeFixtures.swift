import Foundation
import HTTPServer
import TestSupport
import TripShotTrip
import TripShot
import TripShotServer
import TripShotRender

@testable import TripShotResolver

/// The GO feed and screenshots the server tests use, and a server started on a free port.
enum ServeFixtures {
    static func goDatabase() throws -> String {
        try FeedDatabases.shared.path(for: Fixtures.path("gtfs/go-fixture.zip"))
    }

    static func goFeed() throws -> SharedFeed { try feed("gtfs/go-fixture.zip") }

    /// The feed zip at `relative` (to the repository root), loaded once, opened to be shared.
    static func feed(_ relative: String) throws -> SharedFeed {
        let path = try FeedDatabases.shared.path(for: Fixtures.path(relative))
        return SharedFeed(resolver: try Resolver(path: path), info: FeedInfo.read(databaseAt: path))
    }

    static let example = "go_example_mi_21__A_phone3x_light"
    static let goScreens = [
        "go_example_mi_21__A_phone3x_light", "go_21_squareone_streetsville__C_desktop1x",
        "go_mi_milton_union_morning__A_phone3x_light", "go_example_mi_21__D_bare_phone3x",
    ]

    static func image(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/screens/go/\(name).png")))
    }

    static func lines(_ name: String, folder: String = "go") throws -> String {
        try String(contentsOfFile: Fixtures.path("Tests/Fixtures/lines/\(folder)/\(name).json"), encoding: .utf8)
    }

    /// The trip ids the screenshot's ground truth names, in leg order.
    static func truthTripIDs(_ name: String, folder: String = "go") throws -> [String] {
        let truth = try GroundTruth.load(Fixtures.path("Tests/Fixtures/screens/\(folder)/\(name).json"))
        return (truth.expected?.legs ?? []).compactMap(\.tripID)
    }

    /// Runs `body` against a server on a free port of 127.0.0.1, stopped afterwards.
    static func withServer<T>(
        feeds: [SharedFeed]? = nil, workers: Int = 2, queue: Int = 8, maxUpload: Int = 15_000_000, requestSeconds: Double = 30,
        tiles: TileSource? = nil, configure: (inout TripServer.Options) -> Void = { _ in }, pool: WorkerPool? = nil,
        log: @escaping @Sendable (AccessLogEntry) -> Void = { _ in }, _ body: (HTTPTestClient) throws -> T
    ) throws -> T {
        var options = TripServer.Options()
        options.port = 0
        options.workers = workers
        options.queueCapacity = queue
        options.maxUploadBytes = maxUpload
        options.requestSeconds = requestSeconds
        options.tiles = tiles
        configure(&options)
        let server = TripServer(feeds: try feeds ?? [goFeed()], options: options, pool: pool, log: log)
        try server.start()
        defer { server.stop(grace: .seconds(5)) }
        return try body(HTTPTestClient(port: server.port))
    }
}
