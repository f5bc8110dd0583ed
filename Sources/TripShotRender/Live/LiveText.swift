import TripShotLive
import TripShotTrip

/// The words for live data, shared by the card, the JSON's sentences and the HTML page.
package enum LiveText {
    /// "+4 min", "−1 min", "on time" (under 30 s either way), "+45 s" for less than a minute's
    /// rounding.
    package static func delay(_ seconds: Int) -> String {
        if abs(seconds) < 30 { return "on time" }
        let minutes = Int((Double(abs(seconds)) / 60).rounded())
        return (seconds > 0 ? "+" : "−") + "\(minutes) min"
    }

    /// "live, feed 35 s old" / "STALE: feed 25 min old, not live" / "feed without a timestamp".
    package static func freshness(_ report: LiveReport) -> String {
        switch report.freshness {
        case .live(let age): "live, feed \(age) s old"
        case .stale(let age): "STALE: the feed is \(age >= 120 ? "\(age / 60) min" : "\(age) s") old, not live"
        case .undated: "the feed has no timestamp: its age is unknown, not live"
        }
    }

    /// One stop's live line: "18:25 → 18:29 (+4 min)", "skipped", "18:25 no prediction".
    package static func stop(_ stop: LiveStop) -> String {
        let scheduled = stop.scheduledDeparture ?? stop.scheduledArrival
        let clock = scheduled.map(TripCardText.clock) ?? "--:--"
        if stop.skipped { return "\(clock) SKIPPED: the vehicle does not stop here" }
        guard let predicted = stop.predictedDeparture ?? stop.predictedArrival,
            let late = stop.departureDelay ?? stop.arrivalDelay
        else { return "\(clock) no prediction" }
        let how = stop.source == .stopUpdate ? "" : stop.source == .propagated ? ", carried from an earlier stop" : ", trip delay"
        return "\(clock) → \(TripCardText.clock(predicted)) (\(delay(late))\(how))"
    }

    /// "connection holds: 16 min to walk 99 m (about 2 min)", "connection at risk: 3 min to walk
    /// 99 m (about 2 min)", "connection broken: 1 min to walk 99 m (about 2 min)", or the reason.
    package static func transfer(_ transfer: LiveTransfer) -> String {
        let slack = minutes(transfer.slackSeconds)
        let walk =
            transfer.walkMeters == 0 && transfer.walkSeconds == 0
            ? "\(slack) to change" : "\(slack) to walk \(transfer.walkMeters) m (about \(minutes(transfer.walkSeconds)))"
        let basis = transfer.predicted ? "" : ", as scheduled: no prediction for either ride"
        switch transfer.verdict {
        case .holds: return "connection holds: \(walk)\(basis)"
        case .atRisk: return "connection at risk: \(walk)\(basis)"
        case .broken: return "connection broken: " + (transfer.reason ?? "\(walk)\(basis)")
        }
    }

    /// "vehicle Bus 10 stopped at Stop B, at 43.61, -79.41".
    package static func vehicle(_ vehicle: LiveVehicle) -> String {
        let at = vehicle.stopName.map { " \(enumWords(vehicle.status.rawValue)) \($0)," } ?? ""
        // Feeds send float32 degrees: five decimals (about a metre) say all they hold.
        func degrees(_ value: Double) -> Double { (value * 100_000).rounded() / 100_000 }
        return "vehicle \(vehicle.label ?? "")\(at) at \(degrees(vehicle.latitude)), \(degrees(vehicle.longitude))"
    }

    /// "SIGNIFICANT_DELAYS" -> "significant delays".
    package static func enumWords(_ name: String) -> String { name.lowercased().replacingOccurrences(of: "_", with: " ") }

    /// Whole minutes, rounded down (a rider is never promised time that is not there); a
    /// negative span says how far the next ride leaves before the arrival.
    static func minutes(_ seconds: Int) -> String {
        seconds < 0 ? "−\(minutes(-seconds))" : seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min"
    }
}
