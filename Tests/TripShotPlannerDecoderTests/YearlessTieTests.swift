import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// "mar 7 de septiembre" on a timetable whose train runs at the same times as one trip in 2024 and
/// as another in 2025, as OCR read an Amtrak photo of seed 115 (c115_amtrak_timetable_es_photo_004):
/// the year is the decoder's to choose (`DayApart`, the first from today), even when the page's
/// summary line and its rows read the same trip twice.
@Suite struct YearlessTieTests {
    static func resolver() throws -> Resolver {
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            Y2024,1,1,1,1,1,1,1,20240828,20240910
            Y2025,1,1,1,1,1,1,1,20240920,20250920

            """
        let feed = SmallFeed(
            stops: [.init(id: "V", name: "Ventana", lat: 34.27, lon: -119.27), .init(id: "L", name: "Loma", lat: 34.65, lon: -120.46)],
            routes: [("PS", "Surf")],
            trips: [
                .init(id: "IN-2024", route: "PS", service: "Y2024", calls: [("V", "19:58"), ("L", "22:01")]),
                .init(id: "IN-2025", route: "PS", service: "Y2025", calls: [("V", "19:58"), ("L", "22:01")]),
            ],
            files: ["calendar.txt": calendar])
        return try Resolver(path: feed.databasePath())
    }

    static let page = TestPage([
        [("mar 7 de septiembre", 40)], [("S 7:58 p. m. LL 10:01 p. m. | 2 h 3 min", 40)],
        [("S 7:58 p. m. | Ventana | Vía 18", 40)], [("Surf", 40)], [("LL 10:01 p. m. | Loma | Vía 2", 40)],
    ])

    @Test func theYearIsTheFirstFromToday() throws {
        let decoder = PlannerDecoder(resolver: try Self.resolver())
        let early = try decoder.decode(Self.page.page, today: ShownDate(year: 2024, month: 9, day: 1))
        #expect(early.tripIDs == ["IN-2024"])
        #expect(early.itinerary.date?.value == ShownDate(year: 2024, month: 9, day: 7))
        #expect(early.itinerary.warnings.contains { $0.contains("the page's date shows no year: on 2025-09-07 trip IN-2025 explains it equally") })
        // The other side: from a today after 7 September 2024, the next 7 September is 2025's.
        let late = try decoder.decode(Self.page.page, today: ShownDate(year: 2024, month: 9, day: 8))
        #expect(late.tripIDs == ["IN-2025"])
        #expect(late.itinerary.date?.value == ShownDate(year: 2025, month: 9, day: 7))
        #expect(early.dateChosen && early.yearChosen && late.yearChosen)
    }
}
