import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// A ride seed 139 lost (unseen): c139_cdmx_eticket_en_crop_004, "Travel date: Sat, 6 Oct 2018" and
/// "Leave Anillo Periférico Sur - 11 De Abril (Calle 4) 9:02 PM": the street named for a day read
/// as 11 April, a weekday on which route 57's weekday trip runs the same times, so two trips tied.
/// And a headsign it did not read: c139_large_compact_pl_005's "kierunek SW" over "10th & Clay (12
/// stacji)", the count read as the headsign's words.
@Suite struct UnseenSeed139Tests {
    /// Route 57 from "Periférico Sur - 11 De Abril" 21:02 to "Reforma" 21:10, on weekdays (WK) and
    /// on Saturdays (SA); a stop named "11 de Abril" too.
    static func resolver() throws -> Resolver {
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            WK,1,1,1,1,1,0,0,20250101,20251231
            SA,0,0,0,0,0,1,0,20250101,20251231

            """
        let feed = SmallFeed(
            stops: [
                .init(id: "P", name: "Periférico Sur - 11 De Abril", lat: 19.30, lon: -99.20),
                .init(id: "R", name: "Reforma", lat: 19.42, lon: -99.19), .init(id: "A", name: "11 de Abril", lat: 19.50, lon: -99.10),
            ],
            routes: [("R57", "57")],
            trips: [
                .init(id: "WEEKDAY", route: "R57", service: "WK", calls: [("P", "21:02"), ("R", "21:10")]),
                .init(id: "SATURDAY", route: "R57", service: "SA", calls: [("P", "21:02"), ("R", "21:10")]),
            ],
            files: ["calendar.txt": calendar])
        return try Resolver(path: feed.databasePath())
    }

    static func decode(_ date: String, boarding: String = "Leave Periférico Sur - 11 De Abril 9:02 PM") throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try resolver()).decode(
            TestPage([[(date, 40)], [("Bus 57", 40)], [(boarding, 40)], [("Arrival Reforma 9:10 PM", 40)]]).page)
    }

    /// The day inside the stop's name is the name's words: the page's own date decides (Saturday
    /// 4 October 2025; 11 April 2025 is a Friday).
    @Test func aDayInsideAStopsNameIsNoDate() throws {
        let decoded = try Self.decode("Travel date: Sat, 4 Oct 2025")
        #expect(decoded.tripIDs == ["SATURDAY"])
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2025, month: 10, day: 4))
    }

    /// A name that is the date's words alone says nothing against the date: "Travel date: 11 de
    /// Abril" (a Friday) is the weekday trip's day, the stop "11 de Abril" read off it or not.
    @Test func aDateThatIsAStopsWholeNameStays() throws {
        #expect(try Self.decode("Travel date: 11 de Abril 2025").tripIDs == ["WEEKDAY"])
        #expect(try Self.decode("Travel date: 11 de Abril").tripIDs == ["WEEKDAY"])
    }

    /// A stop count's number ends a headsign, on its row or wrapped onto the next; a number that
    /// counts nothing ("Terminal 2") does not.
    @Test func aCountEndsTheHeadsign() {
        func lines(_ rows: [[(String, Int)]]) -> [RouteLine] { PageEvidence(TestPage(rows).page).routeLines }
        let wrapped = lines([[("08:58 NW 11th & Marshall - kierunek SW", 40)], [("10th & Clay (12 stacji)", 40)]])
        #expect(wrapped.first?.longerHeadsigns == ["SW 10th & Clay"])
        #expect(lines([[("CL Line kierunek SW 10th & Clay (12 stacji)", 40)]]).first?.headsign == "SW 10th & Clay")
        #expect(lines([[("CL Line kierunek SW 10th & Clay 12 stacji", 40)]]).first?.headsign == "SW 10th & Clay")
        #expect(lines([[("Bus 7 towards Terminal 2 Arrivals", 40)]]).first?.headsign == "Terminal 2 Arrivals")
    }
}
