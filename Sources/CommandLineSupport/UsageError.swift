/// A command line that cannot be run as given. Printed with the command's usage; exit 64.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
