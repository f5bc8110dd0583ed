import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The ride seed 145 lost (unseen, 68 of 69): c145_amtrak_eticket_es_003, trains 1080 and 80 at the
/// same times from Kannapolis to Raleigh, the page's "Tren 1080 - dir. Ny Moynihan Train Hall" over
/// "At Penn Station" over the departure: the train's number stood a row above the ride's rows.
@Suite struct UnseenSeed145Tests {
    static func decode(_ top: [[(String, Int)]]) throws -> [String] {
        let feed = SmallFeed(
            stops: [
                .init(id: "K", name: "Kannapolis", lat: 35.49, lon: -80.62), .init(id: "R", name: "Raleigh Union Station", lat: 35.78, lon: -78.65),
                .init(id: "N", name: "Ny Moynihan Train Hall At Penn Station", lat: 40.75, lon: -73.99),
            ],
            routes: [("C", "Carolinian")],
            trips: [1080, 80].map { number in
                .init(
                    id: "T\(number)", route: "C", headsign: "Ny Moynihan Train Hall At Penn Station", shortName: "\(number)",
                    calls: [("K", "07:10"), ("R", "10:05"), ("N", "18:35")])
            })
        let page = TestPage([[("Fecha de viaje: 29/12/2025", 40)]] + top + [
            [("Salida Kannapolis 7:10 a.m.", 40)], [("Llegada Raleigh Union Station 10:05 a.m.", 40)],
        ]).page
        let decoder = PlannerDecoder(resolver: try Resolver(path: feed.databasePath()))
        switch Result(catching: { () throws(DecodeError) in try decoder.decode(page) }) {
        case .success(let decoded): return decoded.tripIDs
        case .failure(.ambiguous(let one, let other)): return [one.rides[0].tripID, other.rides[0].tripID].sorted()
        case .failure(let error): throw error
        }
    }

    /// The line above whose headsign the feed names wraps into the ride's rows: its number is the
    /// ride's. A headsign the trip does not run to makes it no line of the ride, and the two
    /// trains tie.
    @Test func theNumberOnTheLineWhoseHeadsignWrapsIntoTheRide() throws {
        #expect(try Self.decode([[("Tren 1080 - dir. Ny Moynihan Train Hall", 40)], [("At Penn Station", 40)]]) == ["T1080"])
        #expect(try Self.decode([[("Tren 80 - dir. Ny Moynihan Train Hall", 40)], [("At Penn Station", 40)]]) == ["T80"])
        #expect(try Self.decode([[("Tren 1080 - dir. Washington Union", 40)], [("Station", 40)]]) == ["T1080", "T80"])
    }
}
