import TestSupport
import Testing
import TripShotPageText
import TripShotParser
import TripShotResolver
import TripShotTrip

/// The walk between two rides comes from the feed first (transfers.txt, then pathways.txt), even
/// for a change at one stop; only then is it 0 min at one stop or estimated from the distance.
@Suite struct WalkTests {
    /// Route A runs P to Q; route B leaves Q, route C leaves Q2 (about 110 m from Q).
    static func feed(files: [String: String]) -> SmallFeed {
        SmallFeed(
            stops: [
                .init(id: "P", name: "Portal", lat: 45.000, lon: 7.000),
                .init(id: "Q", name: "Quay", lat: 45.010, lon: 7.000),
                .init(id: "Q2", name: "Quay Bus Loop", lat: 45.011, lon: 7.000),
                .init(id: "R", name: "Ridge", lat: 45.030, lon: 7.000),
            ],
            routes: [("RA", "A"), ("RB", "B"), ("RC", "C")],
            trips: [
                .init(id: "TA", route: "RA", calls: [("P", "09:00"), ("Q", "09:10")]),
                .init(id: "TB", route: "RB", calls: [("Q", "09:15"), ("R", "09:30")]),
                .init(id: "TC", route: "RC", calls: [("Q2", "09:20"), ("R", "09:35")]),
            ],
            files: files)
    }

    static let transfers = "from_stop_id,to_stop_id,transfer_type,min_transfer_time\nQ,Q,2,180\nQ,Q2,2,420\n"
    static let pathways = """
        pathway_id,from_stop_id,to_stop_id,pathway_mode,is_bidirectional,length,traversal_time
        W1,Q2,Q,1,1,150,200

        """

    func walk(_ files: [String: String], to code: String) throws -> ResolvedWalk {
        let resolver = try Self.feed(files: files).resolver()
        let next = code == "B"
            ? HandItinerary.ride("B", from: "Quay", "09:15", to: "Ridge", "09:30")
            : HandItinerary.ride("C", from: "Quay Bus Loop", "09:20", to: "Ridge", "09:35")
        let trip = try resolver.resolve(
            HandItinerary.trip([
                .ride(HandItinerary.ride("A", from: "Portal", "09:00", to: "Quay", "09:10")),
                .walk(Walk(box: Box(x: 0, y: 0, width: 1, height: 1))), .ride(next),
            ]))
        #expect(trip.allMatch)
        guard trip.legs.count == 3, case .walk(let walk) = trip.legs[1] else {
            throw ResolveError(.database("expected ride, walk, ride: \(trip.legs)"))
        }
        return walk
    }

    @Test func aChangeAtOneStopTakesTheTransferTimeTheFeedGives() throws {
        let walk = try walk(["transfers.txt": Self.transfers], to: "B")
        #expect(walk.source == "transfers.txt")
        #expect(walk.minutes == 3)
        #expect(walk.distanceMeters == 0)
    }

    @Test func aChangeAtOneStopIsNoWalkWhenTheFeedSaysNothing() throws {
        let walk = try walk([:], to: "B")
        #expect(walk.source == "same stop")
        #expect(walk.minutes == 0)
    }

    @Test func aTransferBetweenTwoStopsTakesTheFeedsTime() throws {
        let walk = try walk(["transfers.txt": Self.transfers, "pathways.txt": Self.pathways], to: "C")
        #expect(walk.source == "transfers.txt")
        #expect(walk.minutes == 7)
        #expect((100...125).contains(walk.distanceMeters))
    }

    @Test func aPathwayGivesLengthAndTimeWalkedEitherWay() throws {
        // The pathway is drawn Q2 to Q and bidirectional; the walk goes Q to Q2.
        let walk = try walk(["pathways.txt": Self.pathways], to: "C")
        #expect(walk.source == "pathways.txt")
        #expect(walk.distanceMeters == 150)
        #expect(walk.minutes == 4)  // 200 s, rounded up
    }

    @Test func withoutTransfersOrPathwaysTheWalkIsEstimatedFromTheDistance() throws {
        let walk = try walk([:], to: "C")
        #expect(walk.source == "geodesic")
        #expect((100...125).contains(walk.distanceMeters))
        #expect(walk.minutes == 3)  // 111 m x 1.3 at 1.2 m/s = 120.4 s, rounded up
    }
}
