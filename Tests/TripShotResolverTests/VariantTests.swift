import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A lettered code on the page ("21C") that the feed keeps as a variant of route "21" picks the
/// trip the feed says it of, wherever the feed says it; spaces and case inside a code do not count.
@Suite struct VariantTests {
    enum Place: String, CaseIterable { case tripShortName, headsign, spacedHeadsign, extraTripsColumn, routeLongName }

    /// Two runs at the same times from Hill to Lake, one of branch 21C and one of 21A; the branch
    /// is written only in `place`.
    static func feed(_ place: Place) -> SmallFeed {
        let stops: [SmallFeed.Stop] = [
            .init(id: "H", name: "Hill", lat: 40.00, lon: -3.00), .init(id: "L", name: "Lake", lat: 40.02, lon: -3.00),
        ]
        let calls = [("H", "07:00"), ("L", "07:10")]
        // "BR-C" runs 21C, "AR-A" runs 21A: neither is first by id in both cases.
        var c = SmallFeed.Trip(id: "BR-C", route: "R21", calls: calls)
        var a = SmallFeed.Trip(id: "AR-A", route: "R21", calls: calls)
        var feed = SmallFeed(stops: stops, routes: [("R21", "21")], trips: [])
        switch place {
        case .tripShortName: (c.shortName, a.shortName) = ("21C", "21A")
        case .headsign: (c.headsign, a.headsign) = ("21C Lake via Mill", "21A Lake")
        case .spacedHeadsign: (c.headsign, a.headsign) = ("21 C - Lake", "21 A - Lake")
        case .extraTripsColumn: feed.extraTripColumns = ["branch_code": ["BR-C": "21C", "AR-A": "21A"]]
        case .routeLongName:
            // Two routes "21", told apart only by their long names.
            feed.routes = [("R21", "21"), ("R21X", "21")]
            feed.routeLongNames = ["R21": "21C Hill - Lake", "R21X": "21A Hill - Lake"]
            a.route = "R21X"
        }
        feed.trips = [c, a]
        return feed
    }

    @Test(arguments: Place.allCases)
    func theVariantIsReadFromWhereverTheFeedKeepsIt(_ place: Place) throws {
        let resolver = try Self.feed(place).resolver()
        for (code, trip) in [("21C", "BR-C"), ("21A", "AR-A"), ("21 C", "BR-C"), ("21a", "AR-A")] {
            let resolved = try resolver.resolve(
                HandItinerary.trip([.ride(HandItinerary.ride(code, from: "Hill", "07:00", to: "Lake", "07:10"))]))
            guard case .ride(let ride) = resolved.legs.first else { throw ResolveError(.noRides) }
            #expect(ride.tripID == trip, "\(place): \(code)")
            #expect(ride.validation.status == .match)
        }
    }

    /// A page's own route code with a space or another case is the route's code.
    @Test(arguments: ["21", "2 1", " 21 "])
    func aPlainCodeWithSpacesIsTheRoute(_ code: String) throws {
        let resolver = try Self.feed(.tripShortName).resolver()
        let resolved = try resolver.resolve(
            HandItinerary.trip([.ride(HandItinerary.ride(code, from: "Hill", "07:00", to: "Lake", "07:10"))]))
        guard case .ride(let ride) = resolved.legs.first else { throw ResolveError(.noRides) }
        #expect(ride.route.routeID == "R21")
        #expect(ride.validation.status == .match)
    }
}
