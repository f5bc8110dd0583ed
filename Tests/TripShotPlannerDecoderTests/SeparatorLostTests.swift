import TestSupport
import Testing
@testable import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// A photographed step list read "Arrive at Oakland International Airport at 1929" for 19:29
/// (c117_bart_steps_en_photo_004, seed 117): four digits where a time may stand are a doubtful
/// time, tried only when the page's plain times explain no trip.
@Suite struct SeparatorLostTests {
    func evidence(_ rows: [[(String, Int)]]) -> PageEvidence { PageEvidence(TestPage(rows).page) }

    @Test func fourDigitsThatReadAsATime() {
        let page = evidence([[("1. Depart Portal at 15:05", 40)], [("3 Arrive at Ridge at 1550", 40)]])
        #expect(page.times.map(\.time) == [ClockTime(hour: 15, minute: 5)])
        #expect(page.separatorLostTimes.map(\.time) == [ClockTime(hour: 15, minute: 50)])
        #expect(page.withSeparatorLostTimes().times.map(\.time) == [ClockTime(hour: 15, minute: 5), ClockTime(hour: 15, minute: 50)])
    }

    /// No clock shows 27 or :60; a year of a date, a price, a run of numbers are no time.
    @Test func notEveryFourDigits() {
        let page = evidence([
            [("Train 2745", 40)], [("at 1460", 40)], [("Fri, 22 Feb 2019", 40)], [("Total $1929", 40)],
            [("Card 4417 1929 0023", 40)], [("at 19290", 40)],
        ])
        #expect(page.separatorLostTimes.isEmpty)
    }

    /// Portal 15:05 to Ridge 15:50, every day of 2025.
    static func decode(_ arrival: String) throws -> PlannerDecoder.Decoded {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", calls: [("P", "15:05"), ("R", "15:50")])])
        let page = TestPage([[("Mon, 2 Jun 2025", 40)], [("1. Depart Portal at 15:05", 40)], [("3 Arrive at Ridge at \(arrival)", 40)]])
        return try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(page.page)
    }

    @Test func triedWhenThePlainTimesExplainNoTrip() throws {
        let decoded = try Self.decode("1550")
        #expect(decoded.tripIDs == ["T"])
        #expect(decoded.itinerary.warnings.contains { $0.contains("read '1550' as 15:50, a time whose separator") })
    }

    /// The schedule still has to call at the stop at that minute: 15:51 is no trip's.
    @Test func theScheduleStillDecides() {
        #expect {
            try Self.decode("1551")
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }

    /// A page its plain times explain keeps them: the number beside them stays a number.
    @Test func notTriedWhenThePlainTimesDo() throws {
        let decoded = try Self.decode("15:50 (seat 1550)")
        #expect(decoded.tripIDs == ["T"])
        #expect(!decoded.itinerary.warnings.contains { $0.contains("separator") })
    }

    /// A timetable whose last arrival did not read ("Arr0o6h27 West Oakland", c113_bart_timetable_fr_chat_002,
    /// seed 113): the summary's end is the arrival at the last stop named, and the schedule agrees.
    @Test func theSummarysEndIsTheLastStopsArrival() throws {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", calls: [("P", "15:05"), ("R", "15:50")])])
        let decoder = PlannerDecoder(resolver: try Resolver(path: feed.databasePath()))
        let legs = [[("Dép 15 h 05 Portal", 40)], [("Métro A vers Ridge", 60)], [("Arr0o15h50 Ridge", 40)]]
        let decoded = try decoder.decode(TestPage([[("02/06/2025", 40)], [("Dép 15 h 05 Arr 15 h 50", 40)]] + legs).page)
        #expect(decoded.tripIDs == ["T"])
        // Without the summary, or with one that ends at another minute, nothing says when it arrived.
        for summary in [[[("02/06/2025", 40)]], [[("02/06/2025", 40)], [("Dép 15 h 05 Arr 15 h 51", 40)]]] {
            #expect {
                try decoder.decode(TestPage(summary + legs).page)
            } throws: { error in
                guard case .noTripExplains = error as? DecodeError else { return false }
                return true
            }
        }
    }
}
