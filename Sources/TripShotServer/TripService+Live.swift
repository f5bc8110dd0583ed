import Foundation
import HTTPServer
import TripShot
import TripShotLive
import TripShotRender
import TripShotTrip

/// The live routes (`serve --realtime`), on the trips `LiveTrips` holds for the page:
///
///     GET /api/live?trip=ID      the trip's live state as JSON: `html` (the page's live section),
///                                `realtime` (as `import --json --realtime`'s member, or null),
///                                `failures` (one per failing source), `refresh_seconds`
///     GET /api/calendar?trip=ID  the trip as an iCalendar file (text/calendar)
///
/// The page polls /api/live every `refresh_seconds` rather than holding a Server-Sent Events
/// stream: a stream would hold one of the server's connection slots (16 per client address) for
/// the whole ride and outlive the body deadline, while a poll is one short request answered from
/// the sources' shared cache, however many riders poll.
extension TripService {
    /// The element the page's script finds to start refreshing, with the calendar link.
    static func liveSlot(id: String, live: any TripLiveData) -> String {
        let realtime = live.hasRealtime
        return "<div class=\"live-slot\" data-live=\"\(id)\" data-refresh=\"\(live.refreshSeconds)\" data-realtime=\"\(realtime)\">"
            + "<p class=\"calendar\"><a href=\"/api/calendar?trip=\(id)\" download=\"trip.ics\">Add to calendar</a></p>"
            + (realtime ? "<div class=\"live-box\"><p class=\"muted\">Live data: asking…</p></div>" : "") + "</div>\n"
    }

    func liveRoute(_ request: HTTPRequest, live: any TripLiveData) -> HTTPResponse {
        guard let id = request.query["trip"], let entry = liveTrips.entry(id) else {
            return ErrorResponse(
                status: 404, code: "unknown_trip",
                message: "the server holds no such trip (it was restarted, or the trip is older than \(Int(liveTrips.lifetime / 3600)) h): "
                    + "send the screenshot again"
            ).response
        }
        if request.path == "/api/calendar" {
            guard let text = live.calendar(for: entry.trip, feed: entry.feed) else {
                return ErrorResponse(status: 500, code: "no_calendar", message: "the feed database does not give the agency's time zone").response
            }
            return HTTPResponse(
                status: 200, contentType: "text/calendar; charset=utf-8",
                headers: [("Content-Disposition", "attachment; filename=\"trip.ics\"")], text: text)
        }
        let state = live.live(for: entry.trip, feed: entry.feed, languages: Self.languages(request.headers["accept-language"]))
        return HTTPResponse(status: 200, contentType: "application/json", headers: [("Cache-Control", "no-store")], text: Self.liveJSON(state, live: live))
    }

    /// `{"refresh_seconds":…,"available":…,"html":…,"realtime":…,"failures":[…],"vehicles":[…]}`.
    static func liveJSON(_ state: LiveState, live: any TripLiveData) -> String {
        func quoted(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        let failures = state.failures.map { failure in
            "{\"source\":\(quoted(failure.source)),\"code\":\(quoted(failure.code)),\"exit_code\":\(failure.exitCode),\"message\":\(quoted(failure.message))}"
        }
        let vehicles: [String] = (state.report?.rides ?? []).enumerated().compactMap { index, ride in
            guard let vehicle = ride.vehicle else { return nil }
            return "{\"ride\":\(index),\"lat\":\(vehicle.latitude),\"lon\":\(vehicle.longitude),\"label\":\(quoted(LiveText.vehicle(vehicle)))}"
        }
        return "{\"refresh_seconds\":\(live.refreshSeconds),\"available\":\(state.report != nil),"
            + "\"html\":\(quoted(liveHTML(state))),\"realtime\":\(state.report.map(LiveJSON.render) ?? "null"),"
            + "\"failures\":[\(failures.joined(separator: ","))],\"vehicles\":[\(vehicles.joined(separator: ","))]}\n"
    }

    /// The live section, with each failing source's message; without a report, that live data is
    /// unavailable (the static trip above stays as it is).
    static func liveHTML(_ state: LiveState) -> String {
        let e = HTMLEscape.text
        let failures = state.failures.map {
            "<p class=\"live-failure\" data-code=\"\(e($0.code))\">\(e($0.source)): \(e($0.message))</p>"
        }.joined()
        guard let report = state.report else {
            return "<section class=\"live\" aria-label=\"Live data\"><h2>Live</h2>"
                + "<p class=\"unavailable\">Live data unavailable: the trip shown is the schedule.</p>\(failures)</section>"
        }
        return LiveHTML.render(report).replacingOccurrences(of: "</section>", with: failures + "</section>")
    }

    /// The reader's languages from Accept-Language ("fr-CA,fr;q=0.9,en;q=0.8" -> fr-CA, fr, en),
    /// in the order sent (browsers send them most wanted first).
    static func languages(_ header: String?) -> [String] {
        (header ?? "").split(separator: ",").compactMap { part in
            let tag = part.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return tag.isEmpty || tag == "*" || tag.count > 35 ? nil : tag
        }.prefix(8).map { $0 }
    }
}
