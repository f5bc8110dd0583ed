import TestSupport
import Testing
import TripShot
import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver
import TripShotTrip

/// A page that shows no date is taken on the first day from today on which its trip runs, inside
/// the feed's validity, else on the latest day before today (issue 25): the resolver's assumed
/// day (one ride), the decoder's common day (a chain), and the chain's face, with today given.
/// The feed's trips run on Tuesdays and Thursdays from 2025-03-04 to 2025-03-13: 03-04, 03-06,
/// 03-11 and 03-13.
@Suite struct NearestDayTests {
    static func feed() throws -> String {
        let feed = SmallFeed(
            stops: [
                .init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.004, lon: 7),
                .init(id: "S", name: "Summit", lat: 45.010, lon: 7),
            ],
            routes: [("RA", "A"), ("RB", "B")],
            trips: [
                .init(id: "T1", route: "RA", headsign: "Uphill", calls: [("P", "09:00"), ("R", "09:08")]),
                .init(id: "T2", route: "RB", headsign: "Top", calls: [("R", "09:15"), ("S", "09:25")]),
            ],
            files: [
                "calendar.txt": "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n"
                    + "ALL,0,1,0,1,0,0,0,20250304,20250313\n"
            ])
        return try feed.databasePath()
    }

    static func day(_ text: String) -> ShownDate { ShownDate(parsing: text)! }

    /// One ride as GO's layout gives it, without a date.
    static let oneRide: Itinerary = {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let ride = Ride(
            routeCode: Located("A", box: box), headsign: nil, from: Located("Portal", box: box), to: Located("Ridge", box: box),
            departure: Located(ClockTime(hour: 9, minute: 0), box: box), arrival: Located(ClockTime(hour: 9, minute: 8), box: box),
            stopsBetween: nil)
        return Itinerary(date: nil, legs: [.ride(ride)])
    }()

    /// The day before the first run day, the run day itself, a day between two run days, the day
    /// after the last one (the latest before), and a day long after the feed ended.
    static let cases: [(today: String, chosen: String)] = [
        ("2025-03-03", "2025-03-04"), ("2025-03-04", "2025-03-04"), ("2025-03-05", "2025-03-06"),
        ("2025-03-12", "2025-03-13"), ("2025-03-14", "2025-03-13"), ("2026-12-03", "2025-03-13"),
    ]

    @Test(arguments: cases) func theResolverTakesTheFirstDayFromTodayElseTheLatestBefore(_ test: (today: String, chosen: String)) throws {
        let resolver = try Resolver(path: try Self.feed())
        let trip = try resolver.resolve(Self.oneRide, today: Self.day(test.today))
        #expect(trip.serviceDate == Self.day(test.chosen))
        #expect(trip.serviceDateSource == .assumed)
    }

    /// Without a day to count from, the resolver counts from the feed's first day: its first run day.
    @Test func withoutTodayTheResolverCountsFromTheFeedsFirstDay() throws {
        let trip = try Resolver(path: try Self.feed()).resolve(Self.oneRide)
        #expect(trip.serviceDate == Self.day("2025-03-04"))
    }

    /// Two rides, undated: the decoder chooses the day every ride runs on, and says how.
    static let twoRides = TestPage([
        [("9:00 AM", 40), ("Portal", 300)], [("Bus A towards Uphill", 300)], [("9:08 AM", 40), ("Ridge", 300)],
        [("9:15 AM", 40), ("Ridge", 300)], [("Bus B towards Top", 300)], [("9:25 AM", 40), ("Summit", 300)],
    ])

    @Test func theDecoderSaysWhichDayFromTodayItChose() throws {
        let decoder = PlannerDecoder(resolver: try Resolver(path: try Self.feed()))
        let between = try decoder.decode(Self.twoRides.page, today: Self.day("2025-03-05"))
        #expect(between.tripIDs == ["T1", "T2"])
        #expect(between.itinerary.date?.value == Self.day("2025-03-06"))
        #expect(between.itinerary.date?.box == nil)
        #expect(between.dateChosen)
        #expect(
            between.itinerary.warnings.contains(
                "the page shows no date the trip runs on: chose 2025-03-06, the first day from 2025-03-05 on which every ride runs"))
        let after = try decoder.decode(Self.twoRides.page, today: Self.day("2025-03-14"))
        #expect(after.itinerary.date?.value == Self.day("2025-03-13"))
        #expect(
            after.itinerary.warnings.contains(
                "the page shows no date the trip runs on: chose 2025-03-13, the latest day before 2025-03-14 on which every ride runs"))
        let before = try decoder.decode(Self.twoRides.page, today: Self.day("2025-03-03"))
        #expect(before.itinerary.date?.value == Self.day("2025-03-04"))
        // `--date` wins over today.
        let given = try decoder.decode(Self.twoRides.page, date: Self.day("2025-03-11"), today: Self.day("2025-03-05"))
        #expect(given.itinerary.date == nil && !given.dateChosen)
    }

    /// The chain's face: a chain given today takes the day from it, and the trip says the day was
    /// assumed, not shown; `--date` stays an option.
    @Test(arguments: [("2025-03-03", "2025-03-04"), ("2025-03-05", "2025-03-06"), ("2025-03-14", "2025-03-13")])
    func aChainCountsFromItsToday(_ today: String, _ chosen: String) throws {
        let feed = try SharedFeed(databasePath: try Self.feed())
        let chain = TripChain(feeds: [feed], today: Self.day(today))
        let decoded = try chain.trip(from: Self.twoRides.page, date: nil)
        #expect(decoded.trip.serviceDate == Self.day(chosen))
        #expect(decoded.trip.serviceDateSource == .assumed)
        let resolved = try chain.trip(from: Self.oneRide, date: nil)
        #expect(resolved.trip.serviceDate == Self.day(chosen))
        #expect(resolved.trip.serviceDateSource == .assumed)
        let given = try chain.trip(from: Self.twoRides.page, date: Self.day("2025-03-11"))
        #expect(given.trip.serviceDate == Self.day("2025-03-11") && given.trip.serviceDateSource == .option)
    }

    /// The rule itself: from today on the earlier, before it the later, any day from today on
    /// before any day before it.
    @Test func theRulePrefersTheFirstDayFromTodayThenTheLatestBefore() {
        let rule = NearestDay(today: Self.day("2025-03-05"))
        #expect(rule.nearest(of: [Self.day("2025-03-04"), Self.day("2025-03-06"), Self.day("2025-03-11")]) == Self.day("2025-03-06"))
        #expect(rule.nearest(of: [Self.day("2025-03-04"), Self.day("2025-03-05")]) == Self.day("2025-03-05"))
        #expect(rule.nearest(of: [Self.day("2025-03-03"), Self.day("2025-03-04")]) == Self.day("2025-03-04"))
        #expect(rule.nearest(of: [ShownDate]()) == nil)
    }
}
