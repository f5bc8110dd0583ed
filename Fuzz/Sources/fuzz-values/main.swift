// GTFS value parsing: every typed parser, the text repair and the header-name cleaning on the
// same bytes, with the properties each must keep.
import FuzzSupport
import Glibc
import TripShotGTFS

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = input(data, count)
    let value = GTFSScalar.trimmed(bytes)
    if let seconds = GTFSScalar.time(value) { precondition(seconds >= 0) }
    if let date = GTFSScalar.date(value) { precondition(date >= 101 && date <= 99_991_231) }
    _ = GTFSScalar.integer(value)
    let isNumber = GTFSScalar.isNumber(value)
    precondition((GTFSScalar.decimalValue(value) != nil) == isNumber)
    let clean = TextBytes.isClean(bytes)
    let repaired = TextBytes.repaired(bytes)
    precondition(!repaired.contains(0))
    repaired.withUnsafeBufferPointer { precondition(TextBytes.isClean($0)) }
    if clean { precondition(repaired.elementsEqual(bytes)) }
    _ = TextBytes.columnName(bytes)
    return 0
}

exit(fuzzMain(testOneInput))
