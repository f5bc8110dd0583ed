import CommandLineSupport
import TripShot
import TripShotParser
import TripShotResolver

/// The command-line face of the chain (`TripChain`) that `import` and `validate` share: reads
/// their common options, runs the chain, prints its warnings and its error and throws the error's
/// documented exit code (80-89 reading, 90-99 parsing, 100-109 the feed and resolving).
struct ResolvePipeline {
    var shot: String
    var dbOption: String?
    var dateOption: String?
    /// `--today`: the day an undated page is counted from; nil: the system's date in the feed's zone.
    var today: ShownDate?
    var tessdata: String?

    /// Reads the common options of `import` and `validate`, then SHOT, then rejects leftovers; the
    /// command reads its own flags and options before.
    init(_ arguments: inout ArgumentCursor) throws(UsageError) {
        dbOption = try arguments.option("--db")
        dateOption = try arguments.option("--date")
        today = try Self.today(&arguments)
        tessdata = try arguments.option("--tessdata")
        shot = try arguments.positional("SHOT")
        try arguments.finish()
        if let dateOption, ShownDate(parsing: dateOption) == nil {
            throw UsageError("--date wants a date as YYYY-MM-DD, not '\(dateOption)'")
        }
    }

    /// `--today YYYY-MM-DD` (import, validate, parse): the day a page without a date is counted
    /// from, for runs that must not depend on the clock (tests, a corpus's reports).
    static func today(_ arguments: inout ArgumentCursor) throws(UsageError) -> ShownDate? {
        guard let text = try arguments.option("--today") else { return nil }
        guard let day = ShownDate(parsing: text) else { throw UsageError("--today wants a date as YYYY-MM-DD, not '\(text)'") }
        return day
    }

    /// The help's lines for `--today`, the same in every command that takes it.
    static let todayHelp = """
          --today DATE     the day a page without a date is counted from (default: the system's
                           date in the feed's agency_timezone): its trip is taken on the first day
                           from DATE on which it runs, else the latest day before DATE
        """


    /// With `json`, an ambiguity is also printed as JSON fields.
    func run(console: Console, tool: String, json: Bool = false) throws(ExitCode) -> TripReading {
        // The database first: a missing one is reported before minutes of OCR.
        let feed = try FeedLocator.feed(dbOption: dbOption, console: console, tool: tool)
        let page = try ShotArgumentReader(tessdata: tessdata).read(shot, console: console, tool: tool)
        let date = dateOption.flatMap(ShownDate.init(parsing:))
        let reading = try chainStep(console: console, tool: tool, json: json) { warn throws(TripShotError) in
            try TripChain(feeds: [feed], today: today).trip(from: page, date: date, warn: warn)
        }
        // One warning per chosen day: a decoder that chose it (an assumed day the itinerary
        // carries: a common day of its rides, a year the page does not show) has said so, with
        // why; otherwise the resolver assumed it, and this says so.
        let decoderChose = reading.itinerary.date != nil
        if reading.trip.serviceDateSource == .assumed, !decoderChose {
            let rule = NearestDay(today: today ?? feed.today())
            let day = reading.trip.serviceDate
            console.warning(
                "the page shows no date and --date was not given; assumed \(day), \(rule.chosen(day)) this trip runs", tool: tool)
        }
        return reading
    }
}
