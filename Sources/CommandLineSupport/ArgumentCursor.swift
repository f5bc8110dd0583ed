/// Reads a command line in the order a command asks for its parts: flags and options first (from
/// anywhere on the line, `--db x` or `--db=x`), then positionals, then `finish()` rejects leftovers.
/// `--` ends the options; `-` alone is a positional (standard input).
public struct ArgumentCursor: Sendable {
    private var remaining: [String]
    private var positionalsOnlyFrom: Int?

    public init(_ arguments: some Sequence<String>) {
        remaining = Array(arguments)
        if let dashes = remaining.firstIndex(of: "--") {
            remaining.remove(at: dashes)
            positionalsOnlyFrom = dashes
        }
    }

    private func isOptionSlot(_ index: Int) -> Bool {
        positionalsOnlyFrom.map { index < $0 } ?? true
    }

    private mutating func removeArgument(at index: Int) {
        remaining.remove(at: index)
        if let limit = positionalsOnlyFrom, index < limit { positionalsOnlyFrom = limit - 1 }
    }

    /// True (and consumed) when any of `names` is on the line.
    public mutating func flag(_ names: String...) -> Bool {
        var found = false
        var index = 0
        while index < remaining.count {
            if isOptionSlot(index), names.contains(remaining[index]) {
                removeArgument(at: index)
                found = true
            } else {
                index += 1
            }
        }
        return found
    }

    /// The value of `--name VALUE` or `--name=VALUE`; the last one wins when repeated.
    public mutating func option(_ name: String) throws(UsageError) -> String? {
        // Taking the last of two silently would drop what the user said first ("--db a --db b").
        let values = try options(name)
        guard values.count <= 1 else { throw UsageError("\(name) is given \(values.count) times; it takes one value") }
        return values.first
    }

    /// Every value of a repeatable `--name VALUE` (or `--name=VALUE`), in order.
    public mutating func options(_ name: String) throws(UsageError) -> [String] {
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            guard isOptionSlot(index) else { break }
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count, isOptionSlot(index + 1) else {
                    throw UsageError("\(name) needs a value")
                }
                values.append(remaining[index + 1])
                removeArgument(at: index)
                removeArgument(at: index)
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
                removeArgument(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// The next positional argument, or nil when there is none.
    public mutating func optionalPositional() throws(UsageError) -> String? {
        for index in remaining.indices {
            let argument = remaining[index]
            if isOptionSlot(index), argument.hasPrefix("-"), argument != "-" {
                throw UsageError("unknown option '\(argument)'")
            }
            removeArgument(at: index)
            return argument
        }
        return nil
    }

    /// The next positional argument; a usage error naming `label` when it is missing.
    public mutating func positional(_ label: String) throws(UsageError) -> String {
        guard let value = try optionalPositional() else { throw UsageError("missing \(label)") }
        return value
    }

    /// Rejects whatever the command did not ask for.
    public func finish() throws(UsageError) {
        guard let first = remaining.first else { return }
        if first.hasPrefix("-"), first != "-", isOptionSlot(0) {
            throw UsageError("unknown option '\(first)'")
        }
        throw UsageError("unexpected argument '\(first)'")
    }
}
