import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A stop name the page shows but OCR could not read ("z2ste" for "72 St") is named by the
/// schedule when the rest of the ride pins it down: the route's runs at the other stop's shown
/// time (at any stop, when neither name reads) call at exactly one stop at the unreadable one's
/// shown time, or the page's text is nearer one answer's names than every other's. Anything less
/// is a guess, and the "no stop named like" error stands.
@Suite struct ScheduledStopTests {
    /// Route 1 runs Alder Road, Birch Lane, Cedar Court, Dover Street. Route 2 leaves Harbour
    /// Square at 11:00 both ways: to North End (one stop on) and to South End (none), both reached
    /// at 11:10. Route 3 leaves Kappa Road and Lambda Road at 12:00, reaching Omega Hill and Sigma
    /// Hill at 12:10.
    static let feed = SmallFeed(
        stops: [
            .init(id: "ALD", name: "Alder Road", lat: 50.000, lon: 8.000),
            .init(id: "BIR", name: "Birch Lane", lat: 50.010, lon: 8.000),
            .init(id: "CED", name: "Cedar Court", lat: 50.020, lon: 8.000),
            .init(id: "DOV", name: "Dover Street", lat: 50.030, lon: 8.000),
            .init(id: "HAR", name: "Harbour Square", lat: 50.100, lon: 8.100),
            .init(id: "MID", name: "Mill Pond", lat: 50.110, lon: 8.100),
            .init(id: "NOR", name: "North End", lat: 50.120, lon: 8.100),
            .init(id: "SOU", name: "South End", lat: 50.090, lon: 8.100),
            .init(id: "KAP", name: "Kappa Road", lat: 50.200, lon: 8.200),
            .init(id: "LAM", name: "Lambda Road", lat: 50.200, lon: 8.210),
            .init(id: "OME", name: "Omega Hill", lat: 50.210, lon: 8.200),
            .init(id: "SIG", name: "Sigma Hill", lat: 50.210, lon: 8.210),
        ],
        routes: [("R1", "1"), ("R2", "2"), ("R3", "3")],
        trips: [
            .init(
                id: "T1", route: "R1",
                calls: [("ALD", "10:00"), ("BIR", "10:05"), ("CED", "10:10"), ("DOV", "10:15")]),
            .init(id: "T1B", route: "R1", calls: [("ALD", "10:30"), ("BIR", "10:35"), ("CED", "10:40")]),
            .init(
                id: "N1", route: "R2", headsign: "North End", calls: [("HAR", "11:00"), ("MID", "11:05"), ("NOR", "11:10")]),
            .init(id: "S1", route: "R2", headsign: "South End", calls: [("HAR", "11:00"), ("SOU", "11:10")]),
            .init(id: "K1", route: "R3", calls: [("KAP", "12:00"), ("OME", "12:10")]),
            .init(id: "L1", route: "R3", calls: [("LAM", "12:00"), ("SIG", "12:10")]),
        ])

    let resolver: Resolver

    init() throws { resolver = try Self.feed.resolver() }

    func resolve(_ rides: Ride...) throws -> [ResolvedLeg] {
        try resolver.resolve(HandItinerary.trip(rides.map { .ride($0) })).legs
    }

    func ride(_ leg: ResolvedLeg?) throws -> ResolvedRide {
        guard case .ride(let ride)? = leg else { throw ResolveError(.noRides) }
        return ride
    }

    func expectUnknownStop(_ rides: Ride..., named name: String) {
        let error = #expect(throws: ResolveError.self) {
            try resolver.resolve(HandItinerary.trip(rides.map { .ride($0) }))
        }
        guard case .unknownStop(let shown, _, _)? = error?.kind else {
            Issue.record("expected unknownStop, got \(String(describing: error))")
            return
        }
        #expect(shown == name)
    }

    @Test func anUnreadableBoardingNameIsTheStopTheRunLeavesAtTheShownTime() throws {
        let ride = try ride(try resolve(HandItinerary.ride("1", from: "Qwxyzzy", "10:05", to: "Dover Street", "10:15")).first)
        #expect(ride.validation.status == .match)
        #expect(ride.tripID == "T1")
        #expect(ride.from.stopID == "BIR")
        #expect(ride.fromReading == NameReading(taken: "Qwxyzzy", namedBySchedule: true))
        #expect(ride.toReading == NameReading(taken: "Dover Street"))
        #expect(
            ride.validation.findings.last
                == .stopNamedBySchedule(
                    shown: "Qwxyzzy", stop: "Birch Lane", boarding: true, time: HandItinerary.clock("10:05"),
                    otherStop: "Dover Street", otherTime: HandItinerary.clock("10:15")))
    }

    @Test func anUnreadableAlightingNameIsTheStopTheRunReachesAtTheShownTime() throws {
        let ride = try ride(
            try resolve(HandItinerary.ride("1", from: "Alder Road", "10:30", to: "Zzyzx Plonk", "10:40")).first)
        #expect(ride.tripID == "T1B")
        #expect(ride.to.stopID == "CED")
        #expect(ride.toReading?.namedBySchedule == true)
        #expect(ride.fromReading?.namedBySchedule == false)
    }

    @Test func twoStopsAtTheShownTimeKeepTheError() {
        // Route 2 reaches North End and South End at 11:10 from Harbour Square at 11:00.
        expectUnknownStop(HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Qwxyzzy", "11:10"), named: "Qwxyzzy")
    }

    @Test func theShownStopCountTellsTwoStopsApart() throws {
        let north = try ride(
            try resolve(HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Qwxyzzy", "11:10", between: 1)).first)
        #expect(north.to.stopID == "NOR")
        #expect(north.tripID == "N1")
        let south = try ride(
            try resolve(HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Qwxyzzy", "11:10", between: 0)).first)
        #expect(south.to.stopID == "SOU")
        expectUnknownStop(
            HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Qwxyzzy", "11:10", between: 4), named: "Qwxyzzy")
    }

    @Test func theShownHeadsignTellsTwoStopsApart() throws {
        var ride = HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Qwxyzzy", "11:10")
        ride.headsign = Located("South End", box: nil)
        let south = try self.ride(try resolve(ride).first)
        #expect(south.to.stopID == "SOU")
        #expect(south.tripID == "S1")
        // A headsign no run of the two has leaves both stops: the error stands.
        ride.headsign = Located("Faraway", box: nil)
        expectUnknownStop(ride, named: "Qwxyzzy")
    }

    @Test func noRunAtTheShownTimesKeepsTheError() {
        expectUnknownStop(HandItinerary.ride("1", from: "Qwxyzzy", "10:06", to: "Dover Street", "10:15"), named: "Qwxyzzy")
    }

    @Test func bothNamesUnreadableAreNamedWhenOneRunFitsBothTimes() throws {
        // Of route 1's runs only T1 leaves a stop at 10:05 and reaches one at 10:15.
        let ride = try ride(try resolve(HandItinerary.ride("1", from: "Qwxyzzy", "10:05", to: "Zzyzx Plonk", "10:15")).first)
        #expect(ride.tripID == "T1")
        #expect(ride.validation.status == .match)
        #expect([ride.from.stopID, ride.to.stopID] == ["BIR", "DOV"])
        #expect(ride.fromReading?.namedBySchedule == true)
        #expect(ride.toReading?.namedBySchedule == true)
        let named = ride.validation.findings.filter {
            if case .stopNamedBySchedule = $0 { true } else { false }
        }
        #expect(named.count == 2)
    }

    @Test func bothNamesUnreadableWithTwoRunsFittingKeepTheError() {
        expectUnknownStop(HandItinerary.ride("2", from: "Qwxyzzy", "11:00", to: "Zzyzx Plonk", "11:10"), named: "Qwxyzzy")
        expectUnknownStop(HandItinerary.ride("3", from: "Qwxyzzy", "12:00", to: "Zzyzx Plonk", "12:10"), named: "Qwxyzzy")
    }

    @Test func theUnreadableTextNearerOneAnswerOnEverySideDecides() throws {
        // "Kxpp" and "Oxmg" keep only the first letters of Kappa Road and Omega Hill: too little to
        // name a stop, enough to tell K1 from L1, which shares nothing with them.
        let ride = try ride(try resolve(HandItinerary.ride("3", from: "Kxpp", "12:00", to: "Oxmg", "12:10")).first)
        #expect(ride.tripID == "K1")
        #expect([ride.from.stopID, ride.to.stopID] == ["KAP", "OME"])
        // One name only unreadable, the other read: the same on its side.
        let north = try self.ride(try resolve(HandItinerary.ride("2", from: "Harbour Square", "11:00", to: "Nxxxh", "11:10")).first)
        #expect(north.to.stopID == "NOR")
    }

    @Test func aNameOnlyLikeAStopTheRunsDoNotLeaveIsAskedAgainAsUnknown() throws {
        // "Cedar Cort" is like Cedar Court, which no run of route 1 leaves at 10:05 for any stop
        // at 10:15; with both names unknown, T1 from Birch Lane to Dover Street is the one answer.
        let ride = try ride(try resolve(HandItinerary.ride("1", from: "Cedar Cort", "10:05", to: "Qwxyzzy", "10:15")).first)
        #expect(ride.tripID == "T1")
        #expect([ride.from.stopID, ride.to.stopID] == ["BIR", "DOV"])
        #expect(ride.fromReading?.namedBySchedule == true)
        // A name that IS a stop's name is the page's word: no second asking.
        expectUnknownStop(HandItinerary.ride("1", from: "Cedar Court", "10:05", to: "Qwxyzzy", "10:15"), named: "Qwxyzzy")
    }

    @Test func textNearerOneAnswerOnOneSideAndAnotherOnTheOtherKeepsTheError() {
        // "Kxpp" is nearer Kappa Road (K1), "Sxgm" nearer Sigma Hill (L1): no answer is nearest on both.
        expectUnknownStop(HandItinerary.ride("3", from: "Kxpp", "12:00", to: "Sxgm", "12:10"), named: "Kxpp")
    }

    @Test func anUnknownRouteKeepsTheError() {
        expectUnknownStop(HandItinerary.ride("9", from: "Qwxyzzy", "10:05", to: "Dover Street", "10:15"), named: "Qwxyzzy")
    }

    @Test func withoutADateTheDayIsAssumedFromARideWhoseNamesRead() throws {
        let trip = try resolver.resolve(
            Itinerary(legs: [
                .ride(HandItinerary.ride("1", from: "Qwxyzzy", "10:00", to: "Birch Lane", "10:05")),
                .ride(HandItinerary.ride("1", from: "Birch Lane", "10:35", to: "Cedar Court", "10:40")),
            ]))
        #expect(trip.serviceDateSource == .assumed)
        #expect(try ride(trip.legs.first).from.stopID == "ALD")
    }

    @Test func theChangeAfterANamedStopFollowsFromIt() throws {
        // Ride 1 alights at the unreadable stop, ride 2 boards at Birch Lane by name: the same stop,
        // so no walk between them.
        let legs = try resolve(
            HandItinerary.ride("1", from: "Alder Road", "10:00", to: "Qwxyzzy", "10:05"),
            HandItinerary.ride("1", from: "Birch Lane", "10:35", to: "Cedar Court", "10:40"))
        #expect(legs.count == 2)
        #expect(try ride(legs.first).to.stopID == "BIR")
        #expect(try ride(legs.last).tripID == "T1B")
    }
}
