import TripShotTrip

/// `tripshot import --geojson FILE`: the trip as an RFC 7946 FeatureCollection. One LineString
/// feature per leg (rides in route order, walks between them) and one Point feature per stop of
/// each ride, each with properties a GIS tool can style by: leg index, kind, route, colour, times,
/// validation status. Coordinates are [longitude, latitude] in WGS 84, as the RFC requires.
public enum GeoJSONExport {
    /// The trip as a GeoJSON FeatureCollection (RFC 7946, [lon, lat]): one LineString per leg with
    /// its route, times and verdict, and one Point per boarding and alighting stop.
    public static func render(_ trip: ResolvedTrip) -> String {
        var features: [TripJSONValue] = []
        for (index, leg) in trip.legs.enumerated() {
            switch leg {
            case .ride(let ride):
                let found = ride.validation.status != .noSuchTrip
                features.append(
                    feature(
                        TripJSON.lineString(ride.geometry),
                        [
                            ("leg", .int(index)), ("kind", .string("ride")), ("mode", .string(ride.mode.rawValue)),
                            ("route_id", .string(ride.route.routeID)),
                            ("route", .string(ride.route.shortName.isEmpty ? ride.shownRouteCode : ride.route.shortName)),
                            ("color", .optional(ride.route.color.map { "#" + $0 })),
                            ("trip_id", ride.tripID.isEmpty ? .null : .string(ride.tripID)),
                            ("headsign", .string(ride.headsign)),
                            ("departure", .string(ride.shownDeparture.description)),
                            ("arrival", .string(ride.shownArrival.description)),
                            ("geometry_source", .string(ride.geometrySource.rawValue)),
                            ("validation", .string(ride.validation.status.rawValue)),
                        ]))
                for (position, call) in ride.stops.enumerated() {
                    let role = position == 0 ? "board" : position == ride.stops.count - 1 ? "alight" : "pass"
                    features.append(
                        feature(
                            point(call.coordinate),
                            [
                                ("leg", .int(index)), ("kind", .string("stop")), ("role", .string(role)),
                                ("stop_id", .string(call.stopID)), ("name", .string(call.name)),
                                ("position", .int(position)),
                                ("arrival_seconds", found ? .optional(call.arrivalSeconds) : .null),
                                ("departure_seconds", found ? .optional(call.departureSeconds) : .null),
                            ]))
                }
            case .walk(let walk):
                features.append(
                    feature(
                        TripJSON.lineString(walk.geometry),
                        [
                            ("leg", .int(index)), ("kind", .string("walk")),
                            ("from_stop_id", .string(walk.from.stopID)), ("to_stop_id", .string(walk.to.stopID)),
                            ("distance_m", .int(walk.distanceMeters)), ("minutes", .int(walk.minutes)),
                        ]))
            }
        }
        return TripJSONValue.object([
            ("type", .string("FeatureCollection")),
            ("features", .array(features)),
        ]).text() + "\n"
    }

    static func feature(_ geometry: TripJSONValue, _ properties: [(String, TripJSONValue)]) -> TripJSONValue {
        .object([("type", .string("Feature")), ("geometry", geometry), ("properties", .object(properties))])
    }

    static func point(_ coordinate: Coordinate) -> TripJSONValue {
        .object([
            ("type", .string("Point")),
            ("coordinates", .array([.degrees(coordinate.lon), .degrees(coordinate.lat)])),
        ])
    }
}
