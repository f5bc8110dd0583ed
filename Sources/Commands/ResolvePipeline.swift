import CommandLineSupport
import Itinerary
import Resolver
import TripModel
import TripShotPipeline

/// The command-line face of the chain `import` and `validate` share (`TripPipeline` in the
/// TripShotPipeline module): reads their common options, runs the chain step by step, prints each
/// step's error and throws its documented exit code (80-89 reading, 90-99 parsing, 100-109
/// resolving).
struct ResolvePipeline {
    var shot: String
    var dbOption: String?
    var dateOption: String?
    var tessdata: String?

    /// Reads the common options of `import` and `validate`, then SHOT, then rejects leftovers; the
    /// command reads its own flags and options before.
    init(_ arguments: inout ArgumentCursor) throws(UsageError) {
        dbOption = try arguments.option("--db")
        dateOption = try arguments.option("--date")
        tessdata = try arguments.option("--tessdata")
        shot = try arguments.positional("SHOT")
        try arguments.finish()
        if let dateOption, ShownDate(parsing: dateOption) == nil {
            throw UsageError("--date wants a date as YYYY-MM-DD, not '\(dateOption)'")
        }
    }

    func run(console: Console, tool: String) throws(ExitCode) -> ResolvedTrip {
        try runKeepingFeed(console: console, tool: tool).trip
    }

    /// The trip, and the feed it came from (for the map's nearby routes).
    func runKeepingFeed(console: Console, tool: String) throws(ExitCode) -> (trip: ResolvedTrip, feed: SharedFeed) {
        // The database first: a missing one is reported before minutes of OCR.
        let resolver = try FeedDatabase.resolver(dbOption: dbOption, console: console, tool: tool)
        let feed = SharedFeed(resolver: resolver, info: FeedInfo(name: dbOption ?? "go-fixture", agencies: [], version: nil))
        let page = try ShotReader(tessdata: tessdata).read(shot, console: console, tool: tool)
        let read = try ParseSubcommand.itinerary(
            from: page, feed: feed, date: dateOption.flatMap(ShownDate.init(parsing:)), console: console, tool: tool)
        let itinerary = try ParseSubcommand.spelled(read, by: feed, console: console, tool: tool)
        let trip = try resolve(itinerary, in: feed, console: console, tool: tool)
        if trip.serviceDateSource == .assumed {
            console.warning(
                "the page shows no date and --date was not given; assumed \(trip.serviceDate), the first day this trip runs",
                tool: tool)
        }
        return (trip, feed)
    }

    /// Resolves a parsed itinerary; on failure prints the error and throws its exit code.
    func resolve(_ itinerary: Itinerary, in feed: SharedFeed, console: Console, tool: String) throws(ExitCode)
        -> ResolvedTrip
    {
        do {
            return try feed.resolve(itinerary, date: dateOption.flatMap(ShownDate.init(parsing:)))
        } catch {
            console.error(error.description, tool: tool)
            throw error.exitCode
        }
    }
}
