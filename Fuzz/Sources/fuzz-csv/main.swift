// The CSV reader over arbitrary bytes, fed in small uneven chunks so records cross buffer
// refills, with a small buffer and record limit so growth and the too-long error are reached.
import FuzzSupport
import Glibc
import TripShotGTFS

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = input(data, count)
    var offset = 0
    var chunk = 1
    let reader = CSVReader(fileName: "fuzz.txt", bufferSize: 16, maximumRecord: 4096) { buffer in
        let n = min(buffer.count, bytes.count - offset, chunk)
        chunk = chunk % 7 + 1
        if n > 0 { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset..<(offset + n)])) }
        offset += n
        return n
    }
    do {
        while try reader.next() {
            precondition(reader.fieldCount >= 1 && reader.fieldCount <= CSVReader.maximumFields)
            var total = 0
            for index in 0..<reader.fieldCount { total += reader.field(index).count }
            precondition(total <= count)
            _ = reader.strings
        }
    } catch {}
    return 0
}

exit(fuzzMain(testOneInput))
