// The recognised-lines JSON a SHOT may be (`tripshot ocr --json`, or another engine's output),
// read as standard input exactly as `tripshot parse -` reads it; bytes that are not JSON take the
// image path (fuzz-image covers that). A page that decodes is handed to the layout parser.
import Commands
import Foundation
import FuzzSupport
import TripShotParser
import Glibc

nonisolated(unsafe) var current = Data()
nonisolated(unsafe) let reader = ShotArgumentReader(standardInput: { current })

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = input(data, count)
    // Only JSON: images would start a Tesseract read per input.
    guard bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") else { return 0 }
    current = Data(bytes)
    if let page = try? reader.read("-") {
        precondition(page.width > 0 && page.height > 0)
        _ = try? ItineraryParser.parse(page)
    }
    return 0
}

exit(fuzzMain(testOneInput))
