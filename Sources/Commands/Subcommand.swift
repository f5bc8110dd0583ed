import CommandLineSupport

/// One `tripshot` subcommand: its name, one line for the overview, its usage text, and how it runs.
/// Each lives in its own `Tripshot+Name.swift` file and is listed in `TripshotCommand.subcommands`.
public protocol Subcommand: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    /// Parses its arguments (throwing `UsageError` for a bad line) and runs.
    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode
}
