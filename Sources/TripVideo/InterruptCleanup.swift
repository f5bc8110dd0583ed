import Foundation

/// Ctrl-C (SIGINT) or SIGTERM while a video is recorded: the half-written file is removed at once
/// and Chromium and ffmpeg are stopped; the recorder then fails on the closed pipes, cleans up its
/// work folder as on any error, and reports the signal (exit 130/143). A second signal ends the
/// process at once. The handler only calls async-signal-safe functions (unlink, kill, signal) on
/// values stored before it was installed.
enum InterruptCleanup {
    /// From before the file can exist (ffmpeg creates it as soon as it starts).
    static func arm(removing file: String) {
        interruptedFile = strdup(file)
        signal(SIGINT, onInterrupt)
        signal(SIGTERM, onInterrupt)
        // A parent may have started us with these blocked (a blocked mask survives exec; the test
        // runner's threads do it), and a blocked Ctrl-C would never reach the handler.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// A program started since: stopped on interrupt too (Chromium, then ffmpeg).
    static func stop(_ pid: pid_t) {
        if interruptedChildren.0 == 0 { setChild(0, pid) } else { setChild(1, pid) }
    }

    /// The signal that interrupted the recording, if one did.
    static var signalReceived: Int32? { interruptSignal == 0 ? nil : interruptSignal }

    static func disarm() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let file = interruptedFile
        interruptedFile = nil
        free(file)
        setChild(0, 0)
        setChild(1, 0)
    }

    private static func setChild(_ slot: Int, _ pid: pid_t) {
        switch slot {
        case 0: interruptedChildren.0 = pid
        default: interruptedChildren.1 = pid
        }
    }
}

// Plain globals with constant initial values: no lazy initialisation inside the handler.
nonisolated(unsafe) private var interruptedFile: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var interruptedChildren: (pid_t, pid_t) = (0, 0)
nonisolated(unsafe) private var interruptSignal: Int32 = 0

private func onInterrupt(_ signalNumber: Int32) {
    if let file = interruptedFile { unlink(file) }
    if interruptedChildren.0 > 0 { kill(interruptedChildren.0, SIGTERM) }
    if interruptedChildren.1 > 0 { kill(interruptedChildren.1, SIGTERM) }
    interruptSignal = signalNumber
    signal(signalNumber, SIG_DFL)
}

