import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Deliberately wrong itineraries: each must come out as what it is, not as a match and not as an
/// error. Built from real ground truth with one thing changed.
@Suite struct WrongItineraryTests {
    func goExample() throws -> (ScreenTruth, Resolver) {
        let truth = try ScreenTruth.named("go_example_mi_21__A_phone3x_light")
        return (truth, try FeedDatabases.shared.resolver(for: truth.feedPath))
    }

    func rides(_ trip: ResolvedTrip) -> [ResolvedRide] {
        trip.legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
    }

    /// A shown time against its scheduled one, `off` minutes (scheduled minus shown).
    func time(shown h: Int, _ m: Int, scheduled sh: Int, _ sm: Int, off: Int) -> Validation.TimeCheck {
        Validation.TimeCheck(shown: ClockTime(hour: h, minute: m), scheduledSeconds: sh * 3600 + sm * 60, minutesOff: off)
    }

    /// Changes ride `index` of the itinerary.
    func changing(_ itinerary: Itinerary, ride index: Int, _ change: (inout Ride) -> Void) -> Itinerary {
        var copy = itinerary
        var seen = 0
        for (position, leg) in copy.legs.enumerated() {
            guard case .ride(var ride) = leg else { continue }
            if seen == index {
                change(&ride)
                copy.legs[position] = .ride(ride)
            }
            seen += 1
        }
        return copy
    }

    @Test func departureShownSevenMinutesLateIsAMismatchOnTheRightTrip() throws {
        let (truth, resolver) = try goExample()
        let shifted = changing(truth.itinerary, ride: 0) { $0.departure?.value = ClockTime(hour: 18, minute: 32) }
        let ride = rides(try resolver.resolve(shifted))[0]
        #expect(ride.tripID == truth.rides[0].acceptableTripIDs[0])
        #expect(ride.validation.status == .mismatch)
        // 18:25 scheduled, 18:32 shown: the page is 7 minutes late.
        #expect(ride.validation.findings.first == .departure(time(shown: 18, 32, scheduled: 18, 25, off: -7)))
    }

    @Test func anHourDigitMisreadIsAMismatchThatSaysSo() throws {
        let (truth, resolver) = try goExample()
        // 18:25 read as 19:25: an hour away from every run, one digit away from the real one.
        let misread = changing(truth.itinerary, ride: 0) { $0.departure?.value = ClockTime(hour: 19, minute: 25) }
        let ride = rides(try resolver.resolve(misread))[0]
        #expect(ride.tripID == truth.rides[0].acceptableTripIDs[0])
        #expect(ride.validation.status == .mismatch)
        #expect(
            ride.validation.findings.contains(
                .digitMisread(
                    shown: ClockTime(hour: 19, minute: 25), readAs: ClockTime(hour: 18, minute: 25), shownDigit: "9",
                    readDigit: "8")))
        #expect(ride.validation.findings.contains(.departure(time(shown: 19, 25, scheduled: 18, 25, off: -60))))
        #expect(ride.validation.findings.contains(.arrival(time(shown: 18, 59, scheduled: 18, 59, off: 0))))
    }

    @Test func aTimeWhoseMeridiemDidNotReadIsAMismatchThatSaysSo() throws {
        let (truth, resolver) = try goExample()
        // "6:59 p.m." read without its "p.m.": 06:59, half a day from the run's 18:59.
        let misread = changing(truth.itinerary, ride: 0) { $0.arrival?.value = ClockTime(hour: 6, minute: 59) }
        let ride = rides(try resolver.resolve(misread))[0]
        #expect(ride.tripID == truth.rides[0].acceptableTripIDs[0])
        #expect(ride.validation.status == .mismatch)
        #expect(
            ride.validation.findings.contains(
                .meridiemMisread(shown: ClockTime(hour: 6, minute: 59), readAs: ClockTime(hour: 18, minute: 59))))
        // Both times half a day off: one misread glyph does not explain it, so no run is taken.
        let both = changing(truth.itinerary, ride: 0) {
            $0.departure?.value = ClockTime(hour: 6, minute: 25)
            $0.arrival?.value = ClockTime(hour: 6, minute: 59)
        }
        #expect(rides(try resolver.resolve(both))[0].validation.status == .noSuchTrip)
    }

    @Test func wholeRideShiftedTwentyMinutesIsNoSuchTripWithTheNearestRuns() throws {
        let (truth, resolver) = try goExample()
        let shifted = changing(truth.itinerary, ride: 0) {
            $0.departure?.value = ClockTime(hour: 18, minute: 45)
            $0.arrival?.value = ClockTime(hour: 19, minute: 19)
        }
        let trip = try resolver.resolve(shifted)
        let ride = rides(trip)[0]
        #expect(ride.validation.status == .noSuchTrip)
        #expect(ride.tripID.isEmpty)
        #expect(
            ride.validation.nearest.first
                == Validation.Run(tripID: "20250317-MI-2745", departureSeconds: 66300, arrivalSeconds: 68340))
        #expect(ride.validation.findings.allSatisfy { $0.severity == .notFound || $0.severity == .note })
        #expect(!trip.allMatch)
        // The other ride is untouched and still matches.
        #expect(rides(trip)[1].validation.status == .match)
    }

    /// A wrong code with times no run has exactly (19:35, not 19:33): nothing to fall back on.
    @Test func routeCodeThatDoesNotServeTheStopsIsNoSuchTrip() throws {
        let (truth, resolver) = try goExample()
        let wrong = changing(truth.itinerary, ride: 1) {
            $0.routeCode.value = "MI"
            $0.arrival?.value = ClockTime(hour: 19, minute: 35)
        }
        let ride = rides(try resolver.resolve(wrong))[1]
        #expect(ride.validation.status == .noSuchTrip)
        #expect(ride.validation.nearest.isEmpty)
        #expect(ride.validation.findings.contains(.routeDoesNotServe(code: "MI", from: "Erindale GO Bus", to: "Square One")))
    }

    @Test func routeCodeTheFeedDoesNotHaveIsNoSuchTrip() throws {
        let (truth, resolver) = try goExample()
        let wrong = changing(truth.itinerary, ride: 1) {
            $0.routeCode.value = "Q77"
            $0.arrival?.value = ClockTime(hour: 19, minute: 35)
        }
        let ride = rides(try resolver.resolve(wrong))[1]
        #expect(ride.validation.status == .noSuchTrip)
        #expect(ride.validation.findings == [.unknownRoute(code: "Q77")])
    }

    /// A wrong code (misread, or naming another route) at exactly the times another route runs
    /// between the two stops is that run, reported as a mismatch naming the route.
    @Test(arguments: ["MI", "Q77"])
    func wrongRouteCodeAtAnotherRoutesExactTimesIsAMismatchOnThatRun(_ code: String) throws {
        let (truth, resolver) = try goExample()
        let wrong = changing(truth.itinerary, ride: 1) { $0.routeCode.value = code }
        let ride = rides(try resolver.resolve(wrong))[1]
        #expect(ride.tripID == truth.rides[1].acceptableTripIDs[0])
        #expect(ride.validation.status == .mismatch)
        #expect(ride.validation.findings.last == .otherRoute(shownCode: code, route: "21"))
        #expect(ride.validation.findings.last?.severity == .differs)
    }

    @Test func rideShownOnADayItsTripDoesNotRunIsNoSuchTripAndNamesTheDayItRuns() throws {
        let (truth, resolver) = try goExample()
        // Saturday: the demo feed's Milton line runs on weekdays only.
        let ride = rides(try resolver.resolve(truth.itinerary, date: ShownDate(year: 2025, month: 3, day: 22)))[0]
        #expect(ride.validation.status == .noSuchTrip)
        let saturday = ShownDate(year: 2025, month: 3, day: 22)
        #expect(
            ride.validation.findings.contains(
                .noRunThatDay(code: "MI", from: "Union Station", to: "Erindale GO", date: saturday)))
        #expect(ride.validation.findings.contains(.runsOnOtherDay(ShownDate(year: 2025, month: 3, day: 21))))
    }

    @Test func weekdayCaltrainShownOnSaturdayIsNotAMatch() throws {
        let truth = try ScreenTruth.named("p04_caltrain_single")
        let resolver = try FeedDatabases.shared.resolver(for: truth.feedPath)
        let trip = try resolver.resolve(truth.itinerary, date: ShownDate(year: 2019, month: 2, day: 23))
        #expect(rides(trip)[0].validation.status != .match)
        #expect(!rides(trip)[0].validation.nearest.contains { $0.tripID == truth.rides[0].acceptableTripIDs[0] })
    }

    @Test func wrongStopCountIsAMismatch() throws {
        let (truth, resolver) = try goExample()
        let wrong = changing(truth.itinerary, ride: 0) { $0.stopsBetween?.value = 5 }
        let ride = rides(try resolver.resolve(wrong))[0]
        #expect(ride.tripID == truth.rides[0].acceptableTripIDs[0])
        #expect(ride.validation.status == .mismatch)
        #expect(ride.validation.findings.contains(.stopsBetween(shown: 5, scheduled: 3)))
    }
}
