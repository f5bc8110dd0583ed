extension Mode {
    /// GTFS route_type, basic (0-12) or extended (100-1700), folded to what a rider sees.
    ///
    /// Single extended codes come before the ranges that contain them: 405 (monorail) sits inside
    /// 400-499 (urban railway), and a switch takes the first case that matches.
    public init(routeType: Int) {
        switch routeType {
        case 12, 405: self = .monorail
        case 0, 900...999: self = .tram
        case 1, 400...499: self = .subway
        case 2, 100...199: self = .rail
        case 3, 200...299, 700...799: self = .bus
        case 4, 1000...1099, 1200...1299: self = .ferry
        case 5: self = .cableTram
        case 6, 1300...1399: self = .aerialLift
        case 7, 1400...1499: self = .funicular
        case 11, 800...899: self = .trolleybus
        default: self = .other
        }
    }
}
