import CommandLineSupport
import Foundation
import TripShot
import TripShotParser

/// `tripshot parse SHOT|LINES.json [--json] [--db PATH] [--tessdata DIR]`: reads a screenshot's
/// layout into its legs, to check what the parser makes of a page before resolving it; with
/// `--db`, the feed decides the spelling of doubtful names, and its schedule gives a time that did
/// not read.
struct ParseSubcommand: Subcommand {
    static let name = "parse"
    static let summary = "read a screenshot's itinerary: its rides, walks, times and date"
    static let usage = """
        usage: tripshot parse SHOT [--json] [--db PATH] [--today YYYY-MM-DD] [--tessdata DIR]

        Reads SHOT (an image file, '-' for standard input, or a JSON file of recognised lines as
        written by 'tripshot ocr --json') and prints the itinerary it shows: the date and duration
        when the page has them, then one line per leg, a ride (route code and destination, from
        stop and time, to stop and time, stops in between when shown) or a walk. Where the page
        allows more than one reading (a glyph that may be an icon or the name's own text), the
        others follow in brackets: "72 St [or: St]"; the resolver takes the one the feed confirms.

        options:
          --json           print the itinerary as JSON, every value with the box (image pixels)
                           it was read from, and its other readings ("alternatives") if any
          --db PATH        a feed database (from gtfs-load) deciding the spelling of names
                           whose letters the page cannot settle ("EI Cerrito", "$207"): where
                           exactly one of the feed's stop names, route codes or headsigns reads
                           alike, it is taken, the page's reading kept among the other readings
                           and a warning saying so; and giving a time that did not read, from the
                           run the ride's route, stops and other time pin down (a warning says
                           so); without it the page alone is read. A page of another
                           planner (not GO's layout) is decoded by the feed: the trip
                           chain that explains the most of it (docs/any-planner.md;
                           exit 96 not one trip, 108 two trips equal, 109 none)
        \(ResolvePipeline.todayHelp)
          --tessdata DIR   the folder holding Latin.traineddata

        A page whose legs do not add up (the duration against the times), where a label had to
        be put back (a "Depart:" OCR did not read, above a time in the labels' column), or whose
        itinerary holds ink the OCR could not read, gets a warning on standard error; a page that
        is not an itinerary, or a leg that is incomplete, is an error
        naming what is missing and where (exit codes 90-95).
        """

    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode {
        let json = arguments.flag("--json")
        let dbOption = try arguments.option("--db")
        let today = try ResolvePipeline.today(&arguments)
        let tessdata = try arguments.option("--tessdata")
        let shot = try arguments.positional("SHOT")
        try arguments.finish()

        let tool = "tripshot parse"
        // The database first: a missing one is reported before minutes of OCR.
        let feed = try dbOption.map { path throws(ExitCode) in try FeedLocator.feed(dbOption: path, console: console, tool: tool) }
        let page = try ShotArgumentReader(tessdata: tessdata).read(shot, console: console, tool: tool)
        let chain = TripChain(feeds: feed.map { [$0] } ?? [], today: today)
        let itinerary: Itinerary
        do {
            itinerary = try chainStep(console: console, tool: tool, json: json) { warn throws(TripShotError) in
                if let feed { return try chain.itinerary(from: page, decidedBy: feed, warn: warn) }
                return try chain.itinerary(from: page, warn: warn)
            }
        } catch {
            // Without a feed, another planner's page: what it holds, and that the feed decides.
            if feed == nil, error == .parseNoItinerary { PageEvidenceReport.print(page, console: console, tool: tool) }
            throw error
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            console.print(String(decoding: try encoder.encode(itinerary), as: UTF8.self))
        } else {
            for line in describe(itinerary) { console.print(line) }
        }
        return .success
    }

    /// The itinerary as the text output's lines.
    static func describe(_ itinerary: Itinerary) -> [String] {
        var lines: [String] = []
        if let date = itinerary.date { lines.append("date: \(date.value)") }
        if let duration = itinerary.durationMinutes { lines.append("duration: \(duration.value) min") }
        for leg in itinerary.legs {
            switch leg {
            case .ride(let ride):
                let route = shown(ride.routeCode) + (ride.headsign.map { " - \(shown($0))" } ?? "")
                let stops = ride.stopsBetween.map { ", \($0.value) \($0.value == 1 ? "stop" : "stops") between" } ?? ""
                // A time that did not read is "?": a warning says so, and the schedule gives it with --db.
                let departure = ride.departure.map { "\($0.value)" } ?? "?"
                let arrival = ride.arrival.map { "\($0.value)" } ?? "?"
                lines.append("ride \(route): \(shown(ride.from)) \(departure) -> \(shown(ride.to)) \(arrival)\(stops)")
            case .walk(let walk):
                lines.append("walk" + (walk.note.map { ": \($0)" } ?? ""))
            }
        }
        return lines
    }

    /// A value as read, with the other readings the page allows in brackets: "72 St [or: St]".
    static func shown(_ located: Located<String>) -> String {
        located.alternatives.isEmpty ? located.value : "\(located.value) [or: \(located.alternatives.joined(separator: " | "))]"
    }
}
