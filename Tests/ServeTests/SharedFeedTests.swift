import Foundation
import TestSupport
import Testing
@testable import TripShot
import TripShotPageText
import TripShotParser
import TripShotResolver
import TripShotTrip

/// One feed's resolver shared by many threads, as the server's workers share it.
@Suite struct SharedFeedTests {
    @Test func concurrentResolvesOfDifferentScreenshotsMatchSequentialOnes() throws {
        let feed = try ServeFixtures.goFeed()
        let itineraries = try ServeFixtures.goScreens.map { name in
            let page = try JSONDecoder().decode(PageText.self, from: Data(try ServeFixtures.lines(name).utf8))
            return try TripChain(feeds: []).itinerary(from: page)
        }
        let sequential = try itineraries.map { try feed.resolve($0, date: nil) }
        #expect(sequential.allSatisfy { $0.allMatch })

        let results = Collected()
        DispatchQueue.concurrentPerform(iterations: 48) { index in
            let which = index % itineraries.count
            results.add(which, Result { () throws(TripShotError) in try feed.resolve(itineraries[which], date: nil) })
        }
        let all = results.all
        #expect(all.count == 48)
        for (which, result) in all {
            #expect((try? result.get()) == sequential[which], "screenshot \(ServeFixtures.goScreens[which])")
        }
    }

    @Test func theFeedChoiceTakesTheFeedWhereEveryRideIsFound() throws {
        // The same GO feed twice, the second under another name: a tie goes to the first listed.
        let first = try ServeFixtures.goFeed()
        let path = try ServeFixtures.goDatabase()
        let second = SharedFeed(resolver: try Resolver(path: path), info: FeedInfo(name: "second", agencies: [], version: nil))
        let page = try JSONDecoder().decode(PageText.self, from: Data(try ServeFixtures.lines(ServeFixtures.example).utf8))
        let itinerary = try TripChain(feeds: []).itinerary(from: page)
        let reading = try FeedChoice.resolve(itinerary, in: [first, second], date: nil)
        let (chosen, trip) = (reading.feed, reading.trip)
        #expect(chosen === first)
        #expect(trip.allMatch)
        // A date on which no ride runs scores lower than one where every ride is found.
        let other = try FeedChoice.Score(first.resolve(itinerary, date: ShownDate(parsing: "2025-03-22")))
        #expect(other < FeedChoice.Score(trip))
    }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(Int, Result<ResolvedTrip, TripShotError>)] = []
    func add(_ which: Int, _ result: Result<ResolvedTrip, TripShotError>) { lock.withLock { list.append((which, result)) } }
    var all: [(Int, Result<ResolvedTrip, TripShotError>)] { lock.withLock { list } }
}
