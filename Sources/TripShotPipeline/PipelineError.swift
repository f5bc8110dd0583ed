import Itinerary
import OCR
import PlannerDecoder
import Resolver
import TripModel

/// Why a screenshot did not become a trip, by the stage that failed. Each face of the chain maps
/// these to its own answer: `import`/`validate`/`parse`/`ocr` to exit codes (80-89 reading, 90-99
/// parsing, 100-109 resolving), `serve` to HTTP statuses. The description is the message a user
/// reads: it names what was wrong, never how the program is built.
public enum PipelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screenshot could not be read into text; `source` names it in the message ("standard
    /// input", a path, "the upload").
    case screenshot(OCRError, source: String)
    /// A JSON screenshot that is not recognised lines in the PageText format.
    case pageTextJSON(String)
    /// The text read is not an itinerary, or a leg of it is incomplete.
    case itinerary(ParseError)
    /// The itinerary could not be resolved against the feed at all (a ride that merely matches no
    /// trip is not an error: it resolves with a `no_such_trip` verdict).
    case resolve(ResolveError)
    /// A page of another planner that the feed could not decode into one trip (`PlannerDecoder`).
    case decode(DecodeError)

    public var description: String {
        switch self {
        case .screenshot(let error, let source):
            switch error {
            case .unreadable, .missingLanguageData, .unusableLanguageData: return error.description
            default: return "\(source): \(error.description)"
            }
        case .pageTextJSON(let message): return message
        case .itinerary(let error): return error.description
        case .resolve(let error): return error.description
        case .decode(let error): return error.description
        }
    }
}
