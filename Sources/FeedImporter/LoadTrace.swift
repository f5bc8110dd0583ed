import Foundation

/// Phase timings and peak memory on standard error when `TRIPSHOT_LOAD_TRACE=1`, for tuning the
/// importer with tools/bench/bench-load; silent otherwise.
enum LoadTrace {
    static let enabled = ProcessInfo.processInfo.environment["TRIPSHOT_LOAD_TRACE"] != nil
    static let start = Date()
    /// `TRIPSHOT_LOAD_TRACE=parse`: parse and check but insert no rows, to time the parsing side alone.
    static let parseOnly = ProcessInfo.processInfo.environment["TRIPSHOT_LOAD_TRACE"] == "parse"


    static func mark(_ phase: String) {
        guard enabled else { return }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM") }.map(String.init) ?? ""
        // CPU seconds (both threads) beside wall seconds: on a shared machine the wall time of a
        // phase says more about the other processes than about the phase.
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        let cpu = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        // The calling (inserting, index-building) thread's own CPU: on a quiet machine a phase
        // takes at least this long, whatever the other threads do beside it.
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        let own = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        let line = String(
            format: "trace %7.2f s %7.2f cpu %7.2f main  %@  %@\n", Date().timeIntervalSince(start), cpu, own, phase, peak)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
