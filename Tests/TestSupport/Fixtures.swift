import Foundation

/// Paths of files committed in the repository, found from this source file's location, so tests run
/// from any working directory and need nothing outside the checkout.
public enum Fixtures {
    /// The repository's root directory.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path relative to the repository root, e.g. `Fixtures.path("gtfs/go-fixture.zip")`.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
