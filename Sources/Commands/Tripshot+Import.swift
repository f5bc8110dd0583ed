import CommandLineSupport
import Foundation
import TripShotParser
import TripShotRender
import TripShotServerChain

/// `tripshot import SHOT`: the whole product in one command. Reads the screenshot, parses its
/// itinerary, resolves it against the feed, and shows the scheduled trip with every shown time
/// validated: as a trip card, JSON, GeoJSON, an HTML or SVG map, or GO-mode steps.
struct ImportSubcommand: Subcommand {
    static let name = "import"
    static let summary = "turn a screenshot into its scheduled trip, validated, as a card, JSON, GeoJSON or map"
    static let usage = """
        usage: tripshot import SHOT [--db PATH] [--date YYYY-MM-DD] [--today YYYY-MM-DD]
                                    [--json] [--geojson FILE] [--stops] [--html FILE] [--svg FILE]
                                    [--go] [--tessdata DIR]
                                    [--tiles TEMPLATE [--tiles-subdomains abc] [--tiles-attribution TEXT]]
                                    [--video FILE [--video-size WxH] [--video-script FILE.json]]
                                    [--realtime SOURCE]... [--ics FILE]

        Reads SHOT (an image, '-' for standard input, or a JSON file of recognised lines), finds
        the trip it shows in the feed, and prints a trip card: the total time, the lines in their
        colours, and every leg with the page's times, each marked ✓ when it is the scheduled time
        or ✗ with the scheduled time beside it.

        options:
          --db PATH        the feed database written by gtfs-load (default: the bundled GO demo
                           feed, loaded once into ~/.cache/tripshot; see the README)
          --date DATE      the service day, overriding the page's date; without either, the day
                           --today gives is assumed and a warning says so
        \(ResolvePipeline.todayHelp)
          --json           print the resolved trip as JSON (format in the README) instead of the card
          --geojson FILE   also write the legs and stops as a GeoJSON FeatureCollection (RFC 7946)
          --stops          list every stop between boarding and alighting on the card
          --html FILE      also write a self-contained HTML page with the map and GO mode
          --svg FILE       also write the map as a static SVG
          --go             print GO mode's step-by-step instructions after the card
          --tiles TEMPLATE draw raster map tiles under the HTML map, fetched by the page from
                           TEMPLATE with {z} {x} {y}, optional {s} and {r} (@2x on dense screens),
                           e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; without it the
                           page fetches nothing
          --tiles-subdomains NAMES  the hosts for {s}: letters ("abc") or a comma list
          --tiles-attribution TEXT  the provider's credit, shown in the map's corner
          --tessdata DIR   the folder holding Latin.traineddata
          --video FILE     also record GO mode as a video (.mp4, .webm or .gif), with headless
                           Chromium and ffmpeg (Debian packages chromium and ffmpeg)
          --video-size WxH 1920x1080 (default), 1080x1920 (phone: the map and the instruction)
                           or 1280x720
          --video-script FILE.json  the edit list: cards, which steps, holds, captions (README)
          --realtime SOURCE  a GTFS-Realtime feed (a file, or an http(s) URL; repeatable, for
                           agencies that split trip updates, vehicle positions and alerts): the
                           card and JSON show each stop's predicted time and delay, whether each
                           connection still holds, and the alerts touching the trip (docs/live.md)
          --ics FILE       also write the trip as an iCalendar file, one event per ride

        Exit status 0 when the trip was resolved (whatever the verdicts; 'tripshot validate'
        answers yes or no), 80-89 when the screenshot cannot be read, 90-99 when it shows no
        itinerary, 100-109 when the feed cannot be used or a stop name matches nothing, 110-114
        when the video cannot be made (110 no ffmpeg, 111 no chromium, 112 a bad edit list),
        120-124 when a --realtime source is unusable (the schedule's trip is still printed:
        120 unreadable, 121 not protobuf, 122 another message, 123 another agency's, 124 dated
        in the future), 125 when the --ics file cannot be written.
        """

    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode {
        let json = arguments.flag("--json")
        let stops = arguments.flag("--stops")
        let go = arguments.flag("--go")
        let geojson = try arguments.option("--geojson")
        let html = try arguments.option("--html")
        let svg = try arguments.option("--svg")
        let tiles = try tileSource(&arguments, console: console, tool: "tripshot import")
        if tiles != nil, html == nil { throw UsageError("--tiles draws under the HTML map: add --html FILE") }
        let tool = "tripshot import"
        let video = try ImportVideo.read(&arguments, console: console, tool: tool)
        let liveOptions = try ImportLive.read(&arguments)
        let pipeline = try ResolvePipeline(&arguments)

        let reading = try pipeline.run(console: console, tool: tool, json: json)
        let trip = reading.trip
        let live = try liveOptions.prepare(trip: trip, dbOption: pipeline.dbOption, console: console, tool: tool)
        if json {
            console.out(TripJSON.render(trip, live: live.report))
        } else {
            // Stop and route names come from the feed and the screenshot: only the card's own colour survives.
            console.out(
                TerminalText.escaped(
                    keepingColour: TripCard.render(trip, options: TripCard.Options(color: console.outIsTerminal, expandStops: stops), live: live.report)))
        }
        if go {
            console.out("\n" + TerminalText.escaped(keepingColour: GoMode.terminalText(for: trip)))
        }
        if let geojson { try write(GeoJSONExport.render(trip), to: geojson, console: console, tool: tool) }
        if html != nil || svg != nil || video != nil {
            // The feed's other routes near the trip, drawn faintly behind it; a map without them
            // is still right, so a failure here only costs the backdrop.
            let context: [ContextRoute]
            do {
                context = try reading.feed.contextRoutes(near: trip)
            } catch {
                console.warning("no nearby routes for the map: \(error.description)", tool: tool)
                context = []
            }
            if let html { try write(TripMapHTML.render(trip, context: context, tiles: tiles, live: live.report), to: html, console: console, tool: tool) }
            if let svg { try write(TripMapSVG.render(trip, context: context), to: svg, console: console, tool: tool) }
            if let video { try video.record(page: TripMapHTML.render(trip, context: context), console: console, tool: tool) }
        }
        return liveOptions.writeCalendar(trip: trip, facts: live.facts, console: console, tool: tool) ?? live.failure ?? .success
    }

    /// `--tiles`, `--tiles-subdomains`, `--tiles-attribution` (of `import` and `serve`): checked
    /// here, before any work; a source without its credit gets a warning.
    static func tileSource(_ arguments: inout ArgumentCursor, console: Console, tool: String) throws(UsageError) -> TileSource? {
        let template = try arguments.option("--tiles")
        let subdomains = try arguments.option("--tiles-subdomains")
        let attribution = try arguments.option("--tiles-attribution")
        let tiles: TileSource?
        do {
            tiles = try TileSource.options(template: template, subdomains: subdomains, attribution: attribution)
        } catch {
            throw UsageError(error.message)
        }
        if let tiles, tiles.attribution == nil {
            console.warning("no --tiles-attribution: most tile providers require their credit on the map", tool: tool)
        }
        return tiles
    }

    static func write(_ text: String, to path: String, console: Console, tool: String) throws(ExitCode) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            console.error("cannot write \(path): it is a directory (give a file name, e.g. \(path)/trip.html)", tool: tool)
            throw .ioError
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            console.error("cannot write \(path): \(error.localizedDescription)", tool: tool)
            throw .ioError
        }
    }
}
