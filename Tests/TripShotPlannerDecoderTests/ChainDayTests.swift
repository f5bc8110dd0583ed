import Testing
import TripShotPageText
import TripShotParser
@testable import TripShotPlannerDecoder
import TripShotResolver
import TripShotTrip

/// A chain's rides run on one day between them, and its times are shown one way.
@Suite struct ChainDayTests {
    static let nyc = "Tests/Fixtures/feeds/nyc_subway_gtfs.zip"

    /// `RideHypotheses.roundings`: 10:25:00 to 10:25:29 shows as 10:25 cut or rounded; 10:25:30 to
    /// 10:25:59 shows as 10:25 only cut, as 10:26 only rounded; 10:24:29 and 10:26:00 never as 10:25.
    @Test func aTimeShowsCutRoundedOrBoth() {
        let shown = ClockTime(hour: 10, minute: 25)
        let at = { (m: Int, s: Int) in 10 * 3600 + m * 60 + s }
        #expect(RideHypotheses.roundings(at(25, 0), as: shown) == .either)
        #expect(RideHypotheses.roundings(at(25, 29), as: shown) == .either)
        #expect(RideHypotheses.roundings(at(25, 30), as: shown) == .cut)
        #expect(RideHypotheses.roundings(at(25, 59), as: shown) == .cut)
        #expect(RideHypotheses.roundings(at(25, 30), as: ClockTime(hour: 10, minute: 26)) == .nearest)
        #expect(RideHypotheses.roundings(at(24, 30), as: shown) == .nearest)
        #expect(RideHypotheses.roundings(at(24, 29), as: shown) == [])
        #expect(RideHypotheses.roundings(at(26, 0), as: shown) == [])
        // Past midnight on a later service day, as `shows` reads it.
        #expect(RideHypotheses.roundings(24 * 3600 + 25 * 60 + 40, as: ClockTime(hour: 0, minute: 25)) == .cut)
    }

    /// An undated German timeline of three subway rides (read from a rendered page of seed 103).
    /// Saturday's 2 train 2042 reaches 96 St at 02:41 and leaves 02:43:00, 86 St 02:45:00; Sunday's
    /// 2048 leaves 02:42:30 and reaches 86 St 02:44:30, which show as 02:43 and 02:45 only rounded.
    /// The page cuts its other times (01:22:30 shows 01:22, 02:20:30 shows 02:20), so Sunday's 2048
    /// is no ride of it; and a Sunday ride after Saturday ones runs on no day with them. Before
    /// these two rules the page was "two trips explain this page equally" (exit 108).
    static func timeline(_ times: [String]) -> TestPage {
        TestPage([
            [("\(times[0]) Uhr", 73), ("Houston St", 406)],
            [("nach Flatbush Av-Brooklyn College", 484)],
            [("Fahrt 3 Min., 2 Stationen", 406)],
            [("\(times[1]) Uhr", 73), ("Franklin St", 406)],
            [("Fußweg 6 Min.", 406)],
            [("\(times[2]) Uhr", 73), ("Canal St", 406)],
            [("nach Van Cortlandt Park-242 St", 484)],
            [("Fahrt 21 Min., 15 Stationen", 406)],
            [("\(times[3]) Uhr", 73), ("96 St", 406)],
            [("Umstieg", 406)],
            [("\(times[4]) Uhr", 73), ("96 St", 406)],
            [("nach Flatbush Av-Brooklyn College", 484)],
            [("Fahrt 2 Min., 1 Station", 406)],
            [("\(times[5]) Uhr", 73), ("86 St", 406)],
        ])
    }

    @Test func aCutPageIsSaturdaysTrain() throws {
        let resolver = try TestFeeds.resolver(Self.nyc)
        let page = Self.timeline(["01:22", "01:25", "01:59", "02:20", "02:43", "02:45"])
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.tripIDs.last == "AFA24GEN-2042-Saturday-00_011900_2..S08R")
        let date = try #require(decoded.itinerary.date)
        #expect(date.box == nil && date.value.weekdayIndex == 5)
        #expect(!decoded.itinerary.timesRounded)
        let trip = try resolver.resolve(decoded.itinerary)
        #expect(trip.rides.count == 3 && trip.rides.allSatisfy { $0.tripID.contains("Saturday") && $0.validation.status == .match })
    }

    /// The last ride alone (02:43 and 02:45) says nothing of how the page shows its times, so
    /// Sunday's 2048 (rounded) and the 02:43:00 run of weekdays and Saturdays (2099, 2042: either
    /// way) explain it equally, on different days: the page does not say which, so the day is
    /// chosen, the first the feed runs either (Sunday 15 December 2024), and said with the other
    /// day's train, Monday's 2099 (`DayApart`).
    @Test func oneRideAloneOnTwoDaysTakesTheFirstDay() throws {
        let page = TestPage([
            [("02:43 Uhr", 73), ("96 St", 406)],
            [("nach Flatbush Av-Brooklyn College", 484)],
            [("Fahrt 2 Min., 1 Station", 406)],
            [("02:45 Uhr", 73), ("86 St", 406)],
        ])
        let resolver = try TestFeeds.resolver(Self.nyc)
        let decoded = try PlannerDecoder(resolver: resolver).decode(page.page)
        #expect(decoded.tripIDs == ["AFA24GEN-2048-Sunday-00_012250_2..S08R"])
        #expect(decoded.dateChosen)
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2024, month: 12, day: 15) && decoded.itinerary.date?.box == nil)
        #expect(decoded.itinerary.warnings.contains {
            $0.contains("the page does not show which day") && $0.contains("on 2024-12-16 trip AFA24GEN-2099-Weekday-00_011900_2..S08R explains it equally")
        })
        // Only rounding shows 02:42:30 as 02:43: the itinerary says so, and the trip validates
        // as the page shows it (before, cut to 02:42, it was "1 min late").
        #expect(decoded.itinerary.timesRounded)
        let trip = try resolver.resolve(decoded.itinerary)
        #expect(trip.rides.first?.tripID == "AFA24GEN-2048-Sunday-00_012250_2..S08R")
        #expect(trip.rides.first?.validation.status == .match)
    }
    // The other side, a tie on one day staying two answers (exit 108), is
    // `PlannerDecoderTests.twoTripsExplainingEquallyAreBothNamed`: both runs on the shown 17 March.
}
