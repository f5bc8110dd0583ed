import Testing

@testable import FeedImporter

/// The times gtfs-load gives the calls a feed leaves untimed between two timepoints.
@Suite struct UntimedStopsInterpolationTests {
    typealias Call = UntimedStops.Call

    /// 09:00 to 09:08 (seconds 32400 to 32880) over four calls.
    @Test func byTheShapesDistanceWhenEveryCallHasOne() {
        let calls = [
            Call(arrival: 32400, departure: 32400, shapeDistance: 0), Call(shapeDistance: 100), Call(shapeDistance: 300),
            Call(arrival: 32880, departure: 32880, shapeDistance: 400),
        ]
        #expect(UntimedStops.interpolated(calls) == [nil, 32520, 32760, nil])
    }

    @Test func byStraightLinesWithoutShapeDistances() {
        let calls = [
            Call(departure: 32400, latitude: 45.000, longitude: 7), Call(latitude: 45.003, longitude: 7),
            Call(arrival: 32880, latitude: 45.004, longitude: 7),
        ]
        #expect(UntimedStops.interpolated(calls) == [nil, 32760, nil])
    }

    /// Without distances, by the count of stops; nothing before the first timepoint or after the last.
    @Test func byStopsAndOnlyBetweenTimepoints() {
        let calls = [Call(), Call(departure: 32400), Call(), Call(), Call(arrival: 32580), Call()]
        #expect(UntimedStops.interpolated(calls) == [nil, nil, 32460, 32520, nil, nil])
    }
}
