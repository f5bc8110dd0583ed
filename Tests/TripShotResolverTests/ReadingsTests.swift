import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Where the page allows more than one reading of a stop name ("72 St" or "St" when a glyph may be
/// an icon), the feed decides: the reading naming a stop the route serves at the shown time.
@Suite struct ReadingsTests {
    /// Route 1 calls at 72 St, Centrum 07, Centrum 05 and SW 11th & Jefferson; route 2 serves a
    /// stop named just "St", so the wrong reading of "72 St" names a real stop too.
    static let feed = SmallFeed(
        stops: [
            .init(id: "S72", name: "72 St", lat: 50.000, lon: 8.000),
            .init(id: "C07", name: "Centrum 07", lat: 50.010, lon: 8.000),
            .init(id: "C05", name: "Centrum 05", lat: 50.020, lon: 8.000),
            .init(id: "JEF", name: "SW 11th & Jefferson", lat: 50.030, lon: 8.000),
            .init(id: "ST", name: "St", lat: 50.100, lon: 8.100),
            .init(id: "FAR", name: "Faraway", lat: 50.200, lon: 8.100),
        ],
        routes: [("R1", "1"), ("R2", "2")],
        trips: [
            .init(
                id: "T1", route: "R1", calls: [("S72", "10:00"), ("C07", "10:10"), ("C05", "10:20"), ("JEF", "10:30")]),
            .init(id: "T2", route: "R2", calls: [("ST", "10:00"), ("FAR", "10:10")]),
        ])

    let resolver: Resolver

    init() throws { resolver = try Self.feed.resolver() }

    func resolve(_ ride: Ride) throws -> ResolvedRide {
        let trip = try resolver.resolve(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let resolved) = trip.legs.first else { throw ResolveError(.noRides) }
        return resolved
    }

    @Test func theReadingTheRouteServesWinsOverTheParsersPreference() throws {
        // The parser preferred "St" (the "72" looked like an icon); route 1 does not serve "St".
        let ride = try resolve(
            HandItinerary.ride("1", from: "St", "10:00", to: "Centrum 07", "10:10", fromAlternatives: ["72 St"]))
        #expect(ride.validation.status == .match)
        #expect(ride.tripID == "T1")
        #expect(ride.from.stopID == "S72")
        #expect(ride.fromReading == NameReading(taken: "72 St", others: ["St"]))
        #expect(ride.toReading == NameReading(taken: "Centrum 07", others: []))
    }

    @Test func theParsersPreferenceStandsWhenTheFeedConfirmsIt() throws {
        let ride = try resolve(
            HandItinerary.ride("2", from: "St", "10:00", to: "Faraway", "10:10", fromAlternatives: ["72 St"]))
        #expect(ride.tripID == "T2")
        #expect(ride.fromReading == NameReading(taken: "St", others: ["72 St"]))
    }

    @Test func whenBothReadingsRunOnTimeTheNameThatFitsTheServedStopWins() throws {
        // "Centrum" fits Centrum 07 only in part; "Centrum 07" names it exactly.
        let ride = try resolve(
            HandItinerary.ride("1", from: "72 St", "10:00", to: "Centrum", "10:10", toAlternatives: ["Centrum 07"]))
        #expect(ride.to.stopID == "C07")
        #expect(ride.toReading == NameReading(taken: "Centrum 07", others: ["Centrum"]))
    }

    @Test func theShownTimeSaysWhichStopAShortReadingMeans() throws {
        // "Centrum" fits both Centrum stops equally; 10:20 is when route 1 reaches Centrum 05.
        let ride = try resolve(HandItinerary.ride("1", from: "72 St", "10:00", to: "Centrum", "10:20"))
        #expect(ride.validation.status == .match)
        #expect(ride.to.stopID == "C05")
    }

    @Test func readingsTheFeedCannotTellApartKeepTheParsersOrder() throws {
        // Punctuation and the words "Stop"/"Station" carry no identity in a stop name key, and
        // neither reading is the feed's spelling or one glyph from it: both name the stop equally.
        let ride = try resolve(
            HandItinerary.ride(
                "1", from: "72 St", "10:00", to: "SW 11th Jefferson Stop", "10:30",
                toAlternatives: ["SW 11th Jefferson Station"]))
        #expect(ride.to.stopID == "JEF")
        #expect(ride.toReading == NameReading(taken: "SW 11th Jefferson Stop", others: ["SW 11th Jefferson Station"]))
    }

    @Test func aReadingThatIsTheFeedsOwnNameIsTaken() throws {
        // "SW 11th Jefferson" (the "&" taken for an icon) names the stop as well as the feed's own
        // spelling does; the feed confirms the one it spells.
        let ride = try resolve(
            HandItinerary.ride(
                "1", from: "72 St", "10:00", to: "SW 11th Jefferson", "10:30", toAlternatives: ["SW 11th & Jefferson"]))
        #expect(ride.to.stopID == "JEF")
        #expect(ride.toReading == NameReading(taken: "SW 11th & Jefferson", others: ["SW 11th Jefferson"]))
    }

    @Test func anUnknownStopListsEveryReadingTried() throws {
        // No run of route 1 reaches Centrum 07 at 10:15, so the schedule names no boarding stop either.
        let ride = HandItinerary.ride(
            "1", from: "Qwxyzzy", "10:00", to: "Centrum 07", "10:15", fromAlternatives: ["Zzyzx Plonk"])
        let error = #expect(throws: ResolveError.self) { try resolve(ride) }
        guard case .unknownStop(let name, let others, _)? = error?.kind else {
            Issue.record("expected unknownStop, got \(String(describing: error))")
            return
        }
        #expect(name == "Qwxyzzy")
        #expect(others == ["Zzyzx Plonk"])
        #expect(error?.description.contains("'Qwxyzzy' or 'Zzyzx Plonk'") == true)
    }

    @Test func theScheduleDecidesBetweenTheReadingsOfATime() throws {
        // "10:200" has a digit too many: the parser keeps 10:20 and 10:00 (its preference first
        // here, the wrong one); route 1 reaches Centrum 05 at 10:20.
        var shown = HandItinerary.ride("1", from: "Centrum 07", "10:10", to: "Centrum 05", "10:00")
        shown.arrival?.alternatives = [HandItinerary.clock("10:20")]
        let ride = try resolve(shown)
        #expect(ride.validation.status == .match)
        #expect(ride.tripID == "T1")
        #expect(ride.shownArrival.description == "10:20")
        #expect(ride.validation.findings.contains(
            .digitMisread(
                shown: HandItinerary.clock("10:00"), readAs: HandItinerary.clock("10:20"), shownDigit: "0", readDigit: "2")))
        // Without the alternative the same page is a mismatch at best: the alternative is what matched.
        shown.arrival?.alternatives = []
        #expect(try resolve(shown).validation.status != .match)
    }

    @Test func aTimesPreferredReadingStandsWhenTheScheduleConfirmsIt() throws {
        var shown = HandItinerary.ride("1", from: "72 St", "10:00", to: "Centrum 07", "10:10")
        shown.departure?.alternatives = [HandItinerary.clock("10:08")]
        let ride = try resolve(shown)
        #expect(ride.validation.status == .match)
        #expect(ride.shownDeparture.description == "10:00")
    }

    @Test func theScheduleDecidesBetweenTheReadingsOfAStopCount() throws {
        // One glyph read twice as "71": 7 or 1 stops; route 1 calls at Centrum 07 between.
        var shown = HandItinerary.ride("1", from: "72 St", "10:00", to: "Centrum 05", "10:20", between: 7)
        shown.stopsBetween?.alternatives = [1]
        let ride = try resolve(shown)
        #expect(ride.validation.status == .match)
        #expect(ride.validation.findings.contains(.stopsBetween(shown: 1, scheduled: 1)))
        shown.stopsBetween?.alternatives = []
        #expect(try resolve(shown).validation.status == .mismatch)
    }
}
