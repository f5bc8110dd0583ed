// swift-tools-version:6.2
import PackageDescription

// What an app's package does to use tripshot: depend on it (here by path; an app would use the
// repository's URL) and take the library products it embeds.
let package = Package(
    name: "AppExample",
    platforms: [.macOS(.v15), .iOS(.v13)],
    dependencies: [.package(name: "TripShot", path: "../..")],
    targets: [
        .executableTarget(
            name: "app-example",
            dependencies: [
                .product(name: "TripShot", package: "TripShot"),
                .product(name: "TripShotRender", package: "TripShot"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The renderers alone, on a trip made by hand: no resolver, no database.
        .executableTarget(
            name: "card-example",
            dependencies: [
                .product(name: "TripShotTrip", package: "TripShot"),
                .product(name: "TripShotParser", package: "TripShot"),
                .product(name: "TripShotRender", package: "TripShot"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ]
)
