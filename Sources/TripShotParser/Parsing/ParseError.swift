import TripShotPageText

/// Why a page could not be read as an itinerary. Each case names what is missing and where on the
/// page it was expected, so the message can point at the screenshot; `tripshot parse` maps each case
/// to its own exit code (90-99).
public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No "Depart:"/"Arrive:" label anywhere: not an itinerary page (or an unreadable one).
    case noItinerary(pageWidth: Int, pageHeight: Int, lineCount: Int)
    /// A "Depart:" with no "Arrive:" below it before the next "Depart:" or the end of the page.
    case departWithoutArrive(label: Box, stop: String?, nextDepart: Box?)
    /// An "Arrive:" with no "Depart:" above it.
    case arriveWithoutDepart(label: Box, stop: String?)
    /// A "Depart:"/"Arrive:" label with no readable time under it.
    case missingTime(label: String, box: Box)
    /// A "Depart:"/"Arrive:" label with no stop name beside it in the left column.
    case missingStopName(label: String, box: Box)
    /// A Depart/Arrive pair with no route line ("CODE - Destination") between them.
    case missingRouteLine(from: String, to: String, between: Box)

    /// One sentence for the user, with the page region when there is one.
    public var description: String {
        switch self {
        case .noItinerary(let width, let height, let count):
            return "no itinerary on this page: none of its \(count) text lines is a 'Depart:' or 'Arrive:' label"
                + " (page \(width)x\(height))"
        case .departWithoutArrive(let label, let stop, let next):
            let name = stop.map { " ('\($0)')" } ?? ""
            let until = next.map { "before the next 'Depart:' at \($0)" } ?? "below it"
            return "the 'Depart:' at \(label)\(name) has no 'Arrive:' \(until)"
        case .arriveWithoutDepart(let label, let stop):
            let name = stop.map { " ('\($0)')" } ?? ""
            return "the 'Arrive:' at \(label)\(name) has no 'Depart:' above it"
        case .missingTime(let label, let box):
            return "the '\(label)' at \(box) has no time under it"
        case .missingStopName(let label, let box):
            return "the '\(label)' at \(box) has no stop name beside it in the left column"
        case .missingRouteLine(let from, let to, let between):
            return "the ride from '\(from)' to '\(to)' has no route line ('CODE - Destination') in \(between)"
        }
    }

    /// The page region the message points at.
    public var box: Box? {
        switch self {
        case .noItinerary: return nil
        case .departWithoutArrive(let label, _, _), .arriveWithoutDepart(let label, _): return label
        case .missingTime(_, let box), .missingStopName(_, let box): return box
        case .missingRouteLine(_, _, let between): return between
        }
    }
}
