// The checks an image passes before it is decoded (format sniffed from the first bytes, size
// from the header, PNG's IEND), then leptonica's decoding, through the public entry the CLI and an
// upload use. The pixel limit is lowered so a valid image decodes at a small size and reading it
// stays quick; the checks are the same code.
import FuzzSupport
import TripShotOCR
import Glibc

nonisolated(unsafe) let recognizer = try! TextRecognizer(maximumPixels: 256 * 256)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    _ = try? recognizer.read(imageData: Array(input(data, count)))
    return 0
}

exit(fuzzMain(testOneInput))
