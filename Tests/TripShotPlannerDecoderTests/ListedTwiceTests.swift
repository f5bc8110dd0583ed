import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// As seed 123's Amtrak step list (c123_amtrak_steps_pt_crop_001) met it: the feed lists one bus as
/// two trips of two overlapping service periods, the same route, number, headsign, stops and times.
/// No page can tell them apart and the rider rides the same: one answer, its twin named. Two trips
/// that differ anywhere (a stop between at another time, or one running on past the page's last
/// stop) are still two answers.
@Suite struct ListedTwiceTests {
    static func resolver(secondBetween: String, runsOn: Bool = false) throws -> Resolver {
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            P1,1,1,1,1,1,1,1,20250101,20250630
            P2,1,1,1,1,1,1,1,20250301,20251231

            """
        let feed = SmallFeed(
            stops: [
                .init(id: "SKT", name: "Stockton", lat: 37.95, lon: -121.29),
                .init(id: "TRA", name: "Tracy", lat: 37.74, lon: -121.43),
                .init(id: "DBP", name: "Dublin", lat: 37.70, lon: -121.90),
                .init(id: "SJC", name: "San Jose", lat: 37.33, lon: -121.90),
            ],
            routes: [("TW", "Thruway")],
            trips: [
                .init(id: "B-1", route: "TW", headsign: "San Jose", shortName: "3911", service: "P1",
                      calls: [("SKT", "11:45"), ("TRA", "12:10"), ("DBP", "13:00")]),
                .init(id: "B-2", route: "TW", headsign: "San Jose", shortName: "3911", service: "P2",
                      calls: [("SKT", "11:45"), ("TRA", secondBetween), ("DBP", "13:00")] + (runsOn ? [("SJC", "13:50")] : [])),
            ],
            files: ["calendar.txt": calendar])
        return try Resolver(path: feed.databasePath())
    }

    static let page = TestPage([
        [("sábado, 15/03/2025", 40)], [("1. Embarque em Stockton às 11:45", 40)], [("2. Desembarque em Dublin às 13:00", 40)],
    ])

    @Test func oneRideListedTwiceIsOneAnswer() throws {
        let decoded = try PlannerDecoder(resolver: try Self.resolver(secondBetween: "12:10")).decode(Self.page.page)
        #expect(decoded.tripIDs == ["B-1"])
        #expect(decoded.itinerary.warnings.contains {
            $0.contains("ride 1 is listed by the feed as trip B-1 and as B-2: the same route, number, stops and times on the day")
        })
    }

    @Test func tripsDifferingBetweenAreTwoAnswers() throws {
        let decoder = PlannerDecoder(resolver: try Self.resolver(secondBetween: "12:15"))
        let error = #expect(throws: DecodeError.self) { try decoder.decode(Self.page.page) }
        guard case .ambiguous = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test func aTripRunningOnIsAnotherAnswer() throws {
        let decoder = PlannerDecoder(resolver: try Self.resolver(secondBetween: "12:10", runsOn: true))
        let error = #expect(throws: DecodeError.self) { try decoder.decode(Self.page.page) }
        guard case .ambiguous = error else { Issue.record("\(String(describing: error))"); return }
    }
}
