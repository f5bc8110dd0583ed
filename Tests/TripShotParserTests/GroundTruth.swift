import Foundation
import Testing

/// A fixture screenshot's ground truth (the JSON beside each PNG): what the renderer drew.
/// GO files keep the itinerary under `itinerary`; real-feeds files keep `legs` and `date` at the top.
struct GroundTruth {
    struct Leg {
        var kind: String
        var ride: Ride?
    }

    struct Ride {
        var route, headsign, from, to, depart, arrive: String
        var stopsBetween: Int
    }

    /// A drawn element: its kind ("station", "route", ...), its text and its pixel box.
    struct Element {
        var kind, text: String
        var minX, minY, maxX, maxY: Int
    }

    var date: String
    var durationMinutes: Int
    var legs: [Leg]
    var elements: [Element]

    init(screen path: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let top = try #require(object as? [String: Any])
        let itinerary = (top["itinerary"] as? [String: Any]) ?? top
        date = try #require(itinerary["date"] as? String)
        elements = (top["boxes"] as? [[String: Any]] ?? []).compactMap { box in
            guard let kind = box["kind"] as? String, let text = box["text"] as? String,
                let bbox = box["bbox"] as? [Int], bbox.count == 4
            else { return nil }
            return Element(kind: kind, text: text, minX: bbox[0], minY: bbox[1], maxX: bbox[2], maxY: bbox[3])
        }
        durationMinutes = try #require((top["derived"] as? [String: Any])?["total_minutes"] as? Int)
        legs = try #require(itinerary["legs"] as? [[String: Any]]).map { leg in
            guard (leg["type"] as? String ?? "ride") == "ride" else { return Leg(kind: "walk", ride: nil) }
            let from = leg["from"] as? [String: Any], to = leg["to"] as? [String: Any]
            return Leg(
                kind: "ride",
                ride: Ride(
                    route: leg["route"] as? String ?? "", headsign: leg["headsign"] as? String ?? "",
                    from: from?["name"] as? String ?? "", to: to?["name"] as? String ?? "",
                    depart: leg["depart"] as? String ?? "", arrive: leg["arrive"] as? String ?? "",
                    stopsBetween: leg["stops_between"] as? Int ?? 0))
        }
    }
}
