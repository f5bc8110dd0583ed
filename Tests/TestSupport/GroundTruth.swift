import Foundation

/// A screenshot's ground-truth JSON (the file the screenshot generator writes beside each image),
/// read once for every Swift test, as `tools/lib/corpuslib/ground_truth.py` reads it for the Python
/// tools. The files come in three shapes: GO's (Tests/Fixtures/screens/go, screens/ocr) keep the
/// drawn itinerary under `itinerary`; the real-feeds files and the generated corpora keep its `date`
/// and `legs` at the top. What some files lack is optional here (a test requires what it checks);
/// what a file has must have its type, or the file does not read.
public struct GroundTruth: Decodable, Sendable {
    /// What the page drew: its date (none on some planners' pages) and its legs.
    public struct Drawn: Decodable, Sendable {
        public var date: String?
        public var legs: [DrawnLeg]
    }

    /// A drawn leg: a ride with its route line, stops and times, or a transfer with its walk text.
    public struct DrawnLeg: Decodable, Sendable {
        public struct Stop: Decodable, Sendable {
            public var name: String
        }

        /// "ride" or "transfer".
        public var type: String
        public var route, headsign, depart, arrive: String?
        public var from, to: Stop?
        public var stopsBetween: Int?
        public var walkText: String?

        public var isRide: Bool { type == "ride" }

        enum CodingKeys: String, CodingKey {
            case type, route, headsign, depart, arrive, from, to
            case stopsBetween = "stops_between", walkText = "walk_text"
        }
    }

    /// A drawn element: its kind ("station", "route", "label", ...), its text and its pixel box.
    public struct Box: Decodable, Sendable {
        public var kind: String
        public var text: String
        /// left, top, right, bottom in image pixels.
        public var bbox: [Int]

        public var minX: Int { bbox[0] }
        public var minY: Int { bbox[1] }
        public var maxX: Int { bbox[2] }
        public var maxY: Int { bbox[3] }

        enum CodingKeys: String, CodingKey { case kind, text, bbox }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            text = try container.decode(String.self, forKey: .text)
            bbox = try container.decode([Int].self, forKey: .bbox)
            guard bbox.count == 4 else {
                throw DecodingError.dataCorruptedError(forKey: .bbox, in: container, debugDescription: "a box has four sides")
            }
        }
    }

    /// What the feed says the trip is.
    public struct Expected: Decodable, Sendable {
        /// The feed zip's name: "go-demo.zip" (the GO fixture) or a file of Tests/Fixtures/feeds.
        public var feed: String
        public var serviceDate: String
        /// The travel day drawn (a ride after midnight travels the day after its service day).
        public var shownDate: String?
        /// The day the screenshot was taken, which tripshot counts an undated page from
        /// (`--today`): make-corpus records it for a page drawn without a date.
        public var today: String?
        public var legs: [ExpectedLeg]

        enum CodingKeys: String, CodingKey {
            case feed, legs, today
            case serviceDate = "service_date"
            case shownDate = "shown_date"
        }
    }

    /// An expected leg: a ride's trip and stops, or a transfer's stops.
    public struct ExpectedLeg: Decodable, Sendable {
        /// Another trip the page fits as well, with its own boarding and alighting stops.
        public struct Alternative: Decodable, Sendable {
            public var tripID, fromStopID, toStopID: String

            enum CodingKeys: String, CodingKey {
                case tripID = "trip_id", fromStopID = "from_stop_id", toStopID = "to_stop_id"
            }
        }

        /// "ride" or "transfer".
        public var type: String
        public var routeID, tripID: String?
        public var acceptableTripIDs: [String]?
        public var alternatives: [Alternative]?
        public var fromStopID, toStopID: String?
        public var betweenStopIDs: [String]?
        public var departureSeconds, arrivalSeconds: Int?

        public var isRide: Bool { type == "ride" }

        enum CodingKeys: String, CodingKey {
            case type, alternatives
            case routeID = "route_id", tripID = "trip_id", acceptableTripIDs = "acceptable_trip_ids"
            case fromStopID = "from_stop_id", toStopID = "to_stop_id", betweenStopIDs = "between_stop_ids"
            case departureSeconds = "departure_s", arrivalSeconds = "arrival_s"
        }
    }

    /// The file's name without its extension ("go_example_mi_21__A_phone3x_light").
    public var name: String
    public var drawn: Drawn
    /// The duration the page shows (`derived.total_minutes`).
    public var durationMinutes: Int?
    /// Width and height in pixels.
    public var imageSize: [Int]?
    public var boxes: [Box]?
    public var expected: Expected?

    /// The ground truth at `path`.
    public static func load(_ path: String) throws -> GroundTruth {
        let url = URL(fileURLWithPath: path)
        var truth = try JSONDecoder().decode(GroundTruth.self, from: Data(contentsOf: url))
        truth.name = url.deletingPathExtension().lastPathComponent
        return truth
    }

    /// The ground truth beside a committed screenshot, given by its path from the repository's root.
    public static func load(besideImage relativePath: String) throws -> GroundTruth {
        try load(URL(fileURLWithPath: Fixtures.path(relativePath)).deletingPathExtension().appendingPathExtension("json").path)
    }

    private struct Derived: Decodable {
        var totalMinutes: Int?
        enum CodingKeys: String, CodingKey { case totalMinutes = "total_minutes" }
    }

    enum CodingKeys: String, CodingKey {
        case itinerary, derived, boxes, expected
        case imageSize = "image_size"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        drawn = try container.decodeIfPresent(Drawn.self, forKey: .itinerary) ?? Drawn(from: decoder)
        durationMinutes = try container.decodeIfPresent(Derived.self, forKey: .derived)?.totalMinutes
        imageSize = try container.decodeIfPresent([Int].self, forKey: .imageSize)
        boxes = try container.decodeIfPresent([Box].self, forKey: .boxes)
        expected = try container.decodeIfPresent(Expected.self, forKey: .expected)
        name = ""
    }
}
