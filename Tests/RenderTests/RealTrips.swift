import Foundation
import GTFSStore
import Itinerary
import PageText
import Resolver
import SQLiteDB
import TestSupport

/// Resolved trips from real data: a fixture screenshot's ground-truth itinerary (what the page
/// showed, as a perfect reader would parse it) resolved by the real resolver against its feed,
/// imported once per test run by the real importer.
final class RealTrips: @unchecked Sendable {
    static let shared = RealTrips()

    /// Screenshots whose trips the map tests draw: a train + walk + bus trip on the GO fixture,
    /// transfers on BART (lines sharing track), Cairns buses and the NYC subway, Amtrak's long
    /// distances, a frequency-based Mexico City Metro trip and a TriMet transfer.
    static let screens = [
        "go/go_example_mi_21__A_phone3x_light",
        "real-feeds/p02_bart_transfer",
        "real-feeds/p10_cairns_transfer",
        "real-feeds/p07_nyc_transfer",
        "real-feeds/p14_amtrak_transfer",
        "real-feeds/p11_cdmx_metro_freq",
        "real-feeds/p16_trimet_transfer",
    ]

    private let lock = NSLock()
    private var databases: [String: String] = [:]
    private let directory = try! TemporaryDirectory()

    struct Loaded {
        var trip: ResolvedTrip
        var context: [ContextRoute]
    }

    /// The screen's trip and the feed's other routes near it.
    func load(_ screen: String) throws -> Loaded {
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/screens/\(screen).json"))))
        // GO screens keep what was drawn under "itinerary", the real-feed screens at the top.
        guard let truth = json as? [String: Any], let expected = truth["expected"] as? [String: Any],
            let feed = expected["feed"] as? String,
            let legs = (truth["legs"] ?? (truth["itinerary"] as? [String: Any])?["legs"]) as? [[String: Any]]
        else { throw Failure("\(screen): unexpected ground-truth layout") }
        let feedPath = feed == "go-demo.zip" ? Fixtures.path("gtfs/go-fixture.zip") : Fixtures.path("Tests/Fixtures/feeds/\(feed)")
        let resolver = try Resolver(path: database(for: feedPath))
        let date = (expected["service_date"] as? String).flatMap(ShownDate.init(parsing:))
        let trip = try resolver.resolve(Self.itinerary(legs), date: date)
        return Loaded(trip: trip, context: try resolver.nearbyRoutes(near: trip))
    }

    private func database(for feed: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = databases[feed] { return known }
        let path = directory.path(URL(fileURLWithPath: feed).deletingPathExtension().lastPathComponent + ".sqlite")
        _ = try GTFSImporter.load(feed: feed, into: path)
        databases[feed] = path
        return path
    }

    static func itinerary(_ legs: [[String: Any]]) throws -> Itinerary {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        func clock(_ v: Any?) throws -> ClockTime {
            let parts = (v as? String)?.split(separator: ":").compactMap { Int($0) } ?? []
            guard parts.count == 2 else { throw Failure("bad time \(String(describing: v))") }
            return ClockTime(hour: parts[0], minute: parts[1])
        }
        var result: [Leg] = []
        for leg in legs {
            if leg["type"] as? String == "ride" {
                let from = (leg["from"] as? [String: Any])?["name"] as? String ?? ""
                let to = (leg["to"] as? [String: Any])?["name"] as? String ?? ""
                result.append(
                    .ride(
                        Ride(
                            routeCode: Located(leg["route"] as? String ?? "", box: box),
                            headsign: (leg["headsign"] as? String).map { Located($0, box: box) },
                            from: Located(from, box: box), to: Located(to, box: box),
                            departure: Located(try clock(leg["depart"]), box: box),
                            arrival: Located(try clock(leg["arrive"]), box: box),
                            stopsBetween: (leg["stops_between"] as? Int).map { Located($0, box: box) })))
            } else {
                result.append(.walk(Walk(box: box, note: leg["walk_text"] as? String)))
            }
        }
        return Itinerary(legs: result)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }
}
