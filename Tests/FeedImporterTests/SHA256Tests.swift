import Foundation
import FeedImporter
import Testing
import TestSupport

/// The hand-written SHA-256 names cache databases and fills `tripshot_meta.source_sha256`: it must be
/// the standard digest (FIPS 180-4 test vectors), across block and read boundaries.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func fileDigestIsTheStandardOne(content: String, digest: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("file")
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(SHA256.hexDigest(ofFile: path) == digest)
    }

    @Test func aMissingFileHasNoDigest() {
        #expect(SHA256.hexDigest(ofFile: "/nonexistent/tripshot-sha") == nil)
    }
}
