/// The JSON of `tripshot parse --json`: legs tagged by `type`, times as "HH:MM", dates as
/// "YYYY-MM-DD", and every value beside the box it was read from:
///
///     {"date": {"value": "2025-03-17", "box": {...}}, "durationMinutes": {"value": 68, "box": {...}},
///      "legs": [{"type": "ride", "routeCode": {"value": "MI", "box": {...}}, "headsign": ...,
///                "from": ..., "to": ..., "departure": {"value": "18:25", ...}, "arrival": ...,
///                "stopsBetween": {"value": 3, ...}},
///               {"type": "walk", "box": {...}, "note": "Walk to the bus loop"}, ...]}
extension Itinerary: Codable {
    private enum CodingKeys: String, CodingKey { case date, durationMinutes, legs, warnings, timesRounded }

    /// Decodes the form `tripshot parse --json` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decodeIfPresent(Located<ShownDate>.self, forKey: .date),
            durationMinutes: try container.decodeIfPresent(Located<Int>.self, forKey: .durationMinutes),
            legs: try container.decode([Leg].self, forKey: .legs),
            warnings: try container.decodeIfPresent([String].self, forKey: .warnings) ?? [],
            timesRounded: try container.decodeIfPresent(Bool.self, forKey: .timesRounded) ?? false)
    }

    /// `warnings` only when there are any, so a page read as drawn encodes as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(durationMinutes, forKey: .durationMinutes)
        try container.encode(legs, forKey: .legs)
        if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
        if timesRounded { try container.encode(true, forKey: .timesRounded) }
    }
}

extension Leg: Codable {
    private enum CodingKeys: String, CodingKey { case type }
    private enum Kind: String, Codable { case ride, walk }

    /// Decodes the form `tripshot parse --json` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .ride: self = .ride(try Ride(from: decoder))
        case .walk: self = .walk(try Walk(from: decoder))
        }
    }

    /// Encodes the form `tripshot parse --json` writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .ride(let ride):
            try container.encode(Kind.ride, forKey: .type)
            try ride.encode(to: encoder)
        case .walk(let walk):
            try container.encode(Kind.walk, forKey: .type)
            try walk.encode(to: encoder)
        }
    }
}

extension ClockTime: Codable {
    /// Decodes the form `tripshot parse --json` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a time HH:MM")
        }
        self.init(hour: hour, minute: minute)
    }

    /// Encodes the form `tripshot parse --json` writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension ShownDate: Codable {
    /// Decodes the form `tripshot parse --json` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a date YYYY-MM-DD")
        }
        self.init(year: year, month: month, day: day)
    }

    /// Encodes the form `tripshot parse --json` writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
