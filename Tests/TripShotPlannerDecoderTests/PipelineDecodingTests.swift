import Testing
import TripShot
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The chain every face shares takes another planner's page through the decoder when GO's layout
/// finds no itinerary, and reports the decoder's errors as its own.
@Suite struct PipelineDecodingTests {
    func feed() throws -> SharedFeed {
        SharedFeed(resolver: try TestFeeds.resolver(TestFeeds.go), info: FeedInfo(name: "go", agencies: [], version: nil))
    }

    @Test func anotherPlannersPageResolvesThroughTheChain() throws {
        let reading = try TripChain(feeds: [try feed()], today: TestFeeds.beforeEveryFeed).trip(from: PlannerDecoderTests.englishTimeline.page, date: nil)
        #expect(reading.trip.rides.map(\.tripID) == ["20250317-MI-2706"])
        #expect(reading.trip.rides.first?.validation.status == .match)
    }

    @Test func givenDateDecidesAndWithoutFeedTheLayoutErrorStays() throws {
        let page = TestPage([
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("Bus 21 towards Milton GO", 240)],
            [("05:35", 40), ("Square One", 240)],
        ]).page
        let reading = try TripChain(feeds: [try feed()]).trip(from: page, date: ShownDate(year: 2025, month: 3, day: 19))
        #expect(reading.trip.rides.map(\.tripID) == ["20250319-21-21051"])
        #expect(throws: TripShotError.itinerary(.noItinerary(pageWidth: 1080, pageHeight: 410, lineCount: 5))) {
            try TripChain(feeds: []).itinerary(from: page)
        }
    }

    @Test func ambiguityIsTheChainsError() throws {
        let page = TestPage([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("05:35", 40), ("Square One", 240)],
        ]).page
        #expect {
            try TripChain(feeds: [try feed()], today: TestFeeds.beforeEveryFeed).trip(from: page, date: nil)
        } throws: { error in
            guard case .decode(.ambiguous) = error as? TripShotError else { return false }
            return true
        }
    }
}
