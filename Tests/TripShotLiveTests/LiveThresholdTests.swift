import Testing
import TripShotLive

/// The thresholds of live data, each on both sides with literal values.
@Suite struct LiveThresholdTests {
    @Test func aFeedIsStaleAfterNinetySeconds() {
        #expect(FeedFreshness(timestamp: 1_000, now: 1_090) == .live(ageSeconds: 90))
        #expect(FeedFreshness(timestamp: 1_000, now: 1_091) == .stale(ageSeconds: 91))
        #expect(FeedFreshness(timestamp: nil, now: 1_000) == .undated)
        #expect(!FeedFreshness.undated.isLive)
    }

    @Test func aTimestampMoreThanAMinuteAheadIsInTheFuture() {
        #expect(!FeedFreshness.isInFuture(timestamp: 1_060, now: 1_000))
        #expect(FeedFreshness.isInFuture(timestamp: 1_061, now: 1_000))
        #expect(!FeedFreshness.isInFuture(timestamp: nil, now: 1_000))
        // A little ahead is clock skew: shown as live, age 0.
        #expect(FeedFreshness(timestamp: 1_030, now: 1_000) == .live(ageSeconds: 0))
    }

    @Test func aConnectionIsAtRiskUnderTwoMinutesToSpareAndBrokenBelowZero() {
        #expect(LiveTransfer.verdict(marginSeconds: 120) == .holds)
        #expect(LiveTransfer.verdict(marginSeconds: 119) == .atRisk)
        #expect(LiveTransfer.verdict(marginSeconds: 0) == .atRisk)
        #expect(LiveTransfer.verdict(marginSeconds: -1) == .broken)
    }

    @Test func translationsFollowTheReadersLanguages() {
        let text = RealtimeText([
            .init(text: "Delays", language: nil), .init(text: "Retards", language: "fr"),
            .init(text: "Verspätung", language: "de-CH"),
        ])
        #expect(text.text(for: ["fr-CA", "en"])?.text == "Retards")
        #expect(text.text(for: ["de"])?.text == "Verspätung")
        #expect(text.text(for: ["ja"])?.text == "Delays")
        #expect(text.text(for: [])?.text == "Delays")
        #expect(RealtimeText([]).text(for: ["en"]) == nil)
    }

    @Test func startTimesReadPastMidnight() {
        #expect(RealtimeTripDescriptor(startTime: "25:10:00").startSeconds == 90_600)
        #expect(RealtimeTripDescriptor(startTime: "18:25").startSeconds == nil)
        #expect(RealtimeTripDescriptor(startTime: "18:61:00").startSeconds == nil)
    }
}
