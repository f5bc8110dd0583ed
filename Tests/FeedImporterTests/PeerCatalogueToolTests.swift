import Foundation
import TestSupport
import Testing

/// tools/checks/peer-catalogue reads a peer's feeds from the developers' shared material, which a user's
/// clone does not have: it must say so and check nothing, not pass quietly.
@Suite struct PeerCatalogueToolTests {
    @Test func saysClearlyWhenTheSharedMaterialIsAbsent() throws {
        let directory = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.path("tools/checks/peer-catalogue"), "--shared", directory.path("no-shared")]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("no-shared/gtfs/peer-catalogue/transitland-lib is absent"), "\(message)")
        #expect(message.contains("nothing was checked"))
    }
}
