import TripShotParser
import TripShotTrip

/// The trip card beside the map, read like a transit app's: total time, line badges, and a
/// timeline of every leg with the screenshot's times and the verdict on them.
enum HTMLCard {
    static func render(_ trip: ResolvedTrip) -> String {
        let e = HTMLEscape.text
        var s = "<section class=\"card\" aria-label=\"Trip\">"
        s += "<h1>Your trip</h1>"
        let sourceNote: String
        switch trip.serviceDateSource {
        case .page: sourceNote = ""
        case .option: sourceNote = " <span class=\"muted\">(--date)</span>"
        case .assumed: sourceNote = " <span class=\"muted\">(assumed, not shown: the nearest day the rides run)</span>"
        case .yearAssumed: sourceNote = " <span class=\"muted\">(year assumed, not shown: the nearest year the rides run that day)</span>"
        }
        s += "<p class=\"when\">\(e(longDate(trip.departureDate)))\(sourceNote)</p>"
        let from = GoMode.origin(of: trip) ?? "", to = GoMode.destination(of: trip) ?? ""
        let rides = trip.legs.compactMap { if case .ride(let r) = $0 { r } else { nil } }
        let transfers = max(rides.count - 1, 0)
        s += "<p class=\"total\"><b id=\"total\">\(GoMode.formatDuration(trip.totalMinutes))</b>"
        if let shown = trip.shownDurationMinutes, shown != trip.totalMinutes {
            s += " <span class=\"muted\">(page says \(GoMode.formatDuration(shown)))</span>"
        }
        s += " · \(transfers) \(transfers == 1 ? "transfer" : "transfers")</p>"
        s += "<p class=\"route\">\(e(from)) to \(e(to))</p>"
        s += "<div class=\"badges\">"
        for (i, leg) in trip.legs.enumerated() {
            if i > 0 { s += "<span class=\"chev\">›</span>" }
            switch leg {
            case .ride(let ride): s += badge(ride)
            case .walk(let walk): s += "<span class=\"walkbadge\" title=\"walk\">\(walkGlyph) \(walk.minutes)</span>"
            }
        }
        s += "</div>"
        s += trip.allMatch
            ? "<p class=\"verdict match\">✓ Every shown time matches the schedule</p>"
            : "<p class=\"verdict mismatch\">⚠ Not every shown time matches the schedule</p>"
        s += "<ol class=\"timeline\">"
        for (i, leg) in trip.legs.enumerated() {
            switch leg {
            case .ride(let ride): s += rideItem(ride, index: i)
            case .walk(let walk): s += walkItem(walk, index: i)
            }
        }
        s += "</ol></section>"
        return s
    }

    static let walkGlyph = "<svg class=\"glyph\" viewBox=\"0 0 24 24\"><use href=\"#i-walker\"/></svg>"

    static func badge(_ ride: ResolvedRide) -> String {
        let bg = MapColors.routeColor(ride.route), fg = MapColors.textColor(ride.route)
        let icon = GoMode.icon(for: ride.mode).rawValue
        return "<span class=\"badge\" style=\"background:\(bg);color:\(fg)\"><svg class=\"glyph\" viewBox=\"0 0 24 24\">"
            + "<use href=\"#i-\(icon)\"/></svg>\(HTMLEscape.text(GoMode.lineCode(ride)))</span>"
    }

    static func rideItem(_ ride: ResolvedRide, index: Int) -> String {
        let e = HTMLEscape.text
        let color = MapColors.lineColor(ride.route)
        var s = "<li class=\"leg ride\" data-leg=\"\(index)\" style=\"--c:\(color)\">"
        s += "<div class=\"stop\"><time>\(ride.shownDeparture)</time><b>\(e(ride.from.name))</b></div>"
        s += "<div class=\"body\"><div class=\"line\">\(badge(ride))"
        if !ride.headsign.isEmpty { s += " <span>towards \(e(ride.headsign))</span>" }
        s += "</div>"
        s += verdict(ride.validation)
        let between = Array(ride.between)
        if !between.isEmpty {
            s += "<details><summary>\(between.count) \(between.count == 1 ? "stop" : "stops") in between</summary><ol class=\"between\">"
            for call in between {
                let t = (call.departureSeconds ?? call.arrivalSeconds).map(clock) ?? ""
                s += "<li><time>\(t)</time>\(e(call.name))</li>"
            }
            s += "</ol></details>"
        }
        s += "</div>"
        s += "<div class=\"stop\"><time>\(ride.shownArrival)</time><b>\(e(ride.to.name))</b></div></li>"
        return s
    }

    static func walkItem(_ walk: ResolvedWalk, index: Int) -> String {
        let e = HTMLEscape.text
        var s = "<li class=\"leg walk\" data-leg=\"\(index)\"><div class=\"body\">\(walkGlyph) "
        if walk.isChangeAtStop {
            s += "<b>Change at \(e(walk.to.name))</b>"
            if walk.minutes > 0 { s += " · \(walk.minutes) min" }
            if walk.distanceMeters > 0 { s += " · \(GoMode.formatDistance(walk.distanceMeters))" }
        } else {
            s += "<b>Walk \(GoMode.formatDistance(walk.distanceMeters))</b> · \(walk.minutes) min"
            s += " <span class=\"muted\">to \(e(walk.to.name))</span>"
        }
        s += " <span class=\"muted\">(\(e(walk.source)))</span></div></li>"
        return s
    }

    static func verdict(_ v: Validation) -> String {
        let e = HTMLEscape.text
        var s: String
        switch v.status {
        case .match: s = "<div class=\"verdict match\">✓ Matches the schedule"
        case .mismatch: s = "<div class=\"verdict mismatch\">⚠ Differs from the schedule"
        case .noSuchTrip: s = "<div class=\"verdict nosuch\">✗ No such trip in the feed"
        }
        let details = ValidationText.sentences(for: v), nearest = ValidationText.nearest(for: v)
        if !details.isEmpty {
            s += "<ul>" + details.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        }
        if !nearest.isEmpty {
            s += "<p class=\"muted\">Nearest trips: \(nearest.map(e).joined(separator: ", "))</p>"
        }
        return s + "</div>"
    }

    /// "18:35" from service-day seconds (past midnight wraps to the clock).
    static func clock(_ seconds: Int) -> String {
        let minutes = (seconds / 60) % (24 * 60)
        return ClockTime(hour: minutes / 60, minute: minutes % 60).description
    }

    /// "Monday, March 17, 2025".
    static func longDate(_ d: ShownDate) -> String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        guard (1...12).contains(d.month) else { return d.description }
        return "\(days[weekday(d)]), \(months[d.month - 1]) \(d.day), \(d.year)"
    }

    /// 0 = Sunday, by Sakamoto's method.
    static func weekday(_ d: ShownDate) -> Int {
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = d.month < 3 ? d.year - 1 : d.year
        return (y + y / 4 - y / 100 + y / 400 + t[d.month - 1] + d.day) % 7
    }
}
