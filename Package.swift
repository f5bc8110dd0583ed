// swift-tools-version:6.2
import PackageDescription

// Every Swift target builds in Swift 6 language mode with warnings as errors.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "TripShot",
    products: [
        .executable(name: "gtfs-load", targets: ["gtfs-load"]),
        .executable(name: "tripshot", targets: ["tripshot"]),
    ],
    targets: [
        // C system libraries from Debian packages: a modulemap and a shim header, no code.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(
            name: "CTesseract", pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]),

        // Thin wrappers: the only Swift modules that import C.
        .target(name: "SQLiteDB", dependencies: ["CSQLite"], swiftSettings: strict),
        .target(name: "ZipArchive", dependencies: ["CZip"], swiftSettings: strict),
        .target(name: "OCR", dependencies: ["CTesseract", "PageText"], swiftSettings: strict),

        // Domain: plain Swift.
        .target(name: "PageText", swiftSettings: strict),
        .target(name: "GTFS", swiftSettings: strict),
        .target(name: "GTFSStore", dependencies: ["GTFS", "SQLiteDB", "ZipArchive"], swiftSettings: strict),
        .target(name: "Itinerary", dependencies: ["PageText"], swiftSettings: strict),
        .target(name: "Resolver", dependencies: ["Itinerary", "GTFSStore", "SQLiteDB"], swiftSettings: strict),
        .target(
            name: "Render", dependencies: ["Resolver"],
            resources: [
                .embedInCode("Page/trip-page.js"), .embedInCode("Page/trip-page.css"),
                .embedInCode("Page/trip-tiles.js"), .embedInCode("Page/trip-tiles.css"),
            ],
            swiftSettings: strict),

        // Command-line plumbing and the commands themselves; the executables are thin.
        .target(name: "CommandLineSupport", swiftSettings: strict),
        .target(
            name: "Commands",
            dependencies: ["CommandLineSupport", "GTFSStore", "OCR", "PageText", "Itinerary", "Resolver", "Render"],
            swiftSettings: strict),
        .executableTarget(name: "gtfs-load", dependencies: ["Commands"], swiftSettings: strict),
        .executableTarget(name: "tripshot", dependencies: ["Commands"], swiftSettings: strict),

        // Tests.
        .target(name: "TestSupport", dependencies: ["SQLiteDB", "GTFSStore", "Itinerary", "PageText"], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "SQLiteDBTests", dependencies: ["SQLiteDB", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "GTFSTests", dependencies: ["GTFS", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "GTFSStoreTests", dependencies: ["GTFSStore", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "OCRTests", dependencies: ["OCR", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ItineraryTests", dependencies: ["Itinerary", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ResolverTests", dependencies: ["Resolver", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "RenderTests", dependencies: ["Render", "Resolver", "GTFSStore", "Itinerary", "PageText", "TestSupport"],
            swiftSettings: strict),
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "TestSupport"], swiftSettings: strict),
    ]
)
