import Testing
import TripShotParser
import TripShotRender
import TripShotTrip

/// The terminal card: shown times with verdicts, badges coloured only on a terminal.
@Suite struct TripCardTests {
    @Test func plainCardShowsTotalTimelineAndVerdicts() {
        let card = TripCard.render(TripRenderFixture.trip)
        #expect(!card.contains("\u{1B}["))
        #expect(card.hasPrefix("Union Station → Square One\n"))
        #expect(card.contains("1 h 1 min · 18:32–19:33 · Mon 2025-03-17 (date shown on the page)"))
        #expect(card.contains("[MI] ▸ 🚶 2 min ▸ [21]"))
        // The page's time, and beside it the scheduled one with the difference.
        #expect(card.contains("18:32  ✗ 18:25 sched. (-7)  ● Union Station"))
        #expect(card.contains("19:20  ✓"))
        #expect(card.contains("walk 99 m to Erindale GO Bus · 2 min"))
        #expect(card.contains("1 of 2 rides do not match the schedule."))
        #expect(!card.contains("Kipling GO"))
    }

    @Test func aTimeBesideAStopThatNoRideExplainsIsNamedInsteadOfEveryTimeMatching() {
        var trip = TripRenderFixture.trip
        trip.legs = [trip.legs[2]]
        trip.unexplained = [UnexplainedTime(time: ClockTime(hour: 1, minute: 50), stopName: "Erindale GO Bus")]
        let card = TripCard.render(trip)
        #expect(!card.contains("Every time matches the schedule."))
        #expect(card.contains("Every ride's times match the schedule, but no ride explains the page's 01:50 beside 'Erindale GO Bus'."))
        // A clock that fails nothing (a status bar's) leaves the plain verdict.
        trip.unexplained = [UnexplainedTime(time: ClockTime(hour: 9, minute: 41), stopName: nil)]
        #expect(TripCard.render(trip).contains("Every time matches the schedule."))
    }

    @Test func aRideAfterMidnightShowsTheCalendarDayAndTheServiceDay() {
        var trip = TripRenderFixture.trip
        trip.legs = [trip.legs[2]]
        if case .ride(var bus) = trip.legs[0] {
            bus.scheduledDeparture += 86400 - 69600 + 60  // 24:01, shown 00:01
            bus.shownDeparture = ClockTime(hour: 0, minute: 1)
            trip.legs[0] = .ride(bus)
        }
        let card = TripCard.render(trip)
        #expect(card.contains("Tue 2025-03-18 (date shown on the page; service day 2025-03-17, the trip left before midnight)"))
    }

    /// The verdict is the validation's: a page rounding 19:32:40 to 19:33 agrees (the check says 0
    /// minutes off) though the schedule's minute, cut, is 19:32; a check 1 minute off does not.
    @Test func theVerdictIsTheValidationsCheckOfTheShownTime() {
        var trip = TripRenderFixture.trip
        trip.legs = [trip.legs[2]]
        guard case .ride(var bus) = trip.legs[0] else { return }
        bus.scheduledArrival = 70360  // 19:32:40
        let check = { (off: Int) in
            Validation.Finding.arrival(Validation.TimeCheck(shown: ClockTime(hour: 19, minute: 33), scheduledSeconds: 70360, minutesOff: off))
        }
        bus.validation = Validation(status: .match, findings: [check(0)])
        trip.legs[0] = .ride(bus)
        #expect(TripCard.render(trip).contains("19:33  ✓"))
        bus.validation = Validation(status: .mismatch, findings: [check(-1)])
        trip.legs[0] = .ride(bus)
        #expect(TripCard.render(trip).contains("19:33  ✗ 19:32 sched. (-1)"))
    }

    @Test func colourOnlyWhenAskedWithTheRouteColours() {
        let card = TripCard.render(TripRenderFixture.trip, options: TripCard.Options(color: true))
        // F57F25 background, FFFFFF text for MI.
        #expect(card.contains("\u{1B}[1;48;2;245;127;37m\u{1B}[38;2;255;255;255m MI \u{1B}[0m"))
        // Route 21 has no colour in the feed: a plain badge.
        #expect(card.contains("[21]"))
    }

    @Test func stopsOptionListsTheStopsInBetween() {
        let card = TripCard.render(TripRenderFixture.trip, options: TripCard.Options(expandStops: true))
        #expect(card.contains("◦ Kipling GO 18:42"))
    }

    @Test(arguments: [(68, "1 h 8 min"), (50, "50 min"), (120, "2 h 0 min")])
    func durations(_ minutes: Int, _ text: String) {
        #expect(TripCard.duration(minutes) == text)
    }
}
