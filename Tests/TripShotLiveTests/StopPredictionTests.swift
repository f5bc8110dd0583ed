import Testing
import TripShotParser

@testable import TripShotLive

/// Delay propagation as the GTFS-Realtime reference describes it, on a five-stop trip.
@Suite struct StopPredictionTests {
    let stops = (1...5).map { ScheduledStopTime(stopID: "S\($0)", sequence: $0 * 10, arrival: 1000 * $0, departure: 1000 * $0 + 60) }

    func predict(_ updates: [RealtimeStopTimeUpdate], tripDelay: Int? = nil) -> [(Int?, Int?, Bool, LiveStop.Source)] {
        StopPredictions.predict(StopPredictions.rows(stops, updates: updates), tripDelay: tripDelay) { Int($0) - 100_000 }
            .map { ($0.arrival, $0.departure, $0.skipped, $0.source) }
    }

    @Test func aDelayCarriesToLaterStopsAndNotEarlierOnes() {
        let result = predict([RealtimeStopTimeUpdate(stopSequence: 20, departure: RealtimeStopTimeEvent(delay: 240))])
        #expect(result[0].0 == nil && result[0].3 == .none)
        // Arrival given by departure's delay at the stop itself.
        #expect(result[1].0 == 2240 && result[1].1 == 2300 && result[1].3 == .stopUpdate)
        #expect(result[2].0 == 3240 && result[2].1 == 3300 && result[2].3 == .propagated)
        #expect(result[4].1 == 5300)
    }

    @Test func anAbsoluteTimeGivesTheDelayAndALaterUpdateReplacesIt() {
        let result = predict([
            RealtimeStopTimeUpdate(stopID: "S2", arrival: RealtimeStopTimeEvent(time: 100_000 + 2120)),
            RealtimeStopTimeUpdate(stopSequence: 40, arrival: RealtimeStopTimeEvent(delay: -30)),
        ])
        #expect(result[1].0 == 2120 && result[1].1 == 2180)
        #expect(result[2].0 == 3120)
        #expect(result[3].0 == 3970 && result[3].1 == 4030)
        #expect(result[4].0 == 4970)
    }

    @Test func aSkippedStopKeepsTheDelayAndNoDataEndsIt() {
        let result = predict([
            RealtimeStopTimeUpdate(stopSequence: 10, departure: RealtimeStopTimeEvent(delay: 60)),
            RealtimeStopTimeUpdate(stopSequence: 20, relationship: .skipped),
            RealtimeStopTimeUpdate(stopSequence: 40, relationship: .noData),
        ])
        #expect(result[1].2 && result[1].0 == nil)
        #expect(result[2].0 == 3060 && result[2].3 == .propagated)
        #expect(result[3].0 == nil && result[3].3 == .none)
        #expect(result[4].0 == nil)
    }

    @Test func theTripDelayServesStopsNoUpdateReaches() {
        let result = predict([], tripDelay: 180)
        #expect(result.allSatisfy { $0.3 == .tripDelay })
        #expect(result[0].0 == 1180 && result[4].1 == 5240)
        let withUpdate = predict([RealtimeStopTimeUpdate(stopSequence: 30, arrival: RealtimeStopTimeEvent(delay: 0))], tripDelay: 180)
        #expect(withUpdate[0].3 == .tripDelay && withUpdate[2].0 == 3000 && withUpdate[3].0 == 4000)
    }
}
