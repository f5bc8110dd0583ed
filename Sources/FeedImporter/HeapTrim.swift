#if canImport(Glibc)
import Glibc
#endif

/// Returns the C heap's free pages to the system (glibc's `malloc_trim`, every arena), so memory
/// freed by one phase of a load does not stay counted in the process's size through the next.
/// Looked up at run time: Swift's Glibc module does not include `malloc.h`, and a C library
/// without the call (musl) simply keeps its pages.
enum HeapTrim {
    static func releaseFreePages() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
