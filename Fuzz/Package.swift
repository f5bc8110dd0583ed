// swift-tools-version:6.2
import PackageDescription

// libFuzzer targets for tripshot's input parsers, built only by tools/checks/fuzz:
//   swift build --package-path Fuzz --product fuzz-csv -Xswiftc -sanitize=fuzzer,address
// A package of its own so that the project's normal `swift build` / `swift test` never link
// libFuzzer. Each target's main.swift exports LLVMFuzzerTestOneInput and hands control to
// libFuzzer's driver (SwiftPM links an executable's main under another name).
let package = Package(
    name: "TripShotFuzz",
    dependencies: [.package(name: "TripShot", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "fuzz-csv", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
        .executableTarget(
            name: "fuzz-values", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
        .executableTarget(
            name: "fuzz-pagetext", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
        .executableTarget(
            name: "fuzz-image", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
        .executableTarget(
            name: "fuzz-realtime", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
        .executableTarget(
            name: "fuzz-layout", dependencies: ["FuzzSupport", .product(name: "TripShotFuzzed", package: "TripShot")]),
    ]
)
