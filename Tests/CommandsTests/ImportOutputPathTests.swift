import Foundation
import TestSupport
import Testing

@testable import Commands

/// An output path that names a directory is said in words (it once was "NSCocoaErrorDomain error
/// 512"), exit 74, and the directory is left as it was.
@Suite struct ImportOutputPathTests {
    @Test func htmlIntoADirectoryIsSaidInWords() throws {
        let directory = try TemporaryDirectory()
        let capture = ImportCapture()
        let lines = Fixtures.path("Tests/Fixtures/lines/go/\(ImportCommandTests.example.split(separator: "/").last!).json")
        let status = capture.tripshot(["import", lines, "--db", try ImportFeeds.database(ImportFeeds.go), "--html", directory.url.path])
        #expect(status == 74, "\(capture.err)")
        #expect(
            capture.err.contains("cannot write \(directory.url.path): it is a directory (give a file name, e.g. \(directory.url.path)/trip.html)"),
            "\(capture.err)")
        #expect(!capture.err.contains("NSCocoaErrorDomain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
