import CalendarExport
import CommandLineSupport
import Foundation
import TripShotLive
import TripShotTrip

/// `tripshot import --realtime SOURCE... --ics FILE`: what follows the resolved trip. The
/// realtime sources are read after the trip is resolved; when one is unusable its message is
/// printed, the static trip is still shown, and the command ends with that source's exit code.
struct ImportLive {
    var realtime: [String]
    var ics: String?

    static func read(_ arguments: inout ArgumentCursor) throws(UsageError) -> ImportLive {
        ImportLive(realtime: try arguments.options("--realtime"), ics: try arguments.option("--ics"))
    }

    var isEmpty: Bool { realtime.isEmpty && ics == nil }

    /// The realtime report (nil without `--realtime` or when no source was usable) and the exit
    /// code of the sources that failed (`exitCode(of:)`).
    struct Outcome {
        var report: LiveReport?
        var failure: ExitCode?
        var facts: LiveFeedFacts?
    }

    /// `dbOption` is `--db`; without it, the bundled feed's cache database (already made).
    func prepare(
        trip: ResolvedTrip, dbOption: String?, console: Console, tool: String,
        environment: [String: String] = ProcessInfo.processInfo.environment, now: Int64 = Int64(Date().timeIntervalSince1970)
    ) throws(ExitCode) -> Outcome {
        guard !isEmpty else { return Outcome() }
        let databasePath: String
        if let dbOption {
            databasePath = dbOption
        } else {
            databasePath = try FeedLocator.cachedFixtureDatabase(console: console, tool: tool, environment: environment)
        }
        let facts: LiveFeedFacts
        do {
            facts = try LiveFeedFacts(path: databasePath, trip: trip)
        } catch {
            console.error("cannot read the agency and stop times for live data: \(error)", tool: tool)
            return Outcome(failure: realtime.isEmpty ? .calendarWriteFailed : .realtimeUnreadable)
        }
        guard !realtime.isEmpty else { return Outcome(facts: facts) }
        var feeds: [RealtimeFeed] = []
        var failures: [ExitCode] = []
        for source in realtime {
            do {
                feeds.append(try RealtimeSource(source: source).load(facts: facts, now: now))
            } catch {
                // Each source's failure on its own line with its own code: with several sources,
                // which one failed and why is what the operator has to mend.
                console.error(realtime.count > 1 ? "\(error.message) (exit \(error.code.rawValue))" : error.message, tool: tool)
                failures.append(error.code)
            }
        }
        let failure = Self.exitCode(of: failures)
        guard let feed = RealtimeFeed.merged(feeds) else {
            console.warning("live data unavailable: the trip below is the schedule only", tool: tool)
            return Outcome(failure: failure, facts: facts)
        }
        let context = LiveContext(
            timeZone: facts.timeZone, rides: facts.rides, agencyIDs: facts.agencyIDs,
            languages: Self.languages(environment) + (facts.agencyLanguage.map { [$0] } ?? []))
        let report = LiveMatcher.report(for: trip, feed: feed, context: context, now: now)
        switch report.freshness {
        case .live: break
        case .stale(let age):
            console.warning("the realtime feed is \(age / 60) min \(age % 60) s old (stale after \(FeedFreshness.staleAfterSeconds) s): its predictions are not live", tool: tool)
        case .undated:
            console.warning("the realtime feed carries no timestamp: its age is unknown, its predictions are not shown as live", tool: tool)
        }
        if feed.differential {
            console.warning("the realtime feed is DIFFERENTIAL, which the reference leaves unspecified; read as a full dataset", tool: tool)
        }
        return Outcome(report: report, failure: failure, facts: facts)
    }

    /// The exit code of the sources that failed: their code when they share one, else
    /// `realtimeSeveralFailures` (each was printed with its own).
    static func exitCode(of failures: [ExitCode]) -> ExitCode? {
        guard let first = failures.first else { return nil }
        return failures.allSatisfy { $0 == first } ? first : .realtimeSeveralFailures
    }

    /// Writes `--ics FILE`; the exit code when it cannot.
    func writeCalendar(trip: ResolvedTrip, facts: LiveFeedFacts?, console: Console, tool: String) -> ExitCode? {
        guard let ics else { return nil }
        guard let facts else { return .calendarWriteFailed }
        let text = Self.calendar(trip, facts: facts)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: ics), options: .atomic)
            return nil
        } catch {
            console.error("cannot write the calendar \(ics): \(error.localizedDescription)", tool: tool)
            return .calendarWriteFailed
        }
    }

    /// The trip as an iCalendar file, in its agency's zone (`--ics`, and `serve`'s "Add to calendar").
    static func calendar(_ trip: ResolvedTrip, facts: LiveFeedFacts) -> String {
        TripCalendar.render(trip, agency: TripCalendar.Agency(name: facts.agencyName, timeZone: facts.timeZone))
    }

    /// The reader's languages from the POSIX locale variables ("fr_CA.UTF-8" -> "fr-CA"), in
    /// POSIX's order of precedence; LANGUAGE's list first when set.
    static func languages(_ environment: [String: String]) -> [String] {
        var found: [String] = []
        func add(_ locale: String) {
            let name = locale.split(separator: ".").first.map(String.init) ?? locale
            guard !name.isEmpty, name != "C", name != "POSIX" else { return }
            let tag = name.split(separator: "@").first.map(String.init)?.replacingOccurrences(of: "_", with: "-") ?? name
            if !found.contains(tag) { found.append(tag) }
        }
        for entry in (environment["LANGUAGE"] ?? "").split(separator: ":") { add(String(entry)) }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] { if let value = environment[key], !value.isEmpty { add(value) } }
        return found
    }
}
