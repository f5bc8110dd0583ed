import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// "11/12/2025" on a page where one trip runs on 11 December (a Thursday-only service) and another,
/// at the same times, on November 12 (a Wednesday-only one), as an Amtrak e-ticket in French drew
/// it (c113_amtrak_eticket_fr_003, seed 113): the page's labels say which way it writes dates, so
/// the trip on that reading is the page's, and the note says so. Without labels of any language
/// the order is the page's default, day first.
@Suite struct DateOrderTieTests {
    static func resolver() throws -> Resolver {
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            WED,0,0,1,0,0,0,0,20250101,20251231
            THU,0,0,0,1,0,0,0,20250101,20251231

            """
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A")],
            trips: [
                .init(id: "ON-WED", route: "RA", service: "WED", calls: [("P", "15:05"), ("R", "15:50")]),
                .init(id: "ON-THU", route: "RA", service: "THU", calls: [("P", "15:05"), ("R", "15:50")]),
            ],
            files: ["calendar.txt": calendar])
        return try Resolver(path: feed.databasePath())
    }

    static func decode(_ rows: [[(String, Int)]]) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try resolver()).decode(TestPage(rows).page)
    }

    @Test func aFrenchPageWritesTheDayFirst() throws {
        let decoded = try Self.decode([
            [("Date du voyage: 11/12/2025", 40)], [("Dép. 15:05 Portal", 40)], [("Arrivée 15:50 Ridge", 40)],
            [("Correspondance - 25 min d'attente", 40)],
        ])
        #expect(decoded.tripIDs == ["ON-THU"])
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2025, month: 12, day: 11))
        #expect(decoded.itinerary.warnings.contains { $0.contains("took 2025-12-11") && $0.contains("--date 2025-11-12") })
    }

    @Test func anEnglishPageWritesTheMonthFirst() throws {
        let decoded = try Self.decode([
            [("Travel date: 11/12/2025", 40)], [("Depart 15:05 Portal", 40)], [("Arrive 15:50 Ridge", 40)],
        ])
        #expect(decoded.tripIDs == ["ON-WED"])
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2025, month: 11, day: 12))
    }

    /// The other side: a date whose order is plain (13/11/2025) leaves nothing to the page's
    /// language, and a date with both trips on neither reading is still no answer (exit 108 for
    /// an undated page on one day is `DayApart`'s, unchanged).
    @Test func aPlainDateNeedsNoOrder() throws {
        let decoded = try Self.decode([[("Date du voyage: 13/11/2025", 40)], [("Dép. 15:05 Portal", 40)], [("Arrivée 15:50 Ridge", 40)]])
        #expect(decoded.tripIDs == ["ON-THU"])
        #expect(!decoded.itinerary.warnings.contains { $0.contains("reads as") })
    }
}
