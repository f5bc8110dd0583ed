/// libFuzzer's entry: runs the fuzzing loop (or replays the files given) over `body`, with the
/// command line's libFuzzer flags; returns its exit status.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Starts libFuzzer with `body` as the function under test.
public func fuzzMain(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return runDriver(&argc, &argv, body)
}

/// The input as a buffer (libFuzzer passes a null pointer for the empty input).
public func input(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: count == 0 ? nil : data, count: count)
}
