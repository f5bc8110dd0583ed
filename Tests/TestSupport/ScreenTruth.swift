import Foundation
import TripShotPageText
import TripShotParser

/// A screenshot's ground-truth JSON (written by the screenshot generator beside each image): what
/// the page showed, turned into the `Itinerary` a perfect OCR and parser would produce, and what
/// the feed says the trip is. Lets the resolver be tested without OCR.
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

    public static func load(_ path: String) throws -> ScreenTruth {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ScreenTruthError.malformed(path)
        }
        // GO files nest the drawn itinerary under "itinerary"; the real-feed files keep it at the top.
        let drawn = json["itinerary"] as? [String: Any] ?? json
        guard let expected = json["expected"] as? [String: Any], let legs = drawn["legs"] as? [[String: Any]],
            let expectedLegs = expected["legs"] as? [[String: Any]]
        else { throw ScreenTruthError.malformed(path) }
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        var itineraryLegs: [Leg] = []
        for leg in legs {
            if leg["type"] as? String == "ride" {
                let from = (leg["from"] as? [String: Any])?["name"] as? String ?? ""
                let to = (leg["to"] as? [String: Any])?["name"] as? String ?? ""
                itineraryLegs.append(
                    .ride(
                        Ride(
                            routeCode: Located(leg["route"] as? String ?? "", box: box),
                            headsign: (leg["headsign"] as? String).map { Located($0, box: box) },
                            from: Located(from, box: box), to: Located(to, box: box),
                            departure: Located(clock(leg["depart"]), box: box),
                            arrival: Located(clock(leg["arrive"]), box: box),
                            stopsBetween: (leg["stops_between"] as? Int).map { Located($0, box: box) })))
            } else {
                itineraryLegs.append(.walk(Walk(box: box, note: leg["walk_text"] as? String)))
            }
        }
        let date = (drawn["date"] as? String).flatMap(parseDate).map { Located($0, box: box) }
        var rides: [ExpectedRide] = []
        var walks: [ExpectedWalk] = []
        for leg in expectedLegs {
            if leg["type"] as? String == "ride" {
                rides.append(
                    ExpectedRide(
                        routeID: leg["route_id"] as? String ?? "", tripID: leg["trip_id"] as? String ?? "",
                        acceptableTripIDs: leg["acceptable_trip_ids"] as? [String] ?? [],
                        alternativeStops: alternativeStops(leg["alternatives"]),
                        fromStopID: leg["from_stop_id"] as? String ?? "", toStopID: leg["to_stop_id"] as? String ?? "",
                        betweenStopIDs: leg["between_stop_ids"] as? [String] ?? [],
                        departureSeconds: leg["departure_s"] as? Int ?? -1, arrivalSeconds: leg["arrival_s"] as? Int ?? -1))
            } else {
                walks.append(
                    ExpectedWalk(
                        fromStopID: leg["from_stop_id"] as? String ?? "", toStopID: leg["to_stop_id"] as? String ?? ""))
            }
        }
        return ScreenTruth(
            name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
            itinerary: Itinerary(date: date, legs: itineraryLegs), feedFile: expected["feed"] as? String ?? "",
            serviceDate: expected["service_date"] as? String ?? "", rides: rides, walks: walks,
            shownDurationMinutes: (json["derived"] as? [String: Any])?["total_minutes"] as? Int)
    }

    private static func alternativeStops(_ value: Any?) -> [String: [String]] {
        var stops: [String: [String]] = [:]
        for alternative in value as? [[String: Any]] ?? [] {
            guard let trip = alternative["trip_id"] as? String, let from = alternative["from_stop_id"] as? String,
                let to = alternative["to_stop_id"] as? String
            else { continue }
            stops[trip] = [from, to]
        }
        return stops
    }

    private static func clock(_ value: Any?) -> ClockTime {
        let parts = (value as? String ?? "0:0").split(separator: ":").compactMap { Int($0) }
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
