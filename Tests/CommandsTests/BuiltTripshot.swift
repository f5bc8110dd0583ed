import Foundation
import Testing

/// The built `tripshot` executable, beside the test bundle, run as a user runs it: its own process,
/// environment variables, a real standard input.
enum BuiltTripshot {
    static var path: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tripshot").path
    }

    /// Runs it with `environment` laid over this process's, `input` on standard input (closed after).
    static func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws
        -> (status: Int32, out: String, err: String)
    {
        try #require(FileManager.default.isExecutableFile(atPath: path), "tripshot not built at \(path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
