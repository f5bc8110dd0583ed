import CTripShotTesseract

/// Lets a caller stop a read that is no longer wanted (a server's request past its time limit):
/// Tesseract asks `shouldStop` while it recognises a region (through its progress monitor's
/// cancel function) and the recognizer asks it between regions, so the engine is free again
/// within a word or a region instead of after the whole page.
final class ReadingMonitor {
    let handle: OpaquePointer
    private let shouldStop: () -> Bool

    /// nil when there is nothing to ask (the commands read every screenshot to its end).
    init?(shouldStop: (() -> Bool)?) {
        guard let shouldStop, let monitor = TessMonitorCreate() else { return nil }
        handle = monitor
        self.shouldStop = shouldStop
        TessMonitorSetCancelFunc(monitor) { context, _ in
            guard let context else { return false }
            return Unmanaged<ReadingMonitor>.fromOpaque(context).takeUnretainedValue().shouldStop()
        }
        TessMonitorSetCancelThis(monitor, Unmanaged.passUnretained(self).toOpaque())
    }

    var stopRequested: Bool { shouldStop() }

    deinit { TessMonitorDelete(handle) }
}
