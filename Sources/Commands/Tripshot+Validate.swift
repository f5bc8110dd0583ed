import CommandLineSupport
import TripShotRender
import TripShotResolver
import TripShotTrip

/// `tripshot validate SHOT`: is every time on this screenshot the scheduled one? One verdict per
/// leg, and the answer in the exit status, for scripts: 0 every ride matches, 1 some do not,
/// 80-99 nothing could be read from the screenshot, 100-109 the feed could not be used.
struct ValidateSubcommand: Subcommand {
    static let name = "validate"
    static let summary = "check every time on a screenshot against the schedule (exit 0 all match, 1 not)"
    static let usage = """
        usage: tripshot validate SHOT [--db PATH] [--date YYYY-MM-DD] [--today YYYY-MM-DD] [--json]
                                      [--tessdata DIR]

        Resolves SHOT like 'tripshot import' and prints one verdict per leg: match (every shown
        time is the scheduled one), mismatch (the trip was found; the scheduled time and the
        difference are given), or no_such_trip (with the nearest trips of that route at those
        stops that day).

        options:
          --db PATH        the feed database written by gtfs-load (default: the bundled GO feed)
          --date DATE      the service day, overriding the page's date
        \(ResolvePipeline.todayHelp)
          --json           print the resolved trip as JSON (as 'tripshot import --json')
          --tessdata DIR   the folder holding Latin.traineddata

        Exit status: 0 every ride matches; 1 some ride does not; 80-89 the screenshot cannot be
        read; 90-99 it shows no itinerary; 100-109 the feed cannot be used or a stop matches nothing.
        """

    static func run(_ arguments: inout ArgumentCursor, console: Console) throws -> ExitCode {
        let json = arguments.flag("--json")
        let pipeline = try ResolvePipeline(&arguments)
        let trip = try pipeline.run(console: console, tool: "tripshot validate", json: json).trip
        if json {
            console.out(TripJSON.render(trip))
        } else {
            for line in report(trip) { console.print(line) }
        }
        return trip.allMatch ? .success : .failure
    }

    static func report(_ trip: ResolvedTrip) -> [String] {
        var lines: [String] = []
        var rideNumber = 0
        var matching = 0
        for leg in trip.legs {
            switch leg {
            case .ride(let ride):
                rideNumber += 1
                let status = ride.validation.status
                if status == .match { matching += 1 }
                let trip = ride.tripID.isEmpty ? "" : " (trip \(ride.tripID))"
                lines.append(
                    "ride \(rideNumber) \(ride.shownRouteCode): \(ride.from.name) \(ride.shownDeparture) → "
                        + "\(ride.to.name) \(ride.shownArrival): \(status.rawValue)\(trip)")
                for detail in ValidationText.sentences(for: ride.validation) { lines.append("  " + detail) }
                let nearest = ValidationText.nearest(for: ride.validation)
                if !nearest.isEmpty {
                    lines.append("  nearest trips: " + nearest.joined(separator: ", "))
                }
            case .walk(let walk):
                lines.append(
                    "walk: \(walk.from.name) → \(walk.to.name), \(walk.distanceMeters) m, \(walk.minutes) min (\(walk.source))")
            }
        }
        for time in trip.unexplained {
            lines.append("unexplained: \(time.description)\(time.failsMatch ? ": no ride of this trip explains it" : ": fails nothing")")
        }
        lines.append(
            "\(matching) of \(rideNumber) rides match the schedule on \(trip.serviceDate) (\(TripCard.dateSourceText(trip.serviceDateSource)))")
        let missing = trip.unexplained.filter(\.failsMatch).count
        if missing > 0 {
            lines.append("not all match: the page shows \(missing) time\(missing == 1 ? "" : "s") of a ride or of its summary that no ride explains (a ride may be missing)")
        }
        return lines
    }
}
