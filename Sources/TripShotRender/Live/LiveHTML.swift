import TripShotLive

/// The live section of the HTML page (`import --html --realtime`): the feed's age, each ride's
/// stops with scheduled and predicted times, each connection's verdict, and the alerts.
package enum LiveHTML {
    package static func render(_ live: LiveReport) -> String {
        let e = HTMLEscape.text
        let freshClass: String =
            switch live.freshness {
            case .live: "live"
            case .stale: "stale"
            case .undated: "undated"
            }
        var s = "<section class=\"live\" aria-label=\"Live data\"><h2>Live</h2>"
        s += "<p class=\"fresh \(freshClass)\">\(e(LiveText.freshness(live)))</p>"
        for (index, ride) in live.rides.enumerated() {
            switch ride.state {
            case .noUpdate:
                s += "<p class=\"noupdate\">Ride \(index + 1): no update in the realtime feed, the schedule only</p>"
            case .canceled:
                s += "<p class=\"canceled\">Ride \(index + 1): cancelled in the realtime feed</p>"
            case .updated:
                s += "<table class=\"stops\"><tbody>"
                for stop in ride.stops {
                    let delay = stop.departureDelay ?? stop.arrivalDelay
                    let css = stop.skipped ? "skipped" : (delay ?? 0) >= 30 ? "late" : (delay ?? 0) <= -30 ? "early" : ""
                    s += "<tr class=\"\(css)\"><td>\(e(stop.name))</td><td>\(e(LiveText.stop(stop)))</td></tr>"
                }
                s += "</tbody></table>"
            }
            if let vehicle = ride.vehicle { s += "<p class=\"vehicle\">\(e(LiveText.vehicle(vehicle)))</p>" }
            if let transfer = live.transfers.first(where: { $0.fromRide == index }) {
                s += "<p class=\"transfer \(transfer.verdict.rawValue)\">\(e(LiveText.transfer(transfer)))</p>"
            }
        }
        for alert in live.alerts {
            let lang = alert.language.map { " lang=\"\(e($0))\"" } ?? ""
            s += "<div class=\"alert\"\(lang)><b>\(e(alert.header ?? LiveText.enumWords(alert.effect)))</b>"
            s += " <span class=\"muted\">(\(e(alert.touches.joined(separator: ", "))))</span>"
            if let description = alert.description { s += "<p>\(e(description))</p>" }
            s += "</div>"
        }
        return s + "</section>"
    }
}
