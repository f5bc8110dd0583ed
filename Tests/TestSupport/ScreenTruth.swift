import Foundation
import TripShotPageText
import TripShotParser

/// A screenshot's ground truth (`GroundTruth`) turned into the `Itinerary` a perfect OCR and parser
/// would produce, and what the feed says the trip is. Lets the resolver be tested without OCR.
public struct ScreenTruth: CustomStringConvertible, Sendable {
    public struct ExpectedRide: Sendable {
        public var routeID: String
        /// The trip the screenshot was drawn from.
        public var tripID: String
        public var acceptableTripIDs: [String]
        /// Each acceptable trip's own boarding and alighting stop ids (another platform of the same
        /// station may serve the same times).
        public var alternativeStops: [String: [String]]
        public var fromStopID: String
        public var toStopID: String
        public var betweenStopIDs: [String]
        public var departureSeconds: Int
        public var arrivalSeconds: Int
    }

    public struct ExpectedWalk: Sendable {
        public var fromStopID: String
        public var toStopID: String
    }

    public var name: String
    public var itinerary: Itinerary
    public var feedFile: String
    public var serviceDate: String
    public var rides: [ExpectedRide]
    public var walks: [ExpectedWalk]
    /// The duration the page shows (`derived.total_minutes`), when the ground truth has it.
    public var shownDurationMinutes: Int?
    /// The day the screenshot was taken, counted from for a day the page does not pin (a chain's
    /// `today`): the truth's `today`, else the travel day drawn (a page without a date, or without
    /// its year, is taken on it: planners leave them out for today's trip), else its service day.
    public var today: ShownDate?

    public var description: String { name }

    /// Every ground truth committed under Tests/Fixtures/screens.
    public static func all() throws -> [ScreenTruth] {
        var found: [ScreenTruth] = []
        for folder in ["go", "real-feeds"] {
            let directory = Fixtures.path("Tests/Fixtures/screens/\(folder)")
            for file in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() where file.hasSuffix(".json") {
                found.append(try load(directory + "/" + file))
            }
        }
        return found
    }

    public static func named(_ name: String) throws -> ScreenTruth {
        guard let truth = try all().first(where: { $0.name == name }) else { throw ScreenTruthError.missing(name) }
        return truth
    }

    public enum ScreenTruthError: Error { case missing(String), malformed(String) }

    /// The ground truth at `path`, which must say what the feed expects.
    public static func load(_ path: String) throws -> ScreenTruth {
        let truth = try GroundTruth.load(path)
        guard let expected = truth.expected else { throw ScreenTruthError.malformed(path) }
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let legs: [Leg] = truth.drawn.legs.map { leg in
            guard leg.isRide else { return .walk(Walk(box: box, note: leg.walkText)) }
            return .ride(
                Ride(
                    routeCode: Located(leg.route ?? "", box: box), headsign: leg.headsign.map { Located($0, box: box) },
                    from: Located(leg.from?.name ?? "", box: box), to: Located(leg.to?.name ?? "", box: box),
                    departure: Located(clock(leg.depart), box: box), arrival: Located(clock(leg.arrive), box: box),
                    stopsBetween: leg.stopsBetween.map { Located($0, box: box) }))
        }
        let date = truth.drawn.date.flatMap(parseDate).map { Located($0, box: box) }
        return ScreenTruth(
            name: truth.name, itinerary: Itinerary(date: date, legs: legs), feedFile: expected.feed,
            serviceDate: expected.serviceDate,
            rides: expected.legs.filter(\.isRide).map { leg in
                ExpectedRide(
                    routeID: leg.routeID ?? "", tripID: leg.tripID ?? "", acceptableTripIDs: leg.acceptableTripIDs ?? [],
                    alternativeStops: Dictionary(
                        (leg.alternatives ?? []).map { ($0.tripID, [$0.fromStopID, $0.toStopID]) }, uniquingKeysWith: { _, last in last }),
                    fromStopID: leg.fromStopID ?? "", toStopID: leg.toStopID ?? "", betweenStopIDs: leg.betweenStopIDs ?? [],
                    departureSeconds: leg.departureSeconds ?? -1, arrivalSeconds: leg.arrivalSeconds ?? -1)
            },
            walks: expected.legs.filter { !$0.isRide }.map {
                ExpectedWalk(fromStopID: $0.fromStopID ?? "", toStopID: $0.toStopID ?? "")
            },
            shownDurationMinutes: truth.durationMinutes,
            today: parseDate(expected.today ?? expected.shownDate ?? expected.serviceDate))
    }

    private static func clock(_ text: String?) -> ClockTime {
        let parts = (text ?? "0:0").split(separator: ":").compactMap { Int($0) }
        return ClockTime(hour: parts.first ?? 0, minute: parts.count > 1 ? parts[1] : 0)
    }

    private static func parseDate(_ text: String) -> ShownDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return ShownDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// The committed feed zip this screenshot was made from: the GO fixture or Tests/Fixtures/feeds.
    public var feedPath: String {
        feedFile.hasPrefix("go-")
            ? Fixtures.path("gtfs/go-fixture.zip") : Fixtures.path("Tests/Fixtures/feeds/\(feedFile)")
    }
}
