import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Why a screenshot did not become a trip, by the step of ``TripChain`` that failed. Each face of
/// the chain maps these to its own answer: the commands to exit codes (80-89 reading, 90-99
/// parsing, 100-109 the feed and resolving), `serve` to HTTP statuses, an app to its own alert.
public enum TripShotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screenshot could not be read into text; `source` names it in the message ("standard
    /// input", a path, "the upload").
    case screenshot(OCRError, source: String)
    /// A JSON screenshot that is not recognised lines in the PageText format.
    case linesJSON(String)
    /// The text read is not an itinerary, or a leg of it is incomplete.
    case itinerary(ParseError)
    /// The feed database could not be opened as one `gtfs-load` wrote.
    case feed(ResolveError)
    /// The itinerary could not be resolved against the feed at all (a ride that merely matches no
    /// trip is not an error: it resolves with a `no_such_trip` verdict).
    case resolve(ResolveError)
    /// A page of another planner that the feed could not decode into one trip (`PlannerDecoder`):
    /// not one trip, none of the feed's trips explains it, or two explain it equally.
    case decode(DecodeError)

    /// What was wrong, in one sentence that names the input, never how the program is built: what
    /// the commands print after their name and the server sends as its error's message.
    public var message: String {
        switch self {
        case .screenshot(let error, let source):
            switch error {
            case .unreadable, .missingLanguageData, .unusableLanguageData: return error.description
            default: return "\(source): \(error.description)"
            }
        case .linesJSON(let message): return message
        case .itinerary(let error): return error.description
        case .feed(let error), .resolve(let error): return error.description
        case .decode(let error): return error.description
        }
    }

    /// The message after the step that failed, for an app that shows it with nothing around it.
    public var description: String {
        switch self {
        case .screenshot: "screenshot: \(message)"
        case .linesJSON: "recognised lines: \(message)"
        case .itinerary: "not an itinerary: \(message)"
        case .feed: "feed database: \(message)"
        case .resolve: "not in the feed: \(message)"
        case .decode: "not decoded by the feed: \(message)"
        }
    }
}
