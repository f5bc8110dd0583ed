import Itinerary
import PlannerDecoder
import Resolver
import Testing
import TripShotPipeline

/// The chain every face shares takes another planner's page through the decoder when GO's layout
/// finds no itinerary, and reports the decoder's errors as its own.
@Suite struct PipelineDecodingTests {
    func feed() throws -> SharedFeed {
        SharedFeed(resolver: try TestFeeds.resolver(TestFeeds.go), info: FeedInfo(name: "go", agencies: [], version: nil))
    }

    @Test func anotherPlannersPageResolvesThroughThePipeline() throws {
        let outcome = try TripPipeline.trip(from: PlannerDecoderTests.englishTimeline.page, feeds: [try feed()], date: nil)
        #expect(outcome.trip.rides.map(\.tripID) == ["20250317-MI-2706"])
        #expect(outcome.trip.rides.first?.validation.status == .match)
    }

    @Test func givenDateDecidesAndWithoutFeedTheLayoutErrorStays() throws {
        let page = TestPage([
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("Bus 21 towards Milton GO", 240)],
            [("05:35", 40), ("Square One", 240)],
        ]).page
        let outcome = try TripPipeline.trip(from: page, feeds: [try feed()], date: ShownDate(year: 2025, month: 3, day: 19))
        #expect(outcome.trip.rides.map(\.tripID) == ["20250319-21-21051"])
        #expect(throws: PipelineError.itinerary(.noItinerary(pageWidth: 1080, pageHeight: 410, lineCount: 5))) {
            try TripPipeline.itinerary(from: page, decodingWith: [], date: nil)
        }
    }

    @Test func ambiguityIsThePipelinesError() throws {
        let page = TestPage([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [("05:35", 40), ("Square One", 240)],
        ]).page
        #expect {
            try TripPipeline.trip(from: page, feeds: [try feed()], date: nil)
        } throws: { error in
            guard case .decode(.ambiguous) = error as? PipelineError else { return false }
            return true
        }
    }
}
