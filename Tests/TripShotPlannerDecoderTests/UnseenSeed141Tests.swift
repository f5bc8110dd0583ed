import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The ride seed 141 lost (unseen, 65 of 66): c141_cdmx_steps_de_004, "3. Ankunft Anillo Periférico
/// Canal de Garay -" over "Price Shoes um 06:14", a stop named for a shop: its "Price" labelled the
/// time a fare, so the ride had no alighting time. And three counts it did not read, on the row a
/// compact line's headsign wrapped onto ("- 130 direção The Pier" over "Cairns Terminus (15
/// paradas)"; seed 139's Polish page too), and a headsign wrapped into the ride's rows from the line
/// above them (c141_caltrain_eticket_fr_crop_004).
@Suite struct UnseenSeed141Tests {
    func times(_ text: String) -> [ClockTime] { PageEvidence(TestPage([[(text, 40)]]).page).times.map(\.time) }

    /// A fare's word before a number makes it a price only when it is written as one: no price has
    /// a colon.
    @Test func aTimeWithItsColonIsNoPrice() {
        #expect(times("Price Shoes um 06:14") == [ClockTime(hour: 6, minute: 14)])
        #expect(times("Tarifa 6:00") == [ClockTime(hour: 6, minute: 0)])
        #expect(times("Price Shoes um 06.14").isEmpty)
        #expect(times("Tarifa 6.00").isEmpty)
    }

    /// Route 130 from Villa 21:48 past Lake St and Grafton St to Sheridan St 22:01, toward "The Pier
    /// Terminus".
    static func decode(_ below: String) throws -> PlannerDecoder.Decoded {
        let feed = SmallFeed(
            stops: [
                .init(id: "V", name: "Villa", lat: -16.90, lon: 145.70), .init(id: "L", name: "Lake St", lat: -16.91, lon: 145.71),
                .init(id: "G", name: "Grafton St", lat: -16.92, lon: 145.72), .init(id: "S", name: "Sheridan St", lat: -16.93, lon: 145.73),
                .init(id: "P", name: "The Pier Terminus", lat: -16.94, lon: 145.74),
            ],
            routes: [("R130", "130")],
            trips: [
                .init(
                    id: "T", route: "R130", headsign: "The Pier Terminus",
                    calls: [("V", "21:48"), ("L", "21:52"), ("G", "21:57"), ("S", "22:01"), ("P", "22:05")])
            ])
        return try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage([[("sáb, 08/11/2025", 40)], [("Villa 21h48 >", 40)], [("Sheridan St 22h01 - 130 direção The Pier", 40)], [(below, 40)]])
                .page)
    }

    /// The row below, carrying the headsign's last words and no time, is the ride's: its count is.
    @Test func theCountOnTheRowTheHeadsignWrappedOnto() throws {
        #expect(try Self.decode("Terminus (2 paradas)").itinerary.rides.first?.stopsBetween?.value == 2)
        // A row that continues no headsign is the next item's.
        #expect(try Self.decode("Baldeação (2 paradas)").itinerary.rides.first?.stopsBetween == nil)
    }

    /// Train 449 from San Bruno 22:14 to South San Francisco 22:19, toward "SAN FRANCISCO STATION".
    static func ticket(_ top: [[(String, Int)]]) throws -> String? {
        let feed = SmallFeed(
            stops: [
                .init(id: "B", name: "San Bruno Caltrain", lat: 37.63, lon: -122.41),
                .init(id: "S", name: "So. San Francisco Caltrain Station", lat: 37.66, lon: -122.40),
                .init(id: "F", name: "San Francisco Caltrain", lat: 37.77, lon: -122.39),
            ],
            routes: [("L", "Local")],
            trips: [
                .init(
                    id: "449", route: "L", headsign: "SAN FRANCISCO STATION", calls: [("B", "22:14"), ("S", "22:19"), ("F", "22:40")])
            ])
        let decoded = try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage(top + [[("Départ San Bruno Caltrain 22 h 14", 40)], [("Arr. So. San Francisco Caltrain Station 22 h 19", 40)]]).page,
            today: ShownDate(year: 2025, month: 6, day: 1))
        return decoded.itinerary.rides.first?.headsign?.value
    }

    @Test func aHeadsignWrappedIntoTheRidesRowsFromAbove() throws {
        #expect(try Self.ticket([[("Train 449 · dir. SAN", 40)], [("FRANCISCO STATION", 40)]]) == "SAN FRANCISCO STATION")
        // Not wrapped into them: the line above the ride's rows is some other item's.
        #expect(try Self.ticket([[("Train 449 · dir. SAN FRANCISCO STATION", 40)], [("Voiture 11 - Place 49", 40)]]) == nil)
    }
}
