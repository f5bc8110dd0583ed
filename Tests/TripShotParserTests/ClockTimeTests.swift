import Testing
import TripShotParser

/// Minutes folded onto the clock, which the resolver, the decoder and the card all say times by.
@Suite struct ClockTimeTests {
    /// Any count of minutes lands on the clock: past midnight, before it, and the day's last minute.
    @Test func minutesFoldOntoTheClock() {
        #expect(ClockTime(foldingMinutes: 1452) == ClockTime(hour: 0, minute: 12))  // 24:12
        #expect(ClockTime(foldingMinutes: -1428) == ClockTime(hour: 0, minute: 12))  // -23:48
        #expect(ClockTime(foldingMinutes: -1) == ClockTime(hour: 23, minute: 59))
        #expect(ClockTime(foldingMinutes: 1439) == ClockTime(hour: 23, minute: 59))
        #expect(ClockTime(foldingMinutes: 2880) == ClockTime(hour: 0, minute: 0))  // 48:00
    }

    /// A difference is said the shorter way round: up to 719 minutes late, 720 and more is early.
    @Test func aDifferenceOnTheClockIsTheShorterWayRound() {
        #expect(ClockTime.onTheClock(1440) == 0)
        #expect(ClockTime.onTheClock(7 - 1440) == 7)
        #expect(ClockTime.onTheClock(719) == 719)
        #expect(ClockTime.onTheClock(720) == -720)
        #expect(ClockTime.onTheClock(-720) == -720)
        #expect(ClockTime.onTheClock(-721) == 719)
    }
}
