import Foundation
import TripShotLive
import TripShotTrip

/// The trip card's live lines (`tripshot import --realtime`): kept apart so the schedule's card
/// reads the same as before when no realtime source is given.
enum LiveCard {
    /// Under a ride: its state, then every stop with scheduled and predicted time.
    static func rideLines(_ ride: LiveRide, stale: Bool) -> [String] {
        let prefix = stale ? "stale " : "live "
        var lines: [String] = []
        switch ride.state {
        case .noUpdate:
            lines.append(prefix + "· no update in the realtime feed for this trip: the schedule only")
        case .canceled:
            lines.append("✗ CANCELLED in the realtime feed")
        case .updated:
            for stop in ride.stops {
                lines.append(prefix + "· \(stop.name) \(LiveText.stop(stop))")
            }
        }
        if let vehicle = ride.vehicle { lines.append(prefix + "· " + LiveText.vehicle(vehicle)) }
        return lines
    }

    static func transferMark(_ transfer: LiveTransfer) -> String {
        switch transfer.verdict {
        case .holds: "✓ "
        case .atRisk: "⚠ "
        case .broken: "✗ "
        }
    }

    /// After the card: alerts touching the trip, and trips the feed added.
    static func trailer(_ live: LiveReport) -> [String] {
        var lines: [String] = []
        if !live.alerts.isEmpty {
            lines.append("")
            lines.append(live.alerts.count == 1 ? "1 alert:" : "\(live.alerts.count) alerts:")
            for alert in live.alerts {
                let effect = LiveText.enumWords(alert.effect)
                lines.append("⚠ \(alert.header ?? effect) (\(alert.touches.joined(separator: ", ")); \(effect))")
                if let description = alert.description, !description.isEmpty { lines.append("  \(description)") }
                let periods = alert.activePeriods.map { period in
                    "\(period.start.map(LiveCard.utc) ?? "…") – \(period.end.map(LiveCard.utc) ?? "…")"
                }
                lines.append(
                    "  " + (alert.activeDuringTrip ? "active during the trip" : "not active during the trip")
                        + (periods.isEmpty ? "" : ": " + periods.joined(separator: ", ")))
            }
        }
        for added in live.addedTrips {
            let at = added.stopName.map { name in " from \(name)" + (added.departure.map { " at \(TripCardText.clock($0))" } ?? "") } ?? ""
            lines.append("+ an added trip\(added.routeID.map { " on route \($0)" } ?? "")\(at) (\(added.tripID ?? "no trip id"))")
        }
        return lines
    }

    /// "2025-03-20T18:00:00Z".
    static func utc(_ seconds: Int64) -> String {
        ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
