import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

@testable import TripShotRender

@Suite struct GoModeStepsTests {
    @Test func theGOExampleStepsBoardRideWalkBoardRideArrive() {
        let steps = GoMode.steps(for: GOExampleTrip.trip())
        #expect(steps.map(\.kind) == [.board, .ride, .walk, .board, .ride, .arrive])
        #expect(steps.map(\.legIndex) == [0, 0, 1, 2, 2, 2])
        #expect(steps.map(\.icon) == [.train, .train, .walker, .bus, .bus, .bus])
        #expect(
            steps.map(\.instruction) == [
                "Board MI towards Milton GO at Union Station, 18:25",
                "Ride MI 4 stops (34 min) and get off at Erindale GO, 18:59",
                "Walk 99 m (2 min) from Erindale GO to Erindale GO Bus",
                "Board 21 towards Union Station at Erindale GO Bus, 19:20",
                "Ride 21 1 stop (13 min) and get off at Square One, 19:33",
                "Arrive at Square One, 19:33",
            ])
        #expect(steps[0].time == ClockTime(hour: 18, minute: 25))
    }

    @Test func terminalTextNumbersTheSteps() {
        let text = GoMode.terminalText(for: GOExampleTrip.trip())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "GO: Union Station to Square One, 1 h 8 min")
        #expect(lines.count == 7)
        #expect(lines[1] == "1. Board MI towards Milton GO at Union Station, 18:25")
        #expect(lines[6] == "6. Arrive at Square One, 19:33")
    }

    @Test func aRideAcrossMidnightWithoutHeadsignOrShownCode() {
        var trip = GOExampleTrip.trip()
        guard case .ride(var ride) = trip.legs[2] else { Issue.record("leg 2 is not a ride"); return }
        ride.headsign = ""
        ride.shownRouteCode = ""
        ride.shownDeparture = ClockTime(hour: 23, minute: 50)
        ride.shownArrival = ClockTime(hour: 0, minute: 10)
        trip.legs = [.ride(ride)]
        let steps = GoMode.steps(for: trip)
        #expect(steps.map(\.instruction) == [
            "Board 21 at Erindale GO Bus, 23:50",
            "Ride 21 1 stop (20 min) and get off at Square One, 00:10",
            "Arrive at Square One, 00:10",
        ])
    }

    @Test func aTripEndingWithAWalkArrivesOnFoot() {
        var trip = GOExampleTrip.trip()
        trip.legs = Array(trip.legs.prefix(2))
        let steps = GoMode.steps(for: trip)
        #expect(steps.map(\.kind) == [.board, .ride, .walk, .arrive])
        #expect(steps.last?.icon == .walker)
        #expect(steps.last?.instruction == "Arrive at Erindale GO Bus")
    }

    @Test func aRideWithoutScheduledTripDoesNotCountStops() {
        let trip = GOExampleTrip.trip(busValidation: Validation(status: .noSuchTrip, findings: [.unknownRoute(code: "21")]))
        #expect(GoMode.steps(for: trip)[4].instruction == "Ride 21 (13 min) and get off at Square One, 19:33")
        #expect(TripMapHTML.render(trip).contains("✗ No such trip in the feed"))
    }

    @Test func aTransferWithinOneStopIsAChange() {
        var trip = GOExampleTrip.trip()
        trip.legs[1] = .walk(
            ResolvedWalk(
                from: GOExampleTrip.erindale, to: GOExampleTrip.erindale, distanceMeters: 0, minutes: 3,
                source: "same stop", geometry: []))
        let walk = GoMode.steps(for: trip)[2]
        #expect(walk.kind == .walk)
        #expect(walk.instruction == "Change at Erindale GO (3 min)")
        #expect(TripMapHTML.render(trip).contains("<b>Change at Erindale GO</b> · 3 min"))
    }

    @Test(arguments: [(5, "5 min"), (60, "1 h"), (68, "1 h 8 min"), (125, "2 h 5 min")])
    func durations(minutes: Int, text: String) { #expect(GoMode.formatDuration(minutes) == text) }

    @Test(arguments: [(96, "96 m"), (999, "999 m"), (1000, "1 km"), (1449, "1.4 km"), (2960, "3 km")])
    func distances(meters: Int, text: String) { #expect(GoMode.formatDistance(meters) == text) }

    @Test func everyStepHasACameraViewWithTheFrameAspect() {
        let trip = GOExampleTrip.trip()
        let scene = MapScene(trip: trip)
        for step in GoMode.steps(for: trip) {
            let v = scene.view(for: step)
            #expect(abs(v.width / v.height - MapScene.width / MapScene.height) < 1e-9)
            // The leg (or its stop) is inside its view.
            for p in scene.path(for: step) where step.kind == .ride || step.kind == .walk { #expect(v.contains(p)) }
        }
        // The walk's view is close: under 600 m wide on the ground.
        let walk = GoMode.steps(for: trip)[2]
        #expect(scene.view(for: walk).width / scene.projection.pixelsPerMeter < 600)
    }
}
