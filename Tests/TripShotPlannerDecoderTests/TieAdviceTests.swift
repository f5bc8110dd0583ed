import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Two routes' trips leave Portal at 15:05 and reach Ridge at 15:50 every day: a page naming
/// neither route is explained by both equally (exit 108), and the message says what could part
/// them. The old words asked for "the page's date with --date" also when the page showed the date
/// both run on, or when --date had given it: no date parts them then, only the route, its
/// destination or the trip's number.
@Suite struct TieAdviceTests {
    static func message(_ rows: [[(String, Int)]], date: ShownDate? = nil) throws -> String {
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Portal", lat: 45.000, lon: 7), .init(id: "R", name: "Ridge", lat: 45.02, lon: 7)],
            routes: [("RA", "A"), ("RB", "B")],
            trips: [
                .init(id: "TA", route: "RA", calls: [("P", "15:05"), ("R", "15:50")]),
                .init(id: "TB", route: "RB", calls: [("P", "15:05"), ("R", "15:50")]),
            ])
        let decoder = PlannerDecoder(resolver: try Resolver(path: feed.databasePath()))
        do {
            _ = try decoder.decode(TestPage(rows).page, date: date, today: ShownDate(year: 2025, month: 6, day: 1))
            return "decoded"
        } catch {
            guard case .ambiguous(let first, let second) = error else { return "\(error)" }
            #expect(Set([first.rides[0].tripID, second.rides[0].tripID]) == ["TA", "TB"])
            return error.description
        }
    }

    static let rows = [[("Dep 15:05 Portal", 40)], [("Arr 15:50 Ridge", 40)]]

    @Test func aShownDateBothRunOnCannotPartThem() throws {
        let shown = try Self.message([[("Mon, 2 Jun 2025", 40)]] + Self.rows)
        #expect(shown.contains("(both run on the page's date, 2025-06-02, so no date tells them apart: a screenshot showing the route"))
        #expect(!shown.contains("--date"))
    }

    @Test func norADateGiven() throws {
        let given = try Self.message(Self.rows, date: ShownDate(year: 2025, month: 6, day: 3))
        #expect(given.contains("(both run on 2025-06-03, the date given, so no date tells them apart"))
    }

    @Test func anUndatedPageMayStillBePartedByItsDate() throws {
        let open = try Self.message(Self.rows)
        #expect(open.contains("(give the page's date with --date, or a screenshot showing the route)"))
    }
}
