// swift-tools-version:6.2
import PackageDescription

// Every Swift target builds in Swift 6 language mode with warnings as errors.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "TripShot",
    // macOS 15: the server's HTTPServer guards its state with Synchronization's Mutex, and the whole
    // package (commands included) builds on a Mac. iOS 13: the library products use no OS-gated API
    // (no Regex, Mutex or new URL/Foundation calls); 13 is the oldest iOS with the Swift concurrency
    // runtime that Swift 6's Sendable-checked code may link. Linux ignores both.
    platforms: [.macOS(.v15), .iOS(.v13)],
    products: [
        // What an app embeds (no Tesseract, no libzip): `import TripShot` for the chain, screenshot
        // (its OCR injected) or lines + feeds -> trip; the steps as their own modules for the rest.
        .library(name: "TripShot", targets: ["TripShot"]),
        // The recognised-lines model an OCR engine (Vision, Tesseract) fills: `import TripShotPageText`.
        .library(name: "TripShotPageText", targets: ["TripShotPageText"]),
        // The layout parser, lines -> itinerary: `import TripShotParser`.
        .library(name: "TripShotParser", targets: ["TripShotParser"]),
        // The resolved trip the resolver produces and the renderers consume (legs, stops, shapes,
        // times, verdicts), plain Swift: `import TripShotTrip`.
        .library(name: "TripShotTrip", targets: ["TripShotTrip"]),
        // The resolver with the SQLite wrapper and the read side of gtfs-load's database:
        // `import TripShotResolver`, `import TripShotFeedDatabase`.
        .library(name: "TripShotResolver", targets: ["TripShotResolver", "TripShotFeedDatabase", "TripShotSQLite"]),
        // JSON, GeoJSON, the SVG/HTML map and GO-mode steps of a resolved trip: `import TripShotRender`.
        // Needs only the trip model: no SQLite, no libzip (tools/checks/run-example checks the link).
        .library(name: "TripShotRender", targets: ["TripShotRender"]),
        // Tesseract OCR for Linux servers: screenshot bytes -> PageText. Needs libtesseract.
        .library(name: "TripShotOCR", targets: ["TripShotOCR"]),
        .executable(name: "gtfs-load", targets: ["gtfs-load"]),
        .executable(name: "tripshot", targets: ["tripshot"]),
        // For the libFuzzer targets in Fuzz/ (a package of its own, so the normal build never
        // links libFuzzer): the modules whose input parsing they drive.
        .library(name: "TripShotFuzzed", targets: ["TripShotGTFS", "TripShotPageText", "TripShotOCR", "TripShotParser", "Commands", "GTFSRealtime", "TripShotLive"]),
        // tools/bench/bench-resolve's timing loop, so the user's `tripshot import` carries no benchmark option.
        .executable(name: "bench-resolve", targets: ["bench-resolve"]),
    ],
    targets: [
        // C system libraries from Debian packages: a modulemap and a shim header, no code.
        .systemLibrary(name: "CTripShotSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(
            name: "CTripShotTesseract", pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]),
        // libcurl (Debian libcurl4-openssl-dev), with typed forms of its variadic curl_easy_setopt
        // and curl_easy_getinfo, which Swift cannot call.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("curl")]),
        // The GTFS-Realtime messages as protobuf-c code generated from proto/gtfs-realtime.proto
        // (committed; tools/dev/gen-gtfs-realtime regenerates it), linked with Debian's libprotobuf-c.
        .target(name: "CGTFSRealtime", exclude: ["proto"], linkerSettings: [.linkedLibrary("protobuf-c")]),

        // Thin wrappers: the only Swift modules that import C.
        .target(name: "TripShotSQLite", dependencies: ["CTripShotSQLite"], swiftSettings: strict),
        .target(name: "ZipArchive", dependencies: ["CZip"], swiftSettings: strict),
        .target(name: "TripShotOCR", dependencies: ["CTripShotTesseract", "TripShotPageText"], swiftSettings: strict),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"], swiftSettings: strict),
        // GTFS-Realtime bytes -> TripShotLive's feed values, through protobuf-c.
        .target(name: "GTFSRealtime", dependencies: ["CGTFSRealtime", "TripShotLive"], swiftSettings: strict),
        // HTTP GET with libcurl: redirects, timeouts, a size limit, conditional requests.
        .target(name: "HTTPFetch", dependencies: ["CCurl"], swiftSettings: strict),

        // Domain: plain Swift.
        .target(name: "TripShotPageText", swiftSettings: strict),
        .target(name: "TripShotGTFS", swiftSettings: strict),
        // The read side of gtfs-load's database (schema names, opening and checking a file): what a
        // reader needs without the importer and its libzip.
        .target(name: "TripShotFeedDatabase", dependencies: ["TripShotSQLite"], swiftSettings: strict),
        // The stop-name rules gtfs-load stores by and the resolver compares by (keys, folding,
        // generic words, trigrams, spelling keys): plain Swift, below both.
        .target(name: "TripShotStopNames", swiftSettings: strict),
        .target(
            name: "FeedImporter", dependencies: ["TripShotGTFS", "TripShotSQLite", "TripShotFeedDatabase", "ZipArchive", "TripShotStopNames"],
            swiftSettings: strict),
        .target(name: "TripShotParser", dependencies: ["TripShotPageText"], swiftSettings: strict),
        // Any planner's page as evidence (times, dates, counts, route lines, runs that may name a
        // stop, with their rows), whatever its layout or language: no feed, no template.
        .target(
            name: "TripShotPageEvidence", dependencies: ["TripShotPageText", "TripShotParser", "TripShotStopNames", "TripShotTrip"],
            swiftSettings: strict),
        // The resolved trip: what the resolver produces and the renderers consume. No SQLite.
        .target(name: "TripShotTrip", dependencies: ["TripShotParser"], swiftSettings: strict),
        // A GTFS-Realtime feed as values, and what it says about a resolved trip: predicted times,
        // cancellations, transfers that still hold, alerts. No C, no SQLite.
        .target(name: "TripShotLive", dependencies: ["TripShotTrip", "TripShotParser"], swiftSettings: strict),
        // The resolved trip as an iCalendar file (RFC 5545), one event per ride.
        .target(name: "CalendarExport", dependencies: ["TripShotTrip", "TripShotParser", "TripShotRender", "TripShotLive"], swiftSettings: strict),
        .target(
            name: "TripShotResolver", dependencies: ["TripShotParser", "TripShotGTFS", "TripShotTrip", "TripShotFeedDatabase", "TripShotSQLite", "TripShotStopNames"],
            swiftSettings: strict),
        // The page's evidence decoded into the trip chain the feed explains best (issue 25).
        .target(
            name: "TripShotPlannerDecoder", dependencies: ["TripShotPageEvidence", "TripShotPageText", "TripShotParser", "TripShotResolver", "TripShotTrip"],
            swiftSettings: strict),
        // The chain every face shares (`TripChain`): screenshot bytes (OCR injected) or recognised
        // lines + feeds -> itinerary -> trip, one typed error, feeds shared between threads.
        .target(
            name: "TripShot", dependencies: ["TripShotPageText", "TripShotParser", "TripShotTrip", "TripShotResolver", "TripShotFeedDatabase", "TripShotPlannerDecoder"],
            swiftSettings: strict),
        // The chain's server side: Tesseract as its OCR step, and the map's nearby routes of a feed.
        .target(
            name: "TripShotServerChain", dependencies: ["TripShotOCR", "TripShotPageText", "TripShotTrip", "TripShotResolver", "TripShotRender", "TripShot"],
            swiftSettings: strict),
        .target(
            name: "TripShotRender", dependencies: ["TripShotGTFS", "TripShotParser", "TripShotTrip", "TripShotLive"],
            resources: [
                .embedInCode("Page/trip-page.js"), .embedInCode("Page/trip-page.css"),
                .embedInCode("Page/trip-tiles.js"), .embedInCode("Page/trip-tiles.css"),
                .embedInCode("Page/trip-live.css"),
            ],
            swiftSettings: strict),

        // tripshot serve: the routes, the worker pool and the page, over the HTTP wrapper.
        .target(
            name: "TripShotServer",
            dependencies: [
                "HTTPServer", "TripShot", "TripShotServerChain", "TripShotRender", "TripShotParser", "TripShotPageText", "CommandLineSupport", "FeedImporter", "TripShotPlannerDecoder",
                "TripShotLive", "TripShotTrip",
            ],
            resources: [.embedInCode("Page/serve-page.js"), .embedInCode("Page/serve-page.css"), .embedInCode("Page/serve-live.js")],
            swiftSettings: strict),

        // tripshot import --video: GO mode recorded in headless Chromium, encoded by ffmpeg.
        .target(
            name: "TripVideo", resources: [.embedInCode("Page/trip-recorder.js")], swiftSettings: strict),

        // Command-line plumbing and the commands themselves; the executables are thin.
        .target(name: "CommandLineSupport", swiftSettings: strict),
        .target(
            name: "Commands",
            dependencies: [
                "CommandLineSupport", "FeedImporter", "TripShotFeedDatabase", "TripShotSQLite", "TripShotOCR", "TripShotPageText", "TripShotParser", "TripShotTrip",
                "TripShotResolver", "TripShotRender", "TripShot", "TripShotServerChain", "TripShotServer", "HTTPServer", "TripVideo",
                "TripShotLive", "GTFSRealtime", "HTTPFetch", "CalendarExport",
                "TripShotPlannerDecoder", "TripShotPageEvidence",
            ],
            swiftSettings: strict),
        .executableTarget(name: "gtfs-load", dependencies: ["Commands"], swiftSettings: strict),
        .executableTarget(name: "tripshot", dependencies: ["Commands"], swiftSettings: strict),
        .executableTarget(
            name: "bench-resolve", dependencies: ["TripShot"], swiftSettings: strict),

        // Tests.
        .target(name: "TestSupport", dependencies: ["FeedImporter", "TripShotParser", "TripShotPageText"], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "TripShotSQLiteTests", dependencies: ["TripShotSQLite", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "TripShotGTFSTests", dependencies: ["TripShotGTFS"], swiftSettings: strict),
        .testTarget(
            name: "FeedImporterTests", dependencies: ["FeedImporter", "TripShotFeedDatabase", "TripShotSQLite", "ZipArchive", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "TripShotOCRTests", dependencies: ["TripShotOCR", "TripShotPageText", "TripShotParser", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "TripShotParserTests", dependencies: ["TripShotParser", "TripShotPageText", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "TripShotPlannerDecoderTests",
            dependencies: [
                "TripShotPlannerDecoder", "TripShotPageEvidence", "TripShotPageText", "TripShotParser", "TripShotResolver", "TripShotTrip", "TripShot", "TripShotStopNames", "TestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TripShotResolverTests",
            dependencies: ["TripShotResolver", "TripShotStopNames", "TripShotTrip", "TripShotParser", "TripShotPageText", "TripShotSQLite", "TripShotFeedDatabase", "FeedImporter", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TripShotRenderTests", dependencies: ["TripShotRender", "TripShotTrip", "TripShotResolver", "TripShotParser", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ServeTests",
            dependencies: [
                "TripShotServer", "TripShot", "TripShotServerChain", "HTTPServer", "TripShotRender", "TripShotTrip", "TripShotResolver", "TripShotParser", "TripShotPageText",
                "FeedImporter", "TripShotSQLite", "TestSupport", "Commands", "CommandLineSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "CommandsTests",
            dependencies: [
                "Commands", "CommandLineSupport", "FeedImporter", "TripShotSQLite", "TripShotPageText", "TripVideo", "TestSupport", "HTTPServer",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "CorpusTests", dependencies: ["TripShotOCR", "TripShotParser", "TripShotPageText", "TripShotTrip", "TripShot", "TestSupport"],
            swiftSettings: strict),
        .testTarget(name: "TripShotLiveTests", dependencies: ["TripShotLive", "GTFSRealtime", "TripShotTrip", "TripShotParser", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "CalendarExportTests", dependencies: ["CalendarExport"], swiftSettings: strict),
        .testTarget(name: "HTTPFetchTests", dependencies: ["HTTPFetch", "HTTPServer"], swiftSettings: strict),
        .testTarget(
            name: "TripShotTests", dependencies: ["TripShot", "TripShotPageText", "TripShotParser", "TripShotTrip", "TripShotResolver", "TestSupport"],
            swiftSettings: strict),
    ]
)
