import CommandLineSupport
import TripShotServer

/// `tripshot serve`'s connection limits and deadlines (SECURITY.md's table), read from the
/// command line into the server's options, each checked against its range. A value out of range
/// is exit 72 (`serveBadLimit`), not 64: the command line parsed; the limit it asks for cannot be.
enum ServeConnectionOptions {
    /// A limit option whose value is not in its range; the message names the option and the range.
    struct BadLimit: Error {
        var message: String
    }

    private struct Limit: Sendable {
        var name: String
        var unit: String
        var range: ClosedRange<Int>
        var set: @Sendable (inout TripServer.Options, Int) -> Void
    }

    private static let limits = [
        Limit(name: "--max-connections", unit: "connections", range: 1...10_000) { $0.connectionLimit = $1 },
        Limit(name: "--max-connections-per-address", unit: "connections", range: 1...10_000) { $0.perClientLimit = $1 },
        Limit(name: "--header-timeout", unit: "seconds", range: 1...3600) { $0.headerSeconds = Double($1) },
        Limit(name: "--body-timeout", unit: "seconds", range: 1...3600) { $0.bodySeconds = Double($1) },
        Limit(name: "--idle-timeout", unit: "seconds", range: 1...3600) { $0.idleSeconds = $1 },
    ]

    /// Reads the options present into `options` (the others keep their defaults). Every option is
    /// taken off the command line before any is judged, so a missing value is a `UsageError`
    /// (exit 64) wherever it is; a value out of its range, or more per address than in all, is
    /// `BadLimit`. A total under the default per address lowers that default with it.
    static func read(_ arguments: inout ArgumentCursor, into options: inout TripServer.Options) throws {
        let given = try limits.map { limit in (limit, try arguments.option(limit.name)) }
        for case let (limit, text?) in given {
            guard let value = Int(text), limit.range.contains(value) else {
                throw BadLimit(
                    message: "\(limit.name) wants a whole number of \(limit.unit) from \(limit.range.lowerBound) to "
                        + "\(limit.range.upperBound), not '\(text)'")
            }
            limit.set(&options, value)
        }
        let perAddressGiven = given.contains { $0.0.name == "--max-connections-per-address" && $0.1 != nil }
        if !perAddressGiven {
            // The default per address is no more than the total asked for.
            options.perClientLimit = min(options.perClientLimit, options.connectionLimit)
        } else if options.perClientLimit > options.connectionLimit {
            throw BadLimit(
                message: "--max-connections-per-address \(options.perClientLimit) is more than --max-connections "
                    + "\(options.connectionLimit) in all")
        }
    }
}
