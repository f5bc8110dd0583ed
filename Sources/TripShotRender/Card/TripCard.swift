import TripShotLive
import TripShotParser
import TripShotTrip

/// The terminal trip card of `tripshot import`: a title, the total time and date, a strip of line
/// badges in the routes' own colours, then a timeline of every leg. Every time printed is the
/// screenshot's, with its verdict beside it (✓ as scheduled, ✗ with the scheduled time).
///
/// Colour (24-bit ANSI) only when `color` is true, which the command sets only on a terminal.
public enum TripCard {
    /// How the card is drawn.
    public struct Options: Sendable {
        /// 24-bit ANSI colours (for a terminal that shows them).
        public var color: Bool
        /// List every intermediate stop of each ride (`--stops`).
        public var expandStops: Bool

        /// Plain text by default.
        public init(color: Bool = false, expandStops: Bool = false) {
            self.color = color
            self.expandStops = expandStops
        }
    }

    /// The card as lines of text ending in a newline; empty for a trip without rides. With `live`
    /// (`--realtime`), each ride's stops with their predictions, each change's verdict and the
    /// alerts are added; without it the card is the schedule's alone.
    public static func render(_ trip: ResolvedTrip, options: Options = Options(), live: LiveReport? = nil) -> String {
        let rides = trip.legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
        guard let first = rides.first, let last = rides.last else { return "" }
        var lines: [String] = []
        lines.append(bold("\(first.from.name) → \(last.to.name)", options))
        // A first ride scheduled past 24:00 runs on the service day before the calendar day shown.
        let calendarDay = trip.departureDate
        let serviceNote = calendarDay != trip.serviceDate ? "; service day \(trip.serviceDate), the trip left before midnight" : ""
        lines.append(
            "\(duration(trip.totalMinutes)) · \(first.shownDeparture)–\(last.shownArrival) · "
                + "\(TripCardText.weekday(calendarDay)) \(calendarDay) (\(dateSourceText(trip.serviceDateSource))\(serviceNote))")
        if let shown = trip.shownDurationMinutes, shown != trip.totalMinutes {
            lines.append("the page says \(duration(shown)), its times span \(duration(trip.totalMinutes))")
        }
        lines.append(strip(trip, options))
        if let live { lines.append("Realtime: " + LiveText.freshness(live)) }
        lines.append("")

        let verdictWidth = trip.legs.flatMap { leg -> [String] in
            guard case .ride(let ride) = leg else { return [] }
            return [TripCardText.verdict(ride, departure: true), TripCardText.verdict(ride, departure: false)]
        }.map(\.count).max() ?? 1
        func timeline(_ time: String, _ verdict: String, _ text: String) -> String {
            let pad = String(repeating: " ", count: max(0, verdictWidth - verdict.count))
            return "\(time)  \(verdict)\(pad)  \(text)"
        }
        let gutter = String(repeating: " ", count: 5 + 2 + verdictWidth + 2)
        var rideIndex = -1
        for leg in trip.legs {
            switch leg {
            case .ride(let ride):
                rideIndex += 1
                lines.append(timeline(ride.shownDeparture.description, TripCardText.verdict(ride, departure: true), "● " + ride.from.name))
                let name = ride.route.longName.isEmpty || ride.route.longName == ride.route.shortName ? "" : " " + ride.route.longName
                lines.append(gutter + "│ " + badge(ride, options) + name + " → " + ride.headsign + " · " + TripCardText.mode(ride.mode))
                if ride.validation.status == .noSuchTrip {
                    for detail in ValidationText.sentences(for: ride.validation) { lines.append(gutter + "│ ✗ " + detail) }
                    let nearest = ValidationText.nearest(for: ride.validation)
                    if !nearest.isEmpty {
                        lines.append(gutter + "│ nearest: " + nearest.joined(separator: ", "))
                    }
                } else {
                    let count = ride.between.count
                    let stops = count == 0 ? "no stops between" : count == 1 ? "1 stop between" : "\(count) stops between"
                    lines.append(gutter + "│ \(stops) · trip \(ride.tripID)")
                    if options.expandStops {
                        for call in ride.between {
                            let at = (call.departureSeconds ?? call.arrivalSeconds).map { " " + TripCardText.clock($0) } ?? ""
                            lines.append(gutter + "│   ◦ \(call.name)\(dim(at, options))")
                        }
                    }
                    // A matching ride still says its notes (a stop the schedule had to name).
                    for finding in ride.validation.findings
                    where ride.validation.status == .mismatch || finding.severity == .note {
                        lines.append(gutter + "│ " + dim(ValidationText.sentence(finding), options))
                    }
                }
                if let live, rideIndex < live.rides.count {
                    lines += LiveCard.rideLines(live.rides[rideIndex], stale: !live.freshness.isLive).map { gutter + "│ " + $0 }
                }
                lines.append(timeline(ride.shownArrival.description, TripCardText.verdict(ride, departure: false), "● " + ride.to.name))
            case .walk(let walk):
                let what = walk.isChangeAtStop ? "change at \(walk.to.name)" : "walk \(walk.distanceMeters) m to \(walk.to.name)"
                lines.append(gutter + "┊ 🚶 \(what) · \(walk.minutes) min")
                if let transfer = live?.transfers.first(where: { $0.fromRide == rideIndex }) {
                    lines.append(gutter + "┊ " + LiveCard.transferMark(transfer) + LiveText.transfer(transfer))
                }
            }
        }
        lines.append("")
        let failing = rides.filter { $0.validation.status != .match }.count
        // A time beside a stop that no ride explains keeps the trip from matching (JSON's
        // all_match is false), so the card must not say that every time matches.
        let unexplained = trip.unexplained.filter(\.failsMatch)
        if failing > 0 {
            lines.append("\(failing) of \(rides.count) rides do not match the schedule.")
        } else if unexplained.isEmpty {
            lines.append("Every time matches the schedule.")
        } else {
            let shown = unexplained.map(\.description).joined(separator: ", ")
            lines.append("Every ride's times match the schedule, but no ride explains the page's \(shown).")
        }
        if let live { lines += LiveCard.trailer(live) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "1 h 8 min", "50 min".
    package static func duration(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    package static func dateSourceText(_ source: ServiceDateSource) -> String {
        switch source {
        case .page: "date shown on the page"
        case .option: "date from --date"
        case .assumed: "date assumed, not shown: the nearest day this trip runs"
        case .yearAssumed: "day shown on the page, year assumed: the nearest year this trip runs on it"
        }
    }

    /// MI ▸ 🚶 2 min ▸ 21
    static func strip(_ trip: ResolvedTrip, _ options: Options) -> String {
        trip.legs.map { leg in
            switch leg {
            case .ride(let ride): badge(ride, options)
            case .walk(let walk): "🚶 \(walk.minutes) min"
            }
        }.joined(separator: " ▸ ")
    }

    /// The route's code on its own colours; plain brackets without colour.
    static func badge(_ ride: ResolvedRide, _ options: Options) -> String {
        let code = ride.route.shortName.isEmpty ? ride.shownRouteCode : ride.route.shortName
        guard options.color, let background = ride.route.color.flatMap(TripCardText.rgb) else { return "[\(code)]" }
        let foreground = ride.route.textColor.flatMap(TripCardText.rgb) ?? TripCardText.readableText(on: background)
        return "\u{1B}[1;48;2;\(background.0);\(background.1);\(background.2)m"
            + "\u{1B}[38;2;\(foreground.0);\(foreground.1);\(foreground.2)m \(code) \u{1B}[0m"
    }

    static func bold(_ text: String, _ options: Options) -> String {
        options.color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    static func dim(_ text: String, _ options: Options) -> String {
        options.color && !text.isEmpty ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }
}
