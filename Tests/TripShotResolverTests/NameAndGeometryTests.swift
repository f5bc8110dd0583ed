import Testing
import TripShotParser
import TripShotTrip

@testable import TripShotResolver
@testable import TripShotStopNames

/// The pure parts: name keys, calendar arithmetic and shape cutting.
@Suite struct NameAndGeometryTests {
    @Test(arguments: [
        ("ErindaleGO Bus", "Erindale GO Bus"),
        ("UNION STATION", "Union Station"),
        ("Union Stn", "Union Station"),
        ("Olimpica", "Olímpica"),
        ("Kip1ing G0", "Kipling GO"),
        ("Sheridan St. C224", "Sheridan St C224"),
    ])
    func lookAlikeNamesScoreHigh(_ page: String, _ feed: String) {
        #expect(NameSimilarity.score(StopNameKey(page), StopNameKey(feed)) >= 0.9)
    }

    @Test func differentStopsScoreLow() {
        #expect(NameSimilarity.score(StopNameKey("Square One"), StopNameKey("Union Station")) < 0.3)
        // The bus loop and the train station are close but not equal: the route decides.
        #expect(NameSimilarity.score(StopNameKey("Erindale GO"), StopNameKey("Erindale GO Bus")) < 0.97)
    }

    @Test func civilDatesRoundTripAndKnowTheirWeekday() {
        let date = ShownDate(year: 2025, month: 3, day: 17)
        #expect(date.weekdayIndex == 0)  // a Monday
        #expect(ShownDate(dayNumber: date.dayNumber) == date)
        #expect(date.adding(days: -17) == ShownDate(year: 2025, month: 2, day: 28))
        #expect(ShownDate(year: 2024, month: 2, day: 28).adding(days: 1) == ShownDate(year: 2024, month: 2, day: 29))
        #expect(ShownDate(yyyymmdd: 20250230) == nil)
        #expect(ShownDate(parsing: "2024-12-31") == ShownDate(year: 2024, month: 12, day: 31))
        #expect(ShownDate(parsing: "31/12/2024") == nil)
    }

    /// A loop shape: out east along y=0, up, back west along y=0.001, passing stop B twice in
    /// space only if the projection went backwards; the ordered projection cuts the right pass.
    @Test func projectionOnALoopCutsInTripOrder() {
        let line = [
            Coordinate(lat: 0, lon: 0), Coordinate(lat: 0, lon: 0.01), Coordinate(lat: 0.001, lon: 0.01),
            Coordinate(lat: 0.001, lon: 0),
        ]
        let shape = line.map { ShapeCutter.ShapePoint(coordinate: $0, distTraveled: nil) }
        // A at the start, B near the far end going out, C on the way back near the start.
        let stops = [
            Coordinate(lat: 0, lon: 0.0001), Coordinate(lat: 0.0001, lon: 0.009), Coordinate(lat: 0.0009, lon: 0.0002),
        ].map { ShapeCutter.TripStop(coordinate: $0, distTraveled: nil) }
        let (cut, source) = ShapeCutter.cut(shape: shape, tripStops: stops, board: 1, alight: 2)
        #expect(source == .shapeProjection)
        // From B it goes on east and around, not straight back west along the outbound leg.
        #expect(cut.contains(Coordinate(lat: 0, lon: 0.01)))
        #expect(cut.contains(Coordinate(lat: 0.001, lon: 0.01)))
        #expect(Geodesy.length(cut) > 1250)  // B→corner 111 m + 111 m + back west 1090 m
    }

    @Test func distancesCutWhenTheFeedHasThem() {
        let shape = (0...10).map {
            ShapeCutter.ShapePoint(coordinate: Coordinate(lat: 0, lon: Double($0) * 0.001), distTraveled: Double($0) * 100)
        }
        let stops = [0.0, 250, 730].map { ShapeCutter.TripStop(coordinate: Coordinate(lat: 0, lon: $0 / 100_000), distTraveled: $0) }
        let (cut, source) = ShapeCutter.cut(shape: shape, tripStops: stops, board: 1, alight: 2)
        #expect(source == .shapeDistTraveled)
        #expect(abs(cut.first!.lon - 0.0025) < 1e-9)
        #expect(abs(cut.last!.lon - 0.0073) < 1e-9)
        #expect(cut.count == 2 + 5)
    }

    @Test func noShapeMeansStraightLinesBetweenStops() {
        let stops = [Coordinate(lat: 1, lon: 1), Coordinate(lat: 2, lon: 2), Coordinate(lat: 3, lon: 3)]
            .map { ShapeCutter.TripStop(coordinate: $0, distTraveled: nil) }
        let (cut, source) = ShapeCutter.cut(shape: [], tripStops: stops, board: 0, alight: 2)
        #expect(source == .stopsStraight)
        #expect(cut == stops.map(\.coordinate))
    }
}
