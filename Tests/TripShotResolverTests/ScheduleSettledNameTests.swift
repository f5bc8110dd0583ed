import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// `parse --db` spells a doubtful stop name as the stop the schedule's run calls at, when a
/// reading of the page is near that stop's name (`Resolver.withNamesSettledBySchedule`).
@Suite struct ScheduleSettledNameTests {
    /// Route 1 runs 96 St to 14 St; 145 St is a stop of the feed no run of it calls at.
    static let feed = SmallFeed(
        stops: [
            .init(id: "S96", name: "96 St", lat: 40.790, lon: -73.970),
            .init(id: "S14", name: "14 St", lat: 40.737, lon: -74.000),
            .init(id: "S145", name: "145 St", lat: 40.826, lon: -73.950),
            // Written with a tab, as some feeds do; pages draw one space.
            .init(id: "SBO", name: "Borne\tStreet", lat: 40.700, lon: -74.010),
        ],
        routes: [("R1", "1")],
        trips: [
            .init(id: "T1", route: "R1", headsign: "Borne Street -14 St", calls: [("S96", "10:00"), ("S14", "10:20")]),
            .init(id: "T2", route: "R1", calls: [("S96", "11:00"), ("SBO", "11:30")]),
            // The same destination written another way, as feeds do.
            .init(id: "T3", route: "R1", headsign: "Borne Street - 14 St", calls: [("S96", "12:00"), ("S14", "12:20")]),
        ])

    let resolver: Resolver

    init() throws { resolver = try Self.feed.resolver() }

    func settled(_ to: Located<String>) throws -> (to: Located<String>, warnings: [String]) {
        var ride = HandItinerary.ride("1", from: "96 St", "10:00", to: "", "10:20")
        ride.to = to
        let page = HandItinerary.trip([.ride(ride)])
        // The run matches whichever way the name is spelled: only the spelling is at stake.
        guard case .ride(let resolved)? = try resolver.resolve(page).legs.first else { throw ResolveError(.noRides) }
        #expect(resolved.validation.status == .match)
        #expect(resolved.to.stopID == "S14")
        let result = try resolver.withUnreadFromSchedule(page)
        guard case .ride(let parsed)? = result.legs.first else { throw ResolveError(.noRides) }
        return (parsed.to, result.warnings)
    }

    @Test func aFeedSpellingTheRunDoesNotCallAtGivesWayToTheStopItDoes() throws {
        // "14 Sst" is the feed's "145 St" by the key (S for 5, a space moved) and "14 St" with a
        // glyph added; the feed alone took the first.
        let (to, warnings) = try settled(
            Located("145 St", box: nil, alternatives: ["14 Sst", "14 Stt"], spelledByFeed: true))
        #expect(to.value == "14 St")
        #expect(to.spelledByFeed)
        #expect(to.readings.contains("14 Sst"))
        #expect(warnings.contains("read '14 Sst' (the feed's '145 St'); the schedule's run at the shown times calls at '14 St'"))
    }

    @Test func aReadingTheFeedLeftAsReadIsSettledToo() throws {
        // One reading, not spelled by the feed (in a feed with "14 St" and "14 Sf", say, a tie):
        // the run calls at 14 St.
        let (to, _) = try settled(Located("14 Stt", box: nil))
        #expect(to.value == "14 St")
    }

    @Test func aNameThatIsNoStopsIsTheRunsStop() throws {
        // The schedule names the stop (`Resolver+ScheduledStop`); the page's text is kept as a reading.
        let (to, warnings) = try settled(Located("z2 Ss A", box: nil))
        #expect(to.value == "14 St")
        #expect(to.readings.contains("z2 Ss A"))
        #expect(warnings.contains("read 'z2 Ss A'; the schedule's run at the shown times calls at '14 St'"))
    }

    @Test func aReadingThatIsTheStopByTheResolversKeyIsItsName() throws {
        // "rn" read "m": the resolver's key folds it (the stop is found), the spelling key does not.
        var ride = HandItinerary.ride("1", from: "96 St", "11:00", to: "Bome Street", "11:30")
        ride.to = Located("Bome Street", box: nil)
        let result = try resolver.withUnreadFromSchedule(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let parsed)? = result.legs.first else { throw ResolveError(.noRides) }
        #expect(parsed.to.value == "Borne Street")
    }

    @Test func aDestinationTheFeedWritesTwoWaysIsTheRunsOwn() throws {
        // "Borne Street - 14 St" is T3's headsign exactly; the run at 10:00 is T1, headed
        // "Borne Street -14 St": the key folds the space, and the trip says which the page drew.
        var ride = HandItinerary.ride("1", from: "96 St", "10:00", to: "14 St", "10:20")
        ride.headsign = Located("Borne Street - 14 St", box: nil)
        let result = try resolver.withUnreadFromSchedule(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let parsed)? = result.legs.first else { throw ResolveError(.noRides) }
        #expect(parsed.headsign?.value == "Borne Street -14 St")
        // A destination no reading of which is near the run's headsign stays as read.
        ride.headsign = Located("Somewhere Else", box: nil)
        let other = try resolver.withUnreadFromSchedule(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let kept)? = other.legs.first else { throw ResolveError(.noRides) }
        #expect(kept.headsign?.value == "Somewhere Else")
    }

    @Test func readingsNotNearTheRunsStopStayAsRead() throws {
        // "14 Sxy" is two glyphs from "14 St" (enough for the resolver's trigrams to find the stop,
        // not for a spelling); "145 St" keeps its 5.
        let (to, warnings) = try settled(Located("145 St", box: nil, alternatives: ["14 Sxy"]))
        #expect(to.value == "145 St")
        #expect(!warnings.contains { $0.contains("schedule's run") })
    }
}
