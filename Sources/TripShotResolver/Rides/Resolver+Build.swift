import TripShotParser
import TripShotStopNames
import TripShotTrip

extension Resolver {
    /// The resolved ride for a chosen run: its stops from boarding to alighting, its geometry, and
    /// the verdict on the page's times.
    func build(_ choice: TripChoice, target: RideTarget) throws -> ResolvedRide {
        let candidate = choice.candidate
        let shift = candidate.frequencyShift ?? 0
        // `timepoint` 0 is GTFS's "times are approximate"; empty (NULL) or 1 is exact.
        let timepoint = schema.has("stop_times", "timepoint") ? "timepoint" : "NULL"
        let statement = try database.prepare(
            """
            SELECT stop_id, stop_sequence, arrival_time, departure_time, shape_dist_traveled, \(timepoint)
            FROM stop_times WHERE trip_id = ? ORDER BY stop_sequence
            """)
        try statement.bind([.text(candidate.tripID)])
        var calls: [StopCall] = []
        var distances: [Double?] = []
        try statement.forEachRow { row in
            calls.append(
                stopCall(
                    row.text(0), sequence: row.int(1), arrival: row.optionalInt(2).map { $0 + shift },
                    departure: row.optionalInt(3).map { $0 + shift }, estimated: row.optionalInt(5) == 0))
            distances.append(row.optionalDouble(4))
        }
        guard let boardIndex = calls.firstIndex(where: { $0.sequence == candidate.boardSequence }),
            let alightIndex = calls.firstIndex(where: { $0.sequence == candidate.alightSequence }),
            boardIndex < alightIndex
        else {
            throw ResolveError(.database("trip \(candidate.tripID) lost its stops while reading"))
        }
        let (geometry, source) = try geometry(
            shapeID: candidate.shapeID, calls: calls, distances: distances, board: boardIndex, alight: alightIndex)
        let route = routes.route(candidate.routeID)
            ?? RouteInfo(routeID: candidate.routeID, shortName: "", longName: "", routeType: -1, color: nil, textColor: nil)
        var stopsOnRide = Array(calls[boardIndex...alightIndex])
        var headsign = Self.cleanHeadsign(candidate.headsign, route: route, lastStop: calls.last?.name)
        // Named in the page's language when the page named its stops by the feed's translations.
        if let language = try stops.language(naming: calls[boardIndex].stopID, as: target.fromName)
            ?? stops.language(naming: calls[alightIndex].stopID, as: target.toName)
        {
            for index in stopsOnRide.indices {
                if let name = try stops.name(ofStop: stopsOnRide[index].stopID, in: language) { stopsOnRide[index].name = name }
            }
            // A headsign that is a stop's own name (the last stop's, as most are) in that language too.
            if let call = calls.last(where: { $0.name == headsign }), let name = try stops.name(ofStop: call.stopID, in: language) {
                headsign = name
            }
        }
        var ride = ResolvedRide(
            mode: Mode(routeType: route.routeType), route: route, shownRouteCode: target.ride.routeCode.value,
            tripID: candidate.tripID, headsign: headsign, stops: stopsOnRide,
            shownDeparture: target.times.departure.value, shownArrival: target.times.arrival.value,
            scheduledDeparture: candidate.departure, scheduledArrival: candidate.arrival, geometry: geometry,
            geometrySource: source,
            validation: validation(for: choice, target: target, between: stopsOnRide.count - 2))
        ride.serviceDate = candidate.serviceDate
        return ride
    }

    /// The trip's headsign as a rider reads it: some feeds (GO) repeat the route code in front
    /// ("21 - Union Station"); feeds without headsigns get the trip's last stop.
    static func cleanHeadsign(_ headsign: String, route: RouteInfo, lastStop: String?) -> String {
        guard !headsign.isEmpty else { return lastStop ?? "" }
        for code in [route.shortName, route.routeID] where !code.isEmpty {
            for separator in [" - ", " – ", "-"] where headsign.hasPrefix(code + separator) {
                let rest = String(headsign.dropFirst(code.count + separator.count)).trimmed
                if !rest.isEmpty { return rest }
            }
        }
        return headsign
    }

    private func geometry(shapeID: String?, calls: [StopCall], distances: [Double?], board: Int, alight: Int) throws
        -> ([Coordinate], GeometrySource)
    {
        var shape: [ShapeCutter.ShapePoint] = []
        if let shapeID {
            let statement = try database.prepare(
                "SELECT shape_pt_lat, shape_pt_lon, shape_dist_traveled FROM shapes WHERE shape_id = ? ORDER BY shape_pt_sequence")
            try statement.bind([.text(shapeID)])
            try statement.forEachRow { row in
                shape.append(
                    ShapeCutter.ShapePoint(
                        coordinate: Coordinate(lat: row.double(0), lon: row.double(1)), distTraveled: row.optionalDouble(2)))
            }
        }
        let tripStops = zip(calls, distances).map { ShapeCutter.TripStop(coordinate: $0.0.coordinate, distTraveled: $0.1) }
        return ShapeCutter.cut(shape: shape, tripStops: tripStops, board: board, alight: alight)
    }
}
