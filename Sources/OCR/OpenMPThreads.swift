import Foundation

/// Debian's Tesseract is built with OpenMP and asks for several threads per text line. On a machine
/// whose cores are already busy those threads spin-wait for each other: measured on the shared
/// screenshots under load, 5x the CPU time and 4x the wall time of one thread. OpenMP's dynamic
/// adjustment gives each parallel region only as many threads as there are idle cores (from the load
/// average), so an idle machine still gets its parallelism. Environment variables cannot do this from
/// inside the process (libgomp reads them when it loads), so the switch is made through
/// `omp_set_dynamic`, found at run time: a Tesseract built without OpenMP simply has no such symbol.
enum OpenMPThreads {
    private typealias SetDynamic = @convention(c) (Int32) -> Void

    private static let setDynamic: SetDynamic? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "omp_set_dynamic") else { return nil }
        return unsafeBitCast(symbol, to: SetDynamic.self)
    }()

    /// Switches dynamic thread counts on for the calling thread (OpenMP settings are per thread).
    static func adaptToLoad() {
        setDynamic?(1)
    }
}
