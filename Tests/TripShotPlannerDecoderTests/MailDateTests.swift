import TestSupport
import Testing
@testable import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// A mail's own date is when it was sent, never the trip's day, once its header shows it is a
/// mail's (a subject line, an address), as OCR read a BART e-ticket mail of seed 121
/// (c121_bart_eticket_pl_photo_003: "Od: Tickets <noreply@...>", "Data: czw. 02.05.2019, 13:11",
/// "Temat: ...", no travel date); a ticket's own "From:" / "Date:" fields stay the trip's.
@Suite struct MailDateTests {
    static let mail: [[(String, Int)]] = [
        [("Od: Tickets <noreply@tickets.example>", 40)], [("Data: czw. 02.05.2019, 13:11", 40)],
        [("Temat: Potwierdzenie rezerwacji", 40)], [("Odj. 21:33 Portal", 40)], [("Przyjazd 21:41 Ridge", 40)],
    ]

    @Test func aMailsHeaderDateIsWhenItWasSent() {
        #expect(PageEvidence(TestPage(Self.mail).page).dates.map(\.label) == [.sent])
        let ticket = PageEvidence(TestPage([[("From: Portal", 40)], [("Date: 02.05.2019", 40)], [("To: Ridge", 40)]]).page)
        #expect(ticket.dates.map(\.label) == [.mail])
        let booked = PageEvidence(TestPage([[("Booked 02.05.2019", 40)], [("Booked for 18.05.2019", 40)]]).page)
        #expect(booked.dates.map(\.label) == [.sent, nil])
    }

    @Test func theTripsDayIsChosenNotTheMails() throws {
        let calendar = """
            service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
            WKDY,1,1,1,1,1,0,0,20190101,20191231
            SAT,0,0,0,0,0,1,0,20190101,20191231

            """
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 37.75, lon: -122.19), .init(id: "R", name: "Ridge", lat: 37.71, lon: -122.21)],
            routes: [("19", "19")],
            trips: [
                .init(id: "T-WKDY", route: "19", service: "WKDY", calls: [("P", "21:33"), ("R", "21:41")]),
                .init(id: "T-SAT", route: "19", service: "SAT", calls: [("P", "21:33"), ("R", "21:41")]),
            ],
            files: ["calendar.txt": calendar])
        let decoder = PlannerDecoder(resolver: try Resolver(path: feed.databasePath()))
        // Counted from Saturday 18 May 2019, not from the mail's Thursday 2 May.
        let decoded = try decoder.decode(TestPage(Self.mail).page, today: ShownDate(year: 2019, month: 5, day: 18))
        #expect(decoded.dateChosen && decoded.itinerary.date?.value != ShownDate(year: 2019, month: 5, day: 2))
        #expect(decoded.itinerary.warnings.contains { $0.contains("runs on none of the dates the page shows") })
    }
}
