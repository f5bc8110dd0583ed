import Foundation

/// Debian's Tesseract is built with OpenMP and asks for several threads per text line. On a machine
/// whose cores are already busy those threads spin-wait for each other: measured on the shared
/// screenshots under load, 5x the CPU time and 4x the wall time of one thread. OpenMP's dynamic
/// adjustment gives each parallel region only as many threads as there are idle cores (from the load
/// average), so an idle machine still gets its parallelism. Environment variables cannot do this from
/// inside the process (libgomp reads them when it loads), so the switch is made through
/// `omp_set_dynamic`, found at run time: a Tesseract built without OpenMP simply has no such symbol.
///
/// The adjustment is not free: libgomp reads the load average and the CPU affinity (two system calls)
/// at every parallel region, and the LSTM opens one per time step. When at most one thread may run
/// anyway (`OMP_THREAD_LIMIT=1`, a one-core machine) there is nothing to adjust, so it stays off.
enum OpenMPThreads {
    private typealias SetDynamic = @convention(c) (Int32) -> Void
    private typealias GetThreadLimit = @convention(c) () -> Int32

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(dlopen(nil, RTLD_NOW), name)
    }

    private static let setDynamic: SetDynamic? = {
        guard let symbol = symbol("omp_set_dynamic") else { return nil }
        return unsafeBitCast(symbol, to: SetDynamic.self)
    }()

    /// At most this many threads run in any parallel region of this process.
    private static let threadLimit: Int = {
        let limit = symbol("omp_get_thread_limit").map { Int(unsafeBitCast($0, to: GetThreadLimit.self)()) }
        return min(limit ?? Int.max, ProcessInfo.processInfo.activeProcessorCount)
    }()

    /// Switches dynamic thread counts on for the calling thread (OpenMP settings are per thread), where
    /// more than one thread could run.
    static func adaptToLoad() {
        guard threadLimit > 1 else { return }
        setDynamic?(1)
    }
}
