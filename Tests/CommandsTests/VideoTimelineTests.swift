import Foundation
import Testing

@testable import TripVideo

/// The video's cut, from an edit list and the page's steps, before anything is recorded.
@Suite struct VideoTimelineTests {
    /// Board (camera only), ride (camera and travel), arrive, as the page reports them.
    let page = VideoTimeline.PagePlan(
        title: "Square One to Streetsville GO Bus",
        steps: [
            .init(text: "Board 21", motionSeconds: 1.6), .init(text: "Ride 21", motionSeconds: 4.2),
            .init(text: "Arrive at Streetsville GO Bus, 18:17", motionSeconds: 1.6),
        ])

    @Test func theDefaultCutShowsEveryStepBetweenTwoCards() throws {
        let timeline = try VideoTimeline(edit: EditList(), page: page)
        #expect(timeline.segments.map(\.shot) == [
            .card("Square One to Streetsville GO Bus"), .overview(caption: nil),
            .step(index: 0, caption: nil), .step(index: 1, caption: nil), .step(index: 2, caption: nil),
            .card("Arrive at Streetsville GO Bus, 18:17"),
        ])
        #expect(timeline.segments.map(\.frames) == [60, 60, 108, 186, 108, 60])
    }

    @Test func zeroSecondsLeavesACardOutAndStepsKeepTheListsOrder() throws {
        let json = #"{"title": {"seconds": 0}, "overview": 0, "hold": 0.5, "steps": [3, {"step": 1, "hold": 0, "caption": "Go"}], "end": {"text": "Bye", "seconds": 1}}"#
        let timeline = try VideoTimeline(edit: EditList(json: Data(json.utf8), name: "cut.json"), page: page)
        #expect(timeline.segments == [
            .init(shot: .step(index: 2, caption: nil), frames: 63), .init(shot: .step(index: 0, caption: "Go"), frames: 48),
            .init(shot: .card("Bye"), frames: 30),
        ])
        #expect(timeline.frames == 141)
    }

    @Test func booleansAreNotSeconds() {
        #expect(throws: VideoError.self) { try EditList(json: Data(#"{"hold": true}"#.utf8), name: "s.json") }
    }
}
