import CommandLineSupport

/// `gtfs-load FEED [--db PATH] [options]`. (Being written: see issue 2.)
public enum GTFSLoadCommand {
    public static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        console.error("not yet implemented", tool: "gtfs-load")
        return .internalError
    }
}
