import Foundation

/// Memory a burst of uploads took, given back to the system afterwards (glibc keeps freed heap
/// for reuse: 100 uploads of 14.5 MB left 441 MB held). Large buffers (bodies, decoded images)
/// are mapped on their own, so their `free` returns them at once; what is left free is trimmed
/// after a large request and after each worker's job. glibc's `mallopt` and `malloc_trim` are looked up at run
/// time (Swift's Glibc module has no malloc.h); elsewhere they are absent and this does nothing.
public enum MemoryReturn {
    /// Blocks from this size on are their own mapping. glibc's default threshold starts at 128 KiB
    /// but rises to 32 MiB as big blocks are freed, after which they stay in the heap. 4 MiB
    /// leaves the engines' many smaller blocks in the heap, where reusing them costs nothing.
    static let mappedFromBytes: Int32 = 4 << 20
    /// A request whose body was at least this large is followed by a trim.
    static let trimAfterBytes = 1 << 20
    /// glibc's M_MMAP_THRESHOLD.
    private static let mmapThresholdOption: Int32 = -3

    private typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
    private typealias TrimFunction = @convention(c) (Int) -> Int32

    public static func configure() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MalloptFunction.self)(mmapThresholdOption, mappedFromBytes)
    }

    public static func trim() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: TrimFunction.self)(0)
    }
}
