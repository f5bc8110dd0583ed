import CommandLineSupport

/// `tripshot SUBCOMMAND ...`: dispatches to the subcommands and handles help, version and usage errors.
public enum TripshotCommand {
    static let tool = "tripshot"

    /// Every subcommand, in the order `--help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [OCRSubcommand.self, ParseSubcommand.self, ImportSubcommand.self, ValidateSubcommand.self, ServeSubcommand.self]
    }

    static var overview: String {
        var text = """
            tripshot: turn a screenshot of a planned transit trip into that exact scheduled trip.

            usage: tripshot SUBCOMMAND [options]

            subcommands:

            """
        let width = subcommands.map { $0.name.count }.max() ?? 0
        for command in subcommands {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))  \(command.summary)\n"
        }
        text += "\nRun 'tripshot SUBCOMMAND --help' for a subcommand's options. 'tripshot --version' prints the version."
        return text
    }

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        guard let first = arguments.first else {
            console.err(overview + "\n")
            return .usage
        }
        switch first {
        case "-h", "--help", "help":
            console.print(overview)
            return .success
        case "--version":
            console.print("tripshot \(TripShotVersion.string)")
            return .success
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            console.error("unknown subcommand '\(first)'", tool: tool)
            console.err(overview + "\n")
            return .usage
        }
        var cursor = ArgumentCursor(arguments.dropFirst())
        if cursor.flag("-h", "--help") {
            console.print(command.usage)
            return .success
        }
        do {
            return try command.run(&cursor, console: console)
        } catch let error as UsageError {
            console.error(error.message, tool: "\(tool) \(command.name)")
            console.err(command.usage + "\n")
            return .usage
        } catch let code as ExitCode {
            return code
        } catch {
            console.error("\(error)", tool: "\(tool) \(command.name)")
            return .internalError
        }
    }
}
