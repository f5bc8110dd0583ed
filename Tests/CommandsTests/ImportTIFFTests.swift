import Foundation
import TestSupport
import Testing

/// Half a TIFF through the built `tripshot import`, as a user runs it: leptonica would decode its top
/// half, leave the rest blank and print a line per missing strip ("Bad file: amount too big"); the
/// import says the file is corrupt instead (exit 82) and its standard error holds that one message.
@Suite struct ImportTIFFTests {
    static let tiff = "Tests/Fixtures/tiff/go_21_squareone_streetsville__C_desktop1x_strips.tif"

    @Test func halfATIFFIsCorruptAndNothingElseIsPrinted() throws {
        let directory = try TemporaryDirectory()
        let whole = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(Self.tiff)))
        let half = directory.path("half.tif")
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: half))
        let db = try ImportFeeds.database(ImportFeeds.go)

        let cut = try BuiltTripshot.run(["import", half, "--db", db])
        #expect(cut.status == 82, "\(cut.err)")
        #expect(cut.out.isEmpty)
        #expect(cut.err == "tripshot import: error: \(half): the TIF image is truncated or corrupt and cannot be decoded\n", "\(cut.err)")

        // The whole file is the trip.
        let read = try BuiltTripshot.run(["import", Fixtures.path(Self.tiff), "--db", db])
        #expect(read.status == 0, "\(read.err)")
        #expect(read.out.contains("Square One → Streetsville GO Bus"))
        #expect(!read.err.contains("Bad file"))
    }
}
