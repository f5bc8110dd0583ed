import TripShotGTFS

/// The cross-file checks: which columns name rows of other files, and which files provide the ids.
/// Problems are counted with the first few locations; `--strict` makes any of them fatal.
enum ReferenceChecks {
    /// The id sets the checks look into.
    enum Target: Int, CaseIterable {
        case stops, routes, trips, services, shapes, agencies, zones, fares, levels

        var label: String {
            switch self {
            case .agencies: "agency.txt"
            case .zones: "stops.txt's zone_id"
            case .fares: "fare_attributes.txt"
            case .levels: "levels.txt"
            case .stops: "stops.txt"
            case .routes: "routes.txt"
            case .trips: "trips.txt"
            case .services: "calendar.txt or calendar_dates.txt"
            case .shapes: "shapes.txt"
            }
        }
    }

    /// Columns whose values fill a target set.
    static let providers: [(file: String, column: String, target: Target)] = [
        ("stops.txt", "stop_id", .stops),
        ("routes.txt", "route_id", .routes),
        ("trips.txt", "trip_id", .trips),
        ("calendar.txt", "service_id", .services),
        ("calendar_dates.txt", "service_id", .services),
        ("shapes.txt", "shape_id", .shapes),
        ("agency.txt", "agency_id", .agencies),
        ("stops.txt", "zone_id", .zones),
        ("fare_attributes.txt", "fare_id", .fares),
        ("levels.txt", "level_id", .levels),
    ]

    /// Columns that must name an existing row (when not empty).
    static let rules: [(file: String, column: String, target: Target)] = [
        ("stop_times.txt", "trip_id", .trips),
        ("stop_times.txt", "stop_id", .stops),
        ("trips.txt", "route_id", .routes),
        ("trips.txt", "service_id", .services),
        ("trips.txt", "shape_id", .shapes),
        ("frequencies.txt", "trip_id", .trips),
        ("routes.txt", "agency_id", .agencies),
        ("stops.txt", "level_id", .levels),
        ("transfers.txt", "from_stop_id", .stops),
        ("transfers.txt", "to_stop_id", .stops),
        ("transfers.txt", "from_route_id", .routes),
        ("transfers.txt", "to_route_id", .routes),
        ("transfers.txt", "from_trip_id", .trips),
        ("transfers.txt", "to_trip_id", .trips),
        ("pathways.txt", "from_stop_id", .stops),
        ("pathways.txt", "to_stop_id", .stops),
        ("fare_attributes.txt", "agency_id", .agencies),
        ("fare_rules.txt", "fare_id", .fares),
        ("fare_rules.txt", "route_id", .routes),
        ("fare_rules.txt", "origin_id", .zones),
        ("fare_rules.txt", "destination_id", .zones),
        ("fare_rules.txt", "contains_id", .zones),
        ("attributions.txt", "agency_id", .agencies),
        ("attributions.txt", "route_id", .routes),
        ("attributions.txt", "trip_id", .trips),
    ]

    /// A column naming a row of its own file, which may come later in the file: checked when the
    /// file is done (stops.parent_station).
    static let selfRules: [(file: String, column: String, target: Target)] = [
        ("stops.txt", "parent_station", .stops)
    ]

    /// The order files are loaded in, so every target is complete before a file that refers to it.
    static let loadOrder = [
        "agency.txt", "levels.txt", "stops.txt", "routes.txt", "calendar.txt", "calendar_dates.txt", "shapes.txt", "trips.txt",
        "stop_times.txt", "frequencies.txt", "transfers.txt", "pathways.txt", "feed_info.txt",
        "fare_attributes.txt", "fare_rules.txt", "attributions.txt", "translations.txt",
    ]

    static func ruleName(_ rule: (file: String, column: String, target: Target)) -> String {
        "\(GTFSReference.tableName(forFile: rule.file)).\(rule.column) -> \(rule.target.label)"
    }
}
