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
        let line = String(format: "trace %7.2f s  %@  %@\n", Date().timeIntervalSince(start), phase, peak)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
