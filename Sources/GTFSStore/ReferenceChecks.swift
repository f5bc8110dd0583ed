import GTFS

/// The cross-file checks: which columns name rows of other files, and which files provide the ids.
/// Problems are counted with the first few locations; `--strict` makes any of them fatal.
enum ReferenceChecks {
    /// The id sets the checks look into.
    enum Target: Int, CaseIterable {
        case stops, routes, trips, services, shapes

        var label: String {
            switch self {
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
    ]

    /// Columns that must name an existing row (when not empty).
    static let rules: [(file: String, column: String, target: Target)] = [
        ("stop_times.txt", "trip_id", .trips),
        ("stop_times.txt", "stop_id", .stops),
        ("trips.txt", "route_id", .routes),
        ("trips.txt", "service_id", .services),
        ("trips.txt", "shape_id", .shapes),
        ("frequencies.txt", "trip_id", .trips),
    ]

    /// The order files are loaded in, so every target is complete before a file that refers to it.
    static let loadOrder = [
        "agency.txt", "stops.txt", "routes.txt", "calendar.txt", "calendar_dates.txt", "shapes.txt", "trips.txt",
        "stop_times.txt", "frequencies.txt", "transfers.txt", "pathways.txt", "levels.txt", "feed_info.txt",
        "fare_attributes.txt", "fare_rules.txt", "attributions.txt", "translations.txt",
    ]

    static func ruleName(_ rule: (file: String, column: String, target: Target)) -> String {
        "\(GTFSReference.tableName(forFile: rule.file)).\(rule.column) -> \(rule.target.label)"
    }
}
