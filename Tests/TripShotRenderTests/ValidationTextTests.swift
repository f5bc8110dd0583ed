import Testing
import TripShotParser
import TripShotRender
import TripShotTrip

/// The resolver reports findings as values; these are the sentences every face prints for them
/// (the card, the HTML card, `import --json`'s `details` and `nearest`, `validate`). They are the
/// sentences users have seen since the resolver wrote them itself: the JSON stays the same.
@Suite struct ValidationTextTests {
    func at(_ hour: Int, _ minute: Int) -> ClockTime { ClockTime(hour: hour, minute: minute) }

    func check(shown: ClockTime, scheduled: ClockTime, off: Int, nextDay: Bool = false) -> Validation.TimeCheck {
        Validation.TimeCheck(
            shown: shown, scheduledSeconds: scheduled.minutesOfDay * 60 + (nextDay ? 86400 : 0), minutesOff: off)
    }

    @Test func aShownTimeAsScheduled() {
        #expect(ValidationText.sentence(.departure(check(shown: at(18, 25), scheduled: at(18, 25), off: 0))) == "departs 18:25 as scheduled")
        #expect(ValidationText.sentence(.arrival(check(shown: at(18, 59), scheduled: at(18, 59), off: 0))) == "arrives 18:59 as scheduled")
    }

    @Test func aShownTimeLateOrEarlySaysTheScheduledOneAndByHowMuch() {
        #expect(
            ValidationText.sentence(.departure(check(shown: at(18, 32), scheduled: at(18, 25), off: -7)))
                == "departs 18:25 per schedule, shown 18:32 (7 min late)")
        #expect(
            ValidationText.sentence(.arrival(check(shown: at(19, 20), scheduled: at(19, 22), off: 2)))
                == "arrives 19:22 per schedule, shown 19:20 (2 min early)")
        #expect(
            ValidationText.sentence(.departure(check(shown: at(19, 25), scheduled: at(18, 25), off: -60)))
                == "departs 18:25 per schedule, shown 19:25 (60 min late)")
    }

    /// A run scheduled at 24:12 of the service day is 00:12 on the rider's clock.
    @Test func aScheduledTimePastMidnightIsSaidOnTheClock() {
        #expect(
            ValidationText.sentence(.departure(check(shown: at(0, 10), scheduled: at(0, 12), off: 2, nextDay: true)))
                == "departs 00:12 per schedule, shown 00:10 (2 min early)")
        #expect(
            ValidationText.run(Validation.Run(tripID: "N1", departureSeconds: 87000, arrivalSeconds: 88200))
                == "N1 00:10→00:30")
    }

    @Test func theStopCount() {
        #expect(ValidationText.sentence(.stopsBetween(shown: 3, scheduled: 3)) == "3 stops in between, as shown")
        #expect(ValidationText.sentence(.stopsBetween(shown: 1, scheduled: 1)) == "1 stop in between, as shown")
        #expect(ValidationText.sentence(.stopsBetween(shown: 1, scheduled: 2)) == "the page shows 1 stop in between, the schedule has 2")
        #expect(
            ValidationText.sentence(.stopsBetween(shown: 5, scheduled: 3))
                == "the page shows 5 stops in between, the schedule has 3")
    }

    @Test func notesOnTheRunTaken() {
        #expect(ValidationText.sentence(.nearestRun(tripID: "20250317-MI-2745")) == "nearest scheduled run: trip 20250317-MI-2745")
        #expect(
            ValidationText.sentence(.digitMisread(shown: at(19, 25), readAs: at(18, 25), shownDigit: "9", readDigit: "8"))
                == "the page's 19:25 reads like 18:25 with one digit misread (9/8)")
        #expect(
            ValidationText.sentence(.meridiemMisread(shown: at(6, 59), readAs: at(18, 59)))
                == "the page's 06:59 reads like 18:59 with its a.m./p.m. misread")
        #expect(
            ValidationText.sentence(.timeBySchedule(departure: true, time: at(12, 12), otherTime: at(12, 32)))
                == "the page's departure time did not read; the schedule gives 12:12, for the run arriving at 12:32 as the page shows")
        #expect(
            ValidationText.sentence(.otherRoute(shownCode: "MI", route: "21"))
                == "the page's route code 'MI' is not this run's: route '21' runs these stops at these times")
    }

    @Test func whyNoTripWasFound() {
        let saturday = ShownDate(year: 2025, month: 3, day: 22)
        #expect(ValidationText.sentence(.unknownRoute(code: "Q77")) == "the feed has no route 'Q77'")
        #expect(
            ValidationText.sentence(
                .noRunAtShownTimes(
                    code: "MI", from: "Union Station", departure: at(18, 45), to: "Erindale GO", arrival: at(19, 19),
                    date: ShownDate(year: 2025, month: 3, day: 17)))
                == "no trip of MI runs from Union Station 18:45 to Erindale GO 19:19 on 2025-03-17")
        #expect(
            ValidationText.sentence(.noRunThatDay(code: "MI", from: "Union Station", to: "Erindale GO", date: saturday))
                == "no trip of MI runs from Union Station to Erindale GO on 2025-03-22")
        #expect(
            ValidationText.sentence(.routeDoesNotServe(code: "MI", from: "Erindale GO Bus", to: "Square One"))
                == "route MI does not run from Erindale GO Bus to Square One")
        #expect(
            ValidationText.sentence(.runsOnOtherDay(ShownDate(year: 2025, month: 3, day: 21)))
                == "a trip at these times runs on 2025-03-21")
    }

    @Test func sentencesAndNearestKeepTheFindingsOrder() {
        let validation = Validation(
            status: .noSuchTrip,
            findings: [
                .noRunThatDay(code: "MI", from: "A", to: "B", date: ShownDate(year: 2025, month: 3, day: 22)),
                .runsOnOtherDay(ShownDate(year: 2025, month: 3, day: 21)),
            ],
            nearest: [
                Validation.Run(tripID: "T2", departureSeconds: 66300, arrivalSeconds: 68340),
                Validation.Run(tripID: "T1", departureSeconds: 64500, arrivalSeconds: 66540),
            ])
        #expect(
            ValidationText.sentences(for: validation) == [
                "no trip of MI runs from A to B on 2025-03-22", "a trip at these times runs on 2025-03-21",
            ])
        #expect(ValidationText.nearest(for: validation) == ["T2 18:25→18:59", "T1 17:55→18:29"])
    }

    @Test func severityWeighsEachFinding() {
        #expect(Validation.Finding.departure(check(shown: at(8, 0), scheduled: at(8, 0), off: 0)).severity == .agrees)
        #expect(Validation.Finding.departure(check(shown: at(8, 0), scheduled: at(8, 1), off: 1)).severity == .differs)
        #expect(Validation.Finding.stopsBetween(shown: 2, scheduled: 3).severity == .differs)
        #expect(Validation.Finding.nearestRun(tripID: "T").severity == .note)
        #expect(Validation.Finding.unknownRoute(code: "X").severity == .notFound)
        #expect(Validation.Severity.note < .differs)
    }
}
