import Foundation

/// Where a command writes: standard output and standard error, and whether each is a terminal.
/// Commands take a `Console` instead of printing directly, so tests can capture what they say.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Progress and colour only go to a terminal; pipes stay quiet.
    public var errIsTerminal: Bool
    public var outIsTerminal: Bool

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outIsTerminal: Bool = false, errIsTerminal: Bool = false
    ) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            outIsTerminal: isatty(1) == 1, errIsTerminal: isatty(2) == 1)
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String = "") { out(text + "\n") }

    /// Writes "tool: error: message" to standard error, compiler style. Messages quote feeds and
    /// screenshots: their control characters are escaped.
    public func error(_ message: String, tool: String) {
        err("\(tool): error: \(TerminalText.escaped(message, keepingLineBreaks: true))\n")
    }

    public func warning(_ message: String, tool: String) {
        err("\(tool): warning: \(TerminalText.escaped(message, keepingLineBreaks: true))\n")
    }
}
