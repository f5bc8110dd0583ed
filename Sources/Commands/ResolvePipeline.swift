import CommandLineSupport
import Itinerary
import Resolver

/// The chain `import` and `validate` share: SHOT → positioned text (OCR or lines JSON) → itinerary
/// (layout parser) → resolved trip (feed database). Each step prints its own error and throws its
/// documented exit code: 80-89 reading, 90-99 parsing, 100-109 resolving.
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
        try runKeepingResolver(console: console, tool: tool).trip
    }

    /// The trip, and the resolver it came from (for the map's nearby routes).
    func runKeepingResolver(console: Console, tool: String) throws(ExitCode) -> (trip: ResolvedTrip, resolver: Resolver) {
        // The database first: a missing one is reported before minutes of OCR.
        let resolver = try FeedDatabase.resolver(dbOption: dbOption, console: console, tool: tool)
        let page = try ShotReader(tessdata: tessdata).read(shot, console: console, tool: tool)
        let itinerary = try ParseSubcommand.itinerary(from: page, console: console, tool: tool)
        let trip = try resolve(itinerary, with: resolver, console: console, tool: tool)
        if trip.serviceDateSource == .assumed {
            console.warning(
                "the page shows no date and --date was not given; assumed \(trip.serviceDate), the first day this trip runs",
                tool: tool)
        }
        return (trip, resolver)
    }

    /// Resolves a parsed itinerary; on failure prints the error and throws its exit code.
    func resolve(_ itinerary: Itinerary, with resolver: Resolver, console: Console, tool: String) throws(ExitCode)
        -> ResolvedTrip
    {
        do {
            return try resolver.resolve(itinerary, date: dateOption.flatMap(ShownDate.init(parsing:)))
        } catch {
            console.error(error.description, tool: tool)
            switch error.kind {
            case .unknownStop: throw .resolveUnknownStop
            case .noRides: throw .resolveNoRides
            case .notATripshotDatabase: throw .resolveNotTripshotDatabase
            case .database: throw .resolveDatabaseFailed
            }
        }
    }
}
