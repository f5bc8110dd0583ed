import CommandLineSupport
import TripShotPageEvidence
import TripShotPageText

/// What `parse` without a feed can say of a page that is not GO's layout: the times, dates, counts
/// and route lines it holds, layout-free; which stops and which trip they are, the feed decides.
enum PageEvidenceReport {
    static func print(_ page: PageText, console: Console, tool: String) {
        let evidence = PageEvidence(page)
        guard !evidence.times.isEmpty else { return }
        var seen = ["times " + evidence.times.map { "\($0.time)" }.joined(separator: ", ")]
        if !evidence.dates.isEmpty {
            seen.append("dates " + evidence.dates.map { $0.readings.map(\.description).joined(separator: "/") }.joined(separator: ", "))
        }
        if !evidence.counts.isEmpty { seen.append("stop counts " + evidence.counts.map { "\($0.count)" }.joined(separator: ", ")) }
        if !evidence.routeLines.isEmpty {
            seen.append("route lines " + evidence.routeLines.map { "'\($0.codes.last ?? "")'" }.joined(separator: ", "))
        }
        console.err(
            "\(tool): note: the page may be another planner's (\(seen.joined(separator: "; "))): which stops and which"
                + " trip they are the feed decides; give --db FEED.sqlite\n")
    }
}
